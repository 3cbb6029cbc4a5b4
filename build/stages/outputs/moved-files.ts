import type { PageRenderer } from '../../../src/content/registry';
import type { Redirect } from '../../../src/content/redirects';
import type { SiteModel } from '../../../src/content/site-model';
import { outputFile } from '../../../src/lib/site-layout';
import type { OutputFile } from '../../output-file';

/** The redirects as Netlify and Cloudflare Pages read them: one permanent move a line. */
export function redirectsFile(moved: Redirect[]): string {
  return moved.map(({ from, to }) => `${from} ${to} 301\n`).join('');
}

/** A small page at each old address, for hosts without `_redirects`. */
export function movedPageOutputs(model: SiteModel, css: string, pages: PageRenderer<SiteModel, unknown>): OutputFile[] {
  const titles = new Map(model.routes.map((route) => [route.path, route.title]));
  return model.moved.map(({ from, to, source }) => ({
    file: outputFile(from),
    from: source.file,
    make: () => pages.moved({ to, title: titles.get(to) ?? to, css }, model),
  }));
}
