import type { RasterManifest } from '../../../src/content/images';
import { collectionItems, type Registry } from '../../../src/content/registry';
import type { SiteModel, SiteOutline } from '../../../src/content/site-model';
import type { Bodies } from '../../model';
import { freezeDeep } from '../../reuse/hash';
import { memo, memoParts } from '../../reuse/memory';
import { withBodyPhotos } from './body-photos';
import { fieldOf } from '../../../src/lib/field-of';

/** A container's copy, with the swaps it took: still right while each swap gives the same object. */
interface Copy {
  result: unknown;
  took: [from: object, to: unknown][];
}

/**
 * A copy of `value` with every object `swap` holds replaced, wherever lists, maps and plain objects
 * reach it; what holds no such object is kept as it is, so nothing is copied for nothing. A
 * container copied by an earlier build (`copies`) is that same copy again while every swap it took
 * gives the same object: in a process that builds again, a list an edit left alone stays the very
 * list it was, and what reads it (a page's selection) can tell it is unchanged.
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

/**
 * The outline with its bodies and photos: each item of each collection is swapped for the one its
 * collection attaches its rendered body to, everywhere the outline lists it, and each data file's
 * Markdown fields get their HTML. Nothing is derived again.
 */
export function attachBodies(
  outline: SiteOutline,
  bodies: Bodies,
  images: RasterManifest,
  registry: Registry,
): SiteModel {
  // The photos' variants are listed anew each build; unchanged, they are the very list the last build had.
  const manifest = memoParts('images', images, () => images);
  const rendered = (file: string) => bodies.get(file) ?? { html: '', summary: '', words: 0 };
  // Called inside the memos below, whose keys hold the rendered body and the manifest it reads.
  const body = (file: string) => {
    const { html, ...rest } = rendered(file);
    return { ...rest, html: withBodyPhotos(html, manifest) };
  };
  const context = { images: manifest, photos: new Set(Object.keys(manifest)) };
  const site: Record<string, unknown> = outline;
  const swap = new Map<object, unknown>();
  for (const { item, definition } of collectionItems(outline, registry))
    swap.set(
      item,
      // Frozen, so a page key hashes each item once; memoised, so an item the edit left alone keeps that hash.
      memo(`attached ${item.file}`, [item, rendered(item.file), manifest, definition], () =>
        freezeDeep(definition.attach(item, body(item.file), context)),
      ),
    );
  for (const [name, { file, markdown }] of Object.entries(registry.dataFiles)) {
    if (!markdown) continue;
    const value = site[name] as object;
    swap.set(
      value,
      memo(`attached ${file}.yaml`, [value, rendered(`${file}.yaml`), manifest], () => ({
        ...value,
        [markdown.html]: body(`${file}.yaml`).html,
      })),
    );
  }
  const copies = memo('attached copies', [], () => new WeakMap<object, Copy>());
  // The swap works on values, so its type is said here: each collection's item is the one its `attach` gives, which
  // is the model's item type as the registry declares it (ModelItems, collections.ts).
  const model = swapped(outline, swap, copies, []) as Omit<SiteModel, 'images'>;
  // The model itself is new each build (its images may not be), but each of its values is the copy above.
  return { ...model, images: manifest };
}
