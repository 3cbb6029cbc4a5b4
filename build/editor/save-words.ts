import { postState } from '../../src/lib/publishing';

/**
 * The editor's save button says what a save will do to an item with drafts and dates: "Save draft" while its
 * Published switch is off, "Schedule" while it is on with a later date, "Publish" while it is on with a date that has
 * come. Decap has one phrase for the button, so the page puts the word in the button's own text as the form changes;
 * Decap's phrase stays "Save", which is what the button says of an item without drafts (a page, a price list).
 */
export type SaveWord = 'Save' | 'Save draft' | 'Schedule' | 'Publish';
const WORDS: string[] = ['Save', 'Save draft', 'Schedule', 'Publish'] satisfies SaveWord[];

/** The word for a form's switch and date, as the build reads them (src/lib/publishing.ts). */
export function saveWord(published: boolean, publishedAt: string, now = Date.now()): SaveWord {
  const state = postState({ published, published_at: publishedAt }, now);
  return state === 'draft' ? 'Save draft' : state === 'scheduled' ? 'Schedule' : 'Publish';
}

/** The word for the open form: its Published switch and its date field, or none for an item without drafts. */
function formWord(root: Document): SaveWord {
  const toggle = root.querySelector('[id^="published-field-"]');
  const date = root.querySelector<HTMLInputElement>('input[id^="published_at-field-"]');
  if (!toggle) return 'Save';
  // The date box, typed day first, holds the moment as the files keep it in `data-moment` (date-widget.ts). An item
  // without one (a team member) is never scheduled.
  const moment = date ? date.dataset.moment || new Date().toISOString() : '';
  return saveWord(toggle.getAttribute('aria-checked') === 'true', moment);
}

/** The text of the editor's save button: the toolbar's text that is one of the words. */
function buttonText(root: Document): Text | undefined {
  for (const bar of root.querySelectorAll('[class*="ToolbarSectionMain"], [class*="EditorToolbar"]')) {
    const walker = root.createTreeWalker(bar, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (WORDS.includes(node.nodeValue ?? '')) return node as Text;
  }
  return undefined;
}

/** The save button itself: the element Decap's menu opens from, round the word. */
export const saveButton = (root: Document): HTMLElement | undefined => {
  const word = buttonText(root)?.parentElement;
  return word?.closest<HTMLElement>('[role="button"]') ?? word ?? undefined;
};

/** Keeps the save button's word in step with the form, once a frame at most, whatever changed it. */
export function sayWhatSaveDoes(root: Document = document) {
  let queued = false;
  const update = () => {
    queued = false;
    const text = buttonText(root);
    const word = formWord(root);
    // Only a changed word is written: writing the same one would be seen as a change, and wake this again.
    if (text && text.nodeValue !== word) text.nodeValue = word;
  };
  new MutationObserver(() => {
    if (!queued) (queued = true), requestAnimationFrame(update);
  }).observe(root.body, { subtree: true, childList: true, characterData: true, attributes: true });
  // The date field says its value in `value`, which no mutation reports: typing in it is an input event.
  root.addEventListener('input', () => requestAnimationFrame(update), true);
}
