import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { copyOfCode } from '../code-copy';
import { testSite } from './site';

const site = await testSite();
const dev = suite('dev server');
let temp = '';
/** The code the dev server runs from: a copy, since one test edits its stylesheet. */
let code = '';
let server: ChildProcess | undefined;
let origin = '';
let log = '';
let logged: (() => void)[] = [];
let lastOutput = 0;

/** Resolves as soon as the server's output matches `pattern`; fails with the output after `ms`. */
function waitForLog(pattern: RegExp, what: string, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what}:\n${log}`)), ms);
    const check = () => {
      if (!pattern.test(log)) return;
      clearTimeout(timer);
      logged = logged.filter((listener) => listener !== check);
      resolve();
    };
    logged.push(check);
    check();
  });
}

/**
 * Waits until the server has written nothing for 3 s, so the builds an earlier test's edits started are over: an
 * edit made while one is queued is built with it, under that build's reason.
 */
async function quiet(): Promise<void> {
  for (const started = Date.now(); Date.now() - started < 30_000; await new Promise((r) => setTimeout(r, 100)))
    if (performance.now() - lastOutput >= 3_000) return;
  throw new Error(`the server never went quiet:\n${log}`);
}

dev.before(async () => {
  temp = await mkdtemp(path.join(tmpdir(), 'clinic-dev-'));
  await cp('content', temp, { recursive: true });
  code = await copyOfCode(await mkdtemp(path.join(tmpdir(), 'clinic-dev-code-')));
  const port = 4000 + Math.floor(Math.random() * 2000);
  origin = `http://127.0.0.1:${port}`;
  server = spawn('node', ['--import', 'tsx', 'build/serve/dev.ts', '--content', temp], {
    cwd: code,
    env: { ...process.env, PORT: String(port) },
  });
  const append = (chunk: Buffer) => {
    lastOutput = performance.now();
    log += chunk.toString();
    for (const listener of [...logged]) listener();
  };
  server.stdout?.on('data', append);
  server.stderr?.on('data', append);
  await waitForLog(/Serving/, 'dev server did not start', 60_000);
});

dev('should serve like a static host: folder index, trailing-slash redirect, 404 page', async () => {
  const redirect = await fetch(`${origin}/about`, { redirect: 'manual' });
  assert.is(redirect.status, 301);
  assert.is(redirect.headers.get('location'), '/about/');
  const missing = await fetch(`${origin}/no-such-page/`);
  assert.is(missing.status, 404);
  assert.match(await missing.text(), /Page not found/);
});

dev("should send the headers of the site's own _headers, as a static host does", async () => {
  const page = await fetch(`${origin}/about/`);
  assert.match(page.headers.get('content-security-policy') ?? '', /script-src 'self'/);
  // WebKit applies it to http://localhost and then loads no stylesheet or script; production keeps it.
  assert.not.match(page.headers.get('content-security-policy') ?? '', /upgrade-insecure-requests/);
  assert.is(page.headers.get('speculation-rules'), '"/speculation-rules.json"');
  const rules = await fetch(`${origin}/speculation-rules.json`);
  assert.is(rules.headers.get('content-type'), 'application/speculationrules+json');
  assert.ok(Array.isArray((await rules.json()).prefetch));
});

dev('should reload an open page after an edit, show problems as an overlay and recover when fixed', async () => {
  const post = path.join(temp, 'posts/frozen-shoulder.md');
  const original = await readFile(post, 'utf8');
  const page = await site.browser.newPage();
  await page.goto(`${origin}/blog/frozen-shoulder/`);
  // Another page, which the body edit leaves as it is, stays as it was: not reloaded.
  const other = await site.browser.newPage();
  await other.goto(`${origin}/about/`);
  await other.evaluate(() => Object.assign(window, { notReloaded: true }));

  await writeFile(post, `${original.trimEnd()}\n\nA sentence added while the page was open.\n`);
  await page.getByText('A sentence added while the page was open.').waitFor({ timeout: 10_000 });
  assert.ok(await other.evaluate(() => 'notReloaded' in window), 'a page the edit did not change is not reloaded');
  await other.close();

  await writeFile(post, original.replace(/^category: .*$/m, 'category: Gossip'));
  await page.getByText('Build failed: 1 problem').waitFor({ timeout: 10_000 });
  assert.match(await page.locator('pre').innerText(), /posts\/frozen-shoulder\.md: category: must be one of/);
  assert.match(log, /build failed/);
  assert.is(server?.exitCode, null, 'the server keeps running');

  await writeFile(post, original);
  await page.locator('h1', { hasText: 'Frozen Shoulder' }).waitFor({ timeout: 10_000 });
  assert.not.ok(await page.getByText('A sentence added while the page was open.').isVisible());
  await page.close();
});

