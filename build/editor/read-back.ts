import { UNCHANGED_STATUS } from './form-state';
import { keepView, restoreView } from './kept-view';
import { showNote } from './staff-note';

/**
 * After a save the page loads again, so the form shows the file as it was written, not what was typed: Decap keeps
 * the form it had, whose "Changes saved" then compared later typing with the value first loaded (a fee saved as 71
 * and typed back to 70 said saved while the file said 71). A note says the save happened, since the reload clears
 * Decap's own notice, and the form comes back open and scrolled as it was left (kept-view.ts).
 */
const SAVED_KEY = 'editor-saved';
export const SAVED_NOTE = 'Saved. The form now shows the item as it is in the site’s files.';
/** How long Decap may take to finish a save (its notice, a new item's address, its backup removed). */
const SETTLE_MS = 30_000;

interface Events {
  registerEventListener(listener: { name: string; handler: () => unknown }): void;
}

/**
 * Decap has finished with a save once its header says the form is unchanged and the address is the item's own (a new
 * item's moves from `…/new` to its name); "Save and write another" stays on `…/new`.
 */
const settled = () => /\/entries\//.test(location.hash) && document.querySelector(UNCHANGED_STATUS) !== null;

/** Set from a save until the page loads again: the move to a new item's own address then is the save's, not a visit. */
let saveFinishing = false;
export const savedJustNow = () => saveFinishing;

async function reloadOnceSettled() {
  saveFinishing = true;
  for (const until = Date.now() + SETTLE_MS; !settled(); await new Promise((resolve) => setTimeout(resolve, 100)))
    if (Date.now() > until) return void (saveFinishing = false);
  // Decap removes the item's backup in the browser just after: a backup left would be offered again on the reload.
  await new Promise((resolve) => setTimeout(resolve, 500));
  sessionStorage.setItem(SAVED_KEY, location.hash);
  keepView();
  location.reload();
}

/** The address of the item whose save loaded this page again, if one did. */
let readBack: string | undefined;
const itemOf = (hash: string) => hash.split('?')[0];
/**
 * Whether this page was loaded again after a save of the item it shows: its header then says "Saved". Another item
 * opened afterwards was not just saved: it says "No changes yet".
 */
export const loadedAfterSave = () => readBack !== undefined && itemOf(location.hash) === itemOf(readBack);

export function readBackAfterSave(cms: Events) {
  cms.registerEventListener({ name: 'postSave', handler: () => void reloadOnceSettled() });
  const saved = sessionStorage.getItem(SAVED_KEY);
  if (saved === null) return;
  sessionStorage.removeItem(SAVED_KEY);
  readBack = saved;
  showNote(SAVED_NOTE, { onThisItem: true });
  void restoreView();
}
