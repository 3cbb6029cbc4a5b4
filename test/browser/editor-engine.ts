import type { EnginePage } from './engines/index';
import { FORM_STATE, type FormState } from '../../build/editor/form-state';

/**
 * A receptionist's steps in the browser editor through the engines' common page API, so a test of the editor runs
 * in Chromium and Firefox alike: Playwright's locators, which the Chromium-only editor tests use, are not there.
 */

/**
 * Waits until `fn` holds in the page, across the page loading again: the editor loads afresh when its address moves
 * to another item and after a save, which ends a wait running in the page that was there.
 */
export async function until<A>(page: EnginePage, fn: (arg: A) => unknown, arg: A, what: string, ms = 60_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const left = deadline - Date.now();
    const error = await page.waitFor(fn, arg, what, Math.min(left, 5_000)).then(
      () => undefined,
      (error: Error) => error,
    );
    if (!error) return;
    if (Date.now() >= deadline) {
      // What the page showed, so a failure says where the editor was.
      const shown = await page
        .evaluate(() => `${location.hash}: ${document.body.innerText.replace(/\s+/g, ' ').slice(0, 300)}`)
        .catch(() => 'nothing');
      throw new Error(`${error.message}; the page showed ${shown}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Takes a step that moves the editor to another item (an address typed, Back, Forward) and waits for the page that
 * loads for it: the editor loads afresh for another item, sometimes just after Decap has drawn the item's form, so
 * a later step taken on the old page would be lost with it.
 */
export async function toAnotherItem(page: EnginePage, step: () => Promise<void>): Promise<void> {
  await page.evaluate(() => void ((window as unknown as { left?: boolean }).left = true));
  await step();
  await until(page, () => !(window as unknown as { left?: boolean }).left, undefined, 'the page to load afresh');
}

/** Clicks the first element matching `selector` whose text is `text` (a regular expression's source, whole). */
export async function clickText(page: EnginePage, selector: string, text: string): Promise<void> {
  await until(
    page,
    ([selector, text]) => {
      const pattern = new RegExp(`^(${text})$`, 'i');
      // Shown: Decap's save menu is a box of no height around its items, whose words are its only item's.
      const found = [...document.querySelectorAll<HTMLElement>(selector)].find((el) => {
        const { width, height } = el.getBoundingClientRect();
        return width > 0 && height > 0 && pattern.test(el.textContent?.trim() ?? '');
      });
      document.querySelector('[data-test-click]')?.removeAttribute('data-test-click');
      found?.setAttribute('data-test-click', '');
      return !!found;
    },
    [selector, text] as const,
    `${selector} saying ${text}`,
  );
  await page.click('[data-test-click]');
}

/** Waits until the form shows `text`: a field's whole value, or words of a rich-text field. */
export function formShows(page: EnginePage, text: string): Promise<void> {
  return until(
    page,
    (text) =>
      [...document.querySelectorAll<HTMLInputElement>('input, textarea')].some((field) => field.value === text) ||
      [...document.querySelectorAll('[data-slate-editor]')].some((editor) => editor.textContent?.includes(text)),
    text,
    `the form to show "${text}"`,
  );
}

/** Waits until the editor's header says `state` of the form: "No changes yet", "Saved", "Unsaved changes"… */
export function formSays(page: EnginePage, state: FormState): Promise<void> {
  return until(
    page,
    ([state, shown]) => document.querySelector(shown)?.textContent === state,
    [state, FORM_STATE] as const,
    `the header to say "${state}"`,
    15_000,
  );
}

/** Opens the editor at an item's address, as a bookmark does, signing in to local mode the first time. */
export async function openEditorAt(page: EnginePage, hash: string, shows: string): Promise<void> {
  await page.goto(`/admin/#${hash}`);
  await until(
    page,
    (shown) => /Sign in to edit/.test(document.body.innerText) || document.querySelector(shown) !== null,
    FORM_STATE,
    'the editor to open',
  );
  if (await page.evaluate(() => /Sign in to edit/.test(document.body.innerText)))
    await clickText(page, 'button', 'Sign in to edit .*');
  await formShows(page, shows);
}

/**
 * Replaces a text field's whole value by typing, as a receptionist does, who sees what she typed. Decap's text fields
 * can drop a run of keys typed at a driver's speed on a loaded machine ("Frozender" for "Frozen shoulder"), as they
 * did before any of the editor's own code ran: she then types it again.
 */
export async function retype(page: EnginePage, fieldName: string, text: string): Promise<void> {
  const selector = `[id^="${fieldName}-field-"]`;
  const shows = ([selector, text]: readonly [string, string]) =>
    document.querySelector<HTMLInputElement>(selector)?.value === text;
  for (let tries = 0; tries < 3; tries++) {
    await page.fill(selector, text);
    if (
      await until(page, shows, [selector, text] as const, `${fieldName} to show "${text}"`, 3_000).then(
        () => true,
        () => false,
      )
    )
      return;
  }
  await until(page, shows, [selector, text] as const, `${fieldName} to show "${text}"`);
}

/** Saves with one click of the editor's save button, as a receptionist does: no menu to choose from. */
export async function saveNow(page: EnginePage): Promise<void> {
  await clickText(page, 'button, [role="button"]', 'Save|Save draft|Schedule|Publish');
}

/**
 * Opens a collapsed item of a list by its toggle, as `expand` in editor-session.ts does: the item whose summary
 * starts with `text`, the first or the last (the innermost) in the page.
 */
export async function expandItem(page: EnginePage, text: string, which: 'first' | 'last'): Promise<void> {
  await until(
    page,
    ([text, which]) => {
      const items = [...document.querySelectorAll('[class*="ListItem"]')].filter((item) =>
        item.textContent?.trim().startsWith(text),
      );
      const toggle = items[which === 'first' ? 0 : items.length - 1]?.querySelector('[class*="TopBarButton"]');
      document.querySelector('[data-test-click]')?.removeAttribute('data-test-click');
      toggle?.setAttribute('data-test-click', '');
      return !!toggle;
    },
    [text, which] as const,
    `a list item starting "${text}"`,
  );
  await page.click('[data-test-click]');
}

/** Replaces the value of the shown field named `fieldName` by typing: a closed list item's fields are hidden. */
export async function retypeShown(page: EnginePage, fieldName: string, text: string): Promise<void> {
  await until(
    page,
    (fieldName) => {
      const shown = [...document.querySelectorAll<HTMLElement>(`[id^="${fieldName}-field-"]`)].find(
        (field) => field.getBoundingClientRect().height > 0,
      );
      document.querySelector('[data-test-field]')?.removeAttribute('data-test-field');
      shown?.setAttribute('data-test-field', '');
      return !!shown;
    },
    fieldName,
    `a shown field ${fieldName}`,
  );
  await page.fill('[data-test-field]', text);
}
