import type { PageRenderer, SiteAssets } from '../../../src/content/site-definition';
import type { Route, SiteModel } from '../../../src/content/site-model';
import { outputFile } from '../../../src/lib/site-layout';
import type { Template } from '../../../templates/types';
import { workingOn } from '../../problems';
import type { IslandBundle } from '../../model';
import { keyedFile, type OutputFile } from '../../output-file';
import { digestOf } from '../../reuse/hash';
import { memoisedByParts, withSiteMemo } from '../../reuse/memory';
import { memoisedOnReads } from '../../reuse/model-reads';
import { keyFor } from '../../reuse/stored';
import { defineMaker, madeWith, type Maker } from '../../reuse/shelf';
import { getOrAdd } from '../../reuse/store';

export interface PageAssets extends SiteAssets {
  /** The island bundle's key: the island code that renders each marker's HTML is part of every page's. */
  islandsKey: string;
}

/** What every page links to and renders islands with: the island bundle and the stylesheet at `css`. */
export function pageAssets(bundle: IslandBundle, css: string): PageAssets {
  const { renderIsland, islands, key } = bundle;
  return { renderIsland, css, islands, islandsKey: key };
}

/**
 * A page's key holds the closures of this module, the site's page renderer (frame and document) and its template,
 * so an edit to one template makes only its pages again, and an edit to the frame every page.
 */
export const PAGES = defineMaker(import.meta.url, 'pages');

/** The site's kinds of page and the renderer of the document around them. */
export interface PageMakers {
  templates: Record<string, Template<unknown>>;
  pages: PageRenderer<SiteModel, unknown>;
}

export function renderPage(route: Route, selection: unknown, frame: unknown, assets: SiteAssets, site: PageMakers) {
  return site.pages.page(route, site.templates[route.template]!, selection, frame, assets);
}

const selected = withSiteMemo((memo, template: Template<unknown>, model: SiteModel, key: string) =>
  template.select(model, key, memo),
);

/** Reused while its route, its template's shared key and every value its selection read are the same. */
const pageKeyOnReads = memoisedOnReads<SiteModel, [Route, string, (model: SiteModel) => unknown], string>(
  'page',
  { slot: (route) => route.path, inputs: (route, shared) => [route, shared] },
  (model, route, shared, select) => pageKey([shared, route, select(model)], route.path),
);

/** Hashed only when some part differs from the last build's: untouched pages keep their keys. */
const pageKey = memoisedByParts('page key', ([shared, route, selection]: [string, Route, unknown]) =>
  digestOf({ shared, route, selection }),
);

/**
 * Made on demand, keyed by everything a page shows (selection, frame, linked assets) and the code rendering it, so an
 * unchanged page is neither rendered nor written again, and a changed one can never be missed.
 */
export function pageOutputs(site: SiteModel, makers: PageMakers, assets: PageAssets): OutputFile[] {
  const frame = makers.pages.frame(site);
  // Hashed once for the build rather than once for each kind of page: the frame is the same on all of them.
  const frameKey = digestOf(frame);
  // What every page of one template shares: the code that makes it, the frame and the assets.
  const sharedKeys = new Map<string, { maker: Maker; key: string }>();
  const sharedBy = (name: string) =>
    getOrAdd(sharedKeys, name, () => {
      const maker = madeWith(PAGES, makers.pages, makers.templates[name]!);
      return { maker, key: keyFor(maker, frameKey, assets.css, assets.islands, assets.islandsKey) };
    });
  return site.routes.map((route) => {
    const working = route.source?.file ?? route.path;
    const template = makers.templates[route.template]!;
    const { maker, key: shared } = sharedBy(route.template);
    const select = (model: SiteModel) => workingOn(working, () => selected(template, model, route.key ?? ''));
    const render = (selection: unknown) =>
      workingOn(working, () => renderPage(route, selection, frame, assets, makers));
    const from = route.source?.file ?? `the site's own ${route.template} page`;
    // A page whose selection would read the very same values as last time keeps its key unselected.
    let selection: unknown;
    const page = pageKeyOnReads(site, route, shared, (model) => (selection = select(model)));
    const make = () => render(page.fresh ? selection : select(site));
    return { ...keyedFile(maker, outputFile(route.path), page.value, make, route.path), from };
  });
}
