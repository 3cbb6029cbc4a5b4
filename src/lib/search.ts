import { SITE_LAYOUT } from './site-layout';
/** Site search: what the index calls each kind of page, and how results are read back. */

/** Each kind of page the index holds, by its filter value: what a result is labelled. */
export const SEARCH_KINDS = { article: 'Article', service: 'Service', team: 'Team', page: 'Page' } as const;
export type SearchKind = keyof typeof SEARCH_KINDS;
export type SearchKindLabel = (typeof SEARCH_KINDS)[SearchKind];

/** The kinds as the filter chips name them. */
export const KIND_CHIPS: Record<SearchKindLabel, string> = {
  Article: 'Articles',
  Service: 'Services',
  Team: 'Team',
  Page: 'Pages',
};

export const SEARCH_PATH = '/search/';

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

/** What a template says of a page for search; its address and title come from the route. */
export type SearchContent = Omit<SearchDocument, 'url' | 'title'>;

/** A shareable address of a search: `/search/?q=knee%20pain`. */
export function searchHref(query: string): string {
  const q = query.trim();
  return q ? `${SEARCH_PATH}?${new URLSearchParams({ q })}` : SEARCH_PATH;
}

export interface ExcerptPart {
  text: string;
  marked: boolean;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  '#x27': "'",
  nbsp: '\u00a0',
};

function decode(html: string): string {
  return html.replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '');
}

/**
 * Pagefind's excerpt is escaped text with the matched words in `<mark>`. It is split into text
 * and marked parts so the island renders it as text: nothing from the index is ever parsed as HTML.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  for (const [index, piece] of excerpt.split(/<\/?mark>/).entries()) {
    // Every other piece lies between <mark> and </mark>; tags other than mark are dropped.
    const text = decode(piece.replace(/<[^>]*>/g, ''));
    if (text) parts.push({ text, marked: index % 2 === 1 });
  }
  return parts;
}

/** "1 result", "12 results": what the live region announces. */
export function resultCount(count: number, query: string): string {
  return `${count === 0 ? 'No' : count} ${count === 1 ? 'result' : 'results'} for “${query.trim()}”`;
}

/**
 * Where the index is served from. Pagefind's script, its WebAssembly and the first part of the
 * index are at the top; further parts are in numbered folders beneath it.
 */
export const SEARCH_ROOT = `/${SITE_LAYOUT.search}/`;

/**
 * Pagefind cannot update an index in part, so a large index comes in parts and an edit makes only
 * its own part again (a quarter of the work, for 250 documents of 1,000). Each part
 * adds about 30 KB to a first query, which fetches a little of every part, so parts are large
 * and few: a site of up to 250 documents, such as the clinic's, has one.
 */
const SEARCH_PART_SIZE = 250;
export const MAX_SEARCH_PARTS = 8;

export function searchPartCount(documents: number): number {
  return Math.min(MAX_SEARCH_PARTS, Math.max(1, Math.ceil(documents / SEARCH_PART_SIZE)));
}

/** The folder of part `part` of the index, as the browser asks for it. */
export function searchPartPath(part: number): string {
  return part === 0 ? SEARCH_ROOT : `${SEARCH_ROOT}${part}/`;
}

/** The folders of every part of an index of this many documents, the first part first. */
export function searchPartPaths(documents: number): string[] {
  return Array.from({ length: searchPartCount(documents) }, (_, part) => searchPartPath(part));
}
