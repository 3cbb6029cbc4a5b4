import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { categories } from '../../src/content/post';
import { PHOTO_MAX_BYTES } from '../../build/editor/editor-fields';
import { FORM_STATE, UNCHANGED_STATUS } from '../../build/editor/form-state';
import { SAVED_NOTE } from '../../build/editor/read-back';
import { violations } from './axe';
import { collections } from '../../src/content/collections';
import {
  choose,
  eventually,
  expand,
  linkNewParagraph,
  numstat,
  open,
  origin,
  page,
  pageSaying,
  problems,
  publish,
  readBack,
  startEditor,
  stopEditor,
  temp,
  type,
  typeInOpenItem,
  writeNewPost,
} from './editor-session';
import { openPage, testSite } from './site';

/**
 * The browser editor in its local mode: `npm run dev` on a copy of the content, driven in Chromium as a member of
 * staff would use it. Every save goes through the editor's form, the dev server's backend and the build.
 */
const site = await testSite();
const editor = suite('editor (local mode)');
editor.before(startEditor);
editor.after(stopEditor);

const postsFolder = () => readdir(path.join(temp, 'content/posts'));

editor(
  "should refuse a title too long and a bad slug with the build's messages, and offer only known categories",
  async () => {
    const before = await postsFolder();
    await open('/collections/posts/new');
    await type('Title', 'x'.repeat(130));
    await type(/^Web address/, 'Bad Slug');
    await choose('author', 'Helen Marsh');
    await page.locator('[id^="category-field-"]').click();
    const offered = await page.locator('[class*="-option"]').allInnerTexts();
    assert.equal(offered, [...categories]);
    await page.getByText('News', { exact: true }).click();
    await publish();
    // In plain words with the count, and the notice agrees: fields need a change, not "a required field".
    await page.getByText('Write at most 120 characters (you have 130)', { exact: true }).first().waitFor();
    await page.getByText('must be lowercase letters, digits and single hyphens', { exact: false }).first().waitFor();
    await page.getByText('Not saved yet: some fields need a change.', { exact: false }).first().waitFor();
    assert.equal(await postsFolder(), before, 'nothing was saved');
  },
);

editor('should save a new post as a draft at an address made from its title, shown with the draft banner', async () => {
  await writeNewPost('Written in the browser editor', 'A first paragraph, written in the editor.');
  await publish();
  const file = path.join(temp, 'content/posts/written-in-the-browser-editor.md');
  const text = await eventually(() => readFile(file, 'utf8'), 'the post was not saved');
  assert.match(text, /^slug: written-in-the-browser-editor$/m);
  assert.match(text, /^published: false$/m);
  assert.match(text, /^id: [0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/m);
  assert.match(text, /^published_at: '?\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d'?$/m);
  const html = await pageSaying('/blog/written-in-the-browser-editor/', 'A first paragraph, written in the editor.');
  assert.match(html, /Draft: not on the live site/);
});

/** Whether the form shows a photo's thumbnail (not the media library's), every such image loaded. */
const thumbnailLoaded = () => {
  const images = [...document.images].filter((image) => /\/images\/|^blob:/.test(image.src));
  return (images.length > 0 && images.every((image) => image.complete && image.naturalWidth > 0)) || undefined;
};

editor('should refuse a photo too large to upload, saying so, and write nothing', async () => {
  await open('/collections/team/entries/helen-marsh');
  await page.getByRole('button', { name: 'Choose an image' }).click();
  const said = page.waitForEvent('dialog');
  const huge = { name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(PHOTO_MAX_BYTES + 1, 1) };
  await page.locator('input[type="file"]').setInputFiles(huge);
  assert.match((await said).message(), /^This photo is too large to upload: a photo must be under 5000 kB\./);
  assert.equal(await readdir(path.join(temp, 'content/images/team')).catch(() => []), [], 'nothing written');
});

editor('should upload a portrait to a team member into the folder the photo pipeline reads', async () => {
  await open('/collections/team/entries/helen-marsh');
  await page.getByRole('button', { name: 'Choose an image' }).click();
  await page.locator('input[type="file"]').setInputFiles(path.join(temp, 'new-portrait.jpg'));
  await page.getByRole('button', { name: 'Use this photo' }).click();
  // Before the save, while the photo is only in the page: the thumbnail shows it, not a broken image.
  assert.equal(await readdir(path.join(temp, 'content/images/team')).catch(() => []), [], 'nothing written yet');
  await eventually(() => page.evaluate(thumbnailLoaded), 'the thumbnail before saving did not load');
  // The clinics and the team pages are chosen by name, never shown by the code the file stores.
  for (const name of [/^Earlsfield$/, /^Physiotherapists$/])
    await page.locator('[class*="-multiValue"]', { hasText: name }).first().waitFor();
  await publish();
  const photo = path.join(temp, 'content/images/team/new-portrait.jpg');
  await eventually(() => readFile(photo), 'the photo was not saved');
  const member = await eventually(async () => {
    const text = await readFile(path.join(temp, 'content/team/helen-marsh.md'), 'utf8');
    return text.includes('image: /images/team/new-portrait.jpg') ? text : undefined;
  }, 'the member does not name the photo');
  assert.match(member, /^name: Helen Marsh$/m);
  // The thumbnail is the photo itself, served by the dev server at the address the file names.
  await open('/collections/team/entries/helen-marsh');
  const thumbnail = page.locator('img[src*="new-portrait"]').first();
  await thumbnail.waitFor();
  await eventually(
    async () =>
      (await thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)) || undefined,
    'the thumbnail did not load',
  );
  await pageSaying('/team/helen-marsh/', '/assets/images/team/new-portrait');
});

