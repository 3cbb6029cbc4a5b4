import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { violations } from './axe';
import { inPart, parsePart } from '../part';
import { openPage, painted, TEST_ENV, TEST_SITE_DIR, testSite, waitForHydration, type TestSite } from './site';
import { parseBuildOptions } from '../../build/options';
import { loadContent } from '../../build/stages/read/load-content';
import { validateKept } from '../../build/stages/read/validate-content';
import { selectPublished } from '../../build/stages/read/select-published';
import { outlineSite } from '../../build/stages/outline/outline-site';
import { clinicSite } from '../../templates/clinic-site';

const site = await testSite();
/** Every page is checked at a phone's width; one page of each template at a desktop's too. */
const [PHONE, DESKTOP] = [375, 1280];
const PAGES_AT_ONCE = 4;

/**
 * Which part of the sweep this process runs: `ACCESSIBILITY_PART=2/3` checks every third page of the sitemap from the
 * second, so `npm test` runs the sweep in a few processes side by side; the whole sweep when it is not set. The
 * controls run in the first part only.
 */
const part = parsePart(process.env.ACCESSIBILITY_PART ?? '1/1', 'ACCESSIBILITY_PART');
/**
 * `ACCESSIBILITY_PAGES`, the site paths a change made anew (one per line), sweeps only those: `npm run test:changed`
 * sets it from the pages its build changed. `npm test` leaves it unset and sweeps every page.
 */
const only = process.env.ACCESSIBILITY_PAGES ? new Set(process.env.ACCESSIBILITY_PAGES.split('\n')) : undefined;

/** Every page in the sitemap, plus the not-found page. */
async function allPaths(): Promise<string[]> {
  const sitemap = await readFile(path.resolve(TEST_SITE_DIR, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1] ?? '/').concat('/no-such-page/');
}

/**
 * Each page's template, from the build's own route table for the content the test site is built from, as the build
 * reads and selects it; the not-found page is its own.
 */
async function readTemplates(): Promise<Map<string, string>> {
  const options = parseBuildOptions(['--out', TEST_SITE_DIR], TEST_ENV, process.cwd());
  const loaded = await loadContent(path.resolve(options.contentDir), path.resolve(options.publicDir), clinicSite);
  const valid = await validateKept(loaded.value, options.env, clinicSite);
  const selected = selectPublished(valid.value, options.publishing, clinicSite);
  const routes = outlineSite(selected, clinicSite).value?.routes ?? [];
  return new Map([...routes.map((route) => [route.path, route.template] as const), ['/no-such-page/', 'not found']]);
}

/** Read once, on first use, for the controls and the sweep of this process. */
let read: Promise<Map<string, string>> | undefined;
const templates = () => (read ??= readTemplates());

/**
 * The widths each page is checked at: every page at a phone's, and the first page of each template in the sitemap at a
 * desktop's too. What a page's content can get wrong (an image's description, a table's headers, a link's words,
 * contrast in its text) is the same at every width; what the width changes is the template's layout, the same on
 * every page of it. So a second width for every page would check each template's layout again some hundred times,
 * at about a third of the sweep's time.
 */
function widthsOf(paths: readonly string[], templateOf: ReadonlyMap<string, string>): Map<string, number[]> {
  const first = new Set<string>();
  return new Map(
    paths.map((urlPath) => {
      const template = templateOf.get(urlPath) ?? urlPath;
      const isFirst = !first.has(template);
      first.add(template);
      return [urlPath, isFirst ? [PHONE, DESKTOP] : [PHONE]];
    }),
  );
}

/** Parts of the frame that most pages repeat exactly: each distinct copy is checked once per width. */
const SHARED_PARTS = ['.header-island', '.site-footer'];

/**
 * The shared parts of this page whose markup, at this width, an earlier page already had: the
 * footer is the same on every page and the header differs only in the link marked current, so
 * checking every copy again found nothing new and cost a fifth of the sweep.
 */
async function alreadyChecked(page: Page, width: number, seen: Set<string>): Promise<string[]> {
  const markup = await page.evaluate(
    (parts) => parts.map((part) => document.querySelector(part)?.outerHTML ?? ''),
    SHARED_PARTS,
  );
  return SHARED_PARTS.filter((part, i) => {
    const key = `${width} ${part} ${markup[i]}`;
    if (seen.has(key)) return true;
    seen.add(key);
    return false;
  });
}

