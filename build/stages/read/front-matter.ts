import { CORE_SCHEMA, load, YAMLException } from 'js-yaml';
import type { Problem } from '../../problems';
import type { Reuse } from '../../reuse/reuse';
import { defineShelf } from '../../reuse/shelf';

const FENCE = /^---\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/;

/**
 * Splits a Markdown file into its YAML front matter text and body (a byte order mark is dropped
 * first, so the body starts where the editor sees it). `bodyLine` is the file's line the body starts on.
 */
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
 * YAML 1.2's core schema: dates stay text for the schemas to check, as in the editors' JSON Schemas.
 * `firstLine` is the file's line the text starts on (2 for front matter), so messages name the file's own line.
 */
export function parseYaml(text: string, firstLine = 1): ParsedYaml {
  try {
    return { value: frozen(load(text, { schema: CORE_SCHEMA })) };
  } catch (error) {
    const field = error instanceof YAMLException && error.mark ? `line ${error.mark.line + firstLine}` : '';
    const reason = error instanceof YAMLException ? error.reason : (error as Error).message.split('\n')[0];
    return { value: undefined, error: { field, message: `invalid YAML: ${reason}` } };
  }
}

/** Parsed front matter is reused from build to build, so nothing may change it: the schemas make new objects. */
function frozen<T>(value: T): T {
  if (value && typeof value === 'object') for (const child of Object.values(Object.freeze(value))) frozen(child);
  return value;
}

/** Front matter as parsed, by its text and this module's code (js-yaml's locked version with it). */
export const FRONT_MATTER = defineShelf<ParsedYaml>(import.meta.url, { name: 'front-matter', disk: 'record' });

/**
 * Data files as parsed, by their text and this module's code, as front matter is: a build with nothing to do then
 * parses no YAML at all, and js-yaml's first parses in a process, before it is warm, cost ten times its later ones.
 */
export const DATA_FILES = defineShelf<ParsedYaml>(import.meta.url, { name: 'data-files', disk: 'record' });

/** A data file's text parsed, or reused from an earlier build when the text and this code are unchanged. */
export function parseDataFile(text: string, reuse?: Reuse): ParsedYaml | Promise<ParsedYaml> {
  return reuse ? reuse.reuse(DATA_FILES, [text], () => parseYaml(text)) : parseYaml(text);
}

/** Front matter text parsed, or reused from an earlier build when the text and this code are unchanged. */
export function parseFrontMatter(yaml: string, reuse?: Reuse): ParsedYaml | Promise<ParsedYaml> {
  return reuse ? reuse.reuse(FRONT_MATTER, [yaml], () => parseYaml(yaml, 2)) : parseYaml(yaml, 2);
}
