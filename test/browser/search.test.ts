import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { localHeadersFor } from '../../build/serve/local-headers';
import { makeCorpus } from '../../build/tools/bench-corpus';
import { cacheSharingImages } from '../build/shared-cache';
import { serveSite } from './browser';
import { openPage, TEST_ENV, testSite, waitForHydration } from './site';

const site = await testSite();

/** Opens the search page, types like a visitor and waits for the results to be announced. */
async function search(query: string, page?: Page) {
  const opened = page ? { page, problems: [] as string[] } : await openPage(site, '/search/');
  await waitForHydration(opened.page, 'search');
  await opened.page.fill('#search-query', query);
  await opened.page.locator('.search-status').filter({ hasText: `for “${query}”` }).waitFor();
  return opened;
}

const resultUrls = (page: Page) => page.locator('.search-result-title a').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
const resultKinds = (page: Page) => page.locator('.search-result-kind').allTextContents();

const results = suite('search results');

results('should list the plantar fasciitis article first for "plantar", with its kind, date and marked words', async () => {
  const { page, problems } = await search('plantar');
  assert.is((await resultUrls(page))[0], '/blog/plantar-fasciitis/');
  const first = page.locator('.search-result').first();
  assert.is(await first.locator('.search-result-kind').textContent(), 'Article');
  assert.match((await first.locator('.search-result-meta').textContent()) ?? '', /\d{1,2} \w+ \d{4}/);
  assert.match((await first.locator('mark').first().textContent()) ?? '', /plantar/i);
  assert.match(page.url(), /\/search\/\?q=plantar$/, 'the address holds the search, so it can be shared');
  assert.equal(problems, [], 'no error and no policy violation with Pagefind running');
  await page.context().close();
});

results('should find the knee articles and the ACL article for "knee"', async () => {
  const { page } = await search('knee');
  const urls = await resultUrls(page);
  for (const url of ['/blog/knee-injuries/', '/blog/acl-tear-or-injury/', '/blog/meniscus-tear/']) assert.ok(urls.includes(url), `${url} in ${urls.join(' ')}`);
  await page.context().close();
});

results('should find the Pilates service, the team member who teaches it and articles, and narrow them by kind and category', async () => {
  const { page } = await search('pilates');
  const urls = await resultUrls(page);
  assert.ok(urls.includes('/services/pilates/'), urls.join(' '));
  assert.ok(urls.includes('/team/grace-bennett/'), urls.join(' '));
  assert.ok((await resultKinds(page)).includes('Article'));
  await page.getByRole('button', { name: /^Services \d+$/ }).click();
  await page.locator('.search-result-kind').first().waitFor();
  await page.waitForFunction(() => [...document.querySelectorAll('.search-result-kind')].every((kind) => kind.textContent === 'Service'));
  assert.ok((await resultUrls(page)).includes('/services/pilates/'));
  assert.is(await page.getByRole('button', { name: /^Services \d+$/ }).getAttribute('aria-pressed'), 'true');
  await page.getByRole('button', { name: /^Articles \d+$/ }).click();
  const category = page.getByRole('group', { name: 'Category' }).getByRole('button').nth(1);
  const name = ((await category.textContent()) ?? '').replace(/\s*\d+$/, '');
  await category.click();
  await page.waitForFunction(() => document.querySelector('.search-result-kind')?.textContent === 'Article');
  assert.is(await category.getAttribute('aria-pressed'), 'true', `${name} chosen`);
  await page.context().close();
});

results('should offer the conditions page and the clinics\' phone numbers when nothing matches', async () => {
  const { page } = await search('xylophonequark');
  assert.match((await page.locator('.search-status').textContent()) ?? '', /^No results for/);
  const help = page.locator('.search-empty');
  assert.ok(await help.getByRole('link', { name: 'conditions we treat' }).isVisible());
  assert.is(await help.locator('a[href^="tel:"]').count(), 2);
  await page.context().close();
});

results('should open with results from a shared address', async () => {
  const { page, problems } = await openPage(site, '/search/?q=neck');
  await page.locator('.search-result').first().waitFor();
  assert.is(await page.inputValue('#search-query'), 'neck');
  assert.ok((await resultUrls(page)).includes('/blog/neck-pain/'));
  assert.equal(problems, []);
  await page.context().close();
});

const keyboard = suite('search by keyboard');

keyboard('should focus with "/", move through results with the arrows, open one with Enter and clear with Escape', async () => {
  const { page } = await openPage(site, '/search/');
  await waitForHydration(page, 'search');
  await page.keyboard.press('/');
  assert.is(await page.evaluate(() => document.activeElement?.id), 'search-query');
  await page.keyboard.type('shoulder');
  await page.locator('.search-status').filter({ hasText: 'for “shoulder”' }).waitFor();
  const focusedHref = () => page.evaluate(() => (document.activeElement as HTMLAnchorElement | null)?.getAttribute('href'));
  const urls = await resultUrls(page);
  await page.keyboard.press('ArrowDown');
  assert.is(await focusedHref(), urls[0]);
  await page.keyboard.press('ArrowDown');
  assert.is(await focusedHref(), urls[1]);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  assert.is(await page.evaluate(() => document.activeElement?.id), 'search-query', 'up from the first result returns to the box');
  await page.keyboard.press('Escape');
  await page.locator('.search-result').first().waitFor({ state: 'detached' });
  assert.is(await page.inputValue('#search-query'), '');
  assert.is(await page.locator('.search-status').textContent(), '', 'nothing announced once cleared');
  assert.is(await page.evaluate(() => document.activeElement?.id), 'search-query');
  await page.keyboard.type('frozen shoulder');
  await page.locator('.search-status').filter({ hasText: 'for “frozen shoulder”' }).waitFor();
  await page.keyboard.press('ArrowDown');
  const target = await focusedHref();
  await Promise.all([page.waitForURL((url) => url.pathname === target), page.keyboard.press('Enter')]);
  await page.context().close();
});

