import type { RenderIsland } from '../src/components/island';

/**
 * The values stages hand each other, besides the site model (src/content/site-model.ts): a stage
 * takes these types from here, never from another stage.
 */

/**
 * An island's entry script. Its shared chunks are not preloaded: on slow mobile links
 * preloading them competed with the first paint, and they are small and cached.
 */
export interface IslandScript {
  src: string;
}

/** Every island bundled: the scripts pages load, the files to ship, and the renderer of island markup. */
export interface IslandBundle {
  islands: Record<string, IslandScript>;
  files: { file: string; contents: string }[];
  renderIsland: RenderIsland;
  key: string;
}

/** A file of the photo stage's output: one variant of one photo. */
export interface ImageFile {
  file: string;
  contents: Buffer;
}

/** A page whose address changed since the last build, with nothing redirecting the old one. */
export interface Renamed {
  file: string;
  from: string;
  to: string;
}

/** A Markdown body as the renderer leaves it: sanitised HTML, and what the checks and lists need of it. */
export interface RenderedMarkdown {
  html: string;
  /** The body's first words as plain text, for an excerpt where a post gives none. */
  summary: string;
  /** Words in the body, for reading times. Kept instead of the whole text, which no page shows. */
  words: number;
  /** Every href and src left after sanitising, for link checking. */
  links: string[];
  /** Things dropped or missing that an editor should know about (the build still succeeds). */
  warnings: string[];
}
