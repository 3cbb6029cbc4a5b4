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

/**
 * A mouse, and so most likely a keyboard: phones and tablets are not told about keys they do not have (the hint is
 * also left out of the field's description there).
 */
const KEYBOARD_LIKELY = '(hover: hover) and (pointer: fine)';

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
  const [keysHint, setKeysHint] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);
  // The first result "Show more" added, to take focus once it is drawn, so the visitor carries on from there.
  const added = useRef<{ answer: SearchAnswer; index: number } | null>(null);

  useEffect(() => {
    setLive(true);
    setKeysHint(window.matchMedia(KEYBOARD_LIKELY).matches);
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
  const showMore = async (from: SearchAnswer) => {
    const next = await from.more?.().catch(() => undefined);
    if (!next) return;
    added.current = { answer: next, index: from.results.length };
    // Kept only while the visitor is still looking at the answer it adds to.
    setStatus((now) => (now.state === 'done' && now.answer === from ? { ...now, answer: next } : now));
  };
  useEffect(() => {
    if (!answer || added.current?.answer !== answer) return;
    list.current?.querySelectorAll<HTMLAnchorElement>('.search-result-title a')[added.current.index]?.focus();
    added.current = null;
  }, [answer]);
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
            aria-describedby={keysHint ? 'search-keys' : undefined}
            aria-controls="search-results"
            onFocus={() => void loadPagefind(parts).catch(() => undefined)}
            onInput={(event) => setQuery(event.currentTarget.value)}
          />
          <button type="submit" className="button">
            Search
          </button>
        </div>
        {keysHint ? (
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
        <ResultList
          ref={list}
          results={answer.results}
          total={answer.total}
          onMore={answer.more ? () => showMore(answer) : undefined}
        />
      ) : (
        <ol ref={list} id="search-results" className="search-results" hidden />
      )}
      {answer && answer.total === 0 ? <NoResults clinics={clinics} /> : null}
    </div>
  );
}
