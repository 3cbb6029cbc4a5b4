import { CORE_SCHEMA, load, YAMLException } from 'js-yaml';
import type { Problem } from '../../problems';
import { stored } from '../../reuse/stored';
import { defineShelf } from '../../reuse/shelf';

const FENCE = /^---\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/;

/** A byte order mark is dropped first, so the body starts where the editor sees it, on the file's line `bodyLine`. */
export function splitFrontMatter(source: string): { yaml: string; body: string; bodyLine: number } | null {
  const text = source.replace(/^\uFEFF/, '');
  const match = FENCE.exec(text);
  if (!match) return null;
  const fenceLines = match[0].split('\n').length - 1;
  return {
    yaml: match[1] ?? '',
    body: text.slice(match[0].length),
    bodyLine: fenceLines + (match[0].endsWith('\n') ? 1 : 2),
  };
}

/** Parsed YAML, or where and why it could not be read. */
export interface ParsedYaml {
  value: unknown;
  error?: Omit<Problem, 'file'>;
}

/**
 * Nested aliases (`*name`) let a few hundred bytes stand for billions of values (a "billion laughs" file), holding the
 * build for minutes. No content file needs more than a few, nor more values than a large file written out would hold.
 */
export const MAX_ALIASES = 50;
export const MAX_VALUES = 100_000;

/** Counts each alias every time it appears; stops at the budget. */
function exceeds(value: unknown, budget: { left: number }): boolean {
  if (--budget.left < 0) return true;
  if (!value || typeof value !== 'object') return false;
  for (const child of Object.values(value)) if (exceeds(child, budget)) return true;
  return false;
}

/**
 * YAML 1.2's core schema: dates stay text for the schemas to check, as in the editors' JSON Schemas. `firstLine` is the
 * file's line the text starts on (2 for front matter), so messages name the file's own line.
 */
export function parseYaml(text: string, firstLine = 1): ParsedYaml {
  try {
    const value = load(text, { schema: CORE_SCHEMA, maxAliases: MAX_ALIASES });
    if (exceeds(value, { left: MAX_VALUES })) {
      const most = MAX_VALUES.toLocaleString('en-GB');
      const message = `invalid YAML: its aliases (*name) stand for more than ${most} values`;
      return { value: undefined, error: { field: '', message } };
    }
    return { value: frozen(value) };
  } catch (error) {
    const field = error instanceof YAMLException && error.mark ? `line ${error.mark.line + firstLine}` : '';
    const reason = error instanceof YAMLException ? error.reason : (error as Error).message.split('\n')[0];
    return { value: undefined, error: { field, message: `invalid YAML: ${reason}` } };
  }
}

/**
 * Parsed front matter is reused across builds, so nothing may change it (the schemas make new objects). An object an
 * alias repeats is frozen and walked once.
 */
function frozen<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value))
    for (const child of Object.values(Object.freeze(value))) frozen(child);
  return value;
}

/** Parsed front matter, keyed by its text and this module's code (with js-yaml's locked version). */
export const FRONT_MATTER = defineShelf<ParsedYaml>(import.meta.url, { name: 'front-matter', disk: 'record' });

/**
 * Parsed data files, keyed as front matter is: a build with nothing to do then parses no YAML at all, and js-yaml's
 * first parses in a process, before it is warm, cost ten times its later ones.
 */
export const DATA_FILES = defineShelf<ParsedYaml>(import.meta.url, { name: 'data-files', disk: 'record' });

export const parseDataFile = stored(DATA_FILES, (text: string) => parseYaml(text));

export const parseFrontMatter = stored(FRONT_MATTER, (yaml: string) => parseYaml(yaml, 2));
