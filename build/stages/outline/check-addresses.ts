import type { Route } from '../../../src/content/site-model';
import { BUILT_FOLDERS, outputFile, SITE_FILES, socialCardPath } from '../../../src/lib/site-layout';
import type { Problem } from '../../problems';

/** Who holds an address, as an editor reads it. */
const holder = (route: Route) =>
  route.source ? `the page of ${route.source.file}` : `the site's own ${route.template} page`;

/** Blames whichever of the two has a content file, naming the other; two of the site's own pages clashing is a bug. */
function against(route: Route, other: Route, say: (otherHolder: string) => string): Problem {
  const [blamed, holding] = route.source ? [route, other] : [other, route];
  if (!blamed.source) throw new Error(`Two built-in pages clash: ${route.path} and ${other.path}`);
  const rename = blamed.source.field === '(file name)' ? '; rename the file' : '';
  return { ...blamed.source, message: `${say(holder(holding))}${rename}` };
}

/** A content page may not sit in a folder of the site's own files, nor take the place of one of its files. */
function misplaced({ source, path }: Route, files: Set<string>): Problem[] {
  if (!source) return [];
  const folder = BUILT_FOLDERS.find((built) => path.startsWith(built));
  const file = [outputFile(path), path.slice(1, -1)].find((name) => files.has(name));
  const message = folder
    ? `the address ${path} is inside ${folder}, where the site keeps files of its own; choose another`
    : file && `the address ${path} is a file of the site's own (${file}); choose another`;
  return message ? [{ ...source, message }] : [];
}

/**
 * Every address is known once the outline is, so clashes are found before anything is drawn or written: no two pages
 * share an address or a social card, and no page takes a site file's place. Each names the content file behind it.
 */
export function checkAddresses(routes: Route[], publicFiles: string[]): Problem[] {
  const problems: Problem[] = [];
  const pages = new Map<string, Route>();
  const cards = new Map<string, Route>();
  // Pages served as files (the 404 page) are files a page's folder may not take either.
  const pageFiles = routes.filter((route) => !route.path.endsWith('/')).map((route) => route.path.slice(1));
  const files = new Set([...SITE_FILES, ...pageFiles, ...publicFiles.map((file) => file.slice(1))]);
  for (const route of routes) {
    const taken = pages.get(route.path);
    // Two items of one kind with one slug are a duplicate slug, which check-content reports.
    const duplicate = taken && taken.template === route.template && taken.key === route.key;
    if (taken && !duplicate)
      problems.push(against(route, taken, (other) => `the address ${route.path} is also ${other}`));
    else pages.set(route.path, route);
    problems.push(...misplaced(route, files));
    if (!route.ownCard || taken) continue;
    const card = socialCardPath(route.path);
    const sharing = cards.get(card);
    if (sharing)
      problems.push(
        against(
          route,
          sharing,
          (other) => `its social card would be ${card}, the card of ${other}; choose another address`,
        ),
      );
    else cards.set(card, route);
  }
  return problems;
}
