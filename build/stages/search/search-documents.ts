import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { SiteModel } from '../../../src/content/site-model';
import { SEARCH_KINDS, searchPartCount, type SearchDocument } from '../../../src/lib/search';
import type { Template } from '../../../templates/types';
import { workingOn } from '../../problems';
import { freezeDeep, spreadOf } from '../../reuse/hash';
import { memoisedByParts } from '../../reuse/memory';

/** The same document while it says the same, frozen: its part's key hashes it once. */
const frozenDocument = memoisedByParts('search document', (document: SearchDocument) => freezeDeep(document));

/**
 * Pages a visitor might look for (articles, services, team members, content pages, conditions), as their templates tell
 * them. Lists, tags and the home page repeat these, so their templates hold nothing and a search lists each thing once.
 */
export function searchDocuments(site: SiteModel, templates: Record<string, Template<unknown>>): SearchDocument[] {
  return site.routes.flatMap((route) => {
    const search = templates[route.template]?.search;
    if (!search) return [];
    const content = workingOn(route.source?.file ?? route.path, () => search(site, route.key ?? ''));
    return [frozenDocument({ url: route.path, title: route.title, ...content }, route.path)];
  });
}

/**
 * The documents split into the parts of the index (see `searchPartCount`). A document's part depends on its address
 * alone, so adding or editing one leaves the others where they were.
 */
export function searchParts(docs: SearchDocument[]): SearchDocument[][] {
  const parts = Array.from({ length: searchPartCount(docs.length) }, (): SearchDocument[] => []);
  for (const doc of docs) parts[spreadOf(doc.url) % parts.length]!.push(doc);
  // With more than 125 documents to a part on average, an empty one is as likely as a hash collision;
  // it would leave the island a folder with no English index to merge.
  if (docs.length > 0 && parts.some((part) => part.length === 0))
    throw new Error('A part of the search index came out empty');
  return parts;
}

/**
 * Pagefind's page for a document: the title is a heading (so it weighs most) and the result's title; kind and category
 * are filters, kind and date are shown with the result, in attributes so no excerpt is cut from them.
 */
export function indexPage(doc: SearchDocument): string {
  const kind = SEARCH_KINDS[doc.kind];
  // One value per element: Pagefind reads `key:value` from the attribute and no text from an empty element.
  const tag = (what: 'filter' | 'meta', key: string, value: string | undefined) =>
    value ? h('span', { [`data-pagefind-${what}`]: `${key}:${value}` }) : null;
  return `<!DOCTYPE html>${renderToStaticMarkup(
    h(
      'html',
      { lang: 'en' },
      h(
        'body',
        null,
        h(
          'main',
          { 'data-pagefind-body': '' },
          h('h1', { 'data-pagefind-meta': 'title' }, doc.title),
          tag('filter', 'kind', kind),
          tag('meta', 'kind', kind),
          tag('filter', 'category', doc.category),
          tag('meta', 'date', doc.date),
          ...doc.lines.map((line, i) => h('p', { key: i }, line)),
          /* biome-ignore lint/security/noDangerouslySetInnerHtml: the body is HTML the sanitiser already cleaned
             (render-markdown) */
          h('div', { dangerouslySetInnerHTML: { __html: doc.html } }),
        ),
      ),
    ),
  )}`;
}
