import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { SiteLinks } from '../../build/editor/editor-links';
import { FORM_STATE } from '../../build/editor/form-state';
import { NOT_A_PRICE, priceProblem } from '../../build/editor/price-text';
import { timeProblem } from '../../build/editor/time-text';
import { ITEM_NAME } from '../../build/editor/open-by-name';
import {
  choose,
  eventually,
  expand,
  linkNewParagraph,
  newParagraphAtEnd,
  numstat,
  open,
  origin,
  page,
  pageSaying,
  publish,
  readBack,
  startEditor,
  stopEditor,
  temp,
  type,
  writeNewPost,
  typeInOpenItem,
} from './editor-session';

/**
 * A receptionist's tasks, end to end in Chromium: each done in /admin/ under the dev server as she would do it,
 * and each checked by what the site then shows and by the size of the change to the file (`git diff --numstat`).
 * Refusals are checked by the file left byte for byte as it was.
 */
const tasks = suite('a receptionist in the editor');
tasks.before(startEditor);
tasks.after(stopEditor);

/** The task table: each task's steps in the editor and the seconds from pressing Save to the site showing it. */
const table: { task: string; steps: number; seconds: number }[] = [];
let saving = 0;
/** Presses Save, noting when, for the task table. */
const save = () => {
  saving = Date.now();
  return publish();
};
/** The dev site's page once it shows `text`, with the task's row of the table. */
async function shown(task: string, steps: number, urlPath: string, text: string) {
  await pageSaying(urlPath, text);
  table.push({ task, steps, seconds: (Date.now() - saving) / 1000 });
}
tasks.after(() => {
  for (const { task, steps, seconds } of table)
    console.log(`task table: ${task} | ${steps} steps | ${seconds.toFixed(1)} s`);
});

const read = (file: string) => readFile(path.join(temp, 'content', file), 'utf8');

/** The editor's error notice, once it shows one holding `text`. */
const notice = (text: string) => page.getByText(text, { exact: false }).first().waitFor({ timeout: 30_000 });

/** The notice of a refused save, as Decap shows it. */
const refusalShown = () => page.locator('.Toastify__toast', { hasText: /^Not saved/ }).first();

/** Whether an image has loaded a photo. */
const loaded = (image: Element) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0;

/** The link Decap offers beside a saved item to its page on the site. */
const viewLive = () => page.getByRole('link', { name: 'View Live' });

/** Waits while a save would have been written, so a refused one is seen to have written nothing. */
const settle = () => page.waitForTimeout(1500);

