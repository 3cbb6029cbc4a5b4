import { withheldReason } from '../../src/lib/publishing';
import { editorPlace, labelsConfig } from './editor-place';
import { collectionItems, type Reference, type Registry } from '../../src/content/registry';
import type { SiteModel } from '../../src/content/site-model';
import { photoUsers } from './photo-uses';

/**
 * The editor's map of the site, written beside the admin page as `site-links.json` and read again before each save:
 * the site's pages by title (for the link button), and which files link where (so the editor can refuse to
 * unpublish, rename or delete a page that others link to, and flag a link to no page, before anything is saved).
 */
export interface SiteLinks {
  /** Every page a link may name, with its title and the content file it is made from (`posts/x.md`). */
  pages: SitePage[];
  /** Old addresses that redirect: a link to one is a warning, not a problem. */
  moved: [string, string][];
  /** Each file that holds links, with its title and whether the live site leaves it out. */
  sources: LinkingFile[];
  /** The site paths of the photos in content/images/ (`/images/team/anna.jpg`), which a body may show. */
  photos: string[];
  /** The content files that name each photo (`posts/knee.md`), so a deletion can name the photos it left unused. */
  photoUsers: Record<string, string[]>;
  /** What an item must fill in when it names certain entries (a physiotherapist's registration), for the editor. */
  required?: RequiredField[];
}

/**
 * A field the items of a collection's folder must fill in when their `field` names one of `values` (a reference's
 * `requires`, worked out from the entries it names), with the build's message.
 */
export interface RequiredField {
  folder: string;
  field: string;
  values: string[];
  requires: string;
  message: string;
}

export interface SitePage {
  path: string;
  title: string;
  file?: string;
  /** Why the live site leaves this page out ("a draft"), as the build's link check says it. */
  withheld?: string;
}

export interface LinkingFile {
  file: string;
  title: string;
  links: string[];
  /**
   * The editor's way to each link, by its labels, in the order of `links`: the collection, a data file or the
   * item's title in quotes, then the field: `Posts › "Knee pain" › Main text`,
   * `Settings and lists › Home › Popular posts`.
   */
  places: string[];
  /** The indexes in `links` of those in lists that leave out a page the site leaves out (`Reference.skipsWithheld`). */
  picks?: number[];
  withheld?: boolean;
}

/** A link or reference with the field that holds it. */
interface FieldLink {
  link: string;
  field: string;
  skipsWithheld?: true;
}

/** Every href of sanitised HTML: the sanitiser writes each attribute in double quotes, `&` as `&#x26;` or `&amp;`. */
const hrefs = (html: string) =>
  [...html.matchAll(/\shref="([^"]*)"/g)].map(([, href]) =>
    (href ?? '').replace(/&#x26;|&amp;/g, '&').replace(/&#x22;|&quot;/g, '"'),
  );

/**
 * The page each reference names, as a link: a post's author, the home page's popular posts. The build refuses a
 * reference to an item it leaves out as it refuses a link, so the editor guards both alike.
 */
function referencedPaths(model: SiteModel, registry: Registry) {
  const declared = [...Object.values(registry.collections), ...Object.values(registry.dataFiles)].flatMap(
    (definition) => (definition.references ?? []) as Reference[],
  );
  const pathsBy = new Map<string, string>();
  for (const [name, definition] of Object.entries(registry.collections)) {
    const keys = new Set(['slug', ...declared.flatMap((reference) => (reference.to === name && reference.by) || [])]);
    for (const { item } of collectionItems(model, { collections: { [name]: definition } })) {
      for (const key of keys) pathsBy.set(`${name} ${key} ${String(item[key])}`, definition.path(item.slug));
    }
  }
  return (references: Reference[] = [], value: unknown): FieldLink[] =>
    references.flatMap((reference) => {
      const picked = reference.pick ? reference.pick(value) : (value as Record<string, unknown>)[reference.field];
      return [picked ?? []]
        .flat()
        .flatMap((key) => pathsBy.get(`${reference.to} ${reference.by ?? 'slug'} ${key}`) ?? [])
        .map((link) => ({ link, field: reference.field, ...(reference.skipsWithheld && { skipsWithheld: true }) }));
    });
}

/** What the map is made from, as plain values: the site's pages, its linking items and data files, and moves. */
export interface LinkFacts {
  pages: SitePage[];
  moved: [string, string][];
  items: { file: string; title: string; html: string; references: FieldLink[]; withheld?: boolean }[];
  fields: { file: string; title: string; links: FieldLink[] }[];
  photos: string[];
  photoUsers: Record<string, string[]>;
  required: RequiredField[];
  /** The editor's way to each field that holds a link, by file and field name (see `LinkingFile.places`). */
  places: Record<string, Record<string, string>>;
}

const BODY = 'body';

