import { SEARCH_PATH } from '../lib/search';

/**
 * A plain search form that opens the search page with the words (`/search/?q=…`), where results
 * load. It needs no script, so the pages it sits on keep the site's strict policy.
 */
export function SearchBox({ label, id }: { label: string; id: string }) {
  return (
    <form role="search" action={SEARCH_PATH} method="get" className="search-box">
      <label htmlFor={id}>{label}</label>
      <div className="search-field">
        <input id={id} type="search" name="q" autoComplete="off" placeholder="Such as knee pain" />
        <button type="submit" className="button">
          Search
        </button>
      </div>
    </form>
  );
}
