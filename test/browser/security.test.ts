import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../build/build-site';
import { parseBuildOptions } from '../../build/options';
import { launchChromium, serveSite } from './browser';
import { openPage, painted, testSite } from './site';
import { clinicSite } from '../../templates/clinic-site';

const site = await testSite();

const headers = suite('security headers');

headers(
  'should send the Content-Security-Policy and hardening headers with pages, and immutable caching with assets',
  async () => {
    const { page } = await openPage(site, '');
    const response = await page.goto(`${site.origin}/contact/`);
    const sent = response?.headers() ?? {};
    const csp = sent['content-security-policy'] ?? '';
    assert.match(csp, /script-src 'self'(;|$)/);
    assert.not.match(csp, /unsafe-inline|unsafe-eval/);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.match(csp, /connect-src 'self' https:\/\/api\.emailjs\.com(;|$)/, 'the reviews come from the site itself');
    assert.match(
      csp,
      /frame-src https:\/\/www\.youtube-nocookie\.com https:\/\/www\.youtube\.com https:\/\/www\.google\.com/,
    );
    assert.match(sent['strict-transport-security'] ?? '', /max-age=\d{8}/);
    assert.is(sent['x-content-type-options'], 'nosniff');
    assert.is(sent['referrer-policy'], 'strict-origin-when-cross-origin');
    assert.ok(sent['permissions-policy']);
    // HTML is asked for again on every visit: kept only with its validator, to be told 304 when nothing changed.
    assert.is(sent['cache-control'], 'no-cache', 'HTML is never kept without asking');
    assert.match(sent.etag ?? '', /^"[\w-]+"$/);
    const again = await page.request.get(`${site.origin}/contact/`, { headers: { 'If-None-Match': sent.etag ?? '' } });
    assert.is(again.status(), 304, 'unchanged, the page is not sent again');
    const css = await page.request.get(`${site.origin}${await page.getAttribute('link[rel="stylesheet"]', 'href')}`);
    assert.is(css.headers()['cache-control'], 'public, max-age=31536000, immutable');
    await page.context().close();
  },
);

headers(
  'should fetch the prefetch rules the header names, as valid JSON of their own type, with no error or policy ' +
    'violation',
  async () => {
    const { page, problems } = await openPage(site, '');
    const rulesFetched = page.waitForResponse((response) => response.url().endsWith('/speculation-rules.json'));
    await page.goto(`${site.origin}/blog/`);
    const rules = await rulesFetched;
    assert.is(rules.headers()['content-type'], 'application/speculationrules+json');
    assert.ok(Array.isArray((await rules.json()).prefetch));
    assert.equal(problems, [], 'the browser accepted the rules under the policy');
    await page.context().close();
  },
);

headers.run();

const hostile = suite('hostile content');
let temp = '';
let hostileSite: Awaited<ReturnType<typeof serveSite>> | undefined;

hostile.before(async () => {
  temp = await mkdtemp(path.join(tmpdir(), 'clinic-hostile-'));
  await cp('content', path.join(temp, 'content'), { recursive: true });
  await cp('test/fixtures/hostile-post.md', path.join(temp, 'content/posts/hostile-content.md'));
  await buildSite(
    clinicSite,
    parseBuildOptions(['--content', path.join(temp, 'content'), '--out', path.join(temp, 'dist')], {}, process.cwd()),
  );
  // Served without any security headers: the sanitiser alone must hold.
  hostileSite = await serveSite(path.join(temp, 'dist'));
});

hostile('should build, and nothing in the post can run, navigate, restyle or escape its article', async () => {
  const browser = await launchChromium();
  const page = await browser.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  for (const urlPath of ['/blog/hostile-content/', '/blog/', '/blog/category/general/', '/feed.xml']) {
    await page.goto(`${hostileSite?.origin}${urlPath}`);
    await painted(page);
    await page.mouse.move(200, 400);
    await page.keyboard.press('Tab');
    assert.is(
      await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned),
      undefined,
      `script ran on ${urlPath}`,
    );
  }
  await page.goto(`${hostileSite?.origin}/blog/hostile-content/`);
  await page.click('text=click me').catch(() => undefined);
  await page.click('text=javascript link').catch(() => undefined);
  await painted(page);
  assert.is(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned), undefined);
  assert.equal(dialogs, []);
  assert.ok(page.url().endsWith('/blog/hostile-content/'), 'no redirect');
  const article = page.locator('.article-body');
  for (const selector of [
    'script',
    'form',
    'input',
    'style',
    'base',
    'meta',
    'object',
    'embed',
    'svg',
    'math',
    'video',
    'iframe',
    '[style]',
    '[id]',
    '[name]',
    '[onclick]',
    '[onerror]',
  ]) {
    assert.is(await article.locator(selector).count(), 0, `${selector} inside the article`);
  }
  assert.is(await page.locator('base').count(), 0);
  assert.is(await page.locator('meta[http-equiv]').count(), 0);
  assert.is(await page.locator('#main').evaluate((el) => el.tagName), 'MAIN', 'ids are not clobbered');
  assert.ok(await page.locator('.site-header').isVisible(), 'the page is not restyled');
  assert.ok(await page.locator('.site-footer').isVisible(), 'the article did not swallow the footer');
  assert.is(await page.locator('main').count(), 1);
  const html = await readFile(path.join(temp, 'dist/blog/hostile-content/index.html'), 'utf8');
  assert.not.match(html, /="\s*(javascript|data|vbscript):/i, 'no script URL survives in any attribute');
  await browser.close();
});

hostile.after(async () => {
  await hostileSite?.close();
  await rm(temp, { recursive: true, force: true });
});
hostile.run();
