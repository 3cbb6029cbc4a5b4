import type { RasterManifest } from '../../../src/content/images';
import {
  type AnyItem,
  type CollectionDefinition,
  collectionItems,
  type Registry,
  type RenderedBody,
} from '../../../src/content/registry';
import type { SiteModel, SiteOutline } from '../../../src/content/site-model';
import type { Bodies } from '../../model';
import { freezeDeep } from '../../reuse/hash';
import { memoised, memoisedEach, sameValue } from '../../reuse/memory';
import { withBodyPhotos } from './body-photos';
import { fieldOf } from '../../../src/lib/field-of';

/** A container's copy, with the swaps it took: still right while each swap gives the same object. */
interface Copy {
  result: unknown;
  took: [from: object, to: unknown][];
}

/**
 * `value` with each object `swap` holds replaced, through lists, maps and plain objects; what holds none is not copied.
 * A container copied by an earlier build (`copies`) is that copy again while each swap it took gives the same object,
 * so a list an edit left alone stays the very list it was, and what reads it (a page's selection) sees no change.
 */
function swapped(value: unknown, swap: Map<object, unknown>, copies: WeakMap<object, Copy>, took: Copy['took']) {
  if (typeof value !== 'object' || value === null) return value;
  if (swap.has(value)) {
    const to = swap.get(value);
    took.push([value, to]);
    return to;
  }
  const isPlain = Array.isArray(value) || value instanceof Map || Object.getPrototypeOf(value) === Object.prototype;
  if (!isPlain) return value;
  const copied = copies.get(value);
  if (copied?.took.every(([from, to]) => swap.get(from) === to)) {
    took.push(...copied.took);
    return copied.result;
  }
  const inner: Copy['took'] = [];
  const each = (item: unknown) => swapped(item, swap, copies, inner);
  let result: unknown;
  if (Array.isArray(value)) {
    const list = value.map(each);
    result = list.some((item, i) => item !== value[i]) ? list : value;
  } else if (value instanceof Map) {
    const map = new Map([...value].map(([key, item]) => [key, each(item)] as const));
    result = [...map].some(([key, item]) => item !== value.get(key)) ? map : value;
  } else {
    const fields = Object.entries(value).map(([key, item]) => [key, each(item)] as const);
    const changed = fields.some(([key, item]) => item !== fieldOf(value, key));
    result = changed ? Object.fromEntries(fields) : value;
  }
  copies.set(value, { result, took: inner });
  took.push(...inner);
  return result;
}

/** A body as the model shows it: its HTML with each photo's variants. */
function bodyWithPhotos({ html, summary, words }: RenderedBody, manifest: RasterManifest): RenderedBody {
  return { summary, words, html: withBodyPhotos(html, manifest) };
}

/** What an item's `attach` reads of the photos: the same object while the manifest is. */
const photoContext = memoised('photo context', (images: RasterManifest) => ({
  images,
  photos: new Set(Object.keys(images)),
}));

/** An item with its body attached; frozen, so a page key hashes each item once. */
const attachedItem = memoisedEach(
  'attached',
  (_file, item: AnyItem, body: RenderedBody, manifest: RasterManifest, definition: CollectionDefinition) =>
    freezeDeep(definition.attach(item, bodyWithPhotos(body, manifest), photoContext(manifest))),
);

/** A data file's value with its Markdown field's HTML (in the field `html`) beside it. */
const attachedData = memoisedEach(
  'attached data',
  (_file, value: object, body: RenderedBody, manifest: RasterManifest, html: string) => ({
    ...value,
    [html]: bodyWithPhotos(body, manifest).html,
  }),
);

/** The copies the swap made, kept from build to build (see `swapped`). */
const keptCopies = memoised('attached copies', () => new WeakMap<object, Copy>());

const sameImages = sameValue<RasterManifest>('images');

const NO_BODY: RenderedBody = { html: '', summary: '', words: 0 };

/**
 * Swaps each item, everywhere the outline lists it, for the one its collection attaches its body to, and gives data
 * files' Markdown fields their HTML. Nothing is derived again; an item the edit left alone is the very item it was.
 */
export function attachBodies(
  outline: SiteOutline,
  bodies: Bodies,
  images: RasterManifest,
  registry: Registry,
): SiteModel {
  // The photos' variants are listed anew each build; unchanged, they are the very list the last build had.
  const manifest = sameImages(images);
  const rendered = (file: string) => bodies.get(file) ?? NO_BODY;
  const site: Record<string, unknown> = outline;
  const swap = new Map<object, unknown>();
  for (const { item, definition } of collectionItems(outline, registry))
    swap.set(item, attachedItem(item.file, item, rendered(item.file), manifest, definition));
  for (const [name, { file, markdown }] of Object.entries(registry.dataFiles)) {
    if (!markdown) continue;
    const value = site[name] as object;
    swap.set(value, attachedData(`${file}.yaml`, value, rendered(`${file}.yaml`), manifest, markdown.html));
  }
  // The swap works on values, so the type is said here: each item is the one its `attach` gives, the model's item
  // type as the registry declares it (ModelItems, collections.ts).
  const model = swapped(outline, swap, keptCopies(), []) as Omit<SiteModel, 'images'>;
  // The model itself is new each build (its images may not be), but each of its values is the copy above.
  return { ...model, images: manifest };
}
