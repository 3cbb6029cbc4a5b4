/** Site search: what the index calls each kind of page, and how results are read back. */

/** Each kind of page the index holds, by its filter value: what a result is labelled. */
export const SEARCH_KINDS = { article: 'Article', service: 'Service', team: 'Team', page: 'Page' } as const;
export type SearchKind = keyof typeof SEARCH_KINDS;
export type SearchKindLabel = (typeof SEARCH_KINDS)[SearchKind];

/** The kinds as the filter chips name them. */
export const KIND_CHIPS: Record<SearchKindLabel, string> = { Article: 'Articles', Service: 'Services', Team: 'Team', Page: 'Pages' };

export const SEARCH_PATH = '/search/';

/** A shareable address of a search: `/search/?q=knee%20pain`. */
export function searchHref(query: string): string {
  const q = query.trim();
  return q ? `${SEARCH_PATH}?${new URLSearchParams({ q })}` : SEARCH_PATH;
}

export interface ExcerptPart {
  text: string;
  marked: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: '\u00a0' };

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