editor(
  'should offer fees and clinical advice from a menu, previewed and then printed as the site prints them',
  async () => {
    await open('/collections/posts/entries/clinical-pilates-private-sessions');
    await page.locator('[data-slate-editor]').click();
    await page.getByRole('button', { name: 'Insert', exact: true }).click();
    // In the menu: a post's own advice items are labelled "Clinical advice" too.
    const menus = page.getByRole('menu');
    for (const menu of ['Clinical advice', 'Fee', 'Clinic detail'])
      await menus.getByText(menu, { exact: true }).waitFor();
    await menus.getByText('Fee', { exact: true }).click();
    await page.locator('[id^="name-field-"]').last().click();
    await page.getByText('Home visit, 60 minutes: £95 (placeholder)', { exact: true }).click();
    const preview = page.frameLocator('iframe').first();
    await preview.getByText('£95 (placeholder)').first().waitFor();
    await publish();
    const file = path.join(temp, 'content/posts/clinical-pilates-private-sessions.md');
    await eventually(
      async () => ((await readFile(file, 'utf8')).includes('{{fee.home-visit}}') ? true : undefined),
      'saved',
    );
    await pageSaying('/blog/clinical-pilates-private-sessions/', '£95');
  },
);

editor('should reopen, edit and save a post holding one item of each menu, losing nothing typed', async () => {
  const file = path.join(temp, 'content/posts/ankle-sprains.md');
  const menus = '\n{{snippet.dvt}}\n\n{{fee.home-visit}}\n\n{{phone.earlsfield}}\n\nThe last paragraph.\n';
  await writeFile(file, (await readFile(file, 'utf8')).replace(/\n*$/, `\n${menus}`));
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await open('/collections/posts/entries/ankle-sprains');
  // Each menu's item shows the placeholder it holds, none an empty box.
  for (const shown of [
    'A calf that is painful',
    'Home visit, 60 minutes: £95 (placeholder)',
    'Earlsfield phone: 020 7946 0321',
  ])
    await page.locator('[class*="-singleValue"]', { hasText: shown }).first().waitFor();
  await page.getByText('The last paragraph.').click();
  await page.keyboard.press('End');
  await page.keyboard.insertText(' Typed after reopening.');
  await publish();
  const text = await eventually(async () => {
    const saved = await readFile(file, 'utf8');
    return saved.includes('Typed after reopening.') ? saved : undefined;
  }, 'what was typed was not saved');
  for (const placeholder of ['{{snippet.dvt}}', '{{fee.home-visit}}', '{{phone.earlsfield}}'])
    assert.ok(text.includes(`\n${placeholder}\n`), `${placeholder} kept as a paragraph of its own`);
  assert.equal(errors, []);
});

