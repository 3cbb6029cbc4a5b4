import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { KIND_CHIPS, resultCount, searchHref, type SearchKindLabel } from '../lib/search';
import { FilterChips } from './filter-chips';
import { loadPagefind, searchSite, type SearchAnswer } from './pagefind';
import { NoResults, ResultList, type SearchClinic } from './search-results';

export interface SiteSearchProps {
  clinics: SearchClinic[];
  /** The folders of the index's parts after the first. */
  parts: string[];
}

/** Long enough to skip the words half-typed, short enough to feel immediate. */
const DEBOUNCE_MS = 120;

type Status =
  | { state: 'idle' }
  | { state: 'searching'; query: string }
  | { state: 'done'; query: string; answer: SearchAnswer }
  | { state: 'failed' };

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * Search over Pagefind's index: results as the visitor types, chips by kind and category, the
 * query kept in the address so a search can be shared. `/` focuses the box, arrows move through
 * results, Escape clears. Without JavaScript the same form asks the page again, which says so.
 */
export function SiteSearch({ clinics, parts }: SiteSearchProps) {
  const [query, setQuery] = useState('');
  const [kind, setKind] = useState<string | null>(null);
  const [category, setCategory] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const [live, setLive] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    setLive(true);
    // What the visitor typed before this effect ran (before hydration, or before a slow first frame: WebKit lost the
    // first
    // letters here) wins over the address.
    setQuery(input.current?.value || (new URLSearchParams(window.location.search).get('q') ?? ''));
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== '/' || isTyping(event.target) || event.metaKey || event.ctrlKey || event.altKey) return;
      event.preventDefault();
      input.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the index parts are fixed for the page's life
  useEffect(() => {
    const words = query.trim();
    if (live) window.history.replaceState(null, '', searchHref(words));
    if (!words) return setStatus({ state: 'idle' });
    let current = true;
    setStatus((previous) => (previous.state === 'done' ? previous : { state: 'searching', query: words }));
    const filters = { ...(kind ? { kind } : {}), ...(kind === 'Article' && category ? { category } : {}) };
    const timer = setTimeout(() => {
      searchSite(parts, words, filters).then(
        (answer) => current && setStatus({ state: 'done', query: words, answer }),
        () => current && setStatus({ state: 'failed' }),
      );
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, kind, category, live]);

  const clear = () => {
    setQuery('');
    input.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const links = [...(list.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const move = (to: HTMLElement | undefined) => {
      event.preventDefault();
      to?.focus();
    };
    if (event.key === 'Escape' && (query || at >= 0)) {
      move(undefined);
      clear();
    } else if (event.key === 'ArrowDown') move(links[Math.min(at + 1, links.length - 1)]);
    else if (event.key === 'ArrowUp' && at >= 0) move(at === 0 ? (input.current ?? undefined) : links[at - 1]);
  };

  const answer = status.state === 'done' ? status.answer : undefined;
  const kindCounts = answer?.counts.kind ?? {};
  const categoryCounts = answer?.counts.category ?? {};
  return (
    <div className="site-search" onKeyDown={onKeyDown}>
      {/* Without the island the same form asks the page again; with it, results already follow the words. */}
      <form
        role="search"
        action={searchHref('')}
        method="get"
        className="search-form"
        onSubmit={(event) => event.preventDefault()}
      >
        <label htmlFor="search-query">Search articles, services and our team</label>
        <div className="search-field">
          <input
            ref={input}
            id="search-query"
            type="search"
            name="q"
            value={query}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            aria-describedby={live ? 'search-keys' : undefined}
            aria-controls="search-results"
            onFocus={() => void loadPagefind(parts).catch(() => undefined)}
            onInput={(event) => setQuery(event.currentTarget.value)}
          />
          <button type="submit" className="button">
            Search
          </button>
        </div>
        {live ? (
          <p id="search-keys" className="search-keys">
            Press <kbd>/</kbd> to search, the arrow keys to move through results and <kbd>Esc</kbd> to clear.
          </p>
        ) : null}
      </form>
      {Object.values(kindCounts).some((count) => count > 0) ? (
        <div className="search-filters">
          <FilterChips
            label="Show"
            all="Everything"
            value={kind}
            counts={kindCounts}
            names={KIND_CHIPS as Record<string, string>}
            onChange={(value) => {
              setKind(value);
              setCategory(null);
            }}
          />
          {kind === ('Article' satisfies SearchKindLabel) ? (
            <FilterChips
              label="Category"
              all="All categories"
              value={category}
              counts={categoryCounts}
              onChange={setCategory}
            />
          ) : null}
        </div>
      ) : null}
      <p className="search-status" role="status" aria-live="polite">
        {status.state === 'done'
          ? resultCount(status.answer.total, status.query)
          : status.state === 'failed'
            ? 'Search could not load. Please try again, or browse the topics below.'
            : ''}
      </p>
      {answer && answer.total > 0 ? (
        <ResultList ref={list} results={answer.results} total={answer.total} />
      ) : (
        <ol ref={list} id="search-results" className="search-results" hidden />
      )}
      {answer && answer.total === 0 ? <NoResults clinics={clinics} /> : null}
    </div>
  );
}
