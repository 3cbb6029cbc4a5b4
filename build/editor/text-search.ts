import type { EditorField } from './editor-fields';

/**
 * Search covers the text. Decap's search looks only at a folder collection's title and author and at the fields its
 * list summary names, and matches loosely, letter by letter: "River Wandle" did not find About, whose body holds the
 * words. So each collection's summary also names its text fields and body, drawn as nothing (`unseenInSummary`), and
 * Decap looks through them. A loose match over a whole body would find nearly every item, so what it finds is then
 * kept to the items that hold every word searched for (`keepItemsWithEveryWord`).
 */

/** The widgets whose values are text a receptionist may look for. */
const TEXT_WIDGETS = new Set(['string', 'text', 'markdown']);

/** The fields of a form whose text search looks through: text, and lists of text. */
export const searchedFields = (fields: EditorField[]) =>
  fields
    .filter((field) => TEXT_WIDGETS.has(field.widget) || TEXT_WIDGETS.has(field.field?.widget ?? ''))
    .map((field) => field.name);

/** Template words for a summary that name the fields for Decap's search and show nothing of them in the list. */
export const unseenInSummary = (names: string[]) => names.map((name) => `{{${name} | ternary('', '')}}`).join('');

/** Words as search compares them: small letters without accents, so "Café" is found by "cafe". */
const wordsOf = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu) ?? [];

/** Every piece of text in an item's values, however deep. */
const textsOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(textsOf) : [];

/** Whether an item's text holds each word searched for, as a word or its start ("physio" finds "physiotherapy"). */
export function holdsEveryWord(term: string, data: unknown): boolean {
  const text = ` ${wordsOf(textsOf(data).join(' ')).join(' ')}`;
  return wordsOf(term).every((word) => text.includes(` ${word}`));
}

type Action = { type: string; payload?: { searchTerm?: string; entries?: { data?: unknown }[]; page?: number } };

/** Decap's names for: a search asked for, with its words, and what it found. */
const SEARCH_ASKED = 'SEARCH_ENTRIES_REQUEST';
const SEARCH_FOUND = 'SEARCH_ENTRIES_SUCCESS';

/** A dispatch that keeps, of what Decap's search found, the items holding every word searched for. */
export function keepItemsWithEveryWord(dispatch: (action: Action) => unknown): (action: Action) => unknown {
  let term = '';
  return (action) => {
    if (action.type === SEARCH_ASKED) term = action.payload?.searchTerm ?? '';
    if (action.type !== SEARCH_FOUND || !action.payload?.entries) return dispatch(action);
    const entries = action.payload.entries.filter((entry) => holdsEveryWord(term, entry.data));
    return dispatch({ ...action, payload: { ...action.payload, entries } });
  };
}
