import { dump, load } from 'js-yaml';
import { isStandIn, type StandIn } from './stand-in';

/**
 * How the browser editor reads and writes the data files (content/*.yaml), registered as its own file format:
 * - a file that is one list is edited as `{ entries: [...] }`, since the editor's fields need names;
 * - a stand-in `{ standIn, replaceWith }` is edited as its plain value, its note kept beside it under `_standIns`;
 *   saved unchanged it is written back as the stand-in, so only a value the clinic typed stops being one;
 * - the comment at the top of the file, which tells editors what it holds, is kept.
 */
export const LIST_KEY = 'entries';
const NOTES = '_standIns';
const HEADER = '_header';

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
  const header = /^(?:#[^\n]*\n)*/.exec(text)?.[0] ?? '';
  const value = unwrap(load(text));
  return { ...(Array.isArray(value) ? { [LIST_KEY]: value } : (value as Plain)), [HEADER]: header };
}

export function writeDataFile(data: Plain): string {
  const { [HEADER]: header = '', ...rest } = data;
  const value = rewrap(LIST_KEY in rest && Object.keys(rest).length === 1 ? rest[LIST_KEY] : rest);
  // One line per value however long, and short lists and objects inline as the files write them.
  return `${String(header)}${dump(value, { lineWidth: -1, noRefs: true, flowLevel: -1 })}`;
}
