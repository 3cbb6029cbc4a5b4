import { createElement, type ComponentType } from 'react';
import { renderToString } from 'preact-render-to-string';
import { ErrorBoundary } from './error-boundary';
import { islands, type IslandName } from './registry';

/**
 * Server-side markup of an island. Bundled by esbuild with the same React→Preact
 * aliases as the browser entries, so hydration meets exactly the markup it would render.
 */
export function renderIsland(name: IslandName, props: object): string {
  const component = islands[name] as ComponentType<object>;
  // Under the build's alias `createElement` makes Preact vnodes; the cast only bridges the two type packages.
  return renderToString(createElement(ErrorBoundary, null, createElement(component, props)) as never);
}