dev(
  'should show the problems the checks find after an edited page was shown, and the page again once fixed',
  async () => {
    const post = path.join(temp, 'posts/frozen-shoulder.md');
    const original = await readFile(post, 'utf8');
    const page = await site.browser.newPage();
    try {
      await page.goto(`${origin}/blog/frozen-shoulder/`);
      log = '';
      // A link to a page the site does not have: the post renders, and the link check fails the build after.
      await writeFile(post, `${original.trimEnd()}\n\nSee [our old page](/no-such-page/).\n`);
      await page.getByText('Build failed: 1 problem').waitFor({ timeout: 10_000 });
      assert.match(await page.locator('pre').innerText(), /no-such-page/);
      await writeFile(post, original);
      await waitForLog(/changed .*frozen-shoulder\.md: \d+ of \d+ pages rendered/, 'no rebuild after the fix', 10_000);
      await page.locator('h1', { hasText: 'Frozen Shoulder' }).waitFor({ timeout: 10_000 });
      assert.not.ok(
        await page.getByText('our old page').isVisible(),
        'the page shown ahead of the failed build is gone',
      );
      const served = await (await fetch(`${origin}/blog/frozen-shoulder/`)).text();
      assert.not.match(served, /no-such-page/);
    } finally {
      await page.close();
      await writeFile(post, original);
    }
  },
);

dev('should re-render only the pages an edit to a post body affects', async () => {
  const post = path.join(temp, 'posts/neck-pain.md');
  const original = await readFile(post, 'utf8');
  await quiet();
  log = '';
  await writeFile(post, `${original.trimEnd()}\n\nOne more line.\n`);
  const rebuilt = /changed .*neck-pain\.md: (\d+) of (\d+) pages rendered/;
  await waitForLog(rebuilt, 'no rebuild', 10_000);
  const [, rendered, total] = rebuilt.exec(log) ?? [];
  assert.is(Number(rendered), 1, 'only the article itself (its title and excerpt did not change)');
  assert.ok(Number(total) > 200);
  await writeFile(post, original);
});

dev('should reload only the open page that shows an edited title, not another tab', async () => {
  // The oldest article: no list another open page shows starts with it, and the footer features others.
  const post = path.join(temp, 'posts/posterolateral-corner-injury.md');
  const original = await readFile(post, 'utf8');
  const address = /^slug: (.*)$/m.exec(original)?.[1];
  // Earlier tests' builds over: this one counts the reloads its own edit causes.
  await quiet();
  const article = await site.browser.newPage();
  await article.goto(`${origin}/blog/${address}/`);
  const contact = await site.browser.newPage();
  await contact.goto(`${origin}/contact/`);
  // Loads from now on, counted per tab (a tab may reload twice: its page, then the cover it shows).
  const loads = new Map([article, contact].map((tab) => [tab, 0]));
  for (const tab of [article, contact]) tab.on('load', () => loads.set(tab, (loads.get(tab) ?? 0) + 1));
  const rebuilt = /changed .*posterolateral-corner-injury\.md: \d+ of \d+ pages rendered/;
  log = '';
  try {
    // The title is on the article and its cover, in the feed and in search: only the article's tab shows it.
    await writeFile(post, original.replace(/^title: .*$/m, 'title: "A title edited while two tabs were open"'));
    await article.locator('h1', { hasText: 'A title edited while two tabs were open' }).waitFor({ timeout: 15_000 });
    await waitForLog(rebuilt, 'no rebuild', 15_000);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    assert.ok((loads.get(article) ?? 0) >= 1, 'the article reloaded');
    assert.is(loads.get(contact), 0, 'the contact page was not reloaded');
  } finally {
    log = '';
    await writeFile(post, original);
    // Its rebuild logged before the next test opens a page: a reload announced while it loads would reload it.
    await waitForLog(rebuilt, 'no rebuild after putting it back', 15_000);
    await Promise.all([article.close(), contact.close()]);
  }
});

