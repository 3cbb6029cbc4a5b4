import type { z } from 'zod';
import type { Registry } from '../../src/content/registry';
import { withheldReason } from '../../src/lib/publishing';
import { listInWords } from '../../src/lib/text';
import { photoProblems } from '../stages/outline/photo-checks';
import { parseYaml, splitFrontMatter } from '../stages/read/front-matter';
import { labelOf } from './editor-fields';
import type { RequiredField } from './editor-links';

/**
 * What the build would refuse in a file a save is about to write, found before anything is written: the file's
 * text read as the build reads it (js-yaml's core schema, front matter split the build's way), its schema, and the
 * checks the build makes of one item on its own (a photo that is not there, a photo without alt text). Drafts too:
 * the build reads every file, published or not, and one it refuses stops the whole site. Checks that compare files
 * (links, duplicate addresses) are the link guard's and the build's.
 */
export interface Refusal {
  field: string;
  message: string;
}

const CONTENT = 'content/';

/** A field's name in the form's words: the label of its last named part (`sections.0.items.2.price` is "Price"). */
export const fieldLabel = (path: readonly PropertyKey[]) =>
  labelOf(String([...path].reverse().find((part) => typeof part === 'string') ?? 'the file'));

/**
 * The build's message in the form's words: the build names other fields as the files do ("updated_at needs an
 * update_note"), the form by their labels ("“Updated at” needs an “Update note”").
 */
export const inFormWords = (message: string) =>
  message.replace(/\b[a-z]+(?:_[a-z]+)+\b/g, (name) => `“${labelOf(name)}”`);

function schemaRefusals(schema: z.ZodType, value: unknown): Refusal[] {
  return (schema.safeParse(value).error?.issues ?? []).map((issue) => {
    const message = issue.code === 'invalid_type' && issue.input === undefined ? 'must be filled in' : issue.message;
    return { field: fieldLabel(issue.path), message: inFormWords(message) };
  });
}

/**
 * A field an item must fill in for the entry it names (a physiotherapist's registration), as the site's map says,
 * before it goes live: a draft may be saved without it, as the build asks it only of live items.
 */
function requiredRefusals(folder: string, item: Record<string, unknown>, required: RequiredField[]): Refusal[] {
  if (withheldReason(item, Date.now())) return [];
  return required
    .filter(
      (asked) =>
        asked.folder === folder &&
        asked.values.includes(String(item[asked.field])) &&
        item[asked.requires] === undefined,
    )
    .map((missing) => ({ field: labelOf(missing.requires), message: inFormWords(missing.message) }));
}

/**
 * Everything the build would refuse in `raw` written at `path` (`content/posts/x.md`), all at once, or nothing if it
 * would take it; `required` is what the site's map says items must fill in for the entries they name.
 */
export function buildRefusals(
  registry: Registry,
  path: string,
  raw: string,
  photos: Set<string>,
  required: RequiredField[] = [],
): Refusal[] {
  const file = path.startsWith(CONTENT) ? path.slice(CONTENT.length) : path;
  const data = Object.values(registry.dataFiles).find((definition) => `${definition.file}.yaml` === file);
  if (data) {
    const parsed = parseYaml(raw);
    return parsed.error
      ? [{ field: 'the file', message: parsed.error.message }]
      : schemaRefusals(data.schema, parsed.value);
  }
  const folder = file.slice(0, file.lastIndexOf('/'));
  const collection = Object.values(registry.collections).find((definition) => definition.folder === folder);
  if (!collection || !file.endsWith('.md')) return [];
  const split = splitFrontMatter(raw);
  if (!split) return [{ field: 'the file', message: 'has no fields at its top' }];
  const parsed = parseYaml(split.yaml, 2);
  if (parsed.error) return [{ field: 'the file', message: parsed.error.message }];
  const item = parsed.value as Record<string, unknown>;
  const photo = photoProblems(item, collection, photos).map(({ field, message }) => ({
    field: labelOf(field),
    message,
  }));
  return [...schemaRefusals(collection.schema, item), ...photo, ...requiredRefusals(folder, item, required)];
}

/**
 * Refusals as the editor's notice says them, fields with the same message said together, each message once:
 * "Reviewed by, Clinical area, Reviewed at and Next review: are needed before …; Author: is needed before …".
 */
export function refusalText(refusals: Refusal[]): string {
  const fieldsBy = new Map<string, string[]>();
  for (const { field, message } of refusals) {
    const fields = fieldsBy.get(message) ?? [];
    if (!fields.includes(field)) fieldsBy.set(message, [...fields, field]);
  }
  return [...fieldsBy]
    .map(
      ([message, fields]) => `${listInWords(fields)}: ${fields.length > 1 ? message.replace(/^is /, 'are ') : message}`,
    )
    .join('; ');
}
