import * as assert from 'uvu/assert';
import { acrossEngines, thirdParty, type EnginePage, type Open, type OpenOptions } from './engines/index';
import type { Answer } from './engines/probe';
import { TEST_ENV } from './site';

const STATIC_COUNT = 8;

const review = (i: number) => ({
  id: `g${i}`,
  quote: `Fetched review number ${i}.`,
  patientName: `Google Reviewer ${i}`,
  rating: 5,
  relativeTime: 'a week ago',
});

/** Opens the testimonials page with the reviews endpoint answering `answer`. */
async function withReviews(open: Open, answer: Answer, options: OpenOptions = {}): Promise<EnginePage> {
  const page = await open('', { width: 1280, ...options });
  thirdParty.handlers.reviews = () => answer;
  await page.goto('/testimonials/');
  await page.scrollIntoView('.testimonials-carousel');
  await page.waitForHydration('testimonials');
  return page;
}

/** Each card as a visitor tells it apart: the reviewer's name, or the label of a sample written into the site. */
const names = (page: EnginePage) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.testimonials-carousel .testimonial-card')].map(
      (card) => card.querySelector('.testimonial-name, .testimonial-label')?.textContent ?? '',
    ),
  );
const asked = () => thirdParty.requests.filter((r) => r.service === 'reviews');

/**
 * Waits until the carousel has settled what it shows: `live`, `static` after a failure, or `off` when it never asks.
 */
const settled = (page: EnginePage, state: 'live' | 'static' | 'off') =>
  page.waitForSelector(`.testimonials-carousel[data-reviews="${state}"]`, 'attached');

acrossEngines('live reviews', (test, open) => {
  test('should fetch once with the bearer key and top two reviews up with static ones to four', async () => {
    const page = await withReviews(open, { json: { success: true, reviews: [review(1), review(2)] } });
    await page.waitFor(
      () => document.querySelectorAll('.testimonials-carousel .carousel-slide').length === 4,
      null,
      'four slides',
    );
    const shown = await names(page);
    assert.equal(
      shown,
      ['Google Reviewer 1', 'Google Reviewer 2', 'Example review', 'Example review'],
      'live reviews are real; only the samples topping them up are labelled',
    );
    assert.is(asked().length, 1);
    assert.is(asked()[0]?.headers.authorization, `Bearer ${TEST_ENV.REVIEWS_ANON_KEY}`);
    assert.is(asked()[0]?.url, TEST_ENV.REVIEWS_URL);
    assert.equal(await page.problems(), []);
    await page.close();
  });

  test('should show at most six fetched reviews', async () => {
    const page = await withReviews(open, { json: { success: true, reviews: [1, 2, 3, 4, 5, 6, 7, 8].map(review) } });
    await page.waitFor(
      () => document.querySelectorAll('.testimonials-carousel .carousel-slide').length === 6,
      null,
      'six slides',
    );
    assert.ok((await names(page)).every((name) => name.startsWith('Google Reviewer')));
    await page.close();
  });

  const fallbacks: [string, Answer][] = [
    ['a non-OK answer', { status: 500, json: { success: true, reviews: [review(1)] } }],
    ['a missing success field', { json: { reviews: [review(1)] } }],
    ['a missing reviews field', { json: { success: true } }],
    ['a body that is not JSON', { body: '<html>oops</html>' }],
    ['a network failure', 'network failure'],
  ];
  for (const [name, answer] of fallbacks) {
    test(`should keep the static testimonials on ${name}`, async () => {
      const page = await withReviews(open, answer);
      await settled(page, 'static');
      assert.is(asked().length, 1);
      assert.is((await names(page)).length, STATIC_COUNT);
      assert.not.ok((await names(page)).some((n) => n.startsWith('Google')));
      await page.close();
    });
  }

  test('should not call the endpoint from a headless or prerendering browser', async () => {
    for (const userAgent of ['Mozilla/5.0 HeadlessChrome/156.0', 'Mozilla/5.0 (compatible; prerender)', 'ReactSnap']) {
      const page = await withReviews(open, { json: { success: true, reviews: [review(1)] } }, { userAgent });
      await settled(page, 'off');
      assert.is(asked().length, 0, userAgent);
      assert.is((await names(page)).length, STATIC_COUNT);
      await page.close();
    }
  });
});