dev('should swap an edited stylesheet into an open page without reloading it', async () => {
  const stylesheet = path.join(code, 'src/styles/main.css');
  const original = await readFile(stylesheet, 'utf8');
  const page = await site.browser.newPage();
  await page.goto(`${origin}/about/`, { waitUntil: 'load' });
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
  const outline = () => page.evaluate(() => getComputedStyle(document.body).outlineColor);
  assert.is.not(await outline(), 'rgb(1, 2, 3)');
  try {
    await writeFile(stylesheet, `${original}\nbody { outline: 1px solid rgb(1, 2, 3); }\n`);
    await page.waitForFunction(() => getComputedStyle(document.body).outlineColor === 'rgb(1, 2, 3)', null, {
      timeout: 15_000,
    });
    assert.ok(await page.evaluate(() => 'notReloaded' in window), 'the stylesheet was swapped in, not reloaded');
    await waitForLog(/changed .*main\.css: \d+ of \d+ pages rendered/, 'no rebuild after the stylesheet', 15_000);
    // The build's pages link the new stylesheet, and differ from the open one by nothing else: still no reload.
    assert.ok(await page.evaluate(() => 'notReloaded' in window), 'the build that followed did not reload it');
    const served = await (await fetch(`${origin}/about/`)).text();
    const linked = /href="(\/assets\/css\/[^"]+)"/.exec(served)?.[1];
    assert.match(await (await fetch(`${origin}${linked}`)).text(), /rgb\(1,\s*2,\s*3\)|#010203/);
  } finally {
    log = '';
    await writeFile(stylesheet, original);
    // Its rebuild logged before the next test edits: a build queued behind it would be logged under its name.
    await waitForLog(/changed .*main\.css: \d+ of \d+ pages rendered/, 'no rebuild after putting it back', 30_000);
    await page.close();
  }
});

dev('should swap two stylesheet edits in a row into an open page, reloading nothing', async () => {
  const stylesheet = path.join(code, 'src/styles/main.css');
  const original = await readFile(stylesheet, 'utf8');
  const rebuilds = () => log.match(/changed .*main\.css: \d+ of \d+ pages rendered/g)?.length ?? 0;
  await quiet();
  const page = await site.browser.newPage();
  await page.goto(`${origin}/about/`, { waitUntil: 'load' });
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
  const outlined = (colour: string) =>
    page.waitForFunction((wanted) => getComputedStyle(document.body).outlineColor === wanted, colour, {
      timeout: 15_000,
    });
  log = '';
  try {
    await writeFile(stylesheet, `${original}\nbody { outline: 1px solid rgb(1, 2, 3); }\n`);
    await outlined('rgb(1, 2, 3)');
    await writeFile(stylesheet, `${original}\nbody { outline: 1px solid rgb(4, 5, 6); }\n`);
    await outlined('rgb(4, 5, 6)');
    // The first edit's build, then the second's: each writes pages that differ from the open one by the stylesheet.
    await until(async () => (rebuilds() >= 2 ? true : undefined), 'two rebuilds');
    await quiet();
    assert.ok(await page.evaluate(() => 'notReloaded' in window), 'neither build reloaded the page');
    assert.is(await page.evaluate(() => getComputedStyle(document.body).outlineColor), 'rgb(4, 5, 6)');
    assert.is(await page.locator('link[rel="stylesheet"]').count(), 1, 'one stylesheet linked, the newest');
  } finally {
    log = '';
    await writeFile(stylesheet, original);
    await waitForLog(/changed .*main\.css: \d+ of \d+ pages rendered/, 'no rebuild after putting it back', 30_000);
    await page.close();
  }
});

/** What the server sends a live-reload client as it connects, saying `since` (it sends it in one write). */
async function onConnect(since: number): Promise<string> {
  const controller = new AbortController();
  const response = await fetch(`${origin}/__dev/events?since=${since}`, { signal: controller.signal });
  const reader = response.body!.getReader();
  const { value } = await reader.read();
  controller.abort();
  return new TextDecoder().decode(value);
}

