import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Document, type DocumentAssets } from '../../../src/components/document';
import { IslandRenderer, type RenderIsland } from '../../../src/components/island';
import { Layout } from '../../../src/components/layout';
import { frameOf } from '../../../src/content/derive-site';
import type { FrameData, Route, SiteModel } from '../../../src/content/site-model';
import { absoluteUrl, FEED_PATH, SOCIAL_CARD } from '../../../src/lib/routes';
import { outputFile, socialCardPath } from '../../../src/lib/site-layout';
import { breadcrumbJsonLd } from '../../../src/lib/structured-data';
import { templates as siteTemplates } from '../../../templates';
import type { Template } from '../../../templates/types';
import { workingOn } from '../../problems';
import type { IslandBundle, IslandScript } from '../../model';
import type { OutputFile } from '../../output-file';
import { digestOf } from '../../reuse/hash';
import { NO_RECALL, type Recall } from '../../reuse/recall';
import { type ModelRead, readsHold, readTracked } from './model-reads';
import type { Reuse } from '../../reuse/reuse';
import { defineMaker } from '../../reuse/shelf';

export interface PageAssets {
  renderIsland: RenderIsland;
  css: string;
  islands: Record<string, IslandScript>;
  /** The island bundle's key: the island code that renders each marker's HTML is part of every page's. */
  islandsKey: string;
  /** The site's kinds of page by name; the clinic's by default. */
  templates?: Record<string, Template<unknown>>;
}

/** What every page links to and renders islands with: the island bundle, the stylesheet at `css`, the templates. */
export function pageAssets(
  bundle: IslandBundle,
  css: string,
  templates?: Record<string, Template<unknown>>,
): PageAssets {
  const { renderIsland, islands, key } = bundle;
  return { renderIsland, css, islands, islandsKey: key, ...(templates ? { templates } : {}) };
}

/** Pages are made by this module's closure: the templates, the components and the document around them. */
export const PAGES = defineMaker(import.meta.url, 'pages');

/** Renders one route to a complete HTML document from its template's selection. */
export function renderPage(route: Route, selection: unknown, frame: FrameData, assets: PageAssets): string {
  const template = (assets.templates ?? siteTemplates)[route.template]!;
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
 * Every page as an output file made on demand. Its key is the hash of everything the page shows
 * (its template's selection, the frame, the assets it links) and of the code that renders it, so
 * an unchanged page is neither rendered nor written again, and a changed one can never be missed.
 */
export function pageOutputs(
  site: SiteModel,
  assets: PageAssets,
  reuse: Reuse,
  recall: Recall = NO_RECALL,
): OutputFile[] {
  const frame = frameOf(site);
  const shared = reuse.key(PAGES, frame, assets.css, assets.islands, assets.islandsKey);
  return site.routes.map((route) => {
    const working = route.source?.file ?? route.path;
    const template = (assets.templates ?? siteTemplates)[route.template]!;
    const select = (model: SiteModel) => workingOn(working, () => template.select(model, route.key ?? ''));
    const render = (selection: unknown) => workingOn(working, () => renderPage(route, selection, frame, assets));
    const file = outputFile(route.path);
    // A page whose selection would read the very same values as last time keeps its key unselected.
    const slot = `page ${route.path}`;
    const last = recall.last<SelectedPage>(slot);
    if (last && last.route === route && last.shared === shared && readsHold(site, last.reads)) {
      recall.keep(slot, last);
      return { file, key: last.key, make: () => render(select(site)) };
    }
    // Reads are listed only for a build that keeps them for the next (the dev server's).
    const tracked = recall.remembers ? readTracked(site) : { model: site, reads: [] };
    const selection = select(tracked.model);
    // Hashed only when some part differs from the last build's: untouched pages keep their keys.
    const key = recall.sameParts(`page key ${route.path}`, [shared, route, selection], () =>
      digestOf({ shared, route, selection }),
    );
    recall.keep(slot, { route, shared, reads: tracked.reads, key });
    return { file, key, make: () => render(selection) };
  });
}

/** What a page's key was made from: its route, the frame and assets, and what its selection read of the model. */
interface SelectedPage {
  route: Route;
  shared: string;
  reads: ModelRead[];
  key: string;
}