/** Each page loaded once and checked at each of its widths, narrowest first, a few pages at a time. */
async function checkAll(
  testSite: TestSite,
  paths: string[],
  widths: ReadonlyMap<string, number[]>,
): Promise<{ found: string[]; checked: number }> {
  const context = await testSite.browser.newContext({ viewport: { width: PHONE, height: 900 } });
  const found: string[] = [];
  // The same visit also proves no page breaks the Content-Security-Policy or throws.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`),
    );
  });
  let checked = 0;
  const seen = new Set<string>();
  const queue = [...paths];
  // Several pages at a time keep both cores busy while others wait on the network or a frame.
  await Promise.all(
    Array.from({ length: PAGES_AT_ONCE }, async () => {
      const page = await context.newPage();
      let current = '';
      page.on(
        'console',
        (message) => message.text().startsWith('CSP violation') && found.push(`${current}: ${message.text()}`),
      );
      page.on('pageerror', (error) => found.push(`${current}: ${error.message}`));
      for (let urlPath = queue.shift(); urlPath; urlPath = queue.shift()) {
        current = urlPath;
        const [first = PHONE, ...rest] = widths.get(urlPath) ?? [];
        await page.setViewportSize({ width: first, height: 900 });
        await page.goto(testSite.origin + urlPath);
        await waitForHydration(page, 'header');
        for (const width of [first, ...rest]) {
          if (width !== first) {
            await page.setViewportSize({ width, height: 900 });
            await painted(page);
          }
          for (const v of await violations(page, await alreadyChecked(page, width, seen)))
            found.push(`${urlPath} at ${width} px: ${v}`);
          checked++;
        }
      }
    }),
  );
  await context.close();
  return { found, checked };
}

const axe = suite('axe-core');
/** The controls test axe and the resize, not a page: they run once per sweep, in its first part. */
const control = (name: string, test: () => Promise<void>) => part.index === 1 && axe(name, test);

control('should catch a real violation (a control for the checks below)', async () => {
  const { page } = await openPage(site, '/about/');
  await page.evaluate(() =>
    document.querySelector('main')?.append(Object.assign(document.createElement('img'), { src: '/favicon.svg' })),
  );
  assert.ok((await violations(page)).some((v) => v.startsWith('image-alt')));
  await page.context().close();
});

control('should catch a violation that shows only at one width (a control for the resize)', async () => {
  const { page } = await openPage(site, '/about/', { width: 375 });
  await waitForHydration(page, 'header');
  // Grey on white, too faint to read, but only on wide screens (a constructed sheet: the policy refuses <style>).
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('@media (min-width: 1000px) { main p { color: #ccc !important; } }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
  assert.not.ok(
    (await violations(page)).some((v) => v.startsWith('color-contrast')),
    'readable at 375 px',
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  await painted(page);
  assert.ok(
    (await violations(page)).some((v) => v.startsWith('color-contrast')),
    'caught at 1280 px',
  );
  await page.context().close();
});

control(
  'should leave out only frame markup already checked at the same width, and check it again once it differs',
  async () => {
    const { page } = await openPage(site, '/about/', { width: 375 });
    await waitForHydration(page, 'header');
    const seen = new Set<string>();
    assert.equal(await alreadyChecked(page, 375, seen), [], 'first copy: checked');
    assert.equal(
      await alreadyChecked(page, 375, seen),
      ['.header-island', '.site-footer'],
      'the same markup again: left out',
    );
    assert.equal(await alreadyChecked(page, 1280, seen), [], 'another width: checked');
    await page.evaluate(() =>
      document
        .querySelector('.site-footer')
        ?.append(Object.assign(document.createElement('img'), { src: '/favicon.svg' })),
    );
    assert.equal(await alreadyChecked(page, 375, seen), ['.header-island'], 'a changed footer is checked again');
    assert.ok(
      (await violations(page, ['.header-island'])).some((v) => v.startsWith('image-alt')),
      'and its violation found',
    );
    assert.not.ok(
      (await violations(page, ['.site-footer'])).some((v) => v.startsWith('image-alt')),
      'a part left out is not checked',
    );
    await page.context().close();
  },
);

control('should give each page of the sitemap its template, and check the first of each at both widths', async () => {
  const every = await allPaths();
  const templateOf = await templates();
  assert.equal(
    every.filter((urlPath) => !templateOf.has(urlPath)),
    [],
    'pages the route table does not have',
  );
  const widths = widthsOf(every, templateOf);
  const both = every.filter((urlPath) => widths.get(urlPath)?.length === 2);
  const shown = [...new Set(every.map((urlPath) => templateOf.get(urlPath)))].sort();
  assert.equal(both.map((urlPath) => templateOf.get(urlPath)).sort(), shown, 'the first page of each template');
  assert.equal(widths.get('/'), [PHONE, DESKTOP], 'the home page');
});

axe(
  `should find no WCAG 2.2 A/AA violation, policy violation or script error on any page at ${PHONE} px, or on any ` +
    `template at ${DESKTOP} px${part.of > 1 ? ` (part ${part.index} of ${part.of})` : ''}`,
  async () => {
    const every = await allPaths();
    assert.ok(every.length > 200, `the sitemap lists ${every.length} pages`);
    const widths = widthsOf(every, await templates());
    const paths = inPart(only ? every.filter((page) => only.has(page)) : every, part);
    const { found, checked } = await checkAll(site, paths, widths);
    const expected = paths.reduce((sum, urlPath) => sum + (widths.get(urlPath)?.length ?? 0), 0);
    assert.is(checked, expected, 'every page at each of its widths');
    assert.equal(found, [], `\n${found.join('\n')}`);
  },
);
axe.run();
