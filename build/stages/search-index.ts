import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { SiteModel } from '../../src/content/site-model';
import { formatDate } from '../../src/lib/format-date';
import { SEARCH_KINDS, type SearchKind } from '../../src/lib/search';
import { hashOf } from '../reuse/hash';
import type { Shelf } from '../reuse/store';

/** What search knows of one page: what it is, its title and what it says, nothing of the frame around it. */
export interface SearchDocument {
  url: string;
  kind: SearchKind;
  title: string;
  /** Plain text from the data files, a paragraph each, before the body. */
  lines: string[];
  /** Sanitised HTML from the Markdown stage. */
  html: string;
  category?: string;
  /** Articles only: when it was published, as the site writes dates. */
  date?: string;
}

export interface SearchFile {
  file: string;
  contents: Uint8Array;
}

/** The folder the index is served from; the search island loads Pagefind's script from it. */
export const SEARCH_FOLDER = 'pagefind';

/**
 * Pagefind also writes its prebuilt interfaces, a worker and a language-neutral index: the
 * island uses its JS API in the page's own thread, so only the API, the English WebAssembly and
 * the index itself are shipped.
 */
const SHIPPED = /^(pagefind\.js|pagefind-entry\.json|wasm\.en\.pagefind|pagefind\.en_[\w]+\.pf_meta|(index|fragment|filter)\/[\w.]+)$/;

/**
 * Every page a visitor might be looking for, with only what it says: articles, services, team
 * members, the content pages and the conditions we treat. Lists, tags and the home page repeat
 * what these say, so they are left out and a search lists each thing once.
 */
export function searchDocuments(site: SiteModel): SearchDocument[] {
  return site.routes.flatMap((route): SearchDocument[] => {
    const key = route.key ?? '';
    const doc = (kind: SearchKind, lines: string[], html: string, more: Partial<SearchDocument> = {}) => [{ url: route.path, kind, title: route.title, lines, html, ...more }];
    switch (route.template) {
      case 'post': {
        const post = site.postBySlug.get(key)!;
        return doc('article', [], post.html, { category: post.category, date: formatDate(post.published_at) });
      }
      case 'service': {
        const service = site.serviceBySlug.get(key)!;
        return doc('service', [service.description], service.html);
      }
      case 'team-member': {
        const member = site.teamBySlug.get(key)!;
        return doc('team', [member.role, member.qualifications, member.specialisms.join(', ')], member.bioHtml);
      }
      case 'page':
        return doc('page', [], site.pages.get(key)!.html);
      case 'conditions':
        return doc('page', site.conditions.map((condition) => `${condition.title}: ${condition.description}`), '');
      default:
        return [];
    }
  });
}

/**
 * The page Pagefind reads for a document: the title is a heading (so it weighs most) and the
 * result's title; kind and category are filters, kind and date are shown with the result. They
 * travel in attributes, so they are never part of the text an excerpt is cut from.
 */
export function indexPage(doc: SearchDocument): string {
  const kind = SEARCH_KINDS[doc.kind];
  // One value per element: Pagefind reads `key:value` from the attribute and no text from an empty element.
  const tag = (what: 'filter' | 'meta', key: string, value: string | undefined) => (value ? h('span', { [`data-pagefind-${what}`]: `${key}:${value}` }) : null);
  return `<!DOCTYPE html>${renderToStaticMarkup(
    h('html', { lang: 'en' },
      h('body', null,
        h('main', { 'data-pagefind-body': '' },
          h('h1', { 'data-pagefind-meta': 'title' }, doc.title),
          tag('filter', 'kind', kind),
          tag('meta', 'kind', kind),
          tag('filter', 'category', doc.category),
          tag('meta', 'date', doc.date),
          ...doc.lines.map((line, i) => h('p', { key: i }, line)),
          h('div', { dangerouslySetInnerHTML: { __html: doc.html } }),
        ),
      ),
    ),
  )}`;
}

/** The index depends on the documents and the code (with the lock file, so Pagefind's version), so a build that changes no text reuses it whole. */
export const SEARCH_INDEX: Shelf<SearchFile[]> = { name: 'search-index', disk: 'record' };

export function searchIndexKey(docs: SearchDocument[], codeVersion: string): string {
  return hashOf({ codeVersion, docs });
}

/**
 * Pagefind's Node API drives one shared backend process, and closing it ends every index in
 * progress: the dev server can start a build while the last one is still indexing. So each index
 * waits for the one before it, and the backend is closed only by the last in line.
 */
let queue: Promise<unknown> = Promise.resolve();
let waiting = 0;

/** Indexes the documents with Pagefind (its own process, so it runs beside page rendering) and returns the files to ship. */
export function indexSite(docs: SearchDocument[]): Promise<SearchFile[]> {
  waiting++;
  const run = queue.then(() => indexWithPagefind(docs)).finally(async () => {
    if (--waiting === 0) await (await import('pagefind')).close();
  });
  queue = run.catch(() => undefined);
  return run;
}

async function indexWithPagefind(docs: SearchDocument[]): Promise<SearchFile[]> {
  const pagefind = await import('pagefind');
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  try {
    // Sent all at once: Pagefind parses them on its own threads while the next are on their way.
    const added = await Promise.all(docs.map((doc) => index.addHTMLFile({ url: doc.url, content: indexPage(doc) })));
    const failed = added.flatMap((file, i) => (file.errors.length ? [`${docs[i]!.url}: ${file.errors.join('; ')}`] : []));
    if (failed.length) throw new Error(`Pagefind could not index ${failed.join(', ')}`);
    const { files, errors: writeErrors } = await index.getFiles();
    if (writeErrors.length) throw new Error(`Pagefind: ${writeErrors.join('; ')}`);
    return files.filter((file) => SHIPPED.test(file.path)).map((file) => ({ file: `${SEARCH_FOLDER}/${file.path}`, contents: file.content }));
  } finally {
    await index.deleteIndex();
  }
}
