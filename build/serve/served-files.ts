import { SITE_LAYOUT } from '../../src/lib/site-layout';
import type { Contents } from '../output-file';

/** Applies changes to a map of served files. */
export function applyChanges(files: Map<string, Contents>, changes: Iterable<[string, Contents | null]>): void {
  for (const [file, contents] of changes) {
    if (contents === null) files.delete(file);
    else files.set(file, contents);
  }
}

/**
 * Which open pages a build's changes reload: those whose own HTML changed (`pages`, by address), and
 * those that loaded another changed file (`files`, by site path: each page knows what it loaded and
 * decides for itself). A feed or a cover no open page loaded reloads nothing. The headers apply to
 * every page (`all`); the search index and social cards (`quiet`) reload none, as no page shows them.
 */
export interface Reload {
  all: boolean;
  pages: string[];
  files: string[];
}

export function reloadFor(changed: Iterable<string>, quiet: (file: string) => boolean): Reload {
  const reload: Reload = { all: false, pages: [], files: [] };
  for (const file of changed) {
    if (quiet(file)) continue;
    if (file === SITE_LAYOUT.headers) reload.all = true;
    else if (file.endsWith('.html')) reload.pages.push(pageAddress(file));
    else reload.files.push(`/${file}`);
  }
  return reload;
}

/** The address a page file is served at. */
const pageAddress = (file: string) =>
  file === 'index.html' ? '/' : file.endsWith('/index.html') ? `/${file.slice(0, -'index.html'.length)}` : `/${file}`;

/** Every open page reloads (a failed build fixed, a new worker's whole site). */
export const RELOAD_ALL: Reload = { all: true, pages: [], files: [] };

/**
 * Whether a page changed only by the stylesheet it links, which open pages were given in place
 * (`swap`): such a page already shows what the build wrote, and does not reload.
 */
export function onlyRestyled(before: Contents | undefined, after: Contents | null, swap: { from: string; to: string }) {
  if (before === undefined || after === null) return false;
  const text = (contents: Contents) => (typeof contents === 'string' ? contents : Buffer.from(contents).toString());
  return text(before).replaceAll(swap.from, swap.to) === text(after);
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
