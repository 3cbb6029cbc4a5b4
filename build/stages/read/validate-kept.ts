import type { Registry } from '../../../src/content/registry';
import type { SiteDefinition } from '../../../src/content/site-definition';
import type { RawContent, RawEntry } from '../../model';
import type { AnyContent } from '../../model';
import type { Staged } from '../../problems';
import { freezeDeep } from '../../reuse/hash';
import { remembers } from '../../reuse/memory';
import { reused } from '../../reuse/stored';
import { defineShelf, madeWith } from '../../reuse/shelf';
import { type Checked, checkFile, type FileCheck, pickEnvironment, validateContent } from './validate-content';

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
 * `validateContent` with each file's check reused from an earlier build, or made and kept for the next: a build
 * with nothing to do runs no schema. A build that remembers its last (the dev server's) recalls its checks instead.
 */
export async function validateKept(
  raw: RawContent<string>,
  env: Readonly<Record<string, string>>,
  site: Registry & Pick<SiteDefinition, 'schemas'>,
): Promise<Staged<AnyContent>> {
  // In a process that keeps its last build, its own memory answers first, and without hashing every file's value.
  if (remembers()) return validateContent(raw, env, site);
  const shelf = madeWith(VALID_FILES, ...site.schemas);
  const kept = new Map<string, Checked>();
  await Promise.all(
    checksOf(raw, site).map(async (one) => {
      const settings = one.environment && JSON.stringify(pickEnvironment(env, one.environment.keys));
      const inputs = [one.file, valueText(one.value), settings];
      const checked = await reused(shelf, inputs, () => checkFile(one, env), one.file);
      kept.set(one.file, { ...checked, valid: freezeDeep(checked.valid) });
    }),
  );
  return validateContent(raw, env, site, kept);
}