/** An item of every collection, by the editor's address of it; the data files are added from the folder. */
const EVERY_KIND: Record<string, string> = {
  'posts/calf-pain.md': '/collections/posts/entries/calf-pain',
  'pages/about.md': '/collections/pages/entries/about',
  'team/helen-marsh.md': '/collections/team/entries/helen-marsh',
  'services/physiotherapy.md': '/collections/services/entries/physiotherapy',
};
/** A data file's entry in the editor: its name in camel case (team-groups.yaml is teamGroups). */
const dataEntry = (file: string) => {
  const name = file.replace(/\.yaml$/, '').replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
  return `/collections/data/entries/${name}`;
};

editor('should save one line changed for one field changed, in every collection and every data file', async () => {
  const files = { ...EVERY_KIND };
  for (const name of await readdir(path.join(temp, 'content')))
    if (name.endsWith('.yaml')) files[name] = dataEntry(name);
  // The first text box of the form, not a choice's search box.
  const textBox = () => page.locator('input[type="text"]:visible:not([aria-autocomplete])').first();
  for (const [file, hash] of Object.entries(files)) {
    const full = path.join(temp, 'content', file);
    const before = await readFile(full, 'utf8');
    await open(hash);
    // A file that is one list shows its items closed: open the first.
    if (!(await textBox().count())) await page.locator('[class*="TopBarButton"]').first().click();
    await textBox().click();
    // A letter before the last keeps every field's pattern (an address still ends in "/").
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.insertText('x');
    await publish();
    await readBack();
    const after = await readFile(full, 'utf8');
    assert.is(await numstat(before, after), '1 1', file);
    await writeFile(full, before);
  }
  assert.ok(Object.keys(files).length >= 15, 'every collection and data file');
  // "Saved." speaks of the item saved: it goes when another is opened, before its own time is up.
  const note = page.getByRole('status').filter({ hasText: SAVED_NOTE });
  assert.ok(await note.isVisible(), 'the last save noted');
  await page.evaluate(() => void (location.hash = '#/collections/posts'));
  await note.waitFor({ state: 'detached', timeout: 3000 });
  // Nor does the header say "Saved" of another item opened after it, which nobody has saved.
  await page.evaluate(() => void (location.hash = '#/collections/pages/entries/about'));
  await page
    .locator(FORM_STATE)
    .filter({ hasText: /^No changes yet$/i })
    .waitFor({ timeout: 30_000 });
});

editor("should save a few words added to a page's body as one changed line, its lists as they were", async () => {
  const file = path.join(temp, 'content/pages/about.md');
  const before = await readFile(file, 'utf8');
  await open('/collections/pages/entries/about');
  await page
    .locator('[data-slate-editor]')
    .getByText(/takes its name/)
    .first()
    .click();
  await page.keyboard.insertText('well-loved ');
  await publish();
  await page.locator(UNCHANGED_STATUS).waitFor();
  const after = await readFile(file, 'utf8');
  assert.match(after, /well-loved /);
  assert.is(await numstat(before, after), '1 1');
  await writeFile(file, before);
});

/** The editor's screens, as axe is run on them. */
const SCREENS: Record<string, string> = {
  'list of posts': '/collections/posts',
  'post editor': '/collections/posts/entries/frozen-shoulder',
  'price list editor': '/collections/data/entries/pricing',
};

/** Decap's own accessibility findings as docs/editor.md lists them: "- screen: `rule` (impact)". */
async function documentedFindings(): Promise<string[]> {
  const doc = (await readFile('docs/editor.md', 'utf8')).split('## Accessibility findings')[1]?.split('\n## ')[0] ?? '';
  return [...doc.matchAll(/^- (.+?): `([\w-]+)` \((\w+)\)/gm)].map(
    ([, screen, rule, impact]) => `${screen}: ${rule} (${impact})`,
  );
}

editor("should have exactly the accessibility findings docs/editor.md lists for Decap's screens", async () => {
  const found = new Set<string>();
  for (const [screen, hash] of Object.entries(SCREENS)) {
    await open(
      hash,
      screen === 'list of posts' ? page.getByText('Frozen Shoulder: Stages, Treatment and Patience') : undefined,
    );
    for (const line of await violations(page)) found.add(`${screen}: ${line.replace(/\):.*$/, ')')}`);
  }
  assert.equal([...found].sort(), (await documentedFindings()).sort());
});

