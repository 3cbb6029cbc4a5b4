import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { eventually, numstat, open, page, pageSaying, publish, startEditor, stopEditor, temp } from './editor-session';

/**
 * A receptionist's tasks, end to end in Chromium: each done in /admin/ under the dev server as she would do it,
 * and each checked by what the site then shows and by the size of the change to the file (`git diff --numstat`).
 * Refusals are checked by the file left byte for byte as it was.
 */
const tasks = suite('a receptionist in the editor');
tasks.before(startEditor);
tasks.after(stopEditor);

const read = (file: string) => readFile(path.join(temp, 'content', file), 'utf8');

/** The editor's error notice, once it shows one holding `text`. */
const notice = (text: string) => page.getByText(text, { exact: false }).first().waitFor({ timeout: 30_000 });

/** Waits while a save would have been written, so a refused one is seen to have written nothing. */
const settle = () => page.waitForTimeout(1500);

tasks('should refuse to unpublish a post live pages link to, naming them, and leave it as it was', async () => {
  const before = await read('posts/join-our-running-club.md');
  await open('/collections/posts/entries/join-our-running-club');
  await page.getByRole('switch').or(page.locator('[id^="published-field-"]')).first().click();
  await publish();
  await notice('Not saved as a draft:');
  await notice('"Shin Splints: Pain Along the Shin When You Run"');
  await settle();
  assert.equal(await read('posts/join-our-running-club.md'), before, 'the file is as it was');
  await pageSaying('/blog/join-our-running-club/', 'Join Our Running Club');
});

/** Adds a paragraph saying `words` at the end of the open body and links it through the link button's dialog. */
async function linkNewParagraph(words: string, to: string) {
  await page.locator('[data-slate-editor]').click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await page.keyboard.insertText(words);
  await page.keyboard.press('Shift+Home');
  await page.getByRole('button', { name: 'Link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a link' });
  await dialog.waitFor();
  const offered = await dialog
    .locator('datalist option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  assert.ok(offered.includes('About Us (/about/)'), 'the About page is offered by its title');
  await dialog.getByLabel(/A page of this site/).fill(to);
  await dialog.getByRole('button', { name: 'Add link' }).click();
  await page.locator('[data-slate-editor] a', { hasText: words }).waitFor();
  // The form takes the body from the rich-text view a moment later; the preview shows it has.
  await page.frameLocator('iframe').first().locator('a', { hasText: words }).waitFor();
}

tasks('should refuse a link to a bare www. address or to no page, in the build words, saving nothing', async () => {
  const before = await read('posts/calf-pain.md');
  await open('/collections/posts/entries/calf-pain');
  await linkNewParagraph('The NHS', 'www.nhs.uk');
  await publish();
  await notice(
    'Not saved: link "www.nhs.uk" has no https:// in front, so it leads nowhere; write "https://www.nhs.uk"',
  );
  await open('/collections/posts/entries/calf-pain');
  await linkNewParagraph('Our old page', '/blog/no-such-post/');
  await publish();
  await notice('Not saved: link "/blog/no-such-post/" points to no page or file on the site');
  await settle();
  assert.equal(await read('posts/calf-pain.md'), before, 'nothing saved');
});

tasks('should link words to a page chosen by its title, one added line the site then shows', async () => {
  const before = await read('posts/calf-pain.md');
  await open('/collections/posts/entries/calf-pain');
  await linkNewParagraph('More about the clinic', 'About Us (/about/)');
  await publish();
  const after = await eventually(async () => {
    const text = await read('posts/calf-pain.md');
    return text !== before ? text : undefined;
  }, 'the link was not saved');
  assert.ok(after.includes('[More about the clinic](/about/)'), `the link at the end: ${after.slice(-200)}`);
  // The one new line is the paragraph. Decap's rich-text view writes the body in its own layout, which may take one
  // other line with it (docs/editor.md, Small diffs), and nothing more.
  const old = new Set(before.split('\n'));
  assert.equal(
    after.split('\n').filter((line) => !old.has(line)),
    ['[More about the clinic](/about/)'],
  );
  const [, removed = 0] = (await numstat(before, after)).split(' ').map(Number);
  assert.ok(removed <= 1, `at most one other line rewritten, not ${removed}`);
  await pageSaying('/blog/calf-pain/', '<a href="/about/">More about the clinic</a>');
});

tasks(
  "should preview a page drawn by the site's own template, its placeholders filled from the site's data",
  async () => {
    await open('/collections/pages/entries/about');
    const preview = page.frameLocator('iframe').first();
    await preview.locator('.page-hero h1', { hasText: 'About Us' }).waitFor();
    await preview.locator('nav.breadcrumbs, [aria-label="Breadcrumb"]').first().waitFor();
    const text = await preview.locator('body').innerText();
    assert.not.match(text, '{{', 'no placeholder left unfilled');
    assert.match(text, 'Earlsfield');
  },
);

tasks.run();
