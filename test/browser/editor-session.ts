import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { escapeRegExp } from '../../src/lib/text';
import { openProfilePage } from './site';
import { SAVED_NOTE } from '../../build/editor/read-back';
import { FORM_STATE } from '../../build/editor/form-state';

/**
 * The browser editor in its local mode, as the editor's browser tests drive it: `npm run dev` on a copy of the
 * content in a folder of its own, and the steps a member of staff takes in its screens.
 */
export let temp = '';
let server: ChildProcess | undefined;
export let origin = '';
let log = '';
export let page: Page;
let closePage = async () => {};
/** What the browser reported while the editor ran: console errors and refused policies. */
export let problems: string[] = [];

/** Polls `check` until it gives a value; fails with the server's output after `ms`. */
export async function eventually<T>(check: () => Promise<T | undefined>, what: string, ms = 30_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`${what}:\n${log.slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The dev site's page once it says `text`. */
export const pageSaying = (urlPath: string, text: string) =>
  eventually(async () => {
    const response = await fetch(origin + urlPath);
    const html = await response.text();
    return response.ok && html.includes(text) ? html : undefined;
  }, `${urlPath} never said ${text}`);

/**
 * A navigation, asked for again if the read-back of the last save cut in: that load can still be on its way after
 * the page left (a busy machine), and wins over the one asked for.
 */
async function afterAnyReload(navigate: () => Promise<unknown>) {
  for (let attempt = 1; ; attempt++) {
    const error = await navigate().then(
      () => null,
      (failed: Error) => failed,
    );
    if (!error) return;
    // The load cutting in shows as an interrupted or an aborted navigation, or as one that never ends.
    if (
      attempt === 3 ||
      !/interrupted by another navigation|ERR_ABORTED|NS_BINDING_ABORTED|Timeout/.test(error.message)
    )
      throw error;
    await page.waitForLoadState('load').catch(() => undefined);
  }
}

/** The editor's note that a save was read back from its file: the page loads again after each save, then says so. */
export const readBack = () => page.getByRole('status').filter({ hasText: SAVED_NOTE }).waitFor({ timeout: 30_000 });

/** Opens an editor screen afresh, signing in to the local backend the first time; `shown` says it is ready. */
export async function open(hash: string, shown = page.locator(FORM_STATE)) {
  // From a blank page: a change of the hash alone would keep the editor's last form. A save reads its form back by
  // loading the page again once written, so a test that ended on a save may see that load cut in: go blank again.
  await afterAnyReload(() => page.goto('about:blank'));
  // The editor's own words below say when it is ready; its scripts' load event can come late on a busy machine.
  await afterAnyReload(() => page.goto(`${origin}/admin/#${hash}`, { waitUntil: 'commit' }));
  const login = page.getByRole('button', { name: /^Sign in to edit / });
  // The first visit signs in to the local backend; the editor remembers it for the rest.
  await login.or(shown).first().waitFor({ timeout: 60_000 });
  if (await login.isVisible()) await login.click();
  await shown.waitFor();
}

/** Replaces a text field's value as typing does (the editor's inputs are controlled, so select and type). */
export async function type(label: string | RegExp, text: string, nth = 0) {
  const input = page.getByLabel(label, { exact: true }).nth(nth);
  await input.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(text);
}

/** Replaces the value of a field of the open list item, as `type` does: the closed items' fields are hidden. */
export async function typeInOpenItem(label: string | RegExp, text: string) {
  await page.getByLabel(label, { exact: true }).locator('visible=true').first().click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(text);
}

export async function choose(fieldId: string, option: string) {
  await page.locator(`[id^="${fieldId}-field-"]`).click();
  await page.getByText(option, { exact: true }).click();
}

/** A new post's form filled in: its title, Helen Marsh as author, News, and one paragraph; not yet saved. */
export async function writeNewPost(title: string, paragraph: string) {
  await open('/collections/posts/new');
  await type('Title', title);
  await choose('author', 'Helen Marsh');
  await choose('category', 'News');
  await page.locator('[data-slate-editor]').click();
  await page.keyboard.insertText(paragraph);
  // The form takes the body from the rich-text view a moment later, which on a busy machine came after the save,
  // refused for an empty body; the preview shows it has, as a person sees before pressing Save.
  await page.frameLocator('iframe').first().getByText(paragraph).first().waitFor();
}

/** Opens a collapsed item of a list by its toggle; the innermost item holding `text` is the last in the page. */
export async function expand(text: string, which: 'first' | 'last') {
  // An item's text starts with its summary; a word found further in (a note that names a home visit) is not it.
  const summary = new RegExp(`^${escapeRegExp(text)}`);
  const items = page.locator('[class*="ListItem"]', { hasText: summary });
  await items[which]().locator('[class*="TopBarButton"]').first().click();
}

/** Saves the open entry with one click of the editor's save button (Save, Save draft, Schedule or Publish). */
export async function publish() {
  await page
    .getByRole('button', { name: /^(Save|Save draft|Schedule|Publish)$/ })
    .first()
    .click();
}