/** Each linking file's fields as the editor's way to them, from its configuration's labels. */
function placesOf(registry: Registry, sources: { file: string; title: string; links: FieldLink[] }[]) {
  const config = labelsConfig(registry);
  return Object.fromEntries(
    sources.map(({ file, title, links }) => {
      const names = new Set([BODY, ...links.map(({ field }) => field)]);
      const ways = [...names].flatMap((field) => {
        const place = editorPlace(config, file, field);
        if (!place) return [];
        const item = place.collection.length > 1 ? [] : [`"${title}"`];
        return [[field, [...place.collection, ...item, ...place.field].join(' › ')]];
      });
      return [file, Object.fromEntries(ways)];
    }),
  );
}

/** What each reference with `requires` asks of the items naming its entries, from the entries as built. */
function requiredFields(registry: Registry, data: Record<string, unknown>): RequiredField[] {
  return Object.values(registry.collections).flatMap(({ folder, references = [] }) =>
    references.flatMap(({ field, to, by = 'slug', requires }) => {
      const entries = data[to];
      if (!requires || !Array.isArray(entries)) return [];
      const values = (entries as Record<string, unknown>[]).filter(requires.when).map((entry) => String(entry[by]));
      return [{ folder, field, values, requires: requires.field, message: requires.message }];
    }),
  );
}

/**
 * Everything the map reads from a built site, read now: the file it makes is keyed by these facts, so it is made
 * again exactly when one changes (a body's links, a title, a post reaching its date).
 */
export function linkFacts(model: SiteModel, registry: Registry, now = Date.now()): LinkFacts {
  const titleOf = new Map(model.routes.flatMap((route) => (route.source ? [[route.source.file, route.title]] : [])));
  const referenced = referencedPaths(model, registry);
  const withheld = new Map<string, string | undefined>();
  const items = collectionItems(model, registry).flatMap(({ item, definition }) => {
    const reason = withheldReason(item, now);
    withheld.set(item.file, reason);
    if (typeof item.html !== 'string') return [];
    const references = referenced(definition.references, item);
    const title = titleOf.get(item.file) ?? item.file;
    return [{ file: item.file, title, html: item.html, references, ...(reason ? { withheld: true } : {}) }];
  });
  const pages = model.routes
    .filter((route) => !route.hidden)
    .map(({ path, title, source }): SitePage => {
      const reason = source && withheld.get(source.file);
      return { path, title, ...(source ? { file: source.file } : {}), ...(reason ? { withheld: reason } : {}) };
    });
  const data: Record<string, unknown> = model;
  const fields = Object.entries(registry.dataFiles).map(([name, { file, links = [], references }]) => ({
    file: `${file}.yaml`,
    title: editorPlace(labelsConfig(registry), `${file}.yaml`, '')?.collection.at(-1) ?? name,
    links: [
      ...links.flatMap(({ field, pick }) => pick(data[name]).map((link) => ({ link, field }))),
      ...referenced(references as Reference[], data[name]),
    ],
  }));
  const moved = model.moved.map(({ from, to }): [string, string] => [from, to]);
  const photos = Object.keys(model.images).sort();
  const variants = (photo: string) => {
    // A manifest entry made by hand (a test's) may list no variants.
    const { avif = [], webp = [], fallback } = model.images[photo] ?? {};
    return [...avif, ...webp, ...(fallback ? [fallback] : [])].map((variant) => variant.path);
  };
  const values = [
    ...collectionItems(model, registry).map(({ item }) => ({ file: item.file, value: item })),
    ...Object.entries(registry.dataFiles).map(([name, { file }]) => ({ file: `${file}.yaml`, value: data[name] })),
  ];
  return {
    pages,
    moved,
    items,
    fields,
    places: placesOf(registry, [...items.map((item) => ({ ...item, links: item.references })), ...fields]),
    photos,
    photoUsers: photoUsers(Object.fromEntries(photos.map((photo) => [photo, variants(photo)])), values),
    required: requiredFields(registry, data),
  };
}

/** The map from the facts of a built site: each body's links read from its sanitised HTML. */
export function linksOf({ pages, moved, items, fields, places, photos, photoUsers, required }: LinkFacts): SiteLinks {
  const placed = (file: string, title: string, links: FieldLink[]) => ({
    links: links.map(({ link }) => link),
    places: links.map(({ field }) => places[file]?.[field] ?? title),
    ...(links.some((link) => link.skipsWithheld) && {
      picks: links.flatMap(({ skipsWithheld }, i) => (skipsWithheld ? [i] : [])),
    }),
  });
  const bodies = items.map(({ html, references, ...source }): LinkingFile => {
    const body = hrefs(html).map((link) => ({ link, field: BODY }));
    return { ...source, ...placed(source.file, source.title, [...body, ...references]) };
  });
  const data = fields.map((source): LinkingFile => ({ ...source, ...placed(source.file, source.title, source.links) }));
  const sources = [...bodies, ...data].filter((source) => source.links.length > 0);
  return { pages, moved, sources, photos, photoUsers, required };
}

/** The map from a built site: its routes, its items' rendered bodies and the data files' link fields. */
export const siteLinks = (model: SiteModel, registry: Registry, now = Date.now()): SiteLinks =>
  linksOf(linkFacts(model, registry, now));
