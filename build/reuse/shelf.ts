/**
 * What the build keeps, declared beside the code that makes it. Each declaration passes its module's address
 * (`import.meta.url`), never a typed path: its keys' code part is that module's import closure, so it cannot name the
 * wrong module. build/cli.mjs keeps these addresses at the source files when it compiles the build into one bundle.
 */

/** A kind of thing the build makes, named by the module that makes it. */
export interface Maker {
  name: string;
  /** The file URL of the declaring module, whose import closure is the code part of every key. */
  module: string;
  /** Modules of the site's own code it runs besides (a page's template), whose closures its keys hold too. */
  also?: readonly string[];
}

/** Code a site hands the pipeline, named by its declaring module (a template, the page renderer). */
export interface DeclaredCode {
  module: string;
}

/** `maker` also running the site's `code`: a page's key holds only its maker's, renderer's and template's closures. */
export const madeWith = <M extends Maker>(maker: M, ...code: DeclaredCode[]): M => ({
  ...maker,
  also: code.map((part) => part.module),
});

/** How the disk store keeps a shelf's entries. */
export type DiskKeeping<T> =
  /** Many small things: all entries in one file (or `files`), read on first use, pruned to what the last build used. */
  | 'record'
  /** One file or folder per entry, never pruned (their keys are content hashes): large things such as images. */
  | {
      folder: string;
      extension?: string;
      read: (file: string) => Promise<T>;
      write: (file: string, value: T) => Promise<void>;
    }
  /** Not on disk: kept for this process only (the dev server keeps it between builds). */
  | 'process';

/** One kind of thing kept in the store. */
export interface Shelf<T> extends Maker {
  disk: DiskKeeping<T>;
  /** Whether a kept value still holds: an output file edited by hand does not. */
  isValid?: (value: T) => boolean;
  /** Kept only by the store that made it, not asked of one below: what one output holds says nothing of another. */
  local?: boolean;
  /** A record kept beside the images for every content folder: what it holds depends on the code alone. */
  shared?: boolean;
  /**
   * A record of many large entries (rendered Markdown, the search index) is kept in this many files, by key, so a
   * build that changes a few entries writes only their files again.
   */
  files?: number;
}

/** A kind of thing made by the module at `module` (pass `import.meta.url`) whose key other keys include. */
export function defineMaker(module: string, name: string): Maker {
  return { name, module };
}

/** A shelf of the store, made by the module at `module` (pass `import.meta.url`). */
export function defineShelf<T>(module: string, shelf: Omit<Shelf<T>, 'module'>): Shelf<T> {
  return { ...shelf, module };
}
