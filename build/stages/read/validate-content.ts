import type { z } from 'zod';
import type { EnvironmentOverride, Registry } from '../../../src/content/registry';
import { fieldName, type Problem, type Staged } from '../../problems';
import type { SiteDefinition } from '../../../src/content/site-definition';
import type { AnyContent, Entry, FailedEntry, RawContent, RawEntry } from '../../model';
import { freezeDeep } from '../../reuse/hash';
import { memo } from '../../reuse/memory';
import { defineShelf, madeWith } from '../../reuse/shelf';
import { reused } from '../../reuse/stored';
import { fieldOf } from '../../../src/lib/field-of';

/** zod's type names as an editor says them. */
const EXPECTED: Record<string, string> = {
  array: 'a list',
  object: 'a section of fields',
  int: 'a whole number',
  number: 'a number',
  string: 'text',
  boolean: 'true or false',
};

const describe = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'a list' : typeof value);

/** Plain-English messages for zod's generic issues; messages written in the schemas take precedence. */
function friendlyError(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code === 'invalid_type') {
    return issue.input === undefined
      ? 'is required'
      : `must be ${EXPECTED[issue.expected] ?? `a ${issue.expected}`} (found ${describe(issue.input)})`;
  }
  if (issue.code === 'unrecognized_keys') {
    const fields = issue.keys.map((k) => `"${k}"`).join(', ');
    return `unknown field${issue.keys.length === 1 ? '' : 's'} ${fields} (check the spelling)`;
  }
  return undefined;
}

function check<S extends z.ZodType>(
  schema: S,
  value: unknown,
  file: string,
  problems: Problem[],
): z.infer<S> | undefined {
  const result = schema.safeParse(value, { error: friendlyError });
  if (result.success) return result.data;
  for (const issue of result.error.issues)
    problems.push({ file, field: fieldName(issue.path) || '(file)', message: issue.message });
  return undefined;
}

/** The fields of a failed file that pass their own schema; a schema that is not an object yields none. */
export function validFields(schema: z.ZodType, value: unknown): Record<string, unknown> {
  const shape = (schema as { shape?: Record<string, z.ZodType> }).shape;
  if (!shape || !value || typeof value !== 'object') return {};
  const fields: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    const result = field.safeParse(fieldOf(value, key));
    if (result.success && result.data !== undefined) fields[key] = result.data;
  }
  return fields;
}

type Fields = Record<string, unknown>;

/** Front matter is a set of fields: a collection's schema is an object's, so its valid value always is one. */
const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The variables an override reads, of those set. */
export function pickEnvironment(
  env: Readonly<Record<string, string>>,
  keys: readonly string[],
): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const key of keys) if (env[key]) picked[key] = env[key];
  return picked;
}

/** A file's value as its schema checked it: the valid value, if it passed, and what was wrong. */
export interface Checked {
  valid: unknown;
  problems: Problem[];
}

/** One file to check: the value read from it, its schema, and for a data file the environment's override. */
export interface FileCheck {
  file: string;
  schema: z.ZodType;
  value: unknown;
  environment?: EnvironmentOverride;
}

/** `check` of one file, after the environment's override; frozen, as nothing changes content once checked. */
export function checkFile(
  { file, schema, value, environment }: FileCheck,
  env: Readonly<Record<string, string>>,
): Checked {
  const settings = environment ? pickEnvironment(env, environment.keys) : undefined;
  const problems: Problem[] = [];
  const checkedValue = environment && settings ? environment.apply(value, settings) : value;
  // Frozen: nothing changes content once checked, and page keys hash a frozen value once.
  return { valid: freezeDeep(check(schema, checkedValue, file, problems)), problems };
}

/**
 * Validates every file against its schema (site.yaml after the environment's overrides), reporting every problem.
 * `kept` holds checks already made, by file.
 */