editor('should run within its own policy, with nothing refused', () => {
  assert.equal(
    problems.filter((problem) => /CSP violation|Content Security Policy/.test(problem)),
    [],
  );
});

editor('should refuse, in the build words and before writing, a rule between fields the build checks', async () => {
  // A revision's date without its note, which the build would refuse, a draft's too.
  const file = path.join(temp, 'content/posts/preparing-your-body-for-skiing.md');
  const original = await readFile(file, 'utf8');
  await open('/collections/posts/entries/preparing-your-body-for-skiing');
  // Each field is fine alone (the note may be left out); together they break a rule between fields.
  await page.getByLabel(/^Update note/, { exact: true }).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await publish();
  await page
    .getByText(/Not saved: Update note: “Updated at” needs an “Update note” saying what changed\./)
    .first()
    .waitFor();
  await page.waitForTimeout(1500);
  assert.is(await readFile(file, 'utf8'), original, 'nothing written, so no page of the site breaks');
});

// The link button's dialog, once in this session: see editor-tasks.test.ts for a page chosen by its title.
editor('should refuse a link to a bare www. address in the build words, saving nothing', async () => {
  const before = await readFile(path.join(temp, 'content/posts/calf-pain.md'), 'utf8');
  await open('/collections/posts/entries/calf-pain');
  await linkNewParagraph('The NHS', 'www.nhs.uk');
  await publish();
  await page
    .getByText('Not saved: link "www.nhs.uk" has no https:// in front, so it leads nowhere; write "https://www.nhs.uk"')
    .first()
    .waitFor();
  await page.waitForTimeout(1500);
  assert.equal(await readFile(path.join(temp, 'content/posts/calf-pain.md'), 'utf8'), before, 'nothing saved');
});

editor('should bring a line of the text into view below the Markdown toolbar at 820 px, not under it', async () => {
  const wide = page.viewportSize();
  await page.setViewportSize({ width: 820, height: 900 });
  try {
    await open('/collections/posts/entries/physiotherapy-home-visits');
    // The fee's line brought to the top of the form, as the form does for the line being edited. At 820 px the form is
    // half the window, and its Markdown toolbar, three rows deep, stays at the top of the form as its text scrolls.
    const [line, toolbar] = await page.locator('[data-slate-editor]').evaluate((body) => {
      const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
      let fee = walker.nextNode();
      while (fee && !fee.textContent?.includes('{{fee.home-visit}}')) fee = walker.nextNode();
      fee?.parentElement?.scrollIntoView({ block: 'start' });
      const bar = document.querySelector('[class*="EditorControlBar"]')?.getBoundingClientRect();
      return [fee?.parentElement?.getBoundingClientRect().top ?? -1, bar?.bottom ?? Number.POSITIVE_INFINITY];
    });
    assert.ok(line >= toolbar, `the line at ${line} px, the toolbar down to ${toolbar} px`);
  } finally {
    if (wide) await page.setViewportSize(wide);
  }
});

editor('should open the page of the item being edited from View Live, on the dev site', async () => {
  const opened = [
    ['/collections/posts/entries/frozen-shoulder', collections.posts.path('frozen-shoulder')],
    ['/collections/pages/entries/about', collections.pages.path('about')],
    ['/collections/services/entries/acupuncture', collections.services.path('acupuncture')],
    ['/collections/team/entries/helen-marsh', collections.team.path('helen-marsh')],
    // A settings file opens the page that shows it.
    ['/collections/data/entries/pricing', '/pricing/'],
    ['/collections/data/entries/site', '/contact/'],
  ];
  for (const [hash, address] of opened) {
    await open(hash!);
    const live = page.getByRole('link', { name: 'View Live' });
    const href = await eventually(() => live.getAttribute('href', { timeout: 1000 }), `View Live on ${hash}`);
    assert.is(href, `${origin}${address}`, hash);
  }
});

