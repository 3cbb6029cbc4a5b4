/**
 * What the editor's header says of the open form, in words a receptionist can trust. Decap said "Changes saved" of
 * any form nobody had changed since it was drawn: an item just opened, and even a new, empty one never saved. Its
 * phrase for that is now "No changes yet" (clinic-words.ts), and the page puts the more exact word in its place: "Not
 * saved yet" for a new item, "Saved" when the page was loaded again after saving this item (read-back.ts).
 */
export const FORM_STATES = {
  unchanged: 'No changes yet',
  changed: 'Unsaved changes',
  new: 'Not saved yet',
  saved: 'Saved',
} as const;
export type FormState = (typeof FORM_STATES)[keyof typeof FORM_STATES];

/** Decap's header word for a form unchanged since it was drawn (an emotion class name holds its component's name). */
export const UNCHANGED_STATUS = '[class*="BackStatusUnchanged"]';
/** The header's word for the form, changed or not. */
export const FORM_STATE = `${UNCHANGED_STATUS}, [class*="BackStatusChanged"]`;

/**
 * The header's word for the form: a new item's (its address ends in `/new`) is not saved yet, changed or not, as
 * Decap fills some of its fields as it opens; an unchanged one's, saved if a save of it loaded the page again.
 */
export function formWord(hash: string, changed: boolean, savedBeforeLoad: boolean): FormState {
  if (/^#\/collections\/[^/]+\/new\b/.test(hash)) return FORM_STATES.new;
  if (changed) return FORM_STATES.changed;
  return savedBeforeLoad ? FORM_STATES.saved : FORM_STATES.unchanged;
}

const TEXT_NODE = 3;

/** Keeps the header's word for the form exact, whatever Decap draws. */
export function sayWhetherSaved(savedBeforeLoad: () => boolean, root: Document = document) {
  let queued = false;
  const update = () => {
    queued = false;
    const status = root.querySelector(FORM_STATE);
    // Decap's own text node, whose words are changed in place: the element stays React's to replace.
    const text = status?.firstChild;
    if (!status || text?.nodeType !== TEXT_NODE) return;
    const word = formWord(root.location.hash, !status.matches(UNCHANGED_STATUS), savedBeforeLoad());
    // Only a changed word is written: writing the same one would be seen as a change, and wake this again.
    if (text.nodeValue !== word) text.nodeValue = word;
  };
  new MutationObserver(() => {
    if (!queued) (queued = true), requestAnimationFrame(update);
  }).observe(root.body, { subtree: true, childList: true, characterData: true });
  root.defaultView?.addEventListener('hashchange', update);
}
