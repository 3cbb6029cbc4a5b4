import type { z } from 'zod';
import type { Template } from './template';
import type { Memo } from '../lib/memo';
import type { RedFlags } from '../lib/red-flags';
import type { SearchKind } from '../lib/search';
import type { RasterManifest } from './images';
import type { RenderIsland } from '../components/island';
import type { Route, SiteModel } from './site-model';

/**
 * The shapes of the site definition: each kind of content as data, so the build loops over them and
 * names none. A new collection is a schema, an entry in collections.ts, a template and a folder.
 */

/** An item as the outline holds it: its front matter with its file and slug. */
export type Outlined<T> = T & { file: string; slug: string };

/** How an item's slug is made, and the field messages name for it. */
export type SlugRule =
  /** A front-matter field holds it (posts: `slug`), so two files can claim one and are compared. */
  | { field: string }
  /** Made from a field (team: from `name`); the file must be named after it. */
  | { field: string; make(value: string): string; fileNamed: true }
  /** The file's name (services, pages). */
  | { field: '(file name)' };

/** A photo field: a path in content/images/, or, with `orLink`, any other file or address, checked as a link. */
export interface PhotoField {
  field: string;
  /** The field holding the photo's alt text, which a photo must have. */
  alt?: string;
  /** Values that name no photo are links to check (posts' `image_url`); otherwise the photo must exist. */
  orLink?: boolean;
}

/**
 * A field naming items of a collection (by their slug, or another field such as `name`) or entries
 * of a data file (by a field such as `id`). `pick` reads the values where the field is not a plain one.
 */
export interface Reference<T = unknown> {
  field: string;
  to: string;
  by?: string;
  pick?(value: T): string | string[] | undefined;
}

/** Fields of a data file that are site addresses, checked like links in a body. */
export interface LinkField<T = unknown> {
  field: string;
  pick(value: T): string[];
}

/** What rendering gives a body: its HTML, the text of its first paragraph and its word count. */
export interface RenderedBody {
  html: string;
  summary: string;
  words: number;
}

/** What attaching a body may use besides it: every photo's variants, and which photos exist. */
export interface AttachContext {
  images: RasterManifest;
  photos: Set<string>;
}

export interface CollectionDefinition<S extends z.ZodType = z.ZodType, O = unknown, M = unknown> {
  /** The folder in content/ of its Markdown files, and its name in the model. */
  folder: string;
  schema: S;
  /** What messages call one item ("team member"). */
  noun: string;
  slug: SlugRule;
  /** The address of an item's page. */
  path(slug: string): string;
  /** The order the site lists items in; file order without it. */
  order?(a: O, b: O): number;
  /** Takes `redirect_from`. */
  redirectFrom?: boolean;
  /** Has drafts and scheduled items (the `published` and `published_at` fields). */
  publishing?: boolean;
  /** A field that must be unique across files, even files that failed their schema. */
  id?: string;
  photos?: PhotoField[];
  /** List or text fields whose values become pages of their own, so each must give a slug. */
  taxonomies?: string[];
  references?: Reference[];
  /** Items that must exist, by slug. */
  required?: string[];
  /** The item with its rendered body. */
  attach(item: O, body: RenderedBody, context: AttachContext): M;
  /**
   * Fields of its dates, for the check that an item never links to a later one, and of the note that says
   * what its update changed, which must be its own and must own up to links to later items.
   */
  dated?: { published: string; updated: string; note?: string };
  /** The field of the date an item's clinical review falls due: `--release` refuses it then, other builds warn. */
  reviewDue?: string;
  /**
   * Who reviews an item's advice: `field` names the reviewer, by the `by` field of the collection `in`, whose
   * `areas` field lists the areas they review; the item's `area` must be one of them.
   */
  reviewer?: { field: string; area: string; in: string; by: string; areas: string };
  /** Its items are in the site's feed (feed.xml), each as this says it; drafts and scheduled items never are. */
  feed?(item: M): FeedEntry;
  /** The cover drawn for an item that names no image of its own, and where it goes. */
  cover?: CoverDefinition<O>;
  /** The search kind its pages are indexed as (src/lib/search.ts). */
  searchKind?: SearchKind;
}

