import type { Page, Route } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openPage, painted, TEST_ENV, testSite, waitForHydration } from './site';

const site = await testSite();
const STATIC_COUNT = 8;

const review = (i: number) => ({ id: `g${i}`, quote: `Fetched review number ${i}.`, patientName: `Google Reviewer ${i}`, rating: 5, relativeTime: 'a week ago' });

/** Opens the testimonials page with the reviews endpoint answering as `answer` does; returns what was shown and asked. */
async function withReviews(answer: (route: Route) => Promise<void> | void, options: { userAgent?: string } = {}) {
  const { page, problems } = await openPage(site, '', { width: 1280, ...options });
  const requests: { authorization?: string }[] = [];
  await page.route(TEST_ENV.REVIEWS_URL, async (route) => {
    requests.push({ authorization: route.request().headers().authorization });
    await answer(route);
  });
  await page.goto(`${site.origin}/testimonials/`);
  await page.locator('.testimonials-carousel').scrollIntoViewIfNeeded();
  await waitForHydration(page, 'testimonials');
  // Each card as a visitor tells it apart: the reviewer's name, or the label of a sample written into the site.
  const names = () =>
    page.$$eval('.testimonials-carousel .testimonial-card', (cards) => cards.map((card) => (card.querySelector('.testimonial-name') ?? card.querySelector('.testimonial-label'))?.textContent));
  return { page, problems, requests, names };
}

/** Waits until the carousel has settled what it shows: `live`, `static` after a failure, or `off` when it never asks. */
const settled = (page: Page, state: 'live' | 'static' | 'off') => page.locator(`.testimonials-carousel[data-reviews="${state}"]`).waitFor({ state: 'attached' });

const reviews = suite('live reviews');

reviews('should fetch once with the bearer key and top two reviews up with static ones to four', async () => {
  const { page, requests, names } = await withReviews((route) => route.fulfill({ json: { success: true, reviews: [review(1), review(2)] } }));
  await page.waitForFunction(() => document.querySelectorAll('.testimonials-carousel .carousel-slide').length === 4);
  const shown = await names();
  assert.equal(shown, ['Google Reviewer 1', 'Google Reviewer 2', 'Example review', 'Example review'], 'live reviews are real; only the samples topping them up are labelled');
  assert.is(requests.length, 1);
  assert.is(requests[0]?.authorization, `Bearer ${TEST_ENV.REVIEWS_ANON_KEY}`);
  await page.context().close();
});

reviews('should show at most six fetched reviews', async () => {
  const { page, names } = await withReviews((route) => route.fulfill({ json: { success: true, reviews: [1, 2, 3, 4, 5, 6, 7, 8].map(review) } }));
  await page.waitForFunction(() => document.querySelectorAll('.testimonials-carousel .carousel-slide').length === 6);
  assert.ok((await names()).every((name) => name?.startsWith('Google Reviewer')));
  await page.context().close();
});

const fallbacks: [string, (route: Route) => Promise<void>][] = [
  ['a non-OK answer', (route) => route.fulfill({ status: 500, json: { success: true, reviews: [review(1)] } })],
  ['a missing success field', (route) => route.fulfill({ json: { reviews: [review(1)] } })],
  ['a missing reviews field', (route) => route.fulfill({ json: { success: true } })],
  ['a body that is not JSON', (route) => route.fulfill({ body: '<html>oops</html>' })],
  ['a network failure', (route) => route.abort('failed')],
];
for (const [name, answer] of fallbacks) {
  reviews(`should keep the static testimonials on ${name}`, async () => {
    const { page, requests, names } = await withReviews(answer);
    await settled(page, 'static');
    assert.is(requests.length, 1);
    assert.is((await names()).length, STATIC_COUNT);
    assert.not.ok((await names()).some((n) => n?.startsWith('Google')));
    await page.context().close();
  });
}

reviews('should give up on a slow answer and keep the static testimonials', async () => {
  const { page } = await openPage(site, '', { width: 1280 });
  let asked = 0;
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.clock.install();
  await page.route(TEST_ENV.REVIEWS_URL, async (route) => {
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
  await settled(page, 'static');
  answer();
  await painted(page);
  assert.is(asked, 1);
  const names = await page.$$eval('.testimonials-carousel .testimonial-card', (cards) => cards.map((card) => card.querySelector('.testimonial-name, .testimonial-label')?.textContent ?? ''));
  assert.is(names.length, STATIC_COUNT);
  assert.not.ok(names.some((n) => n.startsWith('Google')), 'the late answer is ignored');
  await page.context().close();
});

reviews('should not call the endpoint from a headless or prerendering browser', async () => {
  for (const agent of ['Mozilla/5.0 HeadlessChrome/156.0', 'Mozilla/5.0 (compatible; prerender)', 'ReactSnap']) {
    const { page, requests, names } = await withReviews((route) => route.fulfill({ json: { success: true, reviews: [review(1)] } }), { userAgent: agent });
    await settled(page, 'off');
    assert.is(requests.length, 0, agent);
    assert.is((await names()).length, STATIC_COUNT);
    await page.context().close();
  }
});

reviews('should not call anything when no reviews URL is configured', async () => {
  const { page } = await openPage(site, '', { width: 1280 });
  const requests: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(site.origin)) requests.push(request.url());
  });
  await page.route(`${site.origin}/testimonials/`, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replaceAll(TEST_ENV.REVIEWS_URL.replaceAll('/', '\\/'), '').replaceAll(TEST_ENV.REVIEWS_URL, '');
    await route.fulfill({ response, body });
  });
  await page.goto(`${site.origin}/testimonials/`);
  await page.locator('.testimonials-carousel').scrollIntoViewIfNeeded();
  await waitForHydration(page, 'testimonials');
  await settled(page, 'off');
  assert.equal(requests, []);
  await page.context().close();
});
reviews.run();