keyboard('should have no accessibility violations with results and filters shown', async () => {
  for (const width of [375, 1280]) {
    const { page } = await search('back pain', (await openPage(site, '/search/', { width })).page);
    const { violations } = await new AxeBuilder({ page }).analyze();
    assert.equal(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), [], `at ${width} px`);
    await page.context().close();
  }
});

const boxes = suite('search boxes and pages without search');

boxes('should take a query from the blog and 404 search boxes to the search page, and find things there', async () => {
  for (const [path, box] of [['/blog/', '#blog-search'], ['/no-such-page/', '#not-found-search']] as const) {
    const { page } = await openPage(site, path);
    await page.fill(box, 'heel pain');
    await Promise.all([page.waitForURL(/\/search\/\?q=heel\+pain$/), page.press(box, 'Enter')]);
    await page.locator('.search-result').first().waitFor();
    assert.ok((await resultUrls(page)).includes('/blog/plantar-fasciitis/'), path);
    await page.context().close();
  }
});

boxes('should keep the strict policy and load no search code on an article, and allow WebAssembly only where search runs', async () => {
  const { page } = await openPage(site, '');
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  const article = await page.goto(`${site.origin}/blog/plantar-fasciitis/`);
  await page.hover('.site-header a[href="/search/"]');
  await page.waitForLoadState('networkidle');
  assert.not.match(article?.headers()['content-security-policy'] ?? '', /wasm|eval/);
  assert.equal(requests.filter((request) => request.startsWith('/pagefind/') || /\/search-[\w-]+\.js$/.test(request)), []);
  const searchPage = await page.goto(`${site.origin}/search/`);
  const policy = searchPage?.headers()['content-security-policy'] ?? '';
  assert.match(policy, /script-src 'self' 'wasm-unsafe-eval'(;|$)/);
  assert.not.match(policy, /'unsafe-eval'|unsafe-inline/);
  await page.context().close();
});

boxes('should say so without JavaScript and offer categories, topics and the conditions page', async () => {
  const { page } = await openPage(site, '/search/?q=knee', { javaScriptEnabled: false });
  assert.match((await page.locator('.search-noscript').textContent()) ?? '', /needs JavaScript/);
  assert.ok(await page.getByRole('navigation', { name: 'Browse by category' }).getByRole('link').first().isVisible());
  assert.ok(await page.getByRole('navigation', { name: 'Browse by topic' }).getByRole('link').first().isVisible());
  assert.ok(await page.locator('.search-browse a[href="/conditions/"]').isVisible());
  await page.context().close();
});

const parts = suite('a large site\'s index in parts');
let large: { origin: string; close: () => Promise<void> } | undefined;
let temp = '';

parts.before(async () => {
  // 240 posts and the other pages make about 270 documents: two parts of the index (up to 250 each).
  const content = await makeCorpus(240);
  temp = path.dirname(content);
  const cacheDir = await cacheSharingImages(path.join(temp, 'cache'));
  // Built as `npm run build` builds, compiled and with React's production build: several times quicker than under tsx.
  await promisify(execFile)('node', ['build/cli.mjs', '--content', content, '--out', path.join(temp, 'dist'), '--cache-dir', cacheDir, '--quiet'], { env: { ...process.env, ...TEST_ENV } });
  assert.ok(existsSync(path.join(temp, 'dist', 'pagefind', '1', 'pagefind-entry.json')), 'the generated site should have a second part of the index: add posts to the corpus');
  large = await serveSite(path.join(temp, 'dist'), localHeadersFor(await readFile(path.join(temp, 'dist', '_headers'), 'utf8')));
});
parts.after(async () => {
  await large?.close();
  await rm(temp, { recursive: true, force: true });
});

parts('should search every part as one index, showing results from each, under the search policy', async () => {
  const { page, problems } = await openPage({ ...site, origin: large!.origin }, '/search/');
  const folders: string[] = [];
  page.on('request', (request) => folders.push(new URL(request.url()).pathname.replace(/[^/]+$/, '')));
  await search('knee', page);
  for (const folder of ['/pagefind/index/', '/pagefind/1/index/', '/pagefind/fragment/', '/pagefind/1/fragment/']) {
    assert.ok(folders.includes(folder), `${folder} in ${[...new Set(folders)].join(' ')}`);
  }
  assert.equal(problems, []);
  await page.context().close();
});

results.run();
keyboard.run();
boxes.run();
parts.run();
