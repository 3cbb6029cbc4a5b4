import { forwardRef, useState } from 'react';
import { excerptParts } from '../lib/search';
import type { SearchResult } from './pagefind';

export interface SearchClinic {
  name: string;
  phone: string;
  tel: string;
}

interface ResultListProps {
  results: SearchResult[];
  total: number;
  /** Adds the next results; given while there are more than those shown. */
  onMore?: () => Promise<void>;
}

/** Results as links, each with its kind, its date for articles, and the excerpt with the matched words marked. */
export const ResultList = forwardRef<HTMLOListElement, ResultListProps>(function ResultList(
  { results, total, onMore },
  ref,
) {
  const [loading, setLoading] = useState(false);
  const showMore = () => {
    if (!onMore || loading) return;
    setLoading(true);
    void onMore().finally(() => setLoading(false));
  };
  return (
    <>
      <ol ref={ref} id="search-results" className="search-results">
        {results.map((result) => (
          <li key={result.url} className="search-result">
            <h2 className="search-result-title">
              <a href={result.url}>{result.title}</a>
            </h2>
            <p className="search-result-meta">
              {result.kind ? <span className="search-result-kind">{result.kind}</span> : null}
              {result.date ? <span>{result.date}</span> : null}
            </p>
            <p className="search-result-excerpt">
              {excerptParts(result.excerpt).map((part, index) =>
                part.marked ? <mark key={index}>{part.text}</mark> : part.text,
              )}
            </p>
          </li>
        ))}
      </ol>
      {total > results.length ? (
        <div className="search-more">
          <p>
            Showing the best {results.length} of {total}. Add a word to narrow them down, or see the next ones.
          </p>
          {onMore ? (
            <button type="button" className="button button-secondary" aria-disabled={loading} onClick={showMore}>
              Show more results
            </button>
          ) : null}
        </div>
      ) : null}
    </>
  );
});

const TRY_AGAIN =
  'Try fewer words, a different spelling, or the part of the body that hurts (for example “knee” or “heel”).';

/** When nothing matches: other ways to find it, and people to ask. */
export function NoResults({ clinics }: { clinics: SearchClinic[] }) {
  return (
    <div className="search-empty">
      <p>{TRY_AGAIN}</p>
      <p>
        You can also browse the <a href="/conditions/">conditions we treat</a> or ask us: we are happy to advise on the
        phone.
      </p>
      <ul className="search-phones">
        {clinics.map((clinic) => (
          <li key={clinic.name}>
            {clinic.name}: <a href={clinic.tel}>{clinic.phone}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
