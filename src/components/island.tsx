import { createContext, useContext } from 'react';
import type { IslandName, IslandProps } from '../islands/registry';

export type RenderIsland = (name: IslandName, props: object) => string;

/** Supplied by the page renderer: the Preact server render of an island, matching what the browser hydrates. */
export const IslandRenderer = createContext<RenderIsland | null>(null);

/**
 * Marks where an island lives: its name and JSON props travel in data attributes
 * (no inline script, so a strict Content-Security-Policy holds), its markup is the server render.
 */
export function Island<K extends IslandName>({
  name,
  props,
  className,
}: {
  name: K;
  props: IslandProps<K>;
  className?: string;
}) {
  const render = useContext(IslandRenderer);
  if (!render) throw new Error('Island rendered outside IslandRenderer');
  return (
    <div
      className={className}
      data-island={name}
      data-props={JSON.stringify(props)}
      /* biome-ignore lint/security/noDangerouslySetInnerHtml: island markup rendered by preact-render-to-string,
         which escapes content */
      dangerouslySetInnerHTML={{ __html: render(name, props) }}
    />
  );
}
