import * as assert from 'uvu/assert';
import { acrossEngines } from './engines/index';

/** One page of each kind. */
export const PAGE_KINDS: Record<string, string> = {
  home: '/',
  about: '/about/',
  team: '/team/',
  'team group': '/team/womens-health/',
  'team member': '/team/priya-raman/',
  services: '/services/',
  service: '/services/pilates/',
  rehabilitation: '/rehabilitation/',
  pricing: '/pricing/',
  conditions: '/conditions/',
  blog: '/blog/',
  'blog page': '/blog/page/2/',
  category: '/blog/category/sports-injuries/',
  tag: '/blog/tag/running/',
  article: '/blog/extracorporeal-shock-wave-therapy/',
  testimonials: '/testimonials/',
  contact: '/contact/',
  legal: '/terms/',
  'not found': '/no-such-page/',
};

acrossEngines('island hydration', (test, open) => {
  for (const [kind, path] of Object.entries(PAGE_KINDS)) {
    test(`should hydrate every island on the ${kind} page without a console error or warning`, async () => {
      const page = await open(path, { width: 1280 });
      const names = await page.evaluate(() => [
        ...new Set([...document.querySelectorAll('[data-island]')].map((m) => m.getAttribute('data-island') ?? '')),
      ]);
      assert.ok(names.includes('header'));
      // Islands below the fold hydrate when they come into view.
      for (const name of names) {
        await page.scrollIntoView(`[data-island="${name}"]`);
        await page.waitForHydration(name);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.painted();
      assert.equal(await page.problems(), []);
      await page.close();
    });
  }

  test('should load only the scripts of the islands a page uses', async () => {
    const page = await open('/blog/extracorporeal-shock-wave-therapy/');
    const scripts = await page.evaluate(() =>
      [...document.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src')),
    );
    assert.is(scripts.length, 1);
    assert.match(scripts[0] ?? '', /^\/assets\/js\/header-[A-Z0-9]+\.js$/);
    // The test probe is the one classic script with a source; the site has no inline script.
    assert.is(await page.count('script:not([src]):not([type="application/ld+json"])'), 0, 'no inline scripts');
    await page.close();
  });
});
