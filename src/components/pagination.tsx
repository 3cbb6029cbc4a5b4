import { paths } from '../lib/routes';

/** Numbered pages of the blog list, with previous and next. */
export function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
  return (
    <nav className="pagination" aria-label="Blog pages">
      {page > 1 ? (
        <a href={paths.blogPage(page - 1)} rel="prev">
          Newer
        </a>
      ) : null}
      <ol>
        {pages.map((n) => (
          <li key={n}>{n === page ? <span aria-current="page">{n}</span> : <a href={paths.blogPage(n)}>{n}</a>}</li>
        ))}
      </ol>
      {page < pageCount ? (
        <a href={paths.blogPage(page + 1)} rel="next">
          Older
        </a>
      ) : null}
    </nav>
  );
}
