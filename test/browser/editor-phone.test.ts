import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { SAVED_NOTE } from '../../build/editor/read-back';
import { clickText, expandItem, formShows, openEditorAt, retypeShown, saveNow, until } from './editor-engine';
import { eventually, numstat, origin, pageSaying, startEditorServer, stopEditorAtEnd, temp } from './editor-session';
import { type EnginePage, openOn, selectedEngines } from './engines/index';
import { phoneProblems } from './phone-layout';

/**
 * The receptionist's three commonest tasks on a phone held upright (390 by 844 px): a fee, the opening hours and a
 * typo, each done in the editor as she would do it there, saved as one changed line and then shown by the dev site.
 * Each screen she uses is checked as she sees it: no sideways scrolling, Save and the way back on the screen and
 * uncovered, and every control at least 24 px. In Chromium and Firefox, on the dev server's local mode over a copy
 * of the content, as the editor's saves are tested; WebKit's driver is left out for its cost.
 * `EDITOR_SCREENSHOTS=<folder>` keeps a screenshot of each screen there, to look at.
 */
const ENGINES = selectedEngines().filter((name) => name !== 'webkit');
const PHONE = { width: 390, height: 844 };

/** Each engine's own new values, so the second engine's saves are changes too. */
const FEES = { chromium: 97, firefox: 98 } as Record<string, number>;
const CLOSES = { chromium: ['15:00', '3pm'], firefox: ['16:00', '4pm'] } as Record<string, [string, string]>;
/** The typo each run puts into About for the receptionist to put right: two letters of a word the wrong way round. */
const [RIGHT, TYPO] = ['which winds its way', 'which wnids its way'];

const read = (file: string) => readFile(path.join(temp, 'content', file), 'utf8');

/** The file once a save has changed it, and the lines changed as `git diff --numstat` counts them. */
async function saved(page: EnginePage, file: string, before: string) {
  const after = await eventually(async () => {
    const text = await read(file);
    return text !== before ? text : undefined;
  }, `${file} was not saved`);
  // The editor loads the item again from its file after a save, and says so.
  await until(page, (note) => document.body.innerText.includes(note), SAVED_NOTE, 'the note that it was read back');
  return { after, lines: await numstat(before, after) };
}

/** The task table: each task's steps in the editor and the seconds from pressing Save to the site showing it. */
const table: string[] = [];

/** Presses Save and Save now; what it gives waits for the dev site's page to say `text`, and notes the task's row. */
async function saveAndSee(page: EnginePage, task: string, steps: number, urlPath: string, text: string) {
  const pressed = Date.now();
  await saveNow(page);
  return async () => {
    await pageSaying(urlPath, text);
    table.push(`${task} | ${steps} steps | ${((Date.now() - pressed) / 1000).toFixed(1)} s`);
  };
}

/** Fails naming what stands in the way on the screen shown now; keeps its screenshot when asked to. */
async function usable(page: EnginePage, screen: string) {
  await page.painted();
  const folder = process.env.EDITOR_SCREENSHOTS;
  if (folder) await page.screenshot(path.resolve(folder, `editor-phone-${page.engine}-${screen}.png`));
  assert.equal(await phoneProblems(page), [], `${screen} at ${PHONE.width} px`);
}

await startEditorServer();

for (const engine of ENGINES) {
  const phone = suite(`editor on a phone [${engine}]`);
  const open = () => openOn(engine, origin, '', PHONE);
  phone.after(() => {
    for (const row of table.splice(0)) console.log(`task table [${engine}, ${PHONE.width} px]: ${row}`);
  });

  phone('should change a fee as one line, which the price list then shows', async () => {
    const page = await open();
    try {
      const before = await read('pricing.yaml');
      const fee = FEES[engine]!;
      await openEditorAt(page, '/collections/data/entries/pricing', 'Fees are per appointment');
      await expandItem(page, 'Physiotherapy', 'first');
      await expandItem(page, 'Home visit', 'last');
      await retypeShown(page, 'price', `£${fee}`);
      await usable(page, 'pricing');
      const seen = await saveAndSee(page, 'a fee', 6, '/pricing/', `£${fee}`);
      const { after, lines } = await saved(page, 'pricing.yaml', before);
      assert.is(lines, '1 1');
      assert.match(after, new RegExp(`^ +price: ${fee}$`, 'm'));
      await seen();
    } finally {
      await page.close();
    }
  });

  phone(
    "should find Saturday's opening hours from the clinics and change them as one line, shown on the site",
    async () => {
      const page = await open();
      try {
        const before = await read('site.yaml');
        const [typed, shown] = CLOSES[engine]!;
        // She looks under Clinics first, where the help says where the hours are, and goes back to the list.
        await openEditorAt(page, '/collections/data/entries/clinics', 'Earlsfield');
        await until(page, () => /open Site and opening hours/.test(document.body.innerText), undefined, 'the help');
        await page.click('[class*="ToolbarSectionBackLink"]');
        await until(
          page,
          () => location.hash === '#/collections/data' && document.body.innerText.includes('Site and opening hours'),
          undefined,
          'the list of settings',
        );
        await usable(page, 'collections');
        await clickText(page, '#nc-root a, #nc-root h2', 'Site and opening hours');
        await formShows(page, 'Saturday');
        await expandItem(page, 'Saturday', 'last');
        await retypeShown(page, 'closes', typed);
        await usable(page, 'opening-hours');
        const seen = await saveAndSee(
          page,
          'opening hours, found from the clinics',
          7,
          '/contact/',
          `8:30am to ${shown}`,
        );
        const { after, lines } = await saved(page, 'site.yaml', before);
        assert.is(lines, '1 1');
        assert.match(after, new RegExp(`^ {4}closes: "?${typed}"?$`, 'm'));
        await seen();
      } finally {
        await page.close();
      }
    },
  );

  phone('should put a typo right on the About page as one changed line, which the page then shows', async () => {
    const page = await open();
    try {
      const right = await read('pages/about.md');
      assert.ok(right.includes(RIGHT), 'the words the typo goes into');
      const before = right.replace(RIGHT, TYPO);
      await writeFile(path.join(temp, 'content/pages/about.md'), before);
      await pageSaying('/about/', TYPO);
      await openEditorAt(page, '/collections/pages/entries/about', 'About Us');
      await formShows(page, TYPO);
      // The word selected, as a finger's double tap selects it, and typed over.
      await page.evaluate(() => {
        const body = document.querySelector<HTMLElement>('[data-slate-editor]')!;
        const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const at = node.textContent?.indexOf('wnids') ?? -1;
          if (at < 0) continue;
          node.parentElement?.scrollIntoView({ block: 'center' });
          body.focus();
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + 'wnids'.length);
          window.getSelection()?.removeAllRanges();
          window.getSelection()?.addRange(range);
          return;
        }
      });
      await until(page, () => window.getSelection()?.toString() === 'wnids', undefined, 'the word selected');
      await page.type('winds');
      await formShows(page, RIGHT);
      await usable(page, 'about');
      const seen = await saveAndSee(page, 'a typo on About', 5, '/about/', RIGHT);
      const { after, lines } = await saved(page, 'pages/about.md', before);
      assert.is(lines, '1 1');
      assert.is(after, right, 'the page as it was before the typo');
      await seen();
    } finally {
      await page.close();
    }
  });

  phone.run();
}

stopEditorAtEnd('editor on a phone');
