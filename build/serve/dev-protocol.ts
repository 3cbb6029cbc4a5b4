import type { Contents } from '../output-file';

/**
 * What dev.ts and its build worker (dev-worker.ts) say to each other. An answer carries its ask's id; the worker also
 * speaks unasked, with no id, when a build has more after its answer (pages drawn ahead, the search index, the cards).
 */

/** `contents` null: removed. */
export type FileChange = [file: string, contents: Contents | null];

/** What the server asks, before it gives the ask its id. */
export type DevAsk =
  /** `first`: pages being looked at, drawn ahead of the rest when the build changes them. */
  | { ask: 'build'; first: string[] }
  /** The site's code changed (files from the root): take it in place if the worker can (`reloaded`). */
  | { ask: 'reload'; files: string[]; first: string[] }
  /** One page, before the first build has written it, with the files it links to. */
  | { ask: 'page'; file: string }
  /** The stylesheet alone, made from the files as they are now. */
  | { ask: 'stylesheet' }
  /** Close the search backend, so the worker may be ended. */
  | { ask: 'stop' };

export type DevRequest = { id: number } & DevAsk;

export type DevMessage =
  /**
   * Files for the server's copy of the site. `ahead`: an edited item's pages, before its build's checks; `settled`: the
   * index and cards a build stored after its pages; `page`, `stylesheet`: answers (an empty `page`: no page there).
   */
  | { type: 'files'; id?: number; of: 'ahead' | 'settled' | 'page' | 'stylesheet'; files: FileChange[] }
  /** A phase reached: a build answered (`built`), its index and cards done (`settled`), code taken, or stopped. */
  | { type: 'phase'; id: number; phase: 'built'; built: BuildSummary }
  | { type: 'phase'; phase: 'settled' }
  | { type: 'phase'; id: number; phase: 'reloaded'; inPlace: boolean }
  | { type: 'phase'; id: number; phase: 'stopped' }
  /** A build's problems, site code that does not load (with file and line), or a page with no build to draw from. */
  | { type: 'failed'; id: number; problems: string[] };

/** What a build that succeeded changed, and what the server prints of it. */
export interface BuildSummary {
  /** The files this build changed; with `complete`, every file the site has (a new worker's first build). */
  files: FileChange[];
  complete: boolean;
  pages: number;
  rendered: number;
  warnings: string[];
  standIns: string;
  /** What the build made again and why (see explain.ts). */
  explanation: string;
}