/** What the feed says of an item, besides its address: never its body, so a body edit leaves the feed alone. */
export interface FeedEntry {
  title: string;
  /** When it was published, as a date or a date and time. */
  published: string;
  updated?: string | undefined;
  /** A lasting id (a UUID); without one, the item's address is its guid. */
  id?: string;
  author?: string;
  category?: string;
  excerpt: string;
}

/** What a cover shows (src/lib/covers.ts draws it). */
export interface CoverArt {
  title: string;
  category: string;
}

export interface CoverDefinition<O> {
  /** The file of an item's cover, as a site address: a build refuses two that share one. */
  path(slug: string): string;
  /** What the cover of an item shows, or undefined for an item with an image of its own. */
  art(item: O): CoverArt | undefined;
}

export interface DataFileDefinition<S extends z.ZodType = z.ZodType> {
  /** content/<file>.yaml; its name in the model is the key it is declared under. */
  file: string;
  schema: S;
  /** What messages call one of its entries, when other files refer to them ("clinic"). */
  noun?: string;
  references?: Reference<z.infer<S>>[];
  links?: LinkField<z.infer<S>>[];
  /** Overridden by the environment's settings before it is validated (site.yaml). */
  environment?: EnvironmentOverride;
  /** Its entries are moves `{ from, to }` no content file can say for itself (redirects.yaml). */
  moves?: boolean;
  /** Markdown fields, rendered like bodies (keyed by the file) and attached as HTML under the field named. */
  markdown?: { field: string; html: string };
  /** How the browser editor names the file, and a list file's help (under its entries), where its name falls short. */
  editor?: { label?: string; hint?: string };
}

/** Collections and data files by their name in the model. */
export interface Registry {
  collections: Record<string, CollectionDefinition>;
  dataFiles: Record<string, DataFileDefinition>;
}

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

/** Deployment settings read from the environment at build time, applied to a data file's value before validation. */
export interface EnvironmentOverride {
  /** The variables it reads; no other reaches the build. */
  keys: readonly string[];
  apply(value: unknown, env: Readonly<Record<string, string>>): unknown;
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

/** Collections by their name in the model. */
export type Collections = Record<string, CollectionDefinition>;
/** Data files by their name in the model. */
export type DataFiles = Record<string, DataFileDefinition>;

/**
 * A site: its content, the lists and lookups derived from it, its kinds of page and the code that draws them. `C` and
 * `D` are its collections and data files as declared, so `derive` gets their items and values as the schemas type
 * them; the pipeline takes any site (`SiteDefinition` with no arguments).
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
  /** Files of the site's own besides its pages, by their path in the output: what each is made from, and how. */
  files?: Record<string, SiteFile>;
  /** Values for the {{...}} placeholders of bodies, from the data files; bodies wait for it to give them. */
  tokens(data: Record<string, unknown>): Readonly<Record<string, string>> | undefined;
  /** Facts of the data files that prose must name by placeholder, never copy: a copy would not follow the data. */
  facts?(data: Record<string, unknown>): Fact[];
  /** The red flags of the clinical advice, with the symptoms each covers: prose naming one must give its advice. */
  redFlags?(data: Record<string, unknown>): RedFlags | undefined;
}

/** A fact as prose would copy it (`literal`), and the placeholder that names it instead. */
export interface Fact {
  literal: string;
  /**
   * A regular expression, matched without regard to case, for a fact prose words its own way each
   * time (an urgent route: "call 999", "go to A&E"); `literal` then only names it.
   */
  pattern?: string;
  /** Sought in prose only: a link's address, code and HTML are not read, so a slug ending in 999 is no route. */
  prose?: boolean;
  placeholder: string;
  /** Where the fact lives, as an editor reads it: "the fee of Home visit (60 minutes) in pricing.yaml". */
  what: string;
}

