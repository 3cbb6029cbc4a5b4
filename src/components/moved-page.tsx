/**
 * The page left at an old address, for hosts that do not read `_redirects`: it sends the browser on
 * at once, tells search engines where the page lives now, and shows a link for anyone it does not
 * send on (the refresh needs no script, so the strict policy allows it).
 */
export function MovedPage({
  to,
  canonical,
  title,
  css,
}: {
  to: string;
  canonical: string;
  title: string;
  css: string;
}) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`Moved: ${title}`}</title>
        <meta name="robots" content="noindex" />
        <meta httpEquiv="refresh" content={`0; url=${to}`} />
        <link rel="canonical" href={canonical} />
        <link rel="stylesheet" href={css} />
      </head>
      <body>
        <main className="container section">
          <h1>This page has moved</h1>
          <p>
            It is now at <a href={to}>{title}</a>.
          </p>
        </main>
      </body>
    </html>
  );
}
