/**
 * A save names the item its form loaded and the content it started from (its base). A save is refused, with nothing
 * written, when it would go into another item's file, or when the file has changed since the form read it: in both
 * cases writing would throw away work nobody saw. The same words come from the dev server and the live editor.
 */
export interface SaveBase {
  /** The file the form was opened for, or null for a new item. */
  loaded: string | null;
  /** What that file held when the form read it (a digest, or the text itself), or null for a new item. */
  base: string | null;
}

export const NOT_THIS_FORM =
  'Not saved: this form was opened for another item than the one it would save into, so saving could have ' +
  'written over it. Nothing was changed. Open the item again from its list and make your change there.';

export const CHANGED_SINCE =
  'Not saved: this item was changed somewhere else after you opened it (in another tab, or by someone else). ' +
  'Nothing was changed. Copy what you typed, open the item again to see it as it is now, then make your change.';

export const ALREADY_THERE =
  'Not saved: another item already has this address. Nothing was changed. Give this one a different title.';

/**
 * Why a save into `path` must be refused, or undefined when it may go ahead. `current` is what the file holds now,
 * in the same form as the base (null when there is no such file).
 */
export function baseProblem(path: string, given: Partial<SaveBase>, current: string | null): string | undefined {
  if (given.loaded === undefined || given.base === undefined) return NOT_THIS_FORM;
  if (given.loaded === null) return current === null ? undefined : ALREADY_THERE;
  if (given.loaded !== path) return NOT_THIS_FORM;
  return current === given.base ? undefined : CHANGED_SINCE;
}
