import type { z } from 'zod';
import type { Registry } from '../../src/content/registry';
import { withheldReason } from '../../src/lib/publishing';
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

function schemaRefusal(schema: z.ZodType, value: unknown): Refusal | undefined {
  const issue = schema.safeParse(value).error?.issues[0];
  if (!issue) return undefined;
  const message = issue.code === 'invalid_type' && issue.input === undefined ? 'must be filled in' : issue.message;
  return { field: fieldLabel(issue.path), message: inFormWords(message) };
}

/**
 * A field an item must fill in for the entry it names (a physiotherapist's registration), as the site's map says,
 * before it goes live: a draft may be saved without it, as the build asks it only of live items.
 */
function requiredRefusal(folder: string, item: Record<string, unknown>, required: RequiredField[]) {
  if (withheldReason(item, Date.now())) return undefined;
  const missing = required.find(
    (asked) =>
      asked.folder === folder && asked.values.includes(String(item[asked.field])) && item[asked.requires] === undefined,
  );
  return missing && { field: labelOf(missing.requires), message: inFormWords(missing.message) };
}

/**
 * Why the build would refuse `raw` written at `path` (`content/posts/x.md`), or undefined if it would take it;
 * `required` is what the site's map says items must fill in for the entries they name.
 */
export function buildRefusal(
  registry: Registry,
  path: string,
  raw: string,
  photos: Set<string>,
  required: RequiredField[] = [],
): Refusal | undefined {
  const file = path.startsWith(CONTENT) ? path.slice(CONTENT.length) : path;
  const data = Object.values(registry.dataFiles).find((definition) => `${definition.file}.yaml` === file);
  if (data) {
    const parsed = parseYaml(raw);
    return parsed.error
      ? { field: 'the file', message: parsed.error.message }
      : schemaRefusal(data.schema, parsed.value);
  }
  const folder = file.slice(0, file.lastIndexOf('/'));
  const collection = Object.values(registry.collections).find((definition) => definition.folder === folder);
  if (!collection || !file.endsWith('.md')) return undefined;
  const split = splitFrontMatter(raw);
  if (!split) return { field: 'the file', message: 'has no fields at its top' };
  const parsed = parseYaml(split.yaml, 2);
  if (parsed.error) return { field: 'the file', message: parsed.error.message };
  const refused = schemaRefusal(collection.schema, parsed.value);
  if (refused) return refused;
  const [photo] = photoProblems(parsed.value as Record<string, unknown>, collection, photos);
  if (photo) return { field: labelOf(photo.field), message: photo.message };
  return requiredRefusal(folder, parsed.value as Record<string, unknown>, required);
}
