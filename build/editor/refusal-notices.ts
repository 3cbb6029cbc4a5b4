/**
 * A save or deletion the editor refuses, said as a receptionist reads it and left on screen until she closes it.
 * Decap words the notice "Failed to persist entry: Error: Not saved: …": its phrase, then the error as JavaScript
 * prints one. Its phrase takes the error object, not its message, so no phrase alone can drop the "Error:"; the
 * notice is given its plain words before Decap's store keeps it. Decap also closes the notice after eight seconds,
 * which left the form on "Unsaved changes" with no reason by the time she looked: a refusal says what to do, and
 * stays until she closes it (a click on it, or its ×).
 */
type Action = { type: string; payload?: unknown };
interface Notice {
  message?: string | { key?: string; details?: unknown };
  type?: string;
  dismissAfter?: number | false;
}

/** Decap's name for showing a notice, and its phrases for a save and a deletion that failed. */
const NOTICE = 'NOTIFICATION_SEND';
const FAILED: Record<string, string> = { 'ui.toast.onFailToPersist': 'saved', 'ui.toast.onFailToDelete': 'deleted' };

/** The words of a refusal: its own when they say what was not done ("Not saved: …"), or after what was not. */
export function refusalWords(details: unknown, undone: string): string {
  const said = (details instanceof Error ? details.message : String(details ?? '')).replace(/^(\w*Error: )+/, '');
  return /^Not \w/.test(said) ? said : `Not ${undone}: ${said || 'the editor could not reach the site'}`;
}

/** The notice of a failed save or deletion in plain words, kept until closed; every other action as it was. */
export function plainRefusal(action: Action): Action {
  if (action.type !== NOTICE) return action;
  const notice = action.payload as Notice;
  const key = typeof notice?.message === 'object' ? notice.message.key : undefined;
  const undone = key && FAILED[key];
  if (!undone || typeof notice.message !== 'object') return action;
  const message = refusalWords(notice.message.details, undone);
  return { ...action, payload: { ...notice, message, dismissAfter: false } };
}

/** A dispatch into Decap's store that puts refusals in plain words on their way in (see store-hook.ts). */
export const plainRefusals =
  (dispatch: (action: Action) => unknown) =>
  (action: Action): unknown =>
    dispatch(plainRefusal(action));

/** What Decap rejects a refused save's or deletion's promise with: nothing (a field to fill in), or its failure. */
export function isDecapRefusal(reason: unknown): boolean {
  if (reason === undefined) return true;
  const type = typeof reason === 'object' && reason !== null && 'type' in reason ? reason.type : undefined;
  return type === 'ENTRY_PERSIST_FAILURE' || type === 'ENTRY_DELETE_FAILURE';
}

/** A refusal the editor said on screen: its error's words start as a refusal's do ("Not saved as a draft: …"). */
const isRefusalError = (value: unknown) => value instanceof Error && /^Not \w+( as a draft)?:/.test(value.message);

/**
 * After a refusal's notice, Decap logs the refusal as an error and rejects the save's promise, which nothing catches,
 * so every refused save was also two errors in the browser's console ("Not saved: …", then "undefined" or "Object"):
 * noise that hid real errors from whoever looks. The refusal has been said on screen; only those two are kept from
 * the console, and every other error is logged as it was.
 */
export function quietRefusedSaves(target: Pick<Window, 'addEventListener'> & { console: Pick<Console, 'error'> }) {
  target.addEventListener('unhandledrejection', (event) => {
    if (isDecapRefusal(event.reason)) event.preventDefault();
  });
  const logError = target.console.error.bind(target.console);
  target.console.error = (...said: unknown[]) => {
    if (!isRefusalError(said[0])) logError(...said);
  };
}
