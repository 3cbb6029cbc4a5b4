import { SITE_LAYOUT } from '../../../src/lib/site-layout';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { CoverArt } from '../../../src/components/cover-art';
import { clinicSite } from '../../../src/content/collections';
import type { Post } from '../../../src/content/post';
import type { CollectionDefinition, Registry } from '../../../src/content/registry';
import type { Redirect } from '../../../src/content/redirects';
import type { Site } from '../../../src/content/site';
import type { Route, SiteModel } from '../../../src/content/site-model';
import { coverPath } from '../../../src/lib/site-layout';
import { isoDay } from '../../../src/lib/format-date';
import { absoluteUrl, FEED_PATH, paths } from '../../../src/lib/routes';
import { escapeXml } from '../../../src/lib/text';
import type { Reuse } from '../../reuse/reuse';
import { defineMaker } from '../../reuse/shelf';
import { formatHeadersFile, headerRules } from './security-headers';
import { redirectsFile } from './moved-files';
import type { OutputFile } from '../../output-file';

/** Items of the registry's collections that `has` picks, by the address of their page. */
function itemsByPath(model: object, registry: Registry, has: (definition: CollectionDefinition) => unknown) {
  const site = model as Record<string, Record<string, string>[]>;
  return new Map(
    Object.entries(registry.collections).flatMap(([name, definition]) =>
      has(definition)
        ? (site[name] ?? []).map((item) => [definition.path(item.slug ?? ''), { item, definition }] as const)
        : [],
    ),
  );
}

/**
 * Every public page with its absolute URL; items of dated collections carry their last change date.
 * Drafts and scheduled items a preview includes are not public.
 */
export function sitemapXml(model: { site: Site; routes: Route[] }, registry: Registry = clinicSite): string {
  const dated = itemsByPath(model, registry, (definition) => definition.dated || definition.publishing);
  const urls = model.routes
    .filter((route) => !route.hidden && !dated.get(route.path)?.item.status)
    .map((route) => {
      const { item, definition } = dated.get(route.path) ?? {};
      const when = item && definition?.dated && (item[definition.dated.updated] ?? item[definition.dated.published]);
      const lastmod = when ? `<lastmod>${isoDay(when)}</lastmod>` : '';
      return `<url><loc>${escapeXml(absoluteUrl(model.site.url, route.path))}</loc>${lastmod}</url>`;
    });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    `${urls.join('\n')}\n</urlset>\n`
  );
}

export function robotsTxt(model: { site: Site }): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(model.site.url, '/sitemap.xml')}\n`;
}

/**
 * RSS 2.0 feed of every live item of the collection in the feed, as the site lists them (never a
 * draft or scheduled item a preview includes).
 */
export function feedXml(site: Site, items: Post[]): string {
  const item = (post: Post) => {
    const url = escapeXml(absoluteUrl(site.url, paths.post(post.slug)));
    return [
      '<item>',
      `<title>${escapeXml(post.title)}</title>`,
      `<link>${url}</link>`,
      `<guid isPermaLink="false">urn:uuid:${post.id}</guid>`,
      `<pubDate>${new Date(post.published_at).toUTCString()}</pubDate>`,
      `<dc:creator>${escapeXml(post.author)}</dc:creator>`,
      `<category>${escapeXml(post.category)}</category>`,
      `<description>${escapeXml(post.excerpt)}</description>`,
      '</item>',
    ].join('');
  };
  const live = items.filter((post) => !post.status);
  const latest = live[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    `<title>${escapeXml(`${site.name} blog`)}</title>`,
    `<link>${escapeXml(absoluteUrl(site.url, paths.blog))}</link>`,
    `<atom:link href="${escapeXml(absoluteUrl(site.url, FEED_PATH))}" rel="self" type="application/rss+xml"/>`,
    `<description>${escapeXml(site.description)}</description>`,
    '<language>en-gb</language>',
    latest ? `<lastBuildDate>${new Date(latest.updated_at ?? latest.published_at).toUTCString()}</lastBuildDate>` : '',
    ...live.map(item),
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** Covers are made by this module's closure (the CoverArt component among it). */
export const COVERS = defineMaker(import.meta.url, 'covers');

export function coverOutputs(model: object, reuse: Reuse, registry: Registry = clinicSite): OutputFile[] {
  const site = model as Record<string, { slug: string }[]>;
  return Object.entries(registry.collections).flatMap(([name, { cover }]) =>
    (cover ? (site[name] ?? []) : []).flatMap((item) => {
      const art = cover?.(item);
      if (!art) return [];
      const { title, category } = art;
      return [
        {
          file: coverPath(item.slug).slice(1),
          key: reuse.key(COVERS, title, category),
          make: () => renderToStaticMarkup(createElement(CoverArt, { title, category })),
        },
      ];
    }),
  );
}

/**
 * Prefetch on intent: a link to another page of the site is fetched when a visitor hovers over it
 * or presses on it ("moderate"), so the next page is usually there before the click ends. Never
 * search pages, files that are not pages, the editor, or other sites ("/*" is this origin only).
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

/** The items of the collection the feed lists. */
const feedItems = (model: SiteModel, registry: Registry) =>
  Object.entries(registry.collections).flatMap(([name, { feed }]) =>
    feed ? ((model as unknown as Record<string, Post[]>)[name] ?? []) : [],
  );

/** The site's own files besides pages and assets, by name, each made from the finished model. */
const SITE_FILES: Record<string, (model: SiteModel, registry: Registry) => string> = {
  [SITE_LAYOUT.sitemap]: sitemapXml,
  [SITE_LAYOUT.robots]: robotsTxt,
  [SITE_LAYOUT.feed]: (model, registry) => feedXml(model.site, feedItems(model, registry)),
  [SITE_LAYOUT.headers]: (model) => formatHeadersFile(headerRules(model.site)),
  [SITE_LAYOUT.redirects]: (model) => redirectsFile(model.moved),
  [SITE_LAYOUT.speculationRules]: speculationRules,
};

export function siteFileOutputs(model: SiteModel, registry: Registry = clinicSite): OutputFile[] {
  return Object.entries(SITE_FILES).map(([file, make]) => ({ file, make: () => make(model, registry) }));
}
