import { SITE_LAYOUT } from '../../src/lib/site-layout';
import type { Contents } from '../output-file';

export function applyChanges(files: Map<string, Contents>, changes: Iterable<[string, Contents | null]>): void {
  for (const [file, contents] of changes) {
    if (contents === null) files.delete(file);
    else files.set(file, contents);
  }
}

/**
 * Which open pages a build's changes reload: those whose HTML changed (`pages`, by address) and those that loaded
 * another changed file (`files`, by site path: each page knows what it loaded, so a feed none loaded reloads nothing).
 * The headers apply to every page (`all`); the search index and social cards (`quiet`) to none, as no page shows them.
 */
export interface Reload {
  all: boolean;
  pages: string[];
  files: string[];
}

const quiet = (file: string) => [SITE_LAYOUT.search, SITE_LAYOUT.cards].some((folder) => file.startsWith(`${folder}/`));

export function reloadFor(changed: Iterable<string>): Reload {
  const reload: Reload = { all: false, pages: [], files: [] };
  for (const file of changed) {
    if (quiet(file)) continue;
    if (file === SITE_LAYOUT.headers) reload.all = true;
    else if (file.endsWith('.html')) reload.pages.push(pageAddress(file));
    else reload.files.push(`/${file}`);
  }
  return reload;
}

const pageAddress = (file: string) =>
  file === 'index.html' ? '/' : file.endsWith('/index.html') ? `/${file.slice(0, -'index.html'.length)}` : `/${file}`;

/** Every open page reloads (a failed build fixed, a new worker's whole site). */
export const RELOAD_ALL: Reload = { all: true, pages: [], files: [] };

/**
 * The stylesheets swapped into open pages since a build last wrote pages that link the newest (`to`): `from`
 * holds every one a page served meanwhile may link, as a second edit may come while the first one's build runs.
 */
export interface Restyle {
  from: string[];
  to: string;
}

/**
 * The swap a stylesheet edit makes in open pages: to the stylesheet made (`to`) from every one a served page may
 * link (`linked`, the served files' stylesheets, and those `swapped` in lately); none if open pages show it already.
 */
export function restyleTo(to: string, linked: readonly string[], swapped: Restyle | undefined): Restyle | undefined {
  const shown = swapped?.to ?? linked[0];
  if (shown === undefined || to === shown) return undefined;
  const from = new Set([...linked, ...(swapped ? [...swapped.from, swapped.to] : [])]);
  from.delete(to);
  return { from: [...from], to };
}

/**
 * Whether a page changed only by which of the swapped stylesheets it links (`restyle`): open pages were given the
 * newest in place, so such a page already shows what the build wrote, and does not reload.
 */
export function onlyRestyled(before: Contents | undefined, after: Contents | null, restyle: Restyle) {
  if (before === undefined || after === null) return false;
  const text = (contents: Contents) => {
    const page = typeof contents === 'string' ? contents : Buffer.from(contents).toString();
    return restyle.from.reduce((linked, from) => linked.replaceAll(from, restyle.to), page);
  };
  return text(before) === text(after);
}

/** Changed files, less pages written exactly as already shown ahead (`shown`): those are not reloaded twice. */
export function notShownAhead(
  changes: [string, Contents | null][],
  shown: ReadonlySet<string>,
  files: ReadonlyMap<string, Contents>,
): string[] {
  const same = (a: Contents | undefined, b: Contents | null) =>
    a !== undefined && b !== null && Buffer.from(a).equals(Buffer.from(b));
  return changes.flatMap(([file, contents]) => (shown.has(file) && same(files.get(file), contents) ? [] : [file]));
}