editor("should preview the settings as the site shows them, Saturday's new closing time as it is typed", async () => {
  const preview = page.frameLocator('iframe').first();
  await open('/collections/data/entries/clinics');
  await preview.getByRole('heading', { name: 'Earlsfield clinic' }).waitFor();
  await preview
    .getByRole('link', { name: /^Open in Maps/ })
    .first()
    .waitFor();
  await open('/collections/data/entries/home');
  // The popular articles by their titles, not the codes home.yaml names them by.
  await preview.getByRole('link', { name: 'Padel Injuries: How to Stay on Court' }).waitFor();
  await open('/collections/data/entries/site');
  // The opening hours as the footer of every page shows them.
  const saturday = preview.locator('.site-footer .opening-hours div', { hasText: 'Saturday' });
  await saturday.getByText('8:30am to 1:30pm', { exact: true }).waitFor();
  await expand('Saturday', 'last');
  await typeInOpenItem(/^Closes/, '14:00');
  await saturday.getByText('8:30am to 2pm', { exact: true }).waitFor();
  const text = await preview.locator('body').innerText();
  assert.match(text, 'Opening hours, both clinics');
  assert.not.match(text, /Latitude|\bCode\b|openingHours|earlsfield/);
});

editor.run();

const admin = suite('/admin/ on the built site');

admin('should be marked noindex and kept out of the sitemap, the prefetch rules and search', async () => {
  const response = await fetch(`${site.origin}/admin/`);
  assert.is(response.status, 200);
  assert.match(response.headers.get('x-robots-tag') ?? '', /noindex/);
  assert.match(await response.text(), /<meta name="robots" content="noindex, nofollow"\/>/);
  assert.is(response.headers.get('speculation-rules'), null);
  const sitemap = await (await fetch(`${site.origin}/sitemap.xml`)).text();
  assert.match(sitemap, /<loc>/);
  assert.not.match(sitemap, /\/admin\//);
  const rules = JSON.stringify(await (await fetch(`${site.origin}/speculation-rules.json`)).json());
  assert.match(rules, /"not":\{"href_matches":"\/admin\/\*"\}/);
  const { page: search } = await openPage(site, '/search/');
  const urls = await search.evaluate(async () => {
    const pagefind = await import('/pagefind/pagefind.js' as string);
    await pagefind.init();
    const found = [];
    for (const words of ['content editor', 'decap', 'admin']) {
      const { results } = await pagefind.search(words);
      for (const result of results) found.push((await result.data()).url as string);
    }
    return found;
  });
  assert.not.ok(
    urls.some((url) => url.includes('/admin/')),
    urls.join(', '),
  );
  await search.context().close();
});

admin("should have a policy of its own, leaving the rest of the site's as strict as it was", async () => {
  const policy = async (urlPath: string) =>
    (await fetch(site.origin + urlPath)).headers.get('content-security-policy') ?? '';
  const editorPolicy = await policy('/admin/');
  const home = await policy('/');
  assert.ok(editorPolicy && home && editorPolicy !== home);
  assert.match(editorPolicy, /script-src 'self' 'unsafe-eval'/);
  for (const page of ['/', '/blog/frozen-shoulder/', '/pricing/', '/search/']) {
    const strict = await policy(page);
    assert.not.match(strict, /'unsafe-eval'|'unsafe-inline'|api\.github\.com|blob:/, page);
    assert.match(strict, /style-src 'self';/, page);
  }
});

admin("should draw the editor at a phone's width as at a tablet's and a computer's, within the window", async () => {
  for (const width of [390, 820, 1280]) {
    const { page: visit } = await openPage(site, '/admin/', { width });
    // Decap draws its sign-in screen into #nc-root; nothing asks for another screen.
    await visit.locator('#nc-root button').first().waitFor();
    assert.not.match(await visit.locator('body').innerText(), /wider screen/, `${width} px`);
    const wide = await visit.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(wide <= width, `${width} px: the page is ${wide} px wide`);
    await visit.context().close();
  }
});

admin('should leave public pages loading nothing of the editor', async () => {
  for (const urlPath of ['/', '/blog/frozen-shoulder/', '/pricing/', '/team/helen-marsh/']) {
    const { page: visit } = await openPage(site, '');
    const fetched: string[] = [];
    visit.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await visit.goto(site.origin + urlPath, { waitUntil: 'networkidle' });
    assert.ok(fetched.length > 1, urlPath);
    assert.equal(
      fetched.filter((file) => file.startsWith('/admin/')),
      [],
      urlPath,
    );
    assert.not.match(await visit.content(), /\/admin\//, urlPath);
    await visit.context().close();
  }
});

admin.run();
