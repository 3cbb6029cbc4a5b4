import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { makeCorpus } from '../../build/tools/bench-corpus';
import { cacheSharingImages } from '../build/shared-cache';
import { testSite } from './site';

/**
 * A large site's first build takes seconds; the dev server shows a page asked for meanwhile as soon
 * as it can render it from the outline, then the build's own page, with a reload, once the whole
 * site is written. A thousand posts make the gap wide enough to see on any machine.
 */
const site = await testSite();
const first = suite('dev server, the first page of a large site');
const POSTS = 1000;
let corpus = '';
let server: ChildProcess | undefined;
let log = '';

first.before(async () => {
  const content = await makeCorpus(POSTS);
  corpus = path.dirname(content);
  const cacheDir = await cacheSharingImages(path.join(corpus, 'cache'));
  const port = 4000 + Math.floor(Math.random() * 2000);
  server = spawn('node', ['--import', 'tsx', 'build/serve/dev.ts', '--content', content, '--cache-dir', cacheDir], {
    env: { ...process.env, PORT: String(port) },
  });
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  Object.assign(first, { origin: `http://127.0.0.1:${port}` });
});

first('should show a page asked for during the first build, then the whole site with a reload', async () => {
  const { origin } = first as unknown as { origin: string };
  const page = await site.browser.newPage();
  try {
    const started = Date.now();
    // The server listens a moment after it starts; until then the address refuses.
    for (;;) {
      const loaded = await page.goto(`${origin}/blog/frozen-shoulder/`).catch(() => null);
      if (loaded?.ok()) break;
      assert.ok(Date.now() - started < 60_000, `the page never came:\n${log}`);
      await page.waitForTimeout(100);
    }
    assert.not.match(log, /first build:/, `shown while the rest of the site was still being built:\n${log}`);
    const heading = page.getByRole('heading', { level: 1 });
    assert.match(await heading.innerText(), /Frozen Shoulder/);
    assert.ok(await page.getByText('An ache that kept her awake').isVisible(), 'its own body is shown');
    await page.evaluate(() => Object.assign(window, { firstLook: true }));

    await page.waitForFunction(() => !(window as { firstLook?: boolean }).firstLook, undefined, { timeout: 120_000 });
    assert.match(log, /first build: \d+ of \d+ pages rendered/);
    assert.match(await heading.innerText(), /Frozen Shoulder/);
    assert.ok(await page.getByText('An ache that kept her awake').isVisible());
  } finally {
    await page.close();
  }
});

first.after(async () => {
  server?.kill();
  await rm(corpus, { recursive: true, force: true });
});
first.run();
