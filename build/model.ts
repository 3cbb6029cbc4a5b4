import type { RenderIsland } from '../src/components/island';
import type { Outlined } from '../src/content/registry';
import type { Withheld } from '../src/lib/publishing';
import type { Problem } from './problems';

/** Values stages hand each other besides the site model: a stage takes them from here, never from another stage. */

/** Its shared chunks, small and cached, are not preloaded: on slow mobile links that competed with the first paint. */
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
  /** Words in the body: the article's `wordCount` in its structured data. Kept instead of the whole text. */
  words: number;
  /** Every href and src left after sanitising, for link checking. */
  links: string[];
  /** Things dropped or missing that an editor should know about (the build still succeeds). */
  warnings: string[];
  /** What keeps the body from being shown at all (the build fails, naming the file). */
  problems: string[];
}

/** Every rendered body by its file ('posts/neck-pain.md'; 'pricing.yaml' for the pricing note). */
export type Bodies = Map<string, RenderedMarkdown>;

/** What the checks of prose read of an entry: its file, its body and the line its body starts on. */
export type Prose = Pick<Entry<unknown>, 'file' | 'body' | 'bodyLine'>;

/** The links one file holds, in its body or in a field, for the link check. */
export interface LinkSource {
  file: string;
  field?: string;
  links: string[];
}

export interface RenderedBodies {
  bodies: Bodies;
  /** Links found in each body, checked once the route table is known. */
  links: LinkSource[];
  /** Sanitiser notices (dropped frames, images without alt text): printed, not fatal. */
  warnings: Problem[];
}

export interface RawEntry {
  /** Path relative to the content folder, used in every message. */
  file: string;
  /** File name without extension. */
  name: string;
  /** The front matter; undefined when it could not be read (a problem says why). */
  data: unknown;
  body: string;
  /** The file's line the body starts on, so a problem in the body names the file's own line. */
  bodyLine?: number;
}

/** Everything read, by collection name (any site's unless told its names). */
export interface RawContent<C extends string = string> {
  /** Each data file by its file name ('team-groups'). */
  data: Partial<Record<string, { file: string; value: unknown }>>;
  /** Each collection's files by its folder. */
  collections: Record<C, RawEntry[]>;
  /** Photos in content/images/, relative to it ('team/anna.jpg'). */
  photos: string[];
  /** Site paths of the files in public/, so links to them can be checked. */
  publicFiles: string[];
}

export interface Entry<T> extends Omit<RawEntry, 'data'> {
  data: T;
}

/**
 * A file that failed its schema, with the fields that passed theirs: its slug, id, author and
 * body still take part in the checks that compare files, so one bad field hides nothing else.
 */
export interface FailedEntry<T> extends RawEntry {
  valid: Partial<T>;
}

/**
 * Every file that passed its schema, by collection and data file name. A data file that failed is absent: the checks
 * that need it wait until it is fixed, those that compare files still run over the rest. The type parameters are each
 * name's front matter and data, any by default as the pipeline knows no site's names (a test may name the clinic's).
 */
export interface ValidContent<C = Record<string, Record<string, unknown>>, D = Record<string, unknown>>
  extends Omit<RawContent, 'data' | 'collections'> {
  data: Partial<D>;
  entries: { [K in keyof C]: Entry<C[K]>[] };
  /** Items this build leaves out (drafts, scheduled items; see select-posts): none until they are selected. */
  withheld: Withheld[];
  /** Files that failed their schema: other files may name them, and that is not reported as a second problem. */
  failed: { [K in keyof C]: FailedEntry<C[K]>[] };
}

/** Content of any site, as the stages that loop over the registry see it. */
export type AnyContent = ValidContent;

/** An item as the outline holds it: its front matter with its file and slug. */
export type Item = Outlined<Record<string, unknown>>;
/** Every collection's items by its name, in the order the site lists them. */
export type Entities = Record<string, Item[]>;
