import * as assert from 'uvu/assert';
import { REVIEWS_FUNCTION_PATH } from '../../src/lib/reviews';
import {
  acrossEngines,
  type EnginePage,
  LOCAL_FUNCTION,
  type Open,
  type OpenOptions,
  runsDataCases,
  thirdParty,
} from './engines/index';
import type { Answer } from './engines/probe';
import { reviewLinkTexts } from './site';

const STATIC_COUNT = 8;

const review = (i: number) => ({
  id: `g${i}`,
  quote: `Fetched review number ${i}.`,
  patientName: `Google Reviewer ${i}`,
  rating: 5,
  relativeTime: 'a week ago',
});

/**
 * The shipped fixtures of the fake Places API as the site's function answers them: both clinics, newest first, six at
 * most, and a review with no text (Gemma Walsh's) left out.
 */
const LIVE_NAMES = [
  'Margaret Okonkwo',
  'Charlotte Pemberton',
  'Tomasz Nowak',
  'James Whitfield',
  'Dev Malhotra',
  'Aisha Rahman',
];

/** Opens `urlPath` (the testimonials page unless named) with the reviews call answered by `answer`. */
async function withReviews(
  open: Open,
  answer: Answer | typeof LOCAL_FUNCTION,
  options: OpenOptions = {},
  urlPath = '/testimonials/',
): Promise<EnginePage> {
  const page = await open('', { width: 1280, ...options });
  thirdParty.handlers.reviews = answer === LOCAL_FUNCTION ? LOCAL_FUNCTION : () => answer;
  await page.goto(urlPath);
  await page.scrollIntoView('[data-island="testimonials"]');
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
  page.waitForSelector(`[data-island="testimonials"] [data-reviews="${state}"]`, 'attached');

acrossEngines('live reviews', (test, open, engine) => {
  for (const urlPath of ['/', '/testimonials/']) {
    const name = `should show the live reviews from the site's own function on ${urlPath}, with Google's attribution`;
    test(name, async () => {
      const page = await withReviews(open, LOCAL_FUNCTION, {}, urlPath);
      await settled(page, 'live');
      assert.equal(await names(page), LIVE_NAMES, 'newest first, and no example beside them');
      const shown = await page.evaluate(() => {
        const carousel = document.querySelector('.testimonials-carousel');
        const links = (selector: string) =>
          [...(carousel?.querySelectorAll<HTMLAnchorElement>(selector) ?? [])].map((a) => a.href);
        const source = carousel?.parentElement?.querySelector('.reviews-source');
        return {
          authors: links('.testimonial-name a'),
          reviews: links('.testimonial-meta a'),
          meta: carousel?.querySelector('.testimonial-meta')?.textContent ?? '',
          source: source?.textContent ?? '',
          clinics: [...(source?.querySelectorAll('a') ?? [])].map((a) => [a.textContent, a.href]),
        };
      });
      assert.is(shown.authors.length, 6);
      assert.ok(
        shown.authors.every((href) => href.startsWith('https://www.google.com/maps/contrib/')),
        shown.authors.join(),
      );
      assert.ok(shown.reviews.every((href) => href.startsWith('https://www.google.com/maps/reviews/')));
      assert.is(shown.meta, 'Wimbledon Village · Google review by Margaret Okonkwo, 2 days ago');
      assert.match(shown.source, /^These reviews are from Google Maps: up to five for each clinic, which Google /);
      assert.match(shown.source, 'chooses by relevance, not the newest.');
      assert.equal(
        shown.clinics.map(([text]) => text),
        reviewLinkTexts(),
      );
      assert.ok(shown.clinics.every(([, href]) => href?.startsWith('https://www.google.com/maps/')));
      assert.equal(
        asked().map((call) => [call.url, call.headers.authorization]),
        [[REVIEWS_FUNCTION_PATH, undefined]],
        'one call, to the site itself, with no key',
      );
      assert.equal(await page.problems(), []);
      await page.close();
    });
  }

  test('should show two live reviews alone, not topped up with examples', async () => {
    const page = await withReviews(open, { json: { success: true, reviews: [review(1), review(2)] } });
    await settled(page, 'live');
    assert.equal(await names(page), ['Google Reviewer 1', 'Google Reviewer 2']);
    assert.is(asked().length, 1);
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
    ['a body that is not JSON', { body: '<html>oops</html>' }],
    ['a network failure', 'network failure'],
  ];
  // Answers of the same call that differ only in their fields, read as data by parseReviewsResponse.
  const dataFallbacks: [string, Answer][] = [
    ['the function saying it failed', { json: { success: false } }],
    ['a missing success field', { json: { reviews: [review(1)] } }],
    ['a missing reviews field', { json: { success: true } }],
  ];
  if (runsDataCases(engine)) fallbacks.push(...dataFallbacks);
  for (const [name, answer] of fallbacks) {
    test(`should keep the static testimonials on ${name}`, async () => {
      const page = await withReviews(open, answer);
      await settled(page, 'static');
      assert.is(asked().length, 1);
      assert.is((await names(page)).length, STATIC_COUNT);
      assert.not.ok((await names(page)).some((n) => n.startsWith('Google')));
      assert.is(await page.evaluate(() => document.querySelectorAll('.reviews-source').length), 0);
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
