import { type CollectionDefinition, failedSlug, type Registry, withheldOf } from '../../../src/content/registry';
import { slugify } from '../../../src/lib/slug';
import type { Problem } from '../../problems';
import { dataReferences, references, required, targetOf } from './check-references';
import { photoProblems } from './photo-checks';
import type { AnyContent, Entities, Item } from '../../model';
import { textOf } from '../../../src/lib/field-of';

/** A value one file gives a field, compared across files. */
interface Claim {
  file: string;
  value: string | undefined;
}

/** The second file (by name) to give a value is the one reported, naming the first. */
function duplicates(claims: Claim[], field: string): Problem[] {
  const seen = new Map<string, string>();
  return [...claims]
    .sort((a, b) => a.file.localeCompare(b.file))
    .flatMap(({ file, value }) => {
      if (value === undefined) return [];
      const other = seen.get(value);
      seen.set(value, file);
      return other ? [{ file, field, message: `duplicate ${field} "${value}" (also in ${other})` }] : [];
    });
}

/**
 * What each file claims for the checks that compare files: a valid item whole, a failed one's valid fields (unless it
 * is unpublished, which would leave it out if valid too).
 */
function claimsOf(name: string, definition: CollectionDefinition, content: AnyContent, items: Entities): Claimed[] {
  const failed = (content.failed[name] ?? [])
    .filter((entry) => !definition.publishing || entry.valid.published !== false)
    .map((entry): Claimed => ({ ...entry.valid, file: entry.file, slug: failedSlug(definition, entry) }));
  return [...(items[name] ?? []), ...failed];
}

/** An item as a file claims it: every field of a valid one, the valid fields of one that failed. */
type Claimed = Partial<Item> & { file: string };

/** Slugs and ids must be unique; a withheld item repeating a live one's would clash the day it is published. */
function uniqueness(name: string, definition: CollectionDefinition, content: AnyContent, claims: Claimed[]) {
  const withheld = withheldOf(content, definition);
  const problems: Problem[] = [];
  const { field } = definition.slug;
  if (field !== '(file name)' && !('fileNamed' in definition.slug)) {
    const slugs = [...claims, ...withheld].map(({ file, slug }) => ({ file, value: slug }));
    problems.push(...duplicates(slugs, field));
  }
  const { id } = definition;
  if (id) {
    const ids = [
      ...(content.entries[name] ?? []).map((entry) => ({ file: entry.file, value: textOf(entry.data, id) })),
      ...withheld.map(({ file, id: value }) => ({ file, value })),
      ...(content.failed[name] ?? []).map((entry) => ({ file: entry.file, value: textOf(entry.valid, id) })),
    ];
    problems.push(...duplicates(ids, id));
  }
  return problems;
}

/** One file's own checks: its name, its taxonomies' names and its photos. */
function itemChecks(item: Claimed, definition: CollectionDefinition, photos: Set<string>) {
  const problems: Problem[] = [];
  const { file } = item;
  const at = (field: string, message: string) => problems.push({ file, field, message });
  if ('fileNamed' in definition.slug && item.slug && `${definition.folder}/${item.slug}.md` !== file)
    at(definition.slug.field, `file must be named ${item.slug}.md to match the ${definition.slug.field}`);
  for (const field of definition.taxonomies ?? []) {
    const value = item[field];
    (Array.isArray(value) ? value : []).forEach((name: string, i) => {
      if (!slugify(name)) at(`${field}[${i}]`, `"${name}" has no letters or digits to make its page address from`);
    });
  }
  for (const problem of photoProblems(item, definition, photos)) at(problem.field, problem.message);
  return problems;
}

/**
 * The checks that compare files, over every file that passed its schema and the valid fields of those that failed;
 * a reference to a file that failed is not reported again.
 */
export function checkContent(content: AnyContent, items: Entities, registry: Registry): Problem[] {
  const photos = new Set(content.photos.map((photo) => `/images/${photo}`));
  const problems: Problem[] = [];
  for (const [name, definition] of Object.entries(registry.collections)) {
    const claims = claimsOf(name, definition, content, items);
    problems.push(...uniqueness(name, definition, content, claims));
    // What each reference may name is worked out once for the collection, not once a file.
    const targets = (definition.references ?? []).flatMap((reference) => {
      const target = targetOf(reference, registry, content, items);
      return target ? [{ reference, target }] : [];
    });
    for (const item of claims) {
      for (const { reference, target } of targets)
        problems.push(
          ...references(item.file, reference, item[reference.field], target),
          ...required(item, reference, target),
        );
      problems.push(...itemChecks(item, definition, photos));
    }
    const slugs = new Set(claims.map((item) => item.slug));
    for (const slug of definition.required ?? [])
      if (!slugs.has(slug))
        problems.push({ file: `${definition.folder}/${slug}.md`, field: '', message: `${definition.noun} is missing` });
  }
  return [...problems, ...dataReferences(registry, content, items)];
}