tasks('should refuse to unpublish a linked post, naming the way to each link, and leave it as it was', async () => {
  const before = await read('posts/join-our-running-club.md');
  await open('/collections/posts/entries/join-our-running-club');
  await page.getByRole('switch').or(page.locator('[id^="published-field-"]')).first().click();
  await publish();
  await notice('Not saved as a draft:');
  // Each link by the editor's way to it: a list's label, the item's title, the field's label.
  await notice('Posts › "Shin Splints: Pain Along the Shin When You Run" › Main text');
  // In staff words: what to do, and no wrapper, error name, file or address.
  const said = await refusalShown().innerText();
  assert.match(said, /^Not saved as a draft: .* Remove th(ose links|at link) first: open (each|it) in the editor/);
  assert.not.match(said, /Failed to persist|Error:|\(|\.md\b|\/blog\//);
  await settle();
  assert.equal(await read('posts/join-our-running-club.md'), before, 'the file is as it was');
  await pageSaying('/blog/join-our-running-club/', 'Join Our Running Club');
});

tasks('should link words to a page chosen by its title, one added line the site then shows', async () => {
  const before = await read('posts/ankle-sprains.md');
  await open('/collections/posts/entries/ankle-sprains');
  await linkNewParagraph('More about the clinic', 'About Us (/about/)');
  await save();
  const after = await eventually(async () => {
    const text = await read('posts/ankle-sprains.md');
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
  await shown(
    'a link to a page, chosen by title',
    7,
    '/blog/ankle-sprains/',
    '<a href="/about/">More about the clinic</a>',
  );
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

/** The file once a save has changed it, with the lines the save added and removed. */
async function saved(file: string, before: string) {
  const after = await eventually(async () => {
    const text = await read(file);
    return text !== before ? text : undefined;
  }, `${file} was not saved`);
  // The editor then loads the item again from its file and says so; a test going on before that is cut off by it.
  await readBack();
  return { after, lines: await numstat(before, after) };
}

tasks('should fix a typo on the About page as one changed line, which the page then shows', async () => {
  const before = await read('pages/about.md');
  await open('/collections/pages/entries/about');
  await page.locator('[data-slate-editor] [data-slate-string]', { hasText: 'winds its way' }).first().waitFor();
  // A double click on the word, as a hand selects it.
  const word = await page.evaluate(() => {
    const walker = document.createTreeWalker(
      document.querySelector('[data-slate-editor]') as Node,
      NodeFilter.SHOW_TEXT,
    );
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf('winds its way') ?? -1;
      if (at < 0) continue;
      node.parentElement?.scrollIntoView({ block: 'center' });
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + 'winds'.length);
      const { x, y, width, height } = range.getBoundingClientRect();
      return { x: x + width / 2, y: y + height / 2 };
    }
    return undefined;
  });
  assert.ok(word, 'the word is in the body');
  await page.mouse.dblclick(word.x, word.y);
  await page.keyboard.insertText('flows');
  const pane = () => page.evaluate(() => document.querySelector('[class*="ControlPaneContainer"]')?.scrollTop ?? 0);
  const left = await pane();
  await save();
  const { lines } = await saved('pages/about.md', before);
  assert.equal(lines, '1 1');
  // The form comes back where it was left, at the word just changed, not at the top of the page's text.
  await page.locator('[data-slate-editor] [data-slate-string]', { hasText: 'flows its way' }).first().waitFor();
  await eventually(async () => (Math.abs((await pane()) - left) < 2 ? true : undefined), `scrolled back to ${left}`);
  assert.ok(left > 0, 'the word was below the top of the form');
  await shown('a typo on About', 4, '/about/', 'which flows its way');
});

tasks("should change a clinic's phone number under that clinic as one line, which the contact page shows", async () => {
  const before = await read('clinics.yaml');
  await open('/collections/data/entries/clinics');
  await expand('Earlsfield', 'first');
  await type('Phone', '020 7946 0999');
  await save();
  const { after, lines } = await saved('clinics.yaml', before);
  assert.equal(lines, '1 1');
  assert.match(after, /^ {2}phone: "?020 7946 0999"?$/m);
  await shown("a clinic's phone", 4, '/contact/', '020 7946 0999');
});

/** The price list open at the home visit, whose price the fee tasks type. */
async function openHomeVisit() {
  await open('/collections/data/entries/pricing');
  // As the receptionist did: the section opened by a click on its name, not on its small arrow.
  await page
    .locator(ITEM_NAME, { hasText: /^Physiotherapy$/ })
    .first()
    .click();
  await expand('Home visit', 'last');
}

tasks('should change a fee as one line, which the price list then shows', async () => {
  const before = await read('pricing.yaml');
  await openHomeVisit();
  // Typed as a price list writes it: kept as the number of pounds.
  await typeInOpenItem('Price', '£99.00');
  // The save button shows no arrow: a press of it saves, so an arrow promised a menu that never came.
  const arrow = await page
    .getByRole('button', { name: 'Save', exact: true })
    .first()
    .evaluate((button) => {
      const drawn = button.closest('[class*="PublishButton"]');
      return drawn ? getComputedStyle(drawn, '::after').display : 'no save button drawn by Decap';
    });
  assert.is(arrow, 'none');
  await save();
  const { after, lines } = await saved('pricing.yaml', before);
  assert.equal(lines, '1 1');
  assert.match(after, /^ +price: 99$/m);
  // The form comes back from the file as it was left: the home visit open at its price, not folded at the top.
  const price = page.getByLabel('Price', { exact: true }).locator('visible=true').first();
  await price.waitFor();
  assert.equal(await price.inputValue(), '99');
  const scrolled = () => page.evaluate(() => document.querySelector('[class*="ControlPaneContainer"]')?.scrollTop);
  assert.ok(((await scrolled()) ?? 0) > 0, 'the form is scrolled back to the item');
  await shown('a fee', 5, '/pricing/', '£99');
});

tasks(
  "should find Saturday's closing time from the clinics and change it as one line, which every page's footer shows",
  async () => {
    const before = await read('site.yaml');
    // She looks under Clinics first, where the help says where the hours are.
    await open('/collections/data/entries/clinics');
    await page.getByText(/Opening hours are the same at both clinics, .* open Site and opening hours/).waitFor();
    await open('/collections/data', page.getByText('Site and opening hours', { exact: true }));
    await page.getByText('Site and opening hours', { exact: true }).click();
    await page.locator(FORM_STATE).waitFor();
    await expand('Saturday', 'last');
    // As she would say it: the box keeps the 24-hour time the file holds.
    await typeInOpenItem(/^Closes/, '2pm');
    await save();
    const { after, lines } = await saved('site.yaml', before);
    assert.equal(lines, '1 1');
    assert.match(after, /^ {4}closes: "?14:00"?$/m);
    await shown('opening hours, found from the clinics', 6, '/contact/', '8:30am to 2pm');
  },
);

/** A day a week from now, at nine in the morning, as the date field takes it (local time). */
const nextWeek = () => {
  const day = new Date(Date.now() + 7 * 24 * 3600 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const [year, month, date] = [day.getFullYear(), pad(day.getMonth() + 1), pad(day.getDate())];
  return { typed: `${date}/${month}/${year}`, stored: `${year}-${month}-${date}T09:00` };
};

tasks('should schedule a new post for next week at an address made from its title', async () => {
  await writeNewPost(
    'Our clinic is open on bank holiday Monday',
    'Both clinics are open as usual on the bank holiday.',
  );
  await page.locator('[id^="published-field-"]').click();
  // Day first, as dates are written in the UK, and the time on a 24-hour clock: clicked into and typed over, as a
  // hand does, key by key, the preview still drawn while the date is half typed.
  const date = page.locator('input[id^="published_at-field-"]');
  await date.click();
  // As eight figures, which the box shows day first once it is left.
  const figures = nextWeek().typed.replaceAll('/', '');
  const [half, rest] = [figures.slice(0, 4), figures.slice(4)];
  await page.keyboard.type(half);
  await settle();
  const preview = page.frameLocator('iframe').first();
  await preview.getByRole('heading', { name: 'Our clinic is open on bank holiday Monday' }).waitFor();
  assert.not.match(await preview.locator('body').innerText(), 'The preview shows once');
  await page.keyboard.type(rest);
  assert.is(await date.inputValue(), figures, 'what was typed replaced the date, not landed inside it');
  await page.getByLabel('Published at: time, on a 24-hour clock').fill('09:00');
  assert.is(await date.inputValue(), nextWeek().typed, 'left, the date shows as the form reads it');
  // The button says what the save will do.
  await page.getByRole('button', { name: 'Schedule', exact: true }).waitFor();
  await save();
  const file = 'posts/our-clinic-is-open-on-bank-holiday-monday.md';
  const { after, lines } = await saved(file, '');
  assert.match(after, /^published: true$/m);
  assert.match(after, new RegExp(`^published_at: '?${nextWeek().stored}`, 'm'));
  const [added, removed] = lines.split(' ').map(Number);
  assert.is(removed, 0);
  assert.ok(added! <= 15, `${added} lines: the front matter and the paragraph`);
  await shown('a post scheduled for next week', 7, '/blog/our-clinic-is-open-on-bank-holiday-monday/', 'Scheduled for');
});

tasks('should unpublish a post no page links to as one line, which the site then shows as a draft', async () => {
  const map = (await (await fetch(`${origin}/admin/site-links.json`)).json()) as SiteLinks;
  const linked = new Set(map.sources.flatMap((source) => source.links));
  const post = map.pages.find(
    (candidate) => candidate.file?.startsWith('posts/') && !candidate.withheld && !linked.has(candidate.path),
  );
  assert.ok(post?.file, 'a live post no page links to');
  const before = await read(post.file);
  await open(`/collections/posts/entries/${post.file.slice('posts/'.length, -'.md'.length)}`);
  // Publishing is one action: the switch, in plain words, sets what the one save button does.
  await page.getByText('Publish on the live site', { exact: true }).waitFor();
  await viewLive().waitFor();
  await page.locator('[id^="published-field-"]').click();
  await page.getByRole('button', { name: 'Save draft', exact: true }).waitFor();
  await save();
  const { after, lines } = await saved(post.file, before);
  assert.equal(lines, '1 1');
  assert.match(after, /^published: false$/m);
  await shown('unpublishing a post', 3, post.path, 'Draft: not on the live site');
  assert.not.ok(await viewLive().isVisible(), 'no View Live for a draft, which the live site does not show');
});

tasks(
  'should unpublish a post named only in Popular posts, which leave it out until it is published again',
  async () => {
    const map = (await (await fetch(`${origin}/admin/site-links.json`)).json()) as SiteLinks;
    const linking = map.sources.filter((source) => !source.withheld);
    const picked = (path: string) =>
      linking.every((source) => source.links.every((link, i) => link !== path || source.picks?.includes(i)));
    const post = map.pages.find(
      (page) =>
        page.file?.startsWith('posts/') &&
        !page.withheld &&
        picked(page.path) &&
        linking.some((source) => source.links.includes(page.path)),
    );
    assert.ok(post?.file, 'a live post named only in a list of picks');
    const home = await read('home.yaml');
    const before = await read(post.file);
    await open(`/collections/posts/entries/${post.file.slice('posts/'.length, -'.md'.length)}`);
    await page.locator('[id^="published-field-"]').click();
    await save();
    const { lines } = await saved(post.file, before);
    assert.equal(lines, '1 1');
    assert.equal(await read('home.yaml'), home, 'the list still names it, for when it is published again');
    await shown('unpublishing a post in Popular posts', 3, post.path, 'Draft: not on the live site');
  },
);

tasks('should find the About page by words of its body, listing only the items that hold them', async () => {
  const words = 'River Wandle';
  // The pages whose files hold the words, by the title the editor lists them by: searched from the list of pages,
  // Decap searches the pages.
  const holding: string[] = [];
  for (const file of await readdir(path.join(temp, 'content/pages'))) {
    const text = await read(`pages/${file}`);
    const title = /^title: (.*)$/m.exec(text)?.[1];
    if (title && text.includes(words)) holding.push(title);
  }
  assert.ok(holding.includes('About Us'), 'the About page holds the words');
  const search = page.getByPlaceholder(/^Search/);
  await open('/collections/pages', search);
  await search.fill(words);
  await search.press('Enter');
  const titles = page.locator('h2[class*="ListCardTitle"], h2[class*="CardHeading"]');
  await titles.filter({ hasText: 'About Us' }).first().waitFor();
  const listed = (await titles.allInnerTexts()).map((title) => title.trim());
  assert.equal(listed.sort(), holding.sort());
});

tasks('should add a role to the list of roles as two lines, which a new team member can then hold', async () => {
  const before = await read('roles.yaml');
  await open('/collections/data/entries/roles');
  await page.getByRole('button', { name: /^Add role/ }).click();
  await typeInOpenItem('Name', 'Sports Massage Therapist');
  await typeInOpenItem('Profession', 'sports massage therapist');
  await save();
  const { after, lines } = await saved('roles.yaml', before);
  assert.equal(lines, '2 0');
  assert.match(after, /^- name: Sports Massage Therapist\n {2}profession: sports massage therapist$/m);
});

tasks(
  'should add a member in the new role with a portrait, kept beside a photo of the same name, shown on the team page',
  async () => {
    // A photo already in the folder under the name the receptionist's file has: it must stay as it is.
    const team = path.join(temp, 'content/images/team');
    await mkdir(team, { recursive: true });
    const other = await sharp(path.join(temp, 'new-portrait.jpg')).resize(320).jpeg().toBuffer();
    await writeFile(path.join(team, 'portrait.jpg'), other);
    const upload = path.join(temp, 'upload/portrait.jpg');
    await mkdir(path.dirname(upload));
    await copyFile(path.join(temp, 'new-portrait.jpg'), upload);
    const questions: string[] = [];
    // A question the editor asks (replace the photo?), not the browser's own about leaving the last test's form, which
    // opening this form from a blank page may raise when that form was left with changes.
    page.on('dialog', (dialog) => void (dialog.type() !== 'beforeunload' && questions.push(dialog.message())));
    await open('/collections/team/new');
    await type('Name', 'Sarah Lewis');
    await choose('role', 'Sports Massage Therapist');
    await choose('groups', 'Massage Therapists');
    await type(/^Order/, '11');
    await type(/^Qualifications/, 'Level 5 Diploma in Sports Massage Therapy');
    await choose('clinics', 'Wimbledon Village');
    await type(/^Summary/, 'Massage therapist at our Wimbledon Village clinic, helping people ease aches and tension.');
    await page.getByRole('button', { name: 'Choose an image' }).click();
    await page.locator('input[type="file"]').setInputFiles(upload);
    // Uploaded under the next free name, without asking to replace the other photo.
    await page.getByText('portrait-2.jpg', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Use this photo' }).click();
    // The preview draws the portrait from the browser's copy at once, and from the site's variants once saved.
    const portrait = page.frameLocator('iframe').first().locator('img[alt="Portrait of Sarah Lewis"]');
    await portrait.waitFor();
    assert.match(String(await portrait.getAttribute('src')), /^(blob|data):/);
    await page.locator('[data-slate-editor]').click();
    await page.keyboard.insertText('Sarah is a massage therapist at our Wimbledon Village clinic.');
    // A new member starts as a draft; with the whole profile filled in, she is published.
    await page.locator('[id^="published-field-"]').click();
    await save();
    const { after, lines } = await saved('team/sarah-lewis.md', '');
    assert.match(after, /^image: \/images\/team\/portrait-2\.jpg$/m);
    assert.match(after, /^published: true$/m);
    const [added, removed] = lines.split(' ').map(Number);
    assert.is(removed, 0);
    assert.ok(added! <= 17, `${added} lines: the front matter, the paragraph and the Publish switch`);
    assert.equal(questions, [], 'no question to replace a photo');
    assert.ok((await readFile(path.join(team, 'portrait.jpg'))).equals(other), 'the other photo is as it was');
    assert.ok((await readFile(path.join(team, 'portrait-2.jpg'))).equals(await readFile(upload)), 'the portrait');
    await shown('a new team member with a portrait', 12, '/team/massage-therapists/', '/assets/images/team/portrait-2');
    await page.reload();
    await portrait.waitFor();
    assert.match(String(await portrait.getAttribute('src')), /^\/assets\/images\/team\/portrait-2/);
    assert.match(await pageSaying('/team/massage-therapists/', 'Sarah Lewis'), 'Massage therapist at our Wimbledon');
    assert.match(await pageSaying('/team/sarah-lewis/', 'Sarah Lewis'), 'Sports Massage Therapist');
  },
);

tasks('should save a new member as a draft with a name and a few words, before the rest is known', async () => {
  await open('/collections/team/new');
  await type('Name', 'Sophie Turner');
  await type(/^Summary/, 'Sports massage therapist joining our Earlsfield clinic in the new year.');
  await page.locator('[data-slate-editor]').click();
  await page.keyboard.insertText('Sophie joins us in January.');
  // No role, team page, qualifications or clinics yet: the button saves a draft, and says so.
  await page.getByRole('button', { name: 'Save draft', exact: true }).waitFor();
  await save();
  const { after } = await saved('team/sophie-turner.md', '');
  assert.match(after, /^published: false$/m);
  assert.match(after, /^name: Sophie Turner$/m);
  await shown('a new member as a draft', 5, '/team/sophie-turner/', 'Draft: not on the live site');
});

tasks("should put a photo in a post's body from the + menu, one added line the page shows as a picture", async () => {
  const file = 'posts/achilles-tendinopathy.md';
  const before = await read(file);
  const upload = path.join(temp, 'upload/treatment-couch.jpg');
  await mkdir(path.dirname(upload), { recursive: true });
  await copyFile(path.join(temp, 'new-portrait.jpg'), upload);
  const alt = 'Our treatment room, with the couch by the window';
  await open(`/collections/posts/entries/${path.basename(file, '.md')}`);
  await newParagraphAtEnd();
  await page.getByRole('button', { name: 'Insert', exact: true }).click();
  await page.getByText('Image', { exact: true }).click();
  const body = page.getByLabel('markdown field');
  await body.getByRole('button', { name: 'Choose an image' }).click();
  await page.locator('input[type="file"]').setInputFiles(upload);
  await page.getByText('treatment-couch.jpg', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Use this photo' }).click();
  await body.getByLabel('Alt text').click();
  await page.keyboard.insertText(alt);
  // The preview shows the photo before the save writes it.
  const previewed = page.frameLocator('iframe').first().locator(`img[alt="${alt}"]`);
  await previewed.scrollIntoViewIfNeeded();
  await eventually(async () => (await previewed.evaluate(loaded)) || undefined, 'the preview did not show the photo');
  await save();
  const { after, lines } = await saved(file, before);
  const old = new Set(before.split('\n'));
  assert.equal(
    after.split('\n').filter((line) => !old.has(line)),
    [`![${alt}](/images/posts/treatment-couch.jpg)`],
  );
  const [added = 0, removed = 0] = lines.split(' ').map(Number);
  // The image's line, and at most the one other line Decap's rich-text layout may take with it (as a link does).
  assert.ok(added <= 2 && removed <= 1, `${lines}: the image's line and at most one other`);
  assert.ok(
    (await readFile(path.join(temp, 'content/images/posts/treatment-couch.jpg'))).equals(await readFile(upload)),
    "the photo is uploaded into the posts' photo folder",
  );
  await shown("a photo in a post's body", 9, '/blog/achilles-tendinopathy/', `alt="${alt}"`);
  await page.goto(`${origin}/blog/achilles-tendinopathy/`);
  const photo = page.locator(`picture img[alt="${alt}"]`);
  await photo.scrollIntoViewIfNeeded();
  assert.match((await photo.getAttribute('width')) ?? '', /^\d+$/, 'a width');
  assert.match((await photo.getAttribute('height')) ?? '', /^\d+$/, 'a height');
  await eventually(async () => (await photo.evaluate(loaded)) || undefined, 'the page did not load the photo');
});

/** The notice Decap shows of a form it did not save, in the clinic's words. */
const NOT_SAVED = 'Not saved yet: some fields need a change.';

tasks('should refuse a description too short in plain words with the count and a notice, saving nothing', async () => {
  const before = await read('pages/about.md');
  await open('/collections/pages/entries/about');
  await type('Description', 'Too short.');
  await publish();
  await notice('Write at least 50 characters (you have 10)');
  // The only problem in a form otherwise complete: the notice still says the save did nothing.
  await notice(NOT_SAVED);
  await settle();
  assert.equal(await read('pages/about.md'), before, 'the file is as it was');
});

tasks('should refuse a closing time that is not a time, saying why in plain words, saving nothing', async () => {
  const before = await read('site.yaml');
  await open('/collections/data/entries/site');
  await expand('Saturday', 'last');
  await typeInOpenItem(/^Closes/, 'after lunch');
  await publish();
  await notice(timeProblem('after lunch')!);
  await notice(NOT_SAVED);
  await settle();
  assert.equal(await read('site.yaml'), before, 'the file is as it was');
});

tasks('should refuse a price in words, saying why in plain words with the notice, saving nothing', async () => {
  const before = await read('pricing.yaml');
  await openHomeVisit();
  await typeInOpenItem('Price', 'seventy pounds');
  // The preview says there is no price yet, never "£NaN".
  const preview = page.frameLocator('iframe').first();
  await preview.getByText(NOT_A_PRICE).waitFor();
  assert.not.match(await preview.locator('body').innerText(), 'NaN');
  await publish();
  await notice(priceProblem('seventy pounds')!);
  await notice(NOT_SAVED);
  await settle();
  assert.equal(await read('pricing.yaml'), before, 'the file is as it was');
});

tasks('should list posts newest first, each with its state and date', async () => {
  await open('/collections/posts', page.getByText(/ · (Live from|Draft, dated) \d+ \w+ \d{4}$/).first());
  const rows = await page.getByText(/ · (Live from|Draft, dated) \d+ \w+ \d{4}$/).allInnerTexts();
  const dates = rows.map((row) => Date.parse(row.replace(/^.* (Live from|Draft, dated) /, '')));
  assert.ok(rows.length >= 10, `${rows.length} posts listed with their state and date`);
  assert.equal(
    dates,
    [...dates].sort((a, b) => b - a),
    'newest first',
  );
});

tasks('should keep a refusal on screen until it is closed, however long it is left', async () => {
  // Another linked post than the first task's, whose form's backup still holds that task's unsaved switch.
  const map = (await (await fetch(`${origin}/admin/site-links.json`)).json()) as SiteLinks;
  const post = map.pages.find(
    ({ file, path, withheld }) =>
      file?.startsWith('posts/') &&
      file !== 'posts/join-our-running-club.md' &&
      !withheld &&
      map.sources.some((source) => !source.withheld && source.file !== file && source.links.includes(path)),
  );
  assert.ok(post?.file, 'a live post other pages link to');
  // Decap closed its error notices after eight seconds, on a timer the page's clock runs.
  await page.clock.install();
  await open(`/collections/posts/entries/${post.file.slice('posts/'.length, -'.md'.length)}`);
  await page.locator('[id^="published-field-"]').click();
  await page.getByRole('button', { name: 'Save draft', exact: true }).waitFor();
  await publish();
  await notice('Not saved as a draft:');
  await page.clock.fastForward('01:00');
  await settle();
  assert.ok(await refusalShown().isVisible(), 'the refusal is still there a minute later');
  await refusalShown().click();
  await refusalShown().waitFor({ state: 'detached' });
});

tasks.run();
