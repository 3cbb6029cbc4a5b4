import { SITE_LAYOUT } from '../../../src/lib/site-layout';
import { itemsIn, type Registry, textOf } from '../../../src/content/registry';
import type { SiteDefinition, SiteFile } from '../../../src/content/site-definition';
import type { Redirect } from '../../../src/content/redirects';
import type { Route, SiteModel } from '../../../src/content/site-model';
import { isoDay } from '../../../src/lib/format-date';
import { absoluteUrl } from '../../../src/lib/routes';
import { escapeXml } from '../../../src/lib/text';
import { memoisedBy } from '../../reuse/memory';
import { formatHeadersFile, headerRules } from './security-headers';
import { redirectsFile } from './moved-files';
import { feedItems, feedXml } from './feed';
import { fileOfBytes, type OutputFile } from '../../output-file';

/** A page of the sitemap: its address and, for items of dated collections, the day it last changed. */
export interface SitemapEntry {
  path: string;
  lastmod?: string | undefined;
}

/** Every public page (no drafts or scheduled items a preview includes); dated items carry their last change. */
export function sitemapEntries(model: { routes: Route[] }, registry: Registry): SitemapEntry[] {
  // Items of dated collections and of those that publish, by the address of their page.
  const dated = new Map(
    Object.entries(registry.collections).flatMap(([name, definition]) =>
      definition.dated || definition.publishing
        ? itemsIn(model, name).map((item) => [definition.path(item.slug), { item, definition }] as const)
        : [],
    ),
  );
  return model.routes
    .filter((route) => !route.hidden && !dated.get(route.path)?.item.status)
    .map((route) => {
      const { item, definition } = dated.get(route.path) ?? {};
      const dates = definition?.dated;
      const when = item && dates && (textOf(item, dates.updated) ?? textOf(item, dates.published));
      return when ? { path: route.path, lastmod: isoDay(when) } : { path: route.path };
    });
}

export function sitemapXml(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map(({ path, lastmod }) => {
    const last = lastmod ? `<lastmod>${lastmod}</lastmod>` : '';
    return `<url><loc>${escapeXml(absoluteUrl(siteUrl, path))}</loc>${last}</url>`;
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    `${urls.join('\n')}\n</urlset>\n`
  );
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}\n`;
}

/**
 * Prefetch on intent ("moderate"): a link to another page is fetched on hover or press, so the next page is usually
 * there before the click ends. Never search pages, non-page files, the editor, or other sites ("/*" is this origin).
 */
export function speculationRules({ moved }: { moved: Redirect[] }): string {
  const not = (href: string) => ({ not: { href_matches: href } });
  const pages = [
    not('/search/*'),
    not('/assets/*'),
    not('/images/*'),
    not('/pagefind/*'),
    not(`/${SITE_LAYOUT.editor}/*`),
    not('/*.xml'),
    not('/*.json'),
  ];
  // An old address is no page: prefetching it would fetch a redirect.
  const where = { and: [{ href_matches: '/*' }, ...pages, ...moved.map(({ from }) => not(from))] };
  return `${JSON.stringify({ prefetch: [{ source: 'document', where, eagerness: 'moderate' }] }, null, 2)}\n`;
}

/**
 * A file of the pipeline's own besides pages and assets, made from the inputs it picks from the model alone, so a
 * process that builds again (the dev server) makes it again only when they differ.
 */
type OwnFile = (model: SiteModel, registry: Registry) => ReturnType<SiteFile['from']>;

const siteFile =
  <I extends unknown[]>({
    inputs,
    make,
  }: {
    inputs(model: SiteModel, registry: Registry): I;
    make(...inputs: I): string;
  }): OwnFile =>
  (model, registry) => {
    const given = inputs(model, registry);
    return { parts: [make, ...given], make: () => make(...given) };
  };

const SITE_FILES: Record<string, OwnFile> = {
  [SITE_LAYOUT.sitemap]: siteFile({
    inputs: (model, registry) => [model.site.url, sitemapEntries(model, registry)],
    make: sitemapXml,
  }),
  [SITE_LAYOUT.robots]: siteFile({ inputs: (model) => [model.site.url], make: robotsTxt }),
  [SITE_LAYOUT.feed]: siteFile({
    inputs: (model, registry) => [model.site, feedItems(model, registry)],
    make: feedXml,
  }),
  [SITE_LAYOUT.headers]: siteFile({
    inputs: (model) => [model.site],
    make: (site: SiteModel['site']) => formatHeadersFile(headerRules(site)),
  }),
  [SITE_LAYOUT.redirects]: siteFile({ inputs: (model) => [model.moved], make: redirectsFile }),
  [SITE_LAYOUT.speculationRules]: siteFile({ inputs: (model) => [{ moved: model.moved }], make: speculationRules }),
};

/** The pipeline's own files and the site's (`SiteDefinition.files`), made again only when inputs or code change. */
export function siteFileOutputs(model: SiteModel, registry: Registry & Pick<SiteDefinition, 'files'>): OutputFile[] {
  const own = Object.entries(SITE_FILES).map(([file, from]) => [file, from(model, registry)] as const);
  const site = Object.entries(registry.files ?? {}).map(([file, { from }]) => [file, from(model)] as const);
  return [...own, ...site].map(([file, made]) => fileOfBytes({ file, contents: contentsOf(file, made) }));
}

/** Reused while its parts are, its maker among them (the site's code may be loaded anew). */
const contentsOf = memoisedBy(
  'site file',
  { slot: (file) => file, reads: (_file, made) => made.parts, byParts: true },
  (_file: string, made: ReturnType<SiteFile['from']>) => made.make(),
);
