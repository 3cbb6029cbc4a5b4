import * as assert from 'uvu/assert';
import { acrossEngines, type EnginePage } from './engines/index';

interface Stop {
  area: string;
  label: string;
  visible: boolean;
}

/** Where focus is: the part of the page it is in, what it is, and whether it can be seen. */
const focusStop = (page: EnginePage) =>
  page.evaluate((): Stop | null => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const box = el.getBoundingClientRect();
    // The page's frame first, so a section inside the footer counts as the footer; then the section of the page.
    const area = el.closest('.skip-link, .site-header, .site-footer') ?? el.closest('section');
    return {
      // The first class names the part: the header gains state classes (is-scrolled) as the page scrolls.
      area: area?.id || area?.classList[0] || area?.tagName || 'page',
      label:
        `${el.tagName} ` +
        `${el.getAttribute('href') ?? el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30)}`,
      visible: box.width > 0 && box.height > 0,
    };
  });

acrossEngines('keyboard', (test, open) => {
  test('should reach the skip link first, and after it the main content', async () => {
    const page = await open('/', { width: 1280 });
    await page.waitForHydration('header');
    await page.press('Tab');
    assert.is(await page.evaluate(() => document.activeElement?.textContent), 'Skip to main content');
    assert.ok(await page.isVisible('.skip-link'), 'the skip link shows when focused');
    await page.press('Enter');
    await page.press('Tab');
    assert.ok(
      await page.evaluate(() => document.activeElement?.closest('main') !== null),
      'after the skip link, focus moves into main',
    );
    await page.close();
  });

  test('should reach every control of the home page in reading order', async () => {
    const page = await open('/', { width: 1280 });
    const islands = await page.evaluate(() => [
      ...new Set([...document.querySelectorAll('[data-island]')].map((m) => m.getAttribute('data-island') ?? '')),
    ]);
    for (const island of islands) {
      await page.scrollIntoView(`[data-island="${island}"]`);
      await page.waitForHydration(island);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    const order: Stop[] = [];
    for (let i = 0; i < 400; i++) {
      await page.press('Tab');
      const stop = await focusStop(page);
      if (!stop || (order.length > 0 && stop.label === order[0]?.label)) break;
      assert.ok(stop.visible, `focus landed on something invisible: ${stop.label}`);
      order.push(stop);
    }
    const labels = order.map((o) => o.label);
    for (const expected of [
      'A /services/',
      'BUTTON Services menu',
      'A /blog/',
      'BUTTON Next team member',
      'BUTTON Show testimonial 1',
      'BUTTON Pause reviews',
      'INPUT',
      'TEXTAREA',
      'BUTTON Send Message',
      'A /terms/',
    ]) {
      assert.ok(
        labels.some((l) => l.startsWith(expected)),
        `Tab never reached ${expected}`,
      );
    }
    // Sensible order: each part of the page is visited in one go, top to bottom, never returned to.
    const areas = order.map((o) => o.area).filter((area, i, all) => area !== all[i - 1]);
    assert.equal(areas, [...new Set(areas)], `areas visited: ${areas.join(' → ')}`);
    const expectedAreas = [
      'skip-link',
      'site-header',
      'hero',
      'about',
      'services',
      'team',
      'conditions',
      'testimonials',
      'specialised-care',
      'latest-posts',
      'popular',
      'cta-band',
      'contact',
      'site-footer',
    ];
    // Every expected part must be reached, in this order; parts with nothing to focus are not in the list.
    assert.equal(
      areas.filter((a) => expectedAreas.includes(a)),
      expectedAreas,
      `areas visited: ${areas.join(' → ')}`,
    );
    await page.close();
  });
});
