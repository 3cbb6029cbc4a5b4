import { failedSlug, type Reference, type Registry, withheldOf } from '../../../src/content/registry';
import type { Problem } from '../../problems';
import type { AnyContent, Entities } from '../../model';
import { fieldOf, isRecord } from '../../../src/lib/field-of';

/** Slugs that name something this build leaves out, with why ("posts/x.md, a draft"). */
type LeftOut = Map<string, string>;

/** What may be referred to: the values of valid items, and those of items that failed (already reported). */
export interface Target {
  values: Set<string>;
  noun: string;
  leftOut?: LeftOut;
  /** A data file's entries by the value naming them, for what a reference `requires` of the item naming one. */
  entries?: Map<string, Record<string, unknown>>;
}

const texts = (values: unknown[]) => values.filter((value): value is string => typeof value === 'string');

/** The values a reference may name: a collection's items by slug or a field, a data file's entries by a field. */
export function targetOf(
  reference: Reference,
  registry: Registry,
  content: AnyContent,
  items: Entities,
): Target | undefined {
  const { to, by = 'slug' } = reference;
  const collection = registry.collections[to];
  if (!collection) {
    const list = content.data[to];
    if (!Array.isArray(list)) return undefined;
    const entries = list.filter(isRecord);
    return {
      values: new Set(texts(entries.map((entry) => entry[by]))),
      noun: registry.dataFiles[to]?.noun ?? to,
      entries: new Map(entries.map((entry) => [String(entry[by]), entry])),
    };
  }
  const failed = content.failed[to] ?? [];
  const values = texts([
    ...(items[to] ?? []).map((item) => item[by]),
    ...failed.map((entry) => (by === 'slug' ? failedSlug(collection, entry) : entry.valid[by])),
  ]);
  const leftOut: LeftOut = new Map(
    collection.publishing
      ? withheldOf(content, collection).map((item) => [item.slug, `${item.file} (${item.reason})`])
      : [],
  );
  return { values: new Set(values), noun: collection.noun, leftOut };
}

/** A field naming one item ("author") or a list; a listed name the build leaves out says so, unless `skipsWithheld`. */
export function references(
  file: string,
  reference: Pick<Reference, 'field' | 'skipsWithheld'>,
  wanted: unknown,
  target: Target,
): Problem[] {
  const { field } = reference;
  // An empty name names nothing: a draft's field left for later.
  if (wanted === '') return [];
  if (typeof wanted === 'string')
    return target.values.has(wanted) ? [] : [{ file, field, message: `"${wanted}" is not a ${target.noun}` }];
  if (!Array.isArray(wanted)) return [];
  return texts(wanted).flatMap((slug, i) => {
    if (target.values.has(slug)) return [];
    const why = target.leftOut?.get(slug);
    if (why && reference.skipsWithheld) return [];
    return [
      {
        file,
        field: `${field}[${i}]`,
        message: why ? `"${slug}" is ${why}, which this build leaves out` : `no ${target.noun} with slug "${slug}"`,
      },
    ];
  });
}

/**
 * What the entry an item names asks of the item before it goes live, such as a physiotherapist's registration: a
 * draft the build includes (its `status` says so) may be saved without it.
 */
export function required(item: Record<string, unknown> & { file: string }, reference: Reference, target: Target) {
  const { requires } = reference;
  if (item.status) return [];
  const named = target.entries?.get(String(item[reference.field]));
  if (!requires || !named || !requires.when(named) || item[requires.field] !== undefined) return [];
  return [{ file: item.file, field: requires.field, message: requires.message }];
}

/** The references of every data file that passed its schema. */
export function dataReferences(registry: Registry, content: AnyContent, items: Entities): Problem[] {
  return Object.entries(registry.dataFiles).flatMap(([name, definition]) => {
    const value = content.data[name];
    if (value === undefined) return [];
    return (definition.references ?? []).flatMap((reference) => {
      const target = targetOf(reference, registry, content, items);
      const wanted = reference.pick ? reference.pick(value) : fieldOf(value, reference.field);
      return target ? references(`${definition.file}.yaml`, reference, wanted, target) : [];
    });
  });
}
