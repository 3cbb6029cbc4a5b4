import type { Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { REVIEWS_FUNCTION_PATH } from '../../src/lib/reviews';
import { openPage, painted, testSite, waitForHydration } from './site';

/**
 * What only Playwright can do, so in Chromium only: a fake clock (autoplay, a slow answer), pages
 * with JavaScript off, and pages rewritten on their way in (no reviews address, an island that throws). What these test
 * is timing and markup
 * logic that the cross-engine tests already run, island by island, in every engine.
 */
const site = await testSite();

const currentDot = (page: Page) =>
  page.$$eval('.testimonials-carousel .carousel-dot', (dots) =>
    dots.findIndex((d) => d.getAttribute('aria-current') === 'true'),
  );

interface AutoplayOptions {
  reducedMotion?: 'reduce';
  hover?: boolean;
  focus?: boolean;
  /** Presses the pause button first, then leaves the carousel with the pointer and focus. */
  pause?: boolean;
}

async function autoplayed(options: AutoplayOptions): Promise<boolean> {
  const { page } = await openPage(site, '', { width: 1100, reducedMotion: options.reducedMotion ?? 'no-preference' });
  await page.clock.install();
  await page.goto(`${site.origin}/testimonials/`);
  await page.locator('.testimonials-carousel').scrollIntoViewIfNeeded();
  await page.clock.runFor(6000);
  await page.waitForSelector('.testimonials-carousel .carousel-track.is-ready');
  if (options.hover) await page.hover('.testimonials-carousel .testimonial-card >> nth=0');
  if (options.focus) await page.focus('.testimonials-carousel .carousel-dot >> nth=0');
  if (options.pause) {
    await page.click('.testimonials-carousel button[aria-label="Pause reviews"]');
    await page.mouse.move(5, 5);
    await page.focus('.site-header .brand');
  }
  const start = await currentDot(page);
  await page.clock.runFor(5000 + 1000);
  const moved = (await currentDot(page)) !== start;
  await page.context().close();
  return moved;
}

const autoplay = suite('testimonials autoplay (fake clock)');
autoplay('should autoplay every 5 seconds', async () => {
  assert.ok(await autoplayed({}), 'moved after 5 s');
});
autoplay('should pause autoplay on hover', async () => {
  assert.not.ok(await autoplayed({ hover: true }));
});
autoplay('should pause autoplay on focus', async () => {
  assert.not.ok(await autoplayed({ focus: true }));
});
autoplay('should stay still after Pause is pressed, once the pointer and focus have left', async () => {
  assert.not.ok(await autoplayed({ pause: true }));
});
autoplay('should not autoplay when the visitor prefers reduced motion', async () => {
  assert.not.ok(await autoplayed({ reducedMotion: 'reduce' }));
});
autoplay.run();

const review = (i: number) => ({
  id: `g${i}`,
  quote: `Fetched review number ${i}.`,
  patientName: `Google Reviewer ${i}`,
  rating: 5,
  relativeTime: 'a week ago',
});
const reviews = suite('live reviews (fake clock, rewritten page)');

reviews('should give up on a slow answer and keep the static testimonials', async () => {
  const { page } = await openPage(site, '', { width: 1280 });
  let asked = 0;
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.clock.install();
  await page.route(`**${REVIEWS_FUNCTION_PATH}`, async (route) => {
    asked++;
    // Held until the page's clock has passed its timeout; the answer then comes too late.
    await answered;
    await route.fulfill({ json: { success: true, reviews: [review(1), review(2)] } }).catch(() => undefined);
  });
  await page.goto(`${site.origin}/testimonials/`);
  await page.locator('.testimonials-carousel').scrollIntoViewIfNeeded();
  await waitForHydration(page, 'testimonials');
  await page.waitForFunction(() => true);
  await page.clock.runFor(7000);
  await page.locator('.testimonials-carousel[data-reviews="static"]').waitFor({ state: 'attached' });
  answer();
  await painted(page);
  assert.is(asked, 1);
  const names = await page.$$eval('.testimonials-carousel .testimonial-card', (cards) =>
    cards.map((card) => card.querySelector('.testimonial-name, .testimonial-label')?.textContent ?? ''),
  );
  assert.is(names.length, 8);
  assert.not.ok(
    names.some((n) => n.startsWith('Google')),
    'the late answer is ignored',
  );
  await page.context().close();
});

reviews('should not call anything when no reviews URL is configured', async () => {
  const { page } = await openPage(site, '', { width: 1280 });
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(site.origin) || url.includes(REVIEWS_FUNCTION_PATH)) requests.push(url);
  });
  await page.route(`${site.origin}/testimonials/`, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replaceAll(REVIEWS_FUNCTION_PATH, '');
    await route.fulfill({ response, body });
  });
  await page.goto(`${site.origin}/testimonials/`);
  await page.locator('.testimonials-carousel').scrollIntoViewIfNeeded();
  await waitForHydration(page, 'testimonials');
  await page.locator('.testimonials-carousel[data-reviews="off"]').waitFor({ state: 'attached' });
  assert.equal(requests, []);
  await page.context().close();
});
reviews.run();

