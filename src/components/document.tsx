export interface DocumentMeta {
  title: string;
  description: string;
  canonical: string;
  siteName: string;
  ogType: 'website' | 'article';
  image: { url: string; width: number; height: number; alt: string };
  jsonLd: object[];
  robots?: string;
}

export interface DocumentAssets {
  css: string;
  scripts: string[];
  feed: { title: string; href: string };
}

/** JSON for a <script type="application/ld+json"> block: "<" escaped so content can never close the element. */
export function jsonForScript(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The whole HTML document around an already-rendered body. */
export function Document({ meta, assets, bodyHtml }: { meta: DocumentMeta; assets: DocumentAssets; bodyHtml: string }) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{meta.title}</title>
        <meta name="description" content={meta.description} />
        {meta.robots ? <meta name="robots" content={meta.robots} /> : null}
        <link rel="canonical" href={meta.canonical} />
        <link rel="stylesheet" href={assets.css} />
        {assets.scripts.map((src) => (
          <script key={src} type="module" src={src} />
        ))}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="alternate" type="application/rss+xml" title={assets.feed.title} href={assets.feed.href} />
        <meta name="theme-color" content="#0b5e6b" />
        <meta property="og:site_name" content={meta.siteName} />
        <meta property="og:locale" content="en_GB" />
        <meta property="og:type" content={meta.ogType} />
        <meta property="og:title" content={meta.title} />
        <meta property="og:description" content={meta.description} />
        <meta property="og:url" content={meta.canonical} />
        <meta property="og:image" content={meta.image.url} />
        <meta property="og:image:width" content={String(meta.image.width)} />
        <meta property="og:image:height" content={String(meta.image.height)} />
        <meta property="og:image:alt" content={meta.image.alt} />
        <meta name="twitter:card" content="summary_large_image" />
        {meta.jsonLd.map((data, i) => (
          /* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD, serialised with < escaped so it cannot
             close the script */
          <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />
        ))}
      </head>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the page body was rendered by React, which escaped
          it */}
      <body dangerouslySetInnerHTML={{ __html: bodyHtml }} />
    </html>
  );
}
