import * as assert from 'uvu/assert';
import { acrossEngines, type EnginePage, type Open } from './engines/index';

/** Opens the search page (or uses `page`), types like a visitor and waits for the results to be announced. */
async function search(open: Open, query: string, page?: EnginePage): Promise<EnginePage> {
  const opened = page ?? (await open('/search/'));
  await opened.waitForHydration('search');
  await opened.click('#search-query');
  await opened.type(query);
  await opened.waitFor(
    (query) => document.querySelector('.search-status')?.textContent?.includes(`for “${query}”`),
    query,
    `results for ${query}`,
  );
  return opened;
}

const resultUrls = (page: EnginePage) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('.search-result-title a')].map(
      (link) => new URL(link.href).pathname,
    ),
  );
const resultKinds = (page: EnginePage) =>
  page.evaluate(() => [...document.querySelectorAll('.search-result-kind')].map((kind) => kind.textContent ?? ''));
/** Clicks the filter chip whose label (before its count) is `label`, within the group named `group` if given. */
const chip = (page: EnginePage, label: string, group = '') =>
  page.evaluate(
    ([label, group]) => {
      const scope = group ? document.querySelector(`[role="group"][aria-label="${group}"]`) : document;
      const buttons = [...(scope?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
      const button = label
        ? buttons.find((b) => new RegExp(`^${label} \\d+$`).test(b.textContent?.trim() ?? ''))
        : buttons[1];
      button?.click();
      return { name: button?.textContent?.trim() ?? '' };
    },
    [label, group] as const,
  );

acrossEngines('search results', (test, open) => {
  const plantar = 'should list the plantar fasciitis article first for "plantar", with its kind, date and marked words';
  test(plantar, async () => {
    const page = await search(open, 'plantar');
    assert.is((await resultUrls(page))[0], '/blog/plantar-fasciitis/');
    assert.is((await resultKinds(page))[0], 'Article');
    assert.match((await page.text('.search-result .search-result-meta')) ?? '', /\d{1,2} \w+ \d{4}/);
    assert.match((await page.text('.search-result mark')) ?? '', /plantar/i);
    await page.waitForPath((path) => path === '/search/?q=plantar', 'the shareable /search/?q=plantar');
    assert.equal(await page.problems(), [], 'no error and no policy violation with Pagefind running');
    await page.close();
  });

  test('should find the knee articles and the ACL article for "knee"', async () => {
    const page = await search(open, 'knee');
    const urls = await resultUrls(page);
    for (const url of ['/blog/knee-injuries/', '/blog/acl-tear-or-injury/', '/blog/meniscus-tear/'])
      assert.ok(urls.includes(url), `${url} in ${urls.join(' ')}`);
    await page.close();
  });

  test(
    'should find the Pilates service, the team member who teaches it and articles, and narrow them by kind and ' +
      'category',
    async () => {
      const page = await search(open, 'pilates');
      const urls = await resultUrls(page);
      assert.ok(urls.includes('/services/pilates/'), urls.join(' '));
      assert.ok(urls.includes('/team/grace-bennett/'), urls.join(' '));
      assert.ok((await resultKinds(page)).includes('Article'));
      await chip(page, 'Services');
      // Some results, all services: an empty list while the filter re-renders would pass `every` alone.
      await page.waitFor(
        () => {
          const kinds = [...document.querySelectorAll('.search-result-kind')].map((kind) => kind.textContent);
          return kinds.length > 0 && kinds.every((kind) => kind === 'Service');
        },
        null,
        'only services',
      );
      assert.ok((await resultUrls(page)).includes('/services/pilates/'));
      await chip(page, 'Articles');
      await page.waitFor(
        () => document.querySelector('[role="group"][aria-label="Category"]'),
        null,
        'the category chips',
      );
      const category = await chip(page, '', 'Category');
      await page.waitFor(
        (name) =>
          [...document.querySelectorAll('[role="group"][aria-label="Category"] button')]
            .find((b) => b.textContent?.trim() === name)
            ?.getAttribute('aria-pressed') === 'true',
        category.name,
        `${category.name} chosen`,
      );
      await page.waitFor(
        () => {
          const kinds = [...document.querySelectorAll('.search-result-kind')].map((kind) => kind.textContent);
          return kinds.length > 0 && kinds.every((kind) => kind === 'Article');
        },
        null,
        'only articles of that category',
      );
      await page.close();
    },
  );

  test('should add the next 12 results on "Show more results", focus the first added and count truly', async () => {
    const page = await search(open, 'knee pain');
    const first = await resultUrls(page);
    assert.is(first.length, 12);
    const total = Number((await page.text('.search-more p'))?.match(/best 12 of (\d+)\./)?.[1]);
    assert.ok(total > 12, `more than 12 results for "knee pain": ${await page.text('.search-more p')}`);
    await page.click('.search-more button');
    const shown = Math.min(24, total);
    await page.waitFor(
      (shown) => document.querySelectorAll('.search-result').length === shown,
      shown,
      `${shown} results`,
    );
    const all = await resultUrls(page);
    assert.equal(all.slice(0, 12), first, 'the first 12 stay where they were');
    assert.is(new Set(all).size, shown, 'no result twice');
    // Focus moves once the added results are drawn, a moment after they count; a busy WebKit takes longest.
    await page
      .waitFor((url) => document.activeElement?.getAttribute('href') === url, all[12], 'focus on the first added')
      .catch(() => undefined);
    assert.is(await page.focused(), all[12], 'focus moves to the first result added');
    if (total > shown) assert.match((await page.text('.search-more p')) ?? '', `best ${shown} of ${total}.`);
    else assert.is(await page.count('.search-more'), 0, 'no button once every result shows');
    assert.equal(await page.problems(), []);
    await page.close();
  });

  test("should offer the conditions page and the clinics' phone numbers when nothing matches", async () => {
    const page = await search(open, 'xylophonequark');
    assert.match((await page.text('.search-status')) ?? '', /^No results for/);
    assert.ok(await page.isVisible('.search-empty a[href="/conditions/"]'));
    assert.is(await page.count('.search-empty a[href^="tel:"]'), 2);
    await page.close();
  });

  test('should open with results from a shared address', async () => {
    const page = await open('/search/?q=neck');
    await page.waitForSelector('.search-result');
    assert.is(await page.value('#search-query'), 'neck');
    assert.ok((await resultUrls(page)).includes('/blog/neck-pain/'));
    assert.equal(await page.problems(), []);
    await page.close();
  });
});

acrossEngines('search by keyboard', (test, open) => {
  const keys = 'should focus with "/", move through results with the arrows, open one with Enter and clear with Escape';
  test(keys, async () => {
    const page = await open('/search/');
    await page.waitForHydration('search');
    // The "/" shortcut is listened for once the island is live, which it marks on the box.
    await page.waitForSelector('#search-query[aria-describedby="search-keys"]', 'attached');
    assert.ok(await page.isVisible('#search-keys'), 'a desktop with a mouse is told the keys');
    await page.press('/');
    assert.is(await page.focused(), 'search-query');
    await page.type('shoulder');
    await page.waitFor(
      () => document.querySelector('.search-status')?.textContent?.includes('for “shoulder”'),
      null,
      'results for shoulder',
    );
    const urls = await resultUrls(page);
    await page.press('ArrowDown');
    assert.is(await page.focused(), urls[0]);
    await page.press('ArrowDown');
    assert.is(await page.focused(), urls[1]);
    await page.press('ArrowUp');
    await page.press('ArrowUp');
    assert.is(await page.focused(), 'search-query', 'up from the first result returns to the box');
    await page.press('Escape');
    await page.waitForSelector('.search-result', 'detached');
    assert.is(await page.value('#search-query'), '');
    assert.is(await page.text('.search-status'), '', 'nothing announced once cleared');
    assert.is(await page.focused(), 'search-query');
    await page.type('frozen shoulder');
    await page.waitFor(
      () => document.querySelector('.search-status')?.textContent?.includes('for “frozen shoulder”'),
      null,
      'results for frozen shoulder',
    );
    await page.press('ArrowDown');
    const target = (await page.focused()) ?? '';
    await page.press('Enter');
    await page.waitForPath((path) => path === target, target);
    await page.close();
  });
});

acrossEngines('search boxes and pages without search', (test, open) => {
  test('should take a query from the blog and 404 search boxes to the search page, and find things there', async () => {
    for (const [path, box] of [
      ['/blog/', '#blog-search'],
      ['/no-such-page/', '#not-found-search'],
    ] as const) {
      const page = await open(path);
      await page.click(box);
      await page.type('heel pain');
      await page.press('Enter');
      await page.waitForPath((address) => address === '/search/?q=heel+pain', '/search/?q=heel+pain');
      await page.waitForSelector('.search-result');
      assert.ok((await resultUrls(page)).includes('/blog/plantar-fasciitis/'), path);
      await page.close();
    }
  });

  test('should load no search code on an article, even when the visitor points at the search link', async () => {
    const page = await open('/blog/plantar-fasciitis/');
    await page.waitForHydration('header');
    await page.hover('.site-header a[href="/search/"]');
    await page.painted();
    const fetched = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    );
    assert.equal(
      fetched.filter((path) => path.startsWith('/pagefind/') || /\/search-[\w-]+\.js$/.test(path)),
      [],
    );
    await page.close();
  });
});