/** With JavaScript off: WebDriver cannot turn scripts off per page. */
const noScript = suite('without JavaScript');

noScript('should keep every menu link visible and show no dead toggle on a phone', async () => {
  const { page } = await openPage(site, '', { width: 375, javaScriptEnabled: false });
  await page.goto(`${site.origin}/`);
  for (const href of [
    '/services/',
    '/pricing/',
    '/services/womens-health/',
    '/team/pilates/',
    '/conditions/',
    '/blog/',
    '/contact/',
  ]) {
    assert.ok(await page.locator(`#site-menu a[href="${href}"]`).first().isVisible(), `${href} is reachable`);
  }
  assert.not.ok(await page.locator('.menu-toggle').isVisible(), 'no dead toggle button');
  await page.context().close();
});

noScript('should tell visitors to phone or email instead of showing the contact form', async () => {
  const { page } = await openPage(site, '', { width: 375, javaScriptEnabled: false });
  await page.goto(`${site.origin}/contact/`);
  assert.ok(await page.locator('.form-nojs').isVisible());
  assert.match(
    await page.locator('.form-nojs').innerText(),
    /call us on 020 7946 0321 \(placeholder\) or email enquiries@/,
  );
  assert.not.ok(await page.locator('.contact-form').isVisible());
  await page.context().close();
});

noScript('should say search needs JavaScript and offer categories, topics and the conditions page', async () => {
  const { page } = await openPage(site, '/search/?q=knee', { javaScriptEnabled: false });
  assert.match((await page.locator('.search-noscript').textContent()) ?? '', /needs JavaScript/);
  assert.ok(await page.getByRole('navigation', { name: 'Browse by category' }).getByRole('link').first().isVisible());
  assert.ok(await page.getByRole('navigation', { name: 'Browse by topic' }).getByRole('link').first().isVisible());
  assert.ok(await page.locator('.search-browse a[href="/conditions/"]').isVisible());
  await page.context().close();
});
noScript.run();

/** A touch screen: WebDriver cannot make a browser report a coarse pointer with no hover. */
const touch = suite('search on a touch screen');

touch('should tell a phone nothing about keys it has not got, and a desktop with a mouse about them', async () => {
  const keysHint = async (options: { hasTouch?: boolean; isMobile?: boolean }) => {
    const { page } = await openPage(site, '/search/?q=knee', { width: 390, ...options });
    // Results come after the island has checked the pointer, in the same effect that made it live.
    await page.locator('.search-result').first().waitFor();
    const hint = {
      shown: await page.locator('#search-keys').isVisible(),
      described: await page.locator('#search-query').getAttribute('aria-describedby'),
    };
    await page.context().close();
    return hint;
  };
  assert.equal(await keysHint({ hasTouch: true, isMobile: true }), { shown: false, described: null });
  assert.equal(await keysHint({}), { shown: true, described: 'search-keys' });
});
touch.run();

/** An island whose props make it throw, written into the page on its way in. */
const boundary = suite('error boundary');

boundary(
  'should replace a failing island with "Something went wrong" and a Refresh Page button that reloads',
  async () => {
    const { page, problems } = await openPage(site, '', { width: 1280 });
    await page.route(`${site.origin}/`, async (route) => {
      const response = await route.fetch();
      // Props that make the team carousel throw while hydrating.
      const body = (await response.text()).replace(
        /(data-island="team-carousel" data-props=")[^"]*"/,
        '$1{&quot;members&quot;:null}"',
      );
      await route.fulfill({ response, body });
    });
    await page.goto(`${site.origin}/`);
    await page.locator('[data-island="team-carousel"]').scrollIntoViewIfNeeded();
    const screen = page.locator('[data-island="team-carousel"] .error-screen');
    await screen.waitFor();
    assert.match(await screen.innerText(), /Something went wrong/);
    assert.ok(
      problems.some((p) => p.startsWith('warning: Island failed')),
      'the failure is logged',
    );
    let reloaded = false;
    page.on('load', () => (reloaded = true));
    await screen.getByRole('button', { name: 'Refresh Page' }).click();
    await page.waitForLoadState('load');
    await page.waitForFunction(() => document.readyState === 'complete');
    assert.ok(reloaded, 'the page reloads');
    await page.context().close();
  },
);
boundary.run();
