import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { serveBuiltSite } from './local-site';

/**
 * `npm run bench:search [-- DIR]`: serves a built site (default dist/) with its own headers, opens
 * the search page in Chromium, and reports what a first query fetches (gzipped, as a host would
 * send it) and the time from a keystroke to results on screen, median of 20 queries, debounce included.
 */
const QUERIES = [
  'knee',
  'back pain',
  'plantar',
  'pilates',
  'shoulder',
  'neck',
  'running',
  'pregnancy',
  'sciatica',
  'massage',
  'heel pain in the morning',
  'tennis elbow',
  'hip',
  'ankle sprain',
  'posture',
  'acupuncture',
  'marathon',
  'osteoarthritis',
  'whiplash',
  'shockwave',
];

const dir = path.resolve(process.argv[2] ?? 'dist');
const { origin, close } = await serveBuiltSite(dir);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

try {
  const page = await browser.newPage();
  const fetched = new Map<string, number>();
  page.on('response', (response) => {
    void response.body().then(
      (body) => {
        // Pagefind's own files (.pagefind, .pf_*) are stored gzipped already; the rest a host gzips.
        const url = new URL(response.url()).pathname;
        fetched.set(url, /\.(pagefind|pf_\w+)$/.test(url) ? body.length : gzipSync(body, { level: 9 }).length);
      },
      () => undefined,
    );
  });
  await page.goto(`${origin}/search/`);
  await page.locator('[data-island="search"][data-hydrated]').waitFor({ state: 'attached' });
  const atLoad = new Set(fetched.keys());
  await page.fill('#search-query', QUERIES[0]!);
  await page
    .locator('.search-status')
    .filter({ hasText: `for “${QUERIES[0]}”` })
    .waitFor();
  await page.waitForLoadState('networkidle');
  const sum = (urls: string[]) => urls.reduce((total, url) => total + (fetched.get(url) ?? 0), 0);
  const js = [...fetched.keys()].filter((url) => url.endsWith('.js'));
  const forQuery = [...fetched.keys()].filter((url) => !atLoad.has(url) || url.endsWith('.js'));

  const times: number[] = [];
  for (const query of QUERIES) {
    await page.fill('#search-query', '');
    await page.locator('.search-result').first().waitFor({ state: 'detached' });
    // Timed inside the page: from the input event to the frame that shows this query's count.
    times.push(
      await page.evaluate(
        (words) =>
          new Promise<number>((resolve) => {
            const input = document.querySelector<HTMLInputElement>('#search-query')!;
            const status = document.querySelector('.search-status')!;
            const started = performance.now();
            new MutationObserver((_, observer) => {
              if (!status.textContent?.includes(`for “${words}”`)) return;
              observer.disconnect();
              requestAnimationFrame(() => resolve(performance.now() - started));
            }).observe(status, { childList: true, characterData: true, subtree: true });
            input.value = words;
            input.dispatchEvent(new Event('input', { bubbles: true }));
          }),
        query,
      ),
    );
  }
  const sorted = [...times].sort((a, b) => a - b);
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
  console.log(
    `First query ("${QUERIES[0]}") fetched ${kb(sum(forQuery))} in ${forQuery.length} files: JS ${kb(sum(js))} ` +
      `(${js.length} files), WebAssembly and index ${kb(sum(forQuery) - sum(js))}`,
  );
  console.log(
    `Keystroke to results, ${QUERIES.length} queries (120 ms debounce included): median ` +
      `${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms, min ${sorted[0]!.toFixed(0)} ms, max ` +
      `${sorted.at(-1)!.toFixed(0)} ms`,
  );
} finally {
  await browser.close();
  await close();
}