/** The dev server on a copy of the content, for a test that drives its editor in engines of its choosing. */
export async function startEditorServer() {
  // A session of its own: an earlier file's session in this process must not answer for this one's server.
  log = '';
  temp = await mkdtemp(path.join(tmpdir(), 'clinic-editor-'));
  await cp('content', path.join(temp, 'content'), { recursive: true });
  await cp('content/images/treatment-room.jpg', path.join(temp, 'new-portrait.jpg'));
  const port = 4000 + Math.floor(Math.random() * 2000);
  origin = `http://127.0.0.1:${port}`;
  server = spawn('node', ['--import', 'tsx', 'build/serve/dev.ts', '--content', path.join(temp, 'content')], {
    env: { ...process.env, PORT: String(port) },
  });
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk));
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk));
  await eventually(async () => (/Serving/.test(log) ? true : undefined), 'dev server did not start', 90_000);
}

/** The dev server on a copy of the content, and a Chromium page at 1280 px to drive its editor. */
export async function startEditor() {
  await startEditorServer();
  ({ page, problems, close: closePage } = await openProfilePage(1280));
  // Leaving a form with unsaved changes asks first; the tests always mean to leave.
  page.on('dialog', (dialog) => void dialog.accept());
}

export async function stopEditor() {
  await closePage();
  server?.kill();
  await rm(temp, { recursive: true, force: true });
}

/** Stops the dev server of `startEditorServer` in a suite of its own, run after every engine's suites. */
export function stopEditorAtEnd(title: string) {
  const finished = suite(`${title}: end`);
  finished('should stop the dev server', stopEditor);
  finished.run();
}

/** Lines added and removed between two texts, as `git diff --numstat` counts them. */
export async function numstat(before: string, after: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'numstat-'));
  await writeFile(path.join(dir, 'a'), before);
  await writeFile(path.join(dir, 'b'), after);
  const git = spawn('git', ['diff', '--no-index', '--numstat', 'a', 'b'], { cwd: dir });
  let out = '';
  git.stdout.on('data', (chunk: Buffer) => (out += chunk));
  await new Promise((resolve) => git.on('close', resolve));
  await rm(dir, { recursive: true, force: true });
  return out.split('\t').slice(0, 2).join(' ');
}

/** A new, empty paragraph at the end of the open body, the cursor in it: a click after its last word, then Enter. */
export async function newParagraphAtEnd() {
  await cursorAtEnd();
  await page.keyboard.press('Enter');
}

/** The cursor after the body's last character, where a click after its last word puts it. */
async function cursorAtEnd() {
  await page.locator('[data-slate-editor]').evaluate((editor: HTMLElement) => {
    const walker = document.createTreeWalker(editor, NodeFilter.SHOW_TEXT);
    let last: Node | null = null;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.textContent?.trim()) last = node;
    editor.focus();
    last?.parentElement?.scrollIntoView({ block: 'center' });
    const range = document.createRange();
    range.setStart(last ?? editor, last?.textContent?.length ?? 0);
    window.getSelection()?.removeAllRanges();
    window.getSelection()?.addRange(range);
  });
  await page.waitForTimeout(300);
  await page.keyboard.press('End');
}

/** Adds a paragraph saying `words` at the end of the open body and links it through the link button's dialog. */
export async function linkNewParagraph(words: string, to: string) {
  await newParagraphAtEnd();
  await page.keyboard.insertText(words);
  await page.waitForFunction((text) => document.activeElement?.textContent?.trimEnd().endsWith(text), words);
  const dialog = page.getByRole('dialog', { name: 'Add a link' });
  const opened = () =>
    dialog.waitFor({ timeout: 20_000 }).then(
      () => true,
      () => false,
    );
  // A press the button did not get (the toolbar moved under the pointer on a busy machine) is made again, as a
  // person would, the words selected again first; the run says so, with what the page reported.
  for (let press = 1; ; press++) {
    if (press > 1) await cursorAtEnd();
    await page.keyboard.press('Shift+Home');
    await page.waitForFunction((text) => window.getSelection()?.toString() === text, words);
    await page.getByRole('button', { name: 'Link' }).click();
    if (await opened()) break;
    const reported = problems.length > 0 ? problems.join('\n') : 'nothing';
    if (press === 2) throw new Error(`the link button opened no dialog, pressed twice; the page reported ${reported}`);
    console.log(
      `the link button's first press opened no dialog, so it is pressed again; the page reported ${reported}`,
    );
  }
  const offered = await dialog
    .locator('datalist option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  assert.ok(offered.includes('About Us (/about/)'), 'the About page is offered by its title');
  await dialog.getByLabel(/A page of this site/).fill(to);
  // Enter, as a person typing does: it adds the link, as the button does.
  await dialog.getByLabel(/A page of this site/).press('Enter');
  await page.locator('[data-slate-editor] a', { hasText: words }).waitFor();
  // The form takes the body from the rich-text view a moment later; the preview shows it has.
  await page.frameLocator('iframe').first().locator('a', { hasText: words }).waitFor();
}
