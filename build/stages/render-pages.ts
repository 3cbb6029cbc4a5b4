import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Document, type DocumentAssets } from '../../src/components/document';
import { IslandRenderer, type RenderIsland } from '../../src/components/island';
import { Layout } from '../../src/components/layout';
import type { Route, SiteModel } from '../../src/content/site-model';
import { absoluteUrl } from '../../src/lib/routes';
import { breadcrumbJsonLd } from '../../src/lib/structured-data';
import { templates } from '../../templates';
import type { PageResult } from '../../templates/types';
import { SOCIAL_CARD, socialCardPath } from './social-cards';

/**
 * An island's entry script. Its shared chunks are not preloaded: on slow mobile links
 * preloading them competed with the first paint, and they are small and cached.
 */
export interface IslandScript {
  src: string;
}

export interface RenderOptions {
  renderIsland: RenderIsland;
  css: string;
  islands: Record<string, IslandScript>;
}

export interface RenderedPage {
  route: Route;
  /** Output file, relative to the site root: about/index.html, 404.html. */
  file: string;
  html: string;
}

export const FEED_PATH = '/feed.xml';

export function outputFile(path: string): string {
  return path.endsWith('/') ? `${path.slice(1)}index.html` : path.slice(1);
}

/** Names of the islands whose markers appear in rendered HTML, in order of first appearance. */
export function islandsIn(html: string): string[] {
  return [...new Set([...html.matchAll(/data-island="([a-z-]+)"/g)].map((match) => match[1] as string))];
}

function scriptsFor(html: string, islands: RenderOptions['islands']): Pick<DocumentAssets, 'scripts'> {
  return { scripts: islandsIn(html).flatMap((name) => islands[name]?.src ?? []) };
}

/** The template's page for a route: its body and metadata. */
export function pageFor(model: SiteModel, route: Route): PageResult {
  return templates[route.template](model, route.key ?? '');
}

/** Renders one route to a complete HTML document. */
export function renderPage(model: SiteModel, route: Route, options: RenderOptions, page = pageFor(model, route)): RenderedPage {
  const { site } = model;
  const bodyHtml = renderToStaticMarkup(
    createElement(IslandRenderer.Provider, { value: options.renderIsland }, createElement(Layout, { model, path: route.path, children: page.body })),
  );
  const image = page.image ?? { path: socialCardPath(route.path), alt: page.title, width: SOCIAL_CARD.width, height: SOCIAL_CARD.height };
  const trail = page.trail && page.trail.length > 2 ? [breadcrumbJsonLd(site, page.trail)] : [];
  const meta = {
    title: route.template === 'home' ? page.title : `${page.title} | ${site.name}`,
    description: page.description,
    canonical: absoluteUrl(site.url, route.hidden ? '/' : route.path),
    siteName: site.name,
    ogType: page.ogType ?? 'website',
    image: { url: absoluteUrl(site.url, image.path), width: image.width, height: image.height, alt: image.alt || page.title },
    jsonLd: [...(page.jsonLd ?? []), ...trail],
    robots: page.robots,
  };
  const assets: DocumentAssets = {
    css: options.css,
    ...scriptsFor(bodyHtml, options.islands),
    feed: { title: `${site.name} blog`, href: FEED_PATH },
  };
  const html = `<!DOCTYPE html>${renderToStaticMarkup(createElement(Document, { meta, assets, bodyHtml }))}`;
  return { route, file: outputFile(route.path), html };
}
