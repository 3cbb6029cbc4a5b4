import type { RasterManifest } from '../../../src/content/images';
import { clinicSite } from '../../../src/content/collections';
import type { Registry } from '../../../src/content/registry';
import type { SiteModel, SiteOutline } from '../../../src/content/site-model';
import type { Bodies } from '../../model';
import { freezeDeep } from '../../reuse/hash';
import { newRecall, type Recall } from '../../reuse/recall';

/**
 * A copy of `value` with every object `swap` holds replaced, wherever lists, maps and plain objects
 * reach it; what holds no such object is kept as it is, so nothing is copied for nothing.
 */
function swapped(value: unknown, swap: Map<object, unknown>): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (swap.has(value)) return swap.get(value);
  if (Array.isArray(value)) {
    const list = value.map((item) => swapped(item, swap));
    return list.some((item, i) => item !== value[i]) ? list : value;
  }
  if (value instanceof Map) {
    const map = new Map([...value].map(([key, item]) => [key, swapped(item, swap)] as const));
    return [...map].some(([key, item]) => item !== value.get(key)) ? map : value;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  const fields = Object.entries(value).map(([key, item]) => [key, swapped(item, swap)] as const);
  return fields.some(([key, item]) => item !== (value as Record<string, unknown>)[key])
    ? Object.fromEntries(fields)
    : value;
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
  registry: Registry = clinicSite,
  recall: Recall = newRecall(),
): SiteModel {
  const body = (file: string) => bodies.get(file) ?? { html: '', summary: '', words: 0 };
  const context = { images, photos: new Set(Object.keys(images)) };
  const site = outline as unknown as Record<string, unknown>;
  const swap = new Map<object, unknown>();
  for (const [name, definition] of Object.entries(registry.collections)) {
    const listed = site[name] as Map<string, { file: string }> | { file: string }[] | undefined;
    for (const item of listed instanceof Map ? listed.values() : (listed ?? []))
      swap.set(
        item,
        // Frozen, so a page key hashes each item once; recalled, so an item the edit left alone keeps that hash.
        recall.same(`attached ${item.file}`, [item, body(item.file), images], () =>
          freezeDeep(definition.attach(item, body(item.file), context)),
        ),
      );
  }
  for (const [name, { file, markdown }] of Object.entries(registry.dataFiles))
    if (markdown)
      swap.set(site[name] as object, { ...(site[name] as object), [markdown.html]: body(`${file}.yaml`).html });
  return { ...(swapped(outline, swap) as SiteOutline), images } as unknown as SiteModel;
}
