import type { RenderIsland } from '../components/island';
import type { Memo } from '../lib/memo';
import type { RedFlags } from '../lib/red-flags';
import type { SiteEditor } from './editor-site';
import type { Collections, CoverArt, DataFiles, DataOf, Fact, ItemListsOf, Registry } from './registry';
import type { Route, SiteModel } from './site-model';
import type { Template } from './template';

/**
 * What a site hands the pipeline: its registry, what it derives, its templates and the code that draws its pages,
 * covers and files. It sits above the model and the templates' shapes, which the registry never needs, so the
 * registry stays a leaf that the collections and data files can declare themselves with.
 */

/**
 * Code the site hands the pipeline, with the module that declares it (`import.meta.url`): the code
 * part of the key of whatever it makes is that module's import closure, and nothing wider.
 */
export interface SiteCode {
  module: string;
}

/** What every page links to and renders its islands with. */
export interface SiteAssets {
  renderIsland: RenderIsland;
  /** The stylesheet's address. */
  css: string;
  /** Each island's entry script. */
  islands: Record<string, { src: string }>;
}

/** The frame around every page, and the whole document a page is rendered into. */
export interface PageRenderer<M = SiteModel, F = unknown> extends SiteCode {
  /** What the frame shows (navigation, footer), picked from the model: part of every page's key. */
  frame(model: M): F;
  page(route: Route, template: Template<unknown>, selection: unknown, frame: F, assets: SiteAssets): string;
  /**
   * The small page left at an old address, for hosts that do not read `_redirects`: it shows the frame's facts only.
   */
  moved(move: { to: string; title: string; css: string }, frame: F): string;
}

/** Draws the cover of an item that names no image of its own (`CollectionDefinition.cover`). */
export interface CoverRenderer extends SiteCode {
  cover(art: CoverArt): string;
}

/**
 * A file the site writes besides its pages, as the pipeline makes it: `parts` are what it is made from, picked from
 * the model, with the code that makes it, and `make` makes it from those parts alone.
 */
export interface SiteFile {
  from(model: SiteModel): { parts: unknown[]; make(): string };
}

/**
 * A site file, typed by what it is made from: `make` gets what `inputs` picks from the model, and nothing else. Its
 * maker is one of its parts, so a site loaded anew makes it again.
 */
export const defineSiteFile = <I extends unknown[]>({
  inputs,
  make,
}: {
  inputs(model: SiteModel): I;
  make(...inputs: I): string;
}): SiteFile => ({
  from(model) {
    const given = inputs(model);
    return { parts: [make, ...given], make: () => make(...given) };
  },
});

/**
 * A site: its content, the lists and lookups derived from it, its kinds of page and the code that draws them. `C` and
 * `D` are its collections and data files as declared, so `derive`, `tokens`, `facts` and `redFlags` get their items
 * and values as the schemas type them, with no cast; the pipeline takes any site (`SiteDefinition` with no arguments).
 */
export interface SiteDefinition<C extends Collections = Collections, D extends DataFiles = DataFiles> extends Registry {
  collections: C;
  dataFiles: D;
  /**
   * Lists and lookups beside the items and data, in the shape templates read: the outline. `memo` is the build's
   * memory for the next build in the same process, for lists worked out again only where an edit reaches.
   */
  derive(items: ItemListsOf<C>, data: DataOf<D>, memo: Memo): Record<string, unknown>;
  templates: Record<string, Template<unknown>>;
  // biome-ignore lint/suspicious/noExplicitAny: each site has its own frame; the pipeline hands back what frame() gave
  pages: PageRenderer<SiteModel, any>;
  covers: CoverRenderer;
  /**
   * The modules declaring its collections and data files: the code part of the key of what is made
   * from their schemas alone (the editor's configuration).
   */
  schemas: readonly SiteCode[];
  /** The stylesheet's entry, from the root: bundled with its imports into one file every page links. */
  stylesheet: string;
  /** The browser editor's previews and what they draw from; a site without them has no editor. */
  editor?: SiteEditor;
  /** Files of the site's own besides its pages, by their path in the output: what each is made from, and how. */
  files?: Record<string, SiteFile>;
  /** Values for the {{...}} placeholders of bodies, from the data files; bodies wait for it to give them. */
  tokens(data: DataOf<D>): Readonly<Record<string, string>> | undefined;
  /** Facts of the data files that prose must name by placeholder, never copy: a copy would not follow the data. */
  facts?(data: DataOf<D>): Fact[];
  /** The red flags of the clinical advice, with the symptoms each covers: prose naming one must give its advice. */
  redFlags?(data: DataOf<D>): RedFlags | undefined;
}

/** A site, with the types of its collections and data files inferred from their declarations. */
export const defineSite = <C extends Collections, D extends DataFiles>(site: SiteDefinition<C, D>) => site;
