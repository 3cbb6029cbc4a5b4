import { saveButton } from './save-words';

/**
 * Saving is one click. Decap's save button opens a menu whose first item, "Save now", is the save itself (the others
 * save and start another item, or a copy): two clicks for every save, and a menu to read on the way. So a press of the
 * button, by mouse or keyboard, chooses "Save now" as soon as the menu opens, and the menu is never seen.
 */

/** The save itself, in the menu Decap's save button opens (clinic-words.ts words it). */
export const SAVE_NOW = 'Save now';

/** A key that presses a button. */
const PRESS_KEYS = new Set(['Enter', ' ']);

/** The "Save now" item, once the button's menu is open. */
const saveNowItem = (root: Document) =>
  [...root.querySelectorAll<HTMLElement>('[role="menuitem"]')].find((item) => item.textContent?.trim() === SAVE_NOW);

/** Makes a press of the save button save at once, choosing "Save now" from the menu it opens. */
export function saveInOneClick(root: Document = document) {
  let pressed = false;
  const choose = () => {
    const item = pressed && saveNowItem(root);
    if (!item) return;
    pressed = false;
    item.click();
  };
  const press = (event: Event) => {
    const button = saveButton(root);
    if (!button || !(event.target instanceof Node) || !button.contains(event.target)) return;
    if (event instanceof KeyboardEvent && !PRESS_KEYS.has(event.key)) return;
    pressed = true;
    // The menu opens as Decap handles this same event: choose from it once it is in the page.
    requestAnimationFrame(choose);
  };
  root.addEventListener('click', press, true);
  root.addEventListener('keydown', press, true);
  new MutationObserver(choose).observe(root.body, { subtree: true, childList: true });
}
