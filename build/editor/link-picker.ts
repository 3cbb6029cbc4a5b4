import type { SitePage } from './editor-links';

/**
 * The body editor's link button, offering the site's own pages by title. Decap asks for a link with the browser's
 * `window.prompt`, which can show no list; so the prompt for a link answers "cancel" at once and opens this dialog
 * instead, and the dialog's choice clicks the same button again, when the prompt gives that choice straight back.
 * The rich-text editor keeps its selection meanwhile, so the link goes on the words that were selected.
 */
const LINK_PROMPT = 'Enter the URL of the link';
/** The link button, by the name the editor gives it. */
const LINK_BUTTON = 'button[title="Link"]';

/** A page's title in the list, with its address so two pages of one title can be told apart. */
const choiceOf = (page: SitePage) => `${page.title} (${page.path})`;

function dialogFor(pages: SitePage[]) {
  const dialog = document.createElement('dialog');
  dialog.setAttribute('aria-labelledby', 'link-picker-title');
  dialog.style.cssText = 'max-width:36rem;width:90vw;padding:1.25rem;border-radius:8px;font:1rem/1.5 system-ui';
  dialog.innerHTML =
    '<form method="dialog"><h2 id="link-picker-title" style="margin:0 0 .5rem;font-size:1.25rem">Add a link</h2>' +
    '<label for="link-picker-input">A page of this site (start typing its title), or a web address ' +
    'starting with https://</label>' +
    '<input id="link-picker-input" list="link-picker-pages" autocomplete="off" ' +
    // Its own border: Decap's styles take the browser's from every input, and the box was seen only by its arrow.
    'style="display:block;width:100%;margin:.5rem 0 1rem;padding:.5rem;font:inherit;box-sizing:border-box;' +
    'border:1px solid #5f6b75;border-radius:4px">' +
    '<datalist id="link-picker-pages"></datalist>' +
    '<div style="display:flex;gap:.75rem;justify-content:flex-end">' +
    '<button type="button" value="cancel">Cancel</button><button value="add">Add link</button></div></form>';
  // Enter in the box submits the form by its first submit button: Cancel was that, and Enter closed the box with no
  // link and no word. Cancel is a plain button now, so Enter adds the link, as the box's one action.
  dialog.querySelector('button[value="cancel"]')?.addEventListener('click', () => dialog.close('cancel'));
  const list = dialog.querySelector('datalist') as HTMLDataListElement;
  for (const page of pages) {
    const option = document.createElement('option');
    option.value = choiceOf(page);
    list.append(option);
  }
  document.body.append(dialog);
  return dialog;
}

/** What the dialog's text links to: a page chosen by its title, or the address typed. */
export function linkOf(text: string, pages: SitePage[]): string {
  const typed = text.trim();
  return pages.find((page) => choiceOf(page) === typed || page.title === typed)?.path ?? typed;
}

/**
 * Where text nodes of `root` hold the character at `offset` of its text. An offset at the end of one node is also
 * the start of the next: a range's start takes the next node's start (`edge` 'start'), so it does not reach back
 * over the end of the paragraph before, and its end takes the node before.
 */
function pointAt(root: Element, offset: number, edge: 'start' | 'end'): [Node, number] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let left = offset;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const length = node.textContent?.length ?? 0;
    if (edge === 'end' ? left <= length : left < length) return [node, left];
    left -= length;
  }
  return [root, root.childNodes.length];
}

/**
 * The words selected in the rich-text editor, kept as offsets in its text while the dialog has the focus (the
 * editor draws its text again meanwhile); `restore` selects them again.
 */
function keepSelection(): { words: string; restore: () => void } {
  const selection = window.getSelection();
  const range = selection?.rangeCount ? selection.getRangeAt(0) : undefined;
  const editable = range?.startContainer.parentElement?.closest<HTMLElement>('[contenteditable="true"]');
  if (!range || !editable) return { words: '', restore: () => undefined };
  const before = document.createRange();
  before.setStart(editable, 0);
  before.setEnd(range.startContainer, range.startOffset);
  const start = before.toString().length;
  const end = start + range.toString().length;
  const restore = () => {
    editable.focus();
    const again = document.createRange();
    again.setStart(...pointAt(editable, start, start === end ? 'end' : 'start'));
    again.setEnd(...pointAt(editable, end, 'end'));
    selection?.removeAllRanges();
    selection?.addRange(again);
  };
  return { words: range.toString(), restore };
}

/** How long a selection must stand before the rich-text editor has surely read it (it reads every 100 ms). */
const SETTLE_MS = 400;
/** How often the button is looked for again, and how many times, before the choice is given up. */
const RETRY_MS = 250;
const TRIES = 40;

/**
 * Selects the kept words again and, once the selection has stood long enough for the rich-text editor to read it,
 * presses the link button, found again by its name (the toolbar is drawn again meanwhile). It keeps trying until
 * the button's prompt has taken the choice, so a slow machine or a toolbar caught mid-redraw loses nothing.
 */
function pressWhenSelected(kept: { words: string; restore: () => void }, title: string, taken: () => boolean) {
  let standingSince: number | undefined;
  let presses = 0;
  let tries = 0;
  kept.restore();
  const attempt = () => {
    if (taken() || ++tries > TRIES) return;
    if ((window.getSelection()?.toString() ?? '') !== kept.words) {
      standingSince = undefined;
      kept.restore();
    } else {
      standingSince ??= Date.now();
      const button = document.querySelector<HTMLElement>(`button[title="${title}"]`);
      // A press that the prompt did not answer is tried once more, not again and again: a second press on a link
      // takes the link away.
      if (button && Date.now() - standingSince >= SETTLE_MS && presses < 2) {
        presses += 1;
        standingSince = Date.now() + SETTLE_MS;
        button.click();
      }
    }
    setTimeout(attempt, RETRY_MS);
  };
  setTimeout(attempt, RETRY_MS);
}

/** Replaces the link button's prompt; `pages` gives the site's pages when the button is pressed. */
export function offerPagesForLinks(pages: () => Promise<SitePage[]>) {
  let button: HTMLButtonElement | null = null;
  let chosen: string | undefined;
  document.addEventListener(
    'click',
    (event) => {
      button = (event.target as Element | null)?.closest('button') ?? null;
    },
    true,
  );
  // A press on a button moves the browser's selection into the button, so the words to link would be lost before
  // the prompt is asked for; the editor means its toolbar to keep the selection, and this makes the link button do so.
  document.addEventListener(
    'mousedown',
    (event) => {
      if ((event.target as Element | null)?.closest(LINK_BUTTON)) event.preventDefault();
    },
    true,
  );
  const prompt = window.prompt.bind(window);
  window.prompt = (message?: string, fallback?: string) => {
    if (message !== LINK_PROMPT) return prompt(message, fallback);
    if (chosen !== undefined) {
      const link = chosen;
      chosen = undefined;
      return link;
    }
    const pressed = button;
    const title = pressed?.title ?? '';
    const kept = keepSelection();
    // Without the list (the site's pages could not be read), an address can still be typed: the save checks it.
    void pages()
      .catch(() => [])
      .then((list) => {
        const dialog = dialogFor(list);
        const input = dialog.querySelector('input') as HTMLInputElement;
        dialog.addEventListener('close', () => {
          dialog.remove();
          if (dialog.returnValue !== 'add' || !input.value.trim()) return;
          chosen = linkOf(input.value, list);
          pressWhenSelected(kept, title, () => chosen === undefined);
        });
        dialog.showModal();
      });
    return null;
  };
}
