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

/**
 * Search checks that stay in Chromium: axe-core through Playwright, a generated site whose index
 * comes in parts (built once; one engine proves the merge), and the policies' headers. The
 * visitor's use of search runs in every engine (search.test.ts).
 */
const site = await testSite();

/** Opens the search page, types like a visitor and waits for the results to be announced. */
async function search(query: string, page: Page) {
  await waitForHydration(page, 'search');
  await page.fill('#search-query', query);
  await page
    .locator('.search-status')
    .filter({ hasText: `for “${query}”` })
    .waitFor();
}

const checks = suite('search: accessibility and policy');

checks('should have no accessibility violations with results and filters shown', async () => {
  for (const width of [375, 1280]) {
    const { page } = await openPage(site, '/search/', { width });
    await search('back pain', page);
    const { violations } = await new AxeBuilder({ page }).analyze();
    assert.equal(
      violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      [],
      `at ${width} px`,
    );
    await page.context().close();
  }
});

checks('should keep the strict policy on an article and allow WebAssembly only where search runs', async () => {
  const article = (await fetch(`${site.origin}/blog/plantar-fasciitis/`)).headers.get('content-security-policy') ?? '';
  assert.match(article, /script-src 'self'(;|$)/);
  assert.not.match(article, /wasm|eval/);
  const policy = (await fetch(`${site.origin}/search/`)).headers.get('content-security-policy') ?? '';
  assert.match(policy, /script-src 'self' 'wasm-unsafe-eval'(;|$)/);
  assert.not.match(policy, /'unsafe-eval'|unsafe-inline/);
});
checks.run();

const parts = suite("a large site's index in parts");
let large: { origin: string; close: () => Promise<void> } | undefined;
let temp = '';

parts.before(async () => {
  // 240 posts and the other pages make about 270 documents: two parts of the index (up to 250 each).
  const content = await makeCorpus(240);
  temp = path.dirname(content);
  const cacheDir = await cacheSharingImages(path.join(temp, 'cache'));
  // Built as `npm run build` builds, compiled and with React's production build: several times quicker than under tsx.
  await promisify(execFile)(
    'node',
    ['build/cli.mjs', '--content', content, '--out', path.join(temp, 'dist'), '--cache-dir', cacheDir, '--quiet'],
    { env: { ...process.env, ...TEST_ENV } },
  );
  assert.ok(
    existsSync(path.join(temp, 'dist', 'pagefind', '1', 'pagefind-entry.json')),
    'the generated site should have a second part of the index: add posts to the corpus',
  );
  large = await serveSite(
    path.join(temp, 'dist'),
    localHeadersFor(await readFile(path.join(temp, 'dist', '_headers'), 'utf8')),
  );
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

parts.run();
