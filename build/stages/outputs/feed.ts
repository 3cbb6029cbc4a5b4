import { type FeedEntry, itemsIn, type Registry, type SiteValues } from '../../../src/content/registry';
import type { Site } from '../../../src/content/site';
import { absoluteUrl, FEED_PATH, paths } from '../../../src/lib/routes';
import { escapeXml } from '../../../src/lib/text';

export interface FeedItem extends FeedEntry {
  path: string;
}

/**
 * Live items only (never a draft or a scheduled item a preview includes). One collection's items keep the site's
 * order; the items of several are merged newest first.
 */
export function feedItems(model: SiteValues, registry: Pick<Registry, 'collections'>): FeedItem[] {
  const fed = Object.entries(registry.collections).flatMap(([name, { feed, path }]) =>
    feed
      ? [
          itemsIn(model, name)
            .filter((item) => !item.status)
            .map((item) => ({ path: path(item.slug), ...feed(item) })),
        ]
      : [],
  );
  const time = (item: FeedItem) => Date.parse(item.published);
  return fed.length > 1 ? fed.flat().sort((a, b) => time(b) - time(a)) : fed.flat();
}

/** RSS 2.0: the site's feed, newest first. */
export function feedXml(site: Site, items: FeedItem[]): string {
  const latest = items[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    `<title>${escapeXml(`${site.name} blog`)}</title>`,
    `<link>${escapeXml(absoluteUrl(site.url, paths.blog))}</link>`,
    `<atom:link href="${escapeXml(absoluteUrl(site.url, FEED_PATH))}" rel="self" type="application/rss+xml"/>`,
    `<description>${escapeXml(site.description)}</description>`,
    '<language>en-gb</language>',
    latest ? `<lastBuildDate>${new Date(latest.updated ?? latest.published).toUTCString()}</lastBuildDate>` : '',
    ...items.map((item) => feedItemXml(site, item)),
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

/**
 * Feed readers read a description as HTML, after the XML's own entities are decoded: escaped twice, an excerpt is
 * shown as the text it is, and nothing typed into it can become markup in someone's reader. Tags are dropped first.
 */
const plainDescription = (excerpt: string) => escapeXml(escapeXml(excerpt.replace(/<[^>]*>?/g, '')));

function feedItemXml(site: Site, item: FeedItem): string {
  const url = escapeXml(absoluteUrl(site.url, item.path));
  return [
    '<item>',
    `<title>${escapeXml(item.title)}</title>`,
    `<link>${url}</link>`,
    item.id ? `<guid isPermaLink="false">urn:uuid:${item.id}</guid>` : `<guid isPermaLink="true">${url}</guid>`,
    `<pubDate>${new Date(item.published).toUTCString()}</pubDate>`,
    item.author ? `<dc:creator>${escapeXml(item.author)}</dc:creator>` : '',
    item.category ? `<category>${escapeXml(item.category)}</category>` : '',
    `<description>${plainDescription(item.excerpt)}</description>`,
    '</item>',
  ].join('');
}
