import type { z } from 'zod';
import type { SearchKind } from '../lib/search';
import type { RasterManifest } from './images';
import { textOf } from '../lib/field-of';

/**
 * The shapes of the registry: each kind of content as data, so the build loops over them and names
 * none. A new collection is a schema, an entry in collections.ts, a template and a folder. Nothing
 * here knows the site model, which is typed from the collections declared with these shapes.
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
  /**
   * A field the referring item must then fill in, when the entry it names is such (a member whose role makes them a
   * physiotherapist gives their registration), with the message that says so.
   */
  requires?: { field: string; when(entry: Record<string, unknown>): boolean; message: string };
  /**
   * A list of picks that shows only what is live (the home page's popular posts): an item the build leaves out, a
   * draft, is left out of the list rather than refused, and comes back when it is published again.
   */
  skipsWithheld?: true;
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
  /** Has drafts (the `published` field), and scheduled items when it also has `published_at`. */
  publishing?: boolean;
  /** A field that must be unique across files, even files that failed their schema. */
  id?: string;
  photos?: PhotoField[];
  /** List or text fields whose values become pages of their own, so each must give a slug. */
  taxonomies?: string[];
  references?: Reference[];
  /** Items that must exist, by slug. */
  required?: string[];
  /** What the editor calls an item's Markdown body ("Biography"); "Main text" without it. */
  bodyLabel?: string;
  /** What the editor says above the collection's list, where its name falls short (where else to look). */
  editor?: { hint?: string };
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

/** Deployment settings read from the environment at build time, applied to a data file's value before validation. */
export interface EnvironmentOverride {
  /** The variables it reads; no other reaches the build. */
  keys: readonly string[];
  apply(value: unknown, env: Readonly<Record<string, string>>): unknown;
}

/** Collections by their name in the model. */
export type Collections = Record<string, CollectionDefinition>;
/** Data files by their name in the model. */
export type DataFiles = Record<string, DataFileDefinition>;

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
    : textOf(entry.valid, definition.slug.field);

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
/** Each item of collection `name` in a site-shaped value (its list, or its map's values). */
export function itemsIn(site: SiteValues, name: string): AnyItem[] {
  const listed = site[name];
  const values = listed instanceof Map ? [...listed.values()] : Array.isArray(listed) ? listed : [];
  return values.filter(isItem);
}

/** An item's field as text, or undefined when it holds none (a field the registry names, read without a cast). */
export { textOf };

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
