import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { frameOf } from '../content/derive-site';
import type { PageRenderer, SiteAssets } from '../content/site-definition';
import type { FrameData, Route, SiteModel } from '../content/site-model';
import { absoluteUrl, FEED_PATH, SOCIAL_CARD } from '../lib/routes';
import { socialCardPath } from '../lib/site-layout';
import { breadcrumbJsonLd } from '../lib/structured-data';
import type { Template } from '../content/template';
import { Document, type DocumentAssets } from './document';
import { IslandRenderer, type RenderIsland } from './island';
import { Layout } from './layout';
import { MovedPage } from './moved-page';

/** One route as a complete HTML document: its template's markup inside the layout, with the page's metadata. */
function renderDocument(
  route: Route,
  template: Template<unknown>,
  selection: unknown,
  frame: FrameData,
  assets: SiteAssets,
): string {
  const { site } = frame;
  const page = template.meta(selection);
  // The islands the page renders, in the order they appear: their scripts are the page's.
  const used = new Set<string>();
  const renderIsland: RenderIsland = (name, props) => (used.add(name), assets.renderIsland(name, props));
  const bodyHtml = renderToStaticMarkup(
    createElement(
      IslandRenderer.Provider,
      { value: renderIsland },
      // biome-ignore lint/correctness/noChildrenProp: createElement's typings want children among the props
      createElement(Layout, { frame, path: route.path, children: template.body(selection) }),
    ),
  );
  const image = page.image ?? {
    path: socialCardPath(route.card.path),
    alt: route.card.title,
    width: SOCIAL_CARD.width,
    height: SOCIAL_CARD.height,
  };
  const trail = page.trail && page.trail.length > 2 ? [breadcrumbJsonLd(site, page.trail)] : [];
  const meta = {
    title: route.template === 'home' ? route.title : `${route.title} | ${site.name}`,
    description: page.description,
    canonical: absoluteUrl(site.url, route.hidden ? '/' : route.path),
    siteName: site.name,
    ogType: page.ogType ?? 'website',
    image: {
      url: absoluteUrl(site.url, image.path),
      width: image.width,
      height: image.height,
      alt: image.alt || route.title,
    },
    jsonLd: [...(page.jsonLd ?? []), ...trail],
    robots: page.robots,
  };
  const scripts = [...used].flatMap((name) => assets.islands[name]?.src ?? []);
  const documentAssets: DocumentAssets = {
    css: assets.css,
    scripts,
    feed: { title: `${site.name} blog`, href: FEED_PATH },
  };
  return `<!DOCTYPE html>${renderToStaticMarkup(createElement(Document, { meta, assets: documentAssets, bodyHtml }))}`;
}

/**
 * The clinic's frame around every page (header, footer, document head) and the page left at an old
 * address. Declared with this module's address, so the code part of every page's key is this
 * module's closure with its template's: a footer edit makes every page again, and nothing else.
 */
export const pageRenderer: PageRenderer<SiteModel, FrameData> = {
  module: import.meta.url,
  frame: frameOf,
  page: renderDocument,
  moved: ({ to, title, css }, { site }) =>
    `<!DOCTYPE html>${renderToStaticMarkup(
      createElement(MovedPage, { to, canonical: absoluteUrl(site.url, to), title, css }),
    )}`,
};