/** A collection, typed by its schema: items are its front matter with file and slug unless `O` says more. */
export const defineCollection = <S extends z.ZodType, O = Outlined<z.infer<S>>, M = O>(
  definition: CollectionDefinition<S, O, M>,
) => definition;

export const defineDataFile = <S extends z.ZodType>(definition: DataFileDefinition<S>) => definition;

/** A site, with the types of its collections and data files inferred from their declarations. */
export const defineSite = <C extends Collections, D extends DataFiles>(site: SiteDefinition<C, D>) => site;

/** Each collection's front matter, by its name, as its schema gives it. */
export type FrontMatterOf<C extends Record<string, CollectionDefinition>> = { [K in keyof C]: z.infer<C[K]['schema']> };
/** Each data file's value, by its name, as its schema gives it. */
export type DataOf<D extends Record<string, DataFileDefinition>> = { [K in keyof D]: z.infer<D[K]['schema']> };
/** Each collection's items as the outline holds them (`which` 'outline') or with their bodies ('model'). */
export type ItemsOf<C extends Record<string, CollectionDefinition>, Which extends 'outline' | 'model'> = {
  [K in keyof C]: C[K] extends CollectionDefinition<z.ZodType, infer O, infer M>
    ? Which extends 'outline'
      ? O
      : M
    : never;
};
/** Each collection's items as the outline holds them, by its name, in the order the site lists them. */
export type ItemListsOf<C extends Record<string, CollectionDefinition>> = {
  [K in keyof C]: ItemsOf<C, 'outline'>[K][];
};
/** true when A and B are the same type: the model's types are checked against the registry with it. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** A failed file's slug: its slug field's valid value, or its name where the file is named after the slug. */
export const failedSlug = (
  definition: CollectionDefinition,
  entry: { name: string; valid: Record<string, unknown> },
) =>
  definition.slug.field === '(file name)' || 'fileNamed' in definition.slug
    ? entry.name
    : (entry.valid[definition.slug.field] as string | undefined);

/** The items of a collection this build leaves out (drafts, scheduled items), known by their folder. */
export const withheldOf = <W extends { file: string }>(content: { withheld: W[] }, { folder }: CollectionDefinition) =>
  content.withheld.filter(({ file }) => file.startsWith(`${folder}/`));

/** A site's value by name: what the pipeline reads of an outline or a model, whose collections it knows by name. */
export type SiteValues = Readonly<Record<string, unknown>>;

/** An item of any collection, as the pipeline reads it: a set of fields with its file and slug. */
export type AnyItem = Outlined<Record<string, unknown>>;

const isItem = (value: unknown): value is AnyItem =>
  typeof value === 'object' &&
  value !== null &&
  'file' in value &&
  typeof value.file === 'string' &&
  'slug' in value &&
  typeof value.slug === 'string';

/** The items of one collection in a site-shaped value: its list, or its map's values. */
function itemsIn(site: SiteValues, name: string): AnyItem[] {
  const listed = site[name];
  const values = listed instanceof Map ? [...listed.values()] : Array.isArray(listed) ? listed : [];
  return values.filter(isItem);
}

/**
 * Every item a site-shaped value holds for the registry's collections (each collection's list, or
 * its map's values), with its collection.
 */
export function collectionItems(
  site: SiteValues,
  registry: Pick<Registry, 'collections'>,
): { item: AnyItem; definition: CollectionDefinition }[] {
  return Object.entries(registry.collections).flatMap(([name, definition]) =>
    itemsIn(site, name).map((item) => ({ item, definition })),
  );
}

/** Every item a site-shaped value holds that gets a drawn cover, with its cover's address and what it shows. */
export function coveredItems(
  site: SiteValues,
  registry: Pick<Registry, 'collections'>,
): { item: AnyItem; path: string; art: CoverArt }[] {
  return Object.entries(registry.collections).flatMap(([name, { cover }]) =>
    (cover ? itemsIn(site, name) : []).flatMap((item) => {
      const art = cover?.art(item);
      return art && cover ? [{ item, path: cover.path(item.slug), art }] : [];
    }),
  );
}
