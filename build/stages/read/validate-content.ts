import type { z } from 'zod';
import type { EnvironmentOverride, Registry } from '../../../src/content/registry';
import { fieldName, type Problem, type Staged } from '../../problems';
import type { SiteDefinition } from '../../../src/content/site-definition';
import type { AnyContent, Entry, FailedEntry, RawContent, RawEntry } from '../../model';
import { freezeDeep } from '../../reuse/hash';
import { memoised, memoisedEach, sameValue } from '../../reuse/memory';
import { defineShelf, madeWith, type Shelf } from '../../reuse/shelf';
import { stored } from '../../reuse/stored';
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

/** The fields of a failed file that pass their own schema. */
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

/** The variables an override reads, of those set, as text: what a file's check depends on besides its value. */
function settingsOf(env: Readonly<Record<string, string>>, environment?: EnvironmentOverride): string | undefined {
  if (!environment) return undefined;
  const picked: Record<string, string> = {};
  for (const key of environment.keys) if (env[key]) picked[key] = env[key];
  return JSON.stringify(picked);
}

export interface Checked {
  valid: unknown;
  problems: Problem[];
}

/** Only a data file has an `environment` override. */
export interface FileCheck {
  file: string;
  schema: z.ZodType;
  value: unknown;
  environment?: EnvironmentOverride;
}

/** Frozen, as checked content never changes and page keys hash a frozen value once. `settings`: see `settingsOf`. */
export function checkFile({ file, schema, value, environment }: FileCheck, settings?: string): Checked {
  const checkedValue = environment && settings ? environment.apply(value, JSON.parse(settings)) : value;
  const result = schema.safeParse(checkedValue, { error: friendlyError });
  if (result.success) return { valid: freezeDeep(result.data), problems: [] };
  const problems = result.error.issues.map((issue) => ({
    file,
    field: fieldName(issue.path) || '(file)',
    message: issue.message,
  }));
  return { valid: undefined, problems };
}

const sameData = sameValue<Record<string, unknown>>('data');

/** A refused entry with its valid fields: the very object the last build made while the entry is the same. */
const failedEntry = memoisedEach('failed', (_file, entry: RawEntry, schema: z.ZodType) => ({
  ...entry,
  valid: validFields(schema, entry.data),
}));

/** An entry that passed: the very object the last build made while its parts are the same. */
const passedEntry = memoisedEach(
  'entry',
  (file, data: Fields, name: string, body: string, bodyLine: number | undefined) => ({
    file,
    name,
    data,
    body,
    bodyLine,
  }),
);

/** site.yaml is checked after the environment's overrides; validateKept passes a `checkOf` that reads the store. */
export function validateContent(
  raw: RawContent<string>,
  env: Readonly<Record<string, string>>,
  registry: Registry,
  checkOf: (one: FileCheck) => Checked = (one) => checkFile(one, settingsOf(env, one.environment)),
): Staged<AnyContent> {
  const problems: Problem[] = [];
  const data: Record<string, unknown> = {};
  const checked = (one: FileCheck) => {
    const result = checkOf(one);
    problems.push(...result.problems);
    return result.valid;
  };
  for (const [name, { file, schema, environment }] of Object.entries(registry.dataFiles)) {
    const entry = raw.data[file];
    if (entry?.value === undefined) continue;
    const valid = checked({ file: entry.file, schema, value: entry.value, environment });
    if (valid !== undefined) data[name] = valid;
  }
  const entries: Record<string, Entry<Fields>[]> = {};
  const failed: Record<string, FailedEntry<Fields>[]> = {};
  for (const [name, { folder, schema }] of Object.entries(registry.collections)) {
    const passed: Entry<Fields>[] = (entries[name] = []);
    const refused: FailedEntry<Fields>[] = (failed[name] = []);
    for (const entry of (raw.collections as Partial<Record<string, RawEntry[]>>)[folder] ?? []) {
      const { file, name, body, bodyLine } = entry;
      const valid = entry.data === undefined ? undefined : checked({ file, schema, value: entry.data });
      if (!isFields(valid)) refused.push(failedEntry(file, entry, schema));
      else passed.push(passedEntry(file, valid, name, body, bodyLine));
    }
  }
  // Unchanged data files are the very objects they were, so their list is the very list the last build had.
  const content = {
    data: sameData(data),
    entries,
    withheld: [],
    failed,
    photos: raw.photos,
    publicFiles: raw.publicFiles,
  };
  return { value: content, problems };
}

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
 * Tells any two parsed values apart: JSON, with strings marked `s` and numbers JSON cannot write marked `n`, so .inf,
 * .nan, null and the text "Infinity" differ. Not v8's serialisation, whose bytes vary with how a string is held: a
 * value read back from the store would never find its own key.
 */
const valueText = (value: unknown) =>
  JSON.stringify(value, (_key, field: unknown) => {
    if (typeof field === 'string') return `s${field}`;
    if (typeof field === 'number' && unwritable(field)) return Object.is(field, -0) ? 'n-0' : `n${field}`;
    return field;
  });

/** Kept while the file's value, the settings it reads, this module's code and the schema modules' code are the same. */
export const VALID_FILES = defineShelf<Checked>(import.meta.url, { name: 'valid-files', disk: 'record' });

/** The shelf of checks made with `schemas`: the very same object while they are, so checks kept in memory hold. */
const validShelf = memoised('valid shelf', (schemas: SiteDefinition['schemas']) => madeWith(VALID_FILES, ...schemas));

const storedCheck = stored(
  (shelf: Shelf<Checked>, _one: FileCheck, _settings?: string) => shelf,
  (_shelf, one, settings) => checkFile(one, settings),
  { key: (_shelf, one, settings) => [one.file, valueText(one.value), settings], about: (_shelf, one) => one.file },
);

/** In the dev server, the very check the last build had while the file's value is the very same object. */
const keptCheck = memoisedEach(
  'stored',
  async (
    file,
    shelf: Shelf<Checked>,
    schema: z.ZodType,
    value: unknown,
    environment?: EnvironmentOverride,
    settings?: string,
  ) => {
    const checked = await storedCheck(shelf, { file, schema, value, environment }, settings);
    return { ...checked, valid: freezeDeep(checked.valid) };
  },
);

/**
 * `validateContent` with each check taken from the store (or made and kept), so a build with nothing to do runs no
 * schema. In the dev server, a value that is the very object it was takes its check from memory: only edits are hashed.
 */
export async function validateKept(
  raw: RawContent<string>,
  env: Readonly<Record<string, string>>,
  site: Registry & Pick<SiteDefinition, 'schemas'>,
): Promise<Staged<AnyContent>> {
  const shelf = validShelf(site.schemas);
  const checks = new Map<string, Checked>();
  await Promise.all(
    checksOf(raw, site).map(async ({ file, schema, value, environment }) => {
      checks.set(file, await keptCheck(file, shelf, schema, value, environment, settingsOf(env, environment)));
    }),
  );
  return validateContent(raw, env, site, (one) => checks.get(one.file)!);
}