dev('should tell a page that was loading while a reload was announced of it as it connects', async () => {
  const sinceOf = async (address: string) =>
    Number(/reload\.js\?since=(\d+)/.exec(await (await fetch(`${origin}${address}`)).text())?.[1]);
  const before = await sinceOf('/blog/');
  const post = path.join(temp, 'posts/ankle-sprains.md');
  const original = await readFile(post, 'utf8');
  log = '';
  await writeFile(post, `${original.trimEnd()}\n\nOne more line.\n`);
  await waitForLog(/changed .*ankle-sprains\.md: \d+ of \d+ pages rendered/, 'no rebuild', 10_000);
  assert.ok((await sinceOf('/blog/')) > before, 'the rebuild announced a reload');
  const missed = await onConnect(before);
  assert.match(missed, /event: reload\ndata: \{[^\n]*"\/blog\/ankle-sprains\/"/, 'a page served before hears it');
  assert.not.match(missed, /"all":true/, 'and only it: a page it did not change stays open');
  assert.not.match(await onConnect(await sinceOf('/blog/')), /event:/, 'a page served after hears nothing');
  await writeFile(post, original);
});

/** Polls `check` until it gives a value; fails with the server's output after `ms` (30 s). */
async function until<T>(check: () => Promise<T | undefined>, what: string, ms = 30_000): Promise<T> {
  for (
    const started = Date.now();
    Date.now() - started < ms;
    await new Promise((resolve) => setTimeout(resolve, 100))
  ) {
    const value = await check();
    if (value !== undefined) return value;
  }
  throw new Error(`${what}:\n${log}`);
}

/** Waits until the server has built a page at `address` (a new file takes a rebuild). */
const served = (address: string) =>
  until(async () => ((await fetch(`${origin}${address}`)).ok ? true : undefined), `${address} was never served`);

/** The index's entry file as served now, waiting for it to exist and, given `before`, to differ from it. */
const indexEntry = (before?: string) =>
  until(
    async () => {
      const response = await fetch(`${origin}/pagefind/pagefind-entry.json`);
      const text = response.ok ? await response.text() : undefined;
      return text !== undefined && text !== before ? text : undefined;
    },
    `the search index never ${before ? 'changed' : 'arrived'}`,
  );

dev(
  "should serve search under its own policy, and find an edit's new words once the index follows the page",
  async () => {
    const first = await indexEntry();
    // Once the build that the last test's edits started has passed: a page of a failed build goes without the policy.
    const policy = await until(async () => {
      const search = await fetch(`${origin}/search/`);
      return search.ok ? (search.headers.get('content-security-policy') ?? undefined) : undefined;
    }, '/search/ was never served with a policy');
    assert.match(policy, /script-src 'self' 'wasm-unsafe-eval'/);
    const post = path.join(temp, 'posts/calf-pain.md');
    const original = await readFile(post, 'utf8');
    await writeFile(post, `${original.trimEnd()}\n\nA zyqoflange is a word made up for this test.\n`);
    try {
      await indexEntry(first);
      const page = await site.browser.newPage();
      // The entry's first change may be the last test's restore landing, so a page may load the index before the
      // edit's: open the search again until the index that follows the edit answers.
      const found = page.locator('.search-status').filter({ hasText: '1 result for “zyqoflange”' });
      const search = async () => {
        await page.goto(`${origin}/search/?q=zyqoflange`);
        return found.waitFor({ timeout: 5_000 }).then(
          () => true as const,
          () => undefined,
        );
      };
      await until(search, 'the search never found the edit’s new word', 60_000);
      assert.is(await page.locator('.search-result-title a').getAttribute('href'), '/blog/calf-pain/');
      await page.close();
    } finally {
      await writeFile(post, original);
    }
  },
);

// Last: it adds and removes posts, and the search test compares the index with the one before its own edit.
dev(
  'should show a draft and a post written ahead at their addresses, each with its banner and kept out of search ' +
    'engines',
  async () => {
    const original = await readFile(path.join(temp, 'posts/neck-pain.md'), 'utf8');
    const copy = (slug: string, fields: string) =>
      original
        .replace(/^id: .*$/m, `id: ${crypto.randomUUID()}`)
        .replace(/^slug: .*$/m, `slug: ${slug}`)
        .replace(/^title: .*$/m, `title: "${slug}"`)
        .replace(/^published: .*$/m, fields);
    await writeFile(path.join(temp, 'posts/zz-draft.md'), copy('a-draft-in-progress', 'published: false'));
    await writeFile(
      path.join(temp, 'posts/zz-soon.md'),
      copy('written-ahead', 'published: true').replace(
        /^published_at: .*$/m,
        'published_at: 2099-03-03T09:00:00+00:00',
      ),
    );
    try {
      const page = await site.browser.newPage();
      const banners: [address: string, banner: string][] = [
        ['/blog/a-draft-in-progress/', 'Draft: not on the live site'],
        ['/blog/written-ahead/', 'Scheduled for 3 March 2099'],
      ];
      for (const [address, banner] of banners) {
        await served(address);
        await page.goto(`${origin}${address}`);
        await page.locator('.status-banner').filter({ hasText: banner }).waitFor({ timeout: 10_000 });
        assert.is(await page.locator('meta[name="robots"]').getAttribute('content'), 'noindex', address);
      }
      await page.close();
    } finally {
      await rm(path.join(temp, 'posts/zz-draft.md'));
      await rm(path.join(temp, 'posts/zz-soon.md'));
    }
  },
);

dev.after(async () => {
  server?.kill();
  await Promise.all([temp, code].map((dir) => rm(dir, { recursive: true, force: true })));
});
dev.run();
