import type { SearchKindLabel } from '../lib/search';

/** The part of Pagefind's JS API the search island uses (pagefind.app/docs/api). */
interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string; kind?: SearchKindLabel; date?: string };
}
interface PagefindSearch {
  results: { id: string; data: () => Promise<PagefindResultData> }[];
  totalFilters: Record<string, Record<string, number>>;
}
interface Pagefind {
  options(options: object): Promise<void>;
  init(): Promise<void>;
  mergeIndex(path: string, options?: object): Promise<void>;
  filters(): Promise<Record<string, Record<string, number>>>;
  search(term: string, options?: { filters?: Record<string, string> }): Promise<PagefindSearch>;
}

export interface SearchResult {
  url: string;
  title: string;
  kind: SearchKindLabel | undefined;
  date: string | undefined;
  excerpt: string;
}

export interface SearchAnswer {
  total: number;
  results: SearchResult[];
  /** How many results each filter value has for the words alone, whatever the chips say. */
  counts: Record<string, Record<string, number>>;
  /** The same answer with the next results after those shown added, when there are more. */
  more?: () => Promise<SearchAnswer>;
}

/** Built by the build's search stage; a variable, so the bundler leaves the import to the browser. */
const PAGEFIND_URL = '/pagefind/pagefind.js';
/** Results shown at once, and added by each "Show more": each costs a small fragment request. */
export const MAX_RESULTS = 12;

let loading: Promise<Pagefind> | undefined;

const OPTIONS = { excerptLength: 24 };

/**
 * Loads Pagefind once, on first focus or first search, with the index's other parts merged in
 * (they share its WebAssembly). It runs in the page's thread: one script fewer than its worker,
 * and the index is small.
 */
export function loadPagefind(parts: string[]): Promise<Pagefind> {
  loading ??= (import(/* @vite-ignore */ PAGEFIND_URL) as Promise<Pagefind>).then(async (pagefind) => {
    await pagefind.options({ noWorker: true, ...OPTIONS });
    await pagefind.init();
    await Promise.all(parts.map((part) => pagefind.mergeIndex(part, OPTIONS)));
    // Loads the filter lists, without which searches come back with no counts for the chips.
    await pagefind.filters();
    return pagefind;
  });
  loading.catch(() => (loading = undefined));
  return loading;
}

export async function searchSite(
  parts: string[],
  query: string,
  filters: Record<string, string>,
): Promise<SearchAnswer> {
  const pagefind = await loadPagefind(parts);
  return answerWith(await pagefind.search(query, { filters }), []);
}

/** The answer showing `shown` and the next results after them: Pagefind fetches each result's data on demand. */
async function answerWith(search: PagefindSearch, shown: SearchResult[]): Promise<SearchAnswer> {
  const next = search.results.slice(shown.length, shown.length + MAX_RESULTS);
  const data = await Promise.all(next.map((result) => result.data()));
  const results = [
    ...shown,
    ...data.map(({ url, excerpt, meta }) => ({
      url,
      excerpt,
      title: meta.title ?? url,
      kind: meta.kind,
      date: meta.date,
    })),
  ];
  const total = search.results.length;
  return {
    total,
    results,
    counts: search.totalFilters,
    more: results.length < total ? () => answerWith(search, results) : undefined,
  };
}
