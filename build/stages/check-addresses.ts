import type { Route } from '../../src/content/site-model';
import { coverPath } from '../../src/lib/covers';
import { socialCardPath } from '../../src/lib/routes';
import { SEARCH_ROOT } from '../../src/lib/search';
import type { Problem } from '../problems';
import { CSS_DIR } from './build-css';
import { JS_DIR } from './bundle-islands';
import { RASTER_DIR } from './raster-images';
import { outputFile } from './render-pages';
import { SITE_FILE_NAMES } from './site-files';

/** The top folders the build keeps its own files in (scripts, styles, photos, cards, covers, the search index): no page may sit in one. */
export const BUILT_FOLDERS = [...new Set([JS_DIR, CSS_DIR, RASTER_DIR, SEARCH_ROOT, socialCardPath('/'), coverPath('x')].map((path) => `/${path.split('/').filter(Boolean)[0]}/`))];

/** Who holds an address, as an editor reads it. */
const holder = (route: Route) => (route.source ? `the page of ${route.source.file}` : `the site's own ${route.template} page`);

/** A problem for the content file behind `route`; a clash between pages the site builds itself is a bug, never content's fault. */
function against(route: Route, other: Route, message: string): Problem {
  const blamed = route.source ? route : other;
  if (!blamed.source) throw new Error(`Two built-in pages clash: ${route.path} and ${other.path}`);
  const rename = blamed.source.field === '(file name)' ? '; rename the file' : '';
  return { file: blamed.source.file, field: blamed.source.field, message: `${message.replace('$OTHER', holder(blamed === route ? other : route))}${rename}` };
}

/**
 * Every address the site serves is known once the outline is: two pages may not share one, a page
 * may not take the place of the site's own files, and no two pages may draw the same social card.
 * Each clash names the content file behind it, before anything is drawn or written.
 */
export function checkAddresses(routes: Route[], publicFiles: string[]): Problem[] {
  const problems: Problem[] = [];
  const pages = new Map<string, Route>();
  const cards = new Map<string, Route>();
  // Pages served as files (the 404 page) are files a page's folder may not take either.
  const pageFiles = routes.filter((route) => !route.path.endsWith('/')).map((route) => route.path.slice(1));
  const files = new Set([...SITE_FILE_NAMES, ...pageFiles, ...publicFiles.map((file) => file.slice(1))]);
  for (const route of routes) {
    const taken = pages.get(route.path);
    // Two items of one kind with one slug are a duplicate slug, which check-content reports.
    const duplicate = taken && taken.template === route.template && taken.key === route.key;
    if (taken && !duplicate) problems.push(against(route, taken, `the address ${route.path} is also $OTHER`));
    else pages.set(route.path, route);
    const folder = BUILT_FOLDERS.find((built) => route.path.startsWith(built));
    const output = outputFile(route.path);
    if (route.source && folder) problems.push({ ...route.source, message: `the address ${route.path} is inside ${folder}, where the site keeps files of its own; choose another` });
    else if (route.source && (files.has(output) || files.has(route.path.slice(1, -1)))) problems.push({ ...route.source, message: `the address ${route.path} is a file of the site's own (${route.path.slice(1, -1) || output}); choose another` });
    if (!route.draws || taken) continue;
    const card = socialCardPath(route.path);
    const sharing = cards.get(card);
    if (sharing) problems.push(against(route, sharing, `its social card would be ${card}, the card of $OTHER; choose another address`));
    else cards.set(card, route);
  }
  return problems;
}
