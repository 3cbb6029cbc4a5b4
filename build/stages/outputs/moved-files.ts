import type { PageRenderer } from '../../../src/content/site-definition';
import type { Redirect } from '../../../src/content/redirects';
import type { SiteModel } from '../../../src/content/site-model';
import { outputFile } from '../../../src/lib/site-layout';
import { madeFile, type OutputFile } from '../../output-file';
import { keyFor } from '../../reuse/stored';
import { defineMaker, madeWith } from '../../reuse/shelf';

/** Moved pages are made by this module and the site's page renderer: their keys hold both closures. */
const MOVED_PAGES = defineMaker(import.meta.url, 'moved-pages');

/** The redirects as Netlify and Cloudflare Pages read them: one permanent move a line. */
export function redirectsFile(moved: Redirect[]): string {
  return moved.map(({ from, to }) => `${from} ${to} 301\n`).join('');
}

/**
 * A small page at each old address for hosts without `_redirects`, keyed by what it shows: the frame (the site's
 * address among it), the stylesheet and the page it leads to.
 */
export function movedPageOutputs(model: SiteModel, css: string, pages: PageRenderer<SiteModel, unknown>): OutputFile[] {
  const titles = new Map(model.routes.map((route) => [route.path, route.title]));
  const maker = madeWith(MOVED_PAGES, pages);
  const frame = pages.frame(model);
  const shared = keyFor(maker, frame, css);
  return model.moved.map(({ from, to, source }) => {
    const title = titles.get(to) ?? to;
    const page = () => pages.moved({ to, title, css }, frame);
    return { ...madeFile(maker, outputFile(from), [shared, to, title], page), from: source.file };
  });
}
