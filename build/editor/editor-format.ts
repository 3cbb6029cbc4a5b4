import { parse } from 'yaml';
import { editYaml } from '../../src/content/yaml-edit';
import { isStandIn, type StandIn } from '../../src/content/stand-in';

/**
 * How the browser editor reads and writes the data files (content/*.yaml), registered as its own file format:
 * - a file that is one list is edited as `{ entries: [...] }`, since the editor's fields need names;
 * - a stand-in `{ standIn, replaceWith }`, in a data file or front matter, is edited as its plain value, its note
 *   kept beside it under `_standIns`;
 *   saved unchanged it is written back as the stand-in, so only a value the clinic typed stops being one;
 * - the file's text as it was read is kept beside the values, and only the lines whose values changed are written
 *   anew (yaml-edit.ts): comments, order and quoting stay, and a file saved unchanged is the same file.
 */
export const LIST_KEY = 'entries';
const NOTES = '_standIns';
/** The text an entry was read from, which its save edits. */
export const SOURCE = '_source';

type Plain = Record<string, unknown>;
const isObject = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function unwrap(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(unwrap);
  if (!isObject(value)) return value;
  const notes: Record<string, StandIn<unknown>> = {};
  const fields = Object.entries(value).map(([key, field]) => {
    if (!isStandIn(field)) return [key, unwrap(field)];
    notes[key] = field;
    return [key, field.standIn];
  });
  return { ...Object.fromEntries(fields), ...(Object.keys(notes).length > 0 ? { [NOTES]: notes } : {}) };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function rewrap(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewrap);
  if (!isObject(value)) return value;
  const { [NOTES]: notes = {}, ...fields } = value as Plain & { [NOTES]?: Record<string, StandIn<unknown>> };
  return Object.fromEntries(
    Object.entries(fields).map(([key, field]) => {
      const note = notes[key];
      // Compared as plain data: the editor hands back its own copies of lists and objects.
      return [
        key,
        note && same(field, note.standIn) ? { standIn: note.standIn, replaceWith: note.replaceWith } : rewrap(field),
      ];
    }),
  );
}

export function readDataFile(text: string): Plain {
  const value = unwrap(parse(text));
  return { ...(Array.isArray(value) ? { [LIST_KEY]: value } : (value as Plain)), [SOURCE]: text };
}

/** A data file's form as the file would hold it: a list file as its list, each stand-in kept unchanged as one. */
export function dataFileValue(data: Plain): unknown {
  const { [SOURCE]: _, ...rest } = data;
  return rewrap(LIST_KEY in rest && Object.keys(rest).length === 1 ? rest[LIST_KEY] : rest);
}

export function writeDataFile(data: Plain): string {
  return editYaml(String(data[SOURCE] ?? ''), dataFileValue(data));
}

/** A Markdown file's front matter and body, as the build reads them (build/stages/read/front-matter.ts). */
const FRONT_MATTER = /^---\r?\n([\s\S]*?\r?\n)?---(?:\r?\n|$)/;

/**
 * A collection's item (front matter and Markdown body) as the editor's fields and its `body`. Written back, the body
 * is saved as the editor hands it (untouched, as it was read) and the front matter changes only where a value did.
 */
export function readEntryFile(text: string): Plain {
  const match = FRONT_MATTER.exec(text);
  // Stand-ins in front matter (a registration number) are edited as plain values, as in the data files.
  const fields = unwrap(match?.[1] ? parse(match[1]) : {}) as Plain;
  return { ...fields, body: match ? text.slice(match[0].length) : text, [SOURCE]: text };
}

/** A list item's marker at the start of a line: `- `, `* ` or `+ `, after any indent; never a rule (`* * *`). */
const LIST_MARKER = /^(\s*)[-*+](?= (?![-*_ ]*$))/gm;

/**
 * A body the rich-text view wrote back, with the file's own list marker: the editor writes every bullet as `*`, so
 * a file written with `-` would otherwise change on every line of every list for a one-word fix.
 */
export function keepListMarkers(original: string, body: string): string {
  const marker = /^\s*([-*+]) /m.exec(original)?.[1];
  return marker && body !== original ? body.replace(LIST_MARKER, `$1${marker}`) : body;
}

export function writeEntryFile(data: Plain): string {
  const { [SOURCE]: source, body = '', ...fields } = data;
  const match = typeof source === 'string' ? FRONT_MATTER.exec(source) : null;
  const original = match && typeof source === 'string' ? source.slice(match[0].length) : '';
  const text = keepListMarkers(original, String(body));
  // A blank line between the front matter and the body, as the post template lays out a new item, and as a file that
  // had one keeps it: the rich-text view hands the body back without it, a line changed by every save.
  const blankLine = match ? original.startsWith('\n') : text !== '';
  const opening = blankLine && !text.startsWith('\n') ? '\n' : '';
  return `---\n${editYaml(match?.[1] ?? '', rewrap(fields))}---\n${opening}${text}`;
}
