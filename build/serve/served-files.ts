import type { Contents } from '../output-file';

/** Applies changes to a map of served files. */
export function applyChanges(files: Map<string, Contents>, changes: Iterable<[string, Contents | null]>): void {
  for (const [file, contents] of changes) {
    if (contents === null) files.delete(file);
    else files.set(file, contents);
  }
}

/**
 * Replaces every file under `folder` in a map of served files with `made`: how the dev server takes a search index that
 * arrives after its pages.
 */
export function replaceFolder(files: Map<string, Contents>, folder: string, made: [string, Contents][]): void {
  for (const file of [...files.keys()]) if (file.startsWith(`${folder}/`)) files.delete(file);
  for (const [file, contents] of made) files.set(file, contents);
}

/** Which open pages a build's changes reload: every page, or those at the addresses given. */
export interface Reload {
  all: boolean;
  pages: string[];
}

/**
 * The pages a build changed, by their addresses, so only an open page that changed reloads (another
 * tab with an untouched page keeps its place). A change to anything else a page loads (the
 * stylesheet, a script, the headers) reloads every page; the search index and social cards do not,
 * as no page shows them.
 */
export function reloadFor(changed: Iterable<string>, quiet: (file: string) => boolean): Reload {
  const pages: string[] = [];
  for (const file of changed) {
    if (quiet(file)) continue;
    if (!file.endsWith('.html')) return { all: true, pages: [] };
    pages.push(
      file === 'index.html'
        ? '/'
        : file.endsWith('/index.html')
          ? `/${file.slice(0, -'index.html'.length)}`
          : `/${file}`,
    );
  }
  return { all: false, pages };
}

/**
 * The files a build changed, less the pages it wrote exactly as they were already served, shown
 * ahead of it (`shown`): those are not reloaded a second time.
 */
export function notShownAhead(
  changes: [string, Contents | null][],
  shown: ReadonlySet<string>,
  files: ReadonlyMap<string, Contents>,
): string[] {
  const same = (a: Contents | undefined, b: Contents | null) =>
    a !== undefined && b !== null && Buffer.from(a).equals(Buffer.from(b));
  return changes.flatMap(([file, contents]) => (shown.has(file) && same(files.get(file), contents) ? [] : [file]));
}