export function validateContent(
  raw: RawContent<string>,
  env: Readonly<Record<string, string>>,
  registry: Registry,
  kept?: ReadonlyMap<string, Checked>,
): Staged<AnyContent> {
  const problems: Problem[] = [];
  const data: Record<string, unknown> = {};
  // Each file's result is memoised while what it is made from is the very same value, so an unchanged file's
  // entry is the same object as in the last build and the stages after this one can tell it is unchanged.
  const checked = (schema: z.ZodType, value: unknown, file: string, environment?: EnvironmentOverride) => {
    const settings = environment ? pickEnvironment(env, environment.keys) : undefined;
    const result = memo(
      `valid ${file}`,
      [schema, value, environment, settings && JSON.stringify(settings)],
      () => kept?.get(file) ?? checkFile({ file, schema, value, environment }, env),
    );
    problems.push(...result.problems);
    return result.valid;
  };
  for (const [name, definition] of Object.entries(registry.dataFiles)) {
    const entry = raw.data[definition.file];
    if (entry?.value === undefined) continue;
    const valid = checked(definition.schema, entry.value, entry.file, definition.environment);
    if (valid !== undefined) data[name] = valid;
  }
  const entries: Record<string, Entry<Fields>[]> = {};
  const failed: Record<string, FailedEntry<Fields>[]> = {};
  for (const [name, { folder, schema }] of Object.entries(registry.collections)) {
    const passed: Entry<Fields>[] = (entries[name] = []);
    const refused: FailedEntry<Fields>[] = (failed[name] = []);
    for (const entry of (raw.collections as Partial<Record<string, RawEntry[]>>)[folder] ?? []) {
      const valid = entry.data === undefined ? undefined : checked(schema, entry.data, entry.file);
      const { file, name, body, bodyLine } = entry;
      if (!isFields(valid))
        refused.push(
          memo(`failed ${file}`, [entry, schema], () => ({ ...entry, valid: validFields(schema, entry.data) })),
        );
      else
        passed.push(
          memo(`entry ${file}`, [valid, name, body, bodyLine], () => ({
            file,
            name,
            data: valid,
            body,
            bodyLine,
          })),
        );
    }
  }
  const content = { data, entries, withheld: [], failed, photos: raw.photos, publicFiles: raw.publicFiles };
  return { value: content, problems };
}

/** Every file there is to check: the data files present, then each collection's entries with front matter. */
function checksOf(raw: RawContent<string>, registry: Registry): FileCheck[] {
  const checks: FileCheck[] = [];
  for (const { file, schema, environment } of Object.values(registry.dataFiles)) {
    const entry = raw.data[file];
    if (entry?.value !== undefined) checks.push({ file: entry.file, schema, value: entry.value, environment });
  }
  for (const { folder, schema } of Object.values(registry.collections))
    for (const entry of (raw.collections as Partial<Record<string, RawEntry[]>>)[folder] ?? [])
      if (entry.data !== undefined) checks.push({ file: entry.file, schema, value: entry.data });
  return checks;
}

/** A number JSON cannot write (.inf, .nan) or writes as another (-0 as 0). */
const unwritable = (value: number) => !Number.isFinite(value) || Object.is(value, -0);

/**
 * Text that tells any two parsed values apart: JSON, with each string marked `s` and each number JSON cannot write
 * marked `n`, so .inf, .nan, null and the text "Infinity" differ. Not v8's serialisation, whose bytes differ with how
 * a string happens to be held: a value read back from the store would never find its own key.
 */
const valueText = (value: unknown) =>
  JSON.stringify(value, (_key, field: unknown) => {
    if (typeof field === 'string') return `s${field}`;
    if (typeof field === 'number' && unwritable(field)) return Object.is(field, -0) ? 'n-0' : `n${field}`;
    return field;
  });

/**
 * Each file's check as an earlier build made it, kept while the file's value (so its bytes), the environment's
 * settings it reads, this module's code and the site's schema modules' code are unchanged.
 */
export const VALID_FILES = defineShelf<Checked>(import.meta.url, { name: 'valid-files', disk: 'record' });

/**
 * `validateContent` with each file's check taken from the store, or made and kept for the next build: a build with
 * nothing to do runs no schema. In the dev server, a file whose value is the very object it was gets its last check
 * from the build's memory first, so only an edited file's value is hashed.
 */
export async function validateKept(
  raw: RawContent<string>,
  env: Readonly<Record<string, string>>,
  site: Registry & Pick<SiteDefinition, 'schemas'>,
): Promise<Staged<AnyContent>> {
  const shelf = madeWith(VALID_FILES, ...site.schemas);
  const kept = new Map<string, Checked>();
  await Promise.all(
    checksOf(raw, site).map(async (one) => {
      const settings = one.environment && JSON.stringify(pickEnvironment(env, one.environment.keys));
      const stored = () =>
        reused(shelf, [one.file, valueText(one.value), settings], () => checkFile(one, env), one.file);
      const checked = await memo(`stored ${one.file}`, [one.schema, one.value, settings], stored);
      kept.set(one.file, { ...checked, valid: freezeDeep(checked.valid) });
    }),
  );
  return validateContent(raw, env, site, kept);
}
