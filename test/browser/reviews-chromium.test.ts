import type { Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fixtures from '../../build/serve/places-fixtures.json';
import { mergeClinicReviews, type PlaceReview } from '../../src/lib/google-reviews';
import { MAX_FETCHED_REVIEWS, REVIEWS_FUNCTION_PATH } from '../../src/lib/reviews';
import { CLINICS } from '../functions/workerd';
import { violations } from './axe';
import { openPage, painted, reviewLinkTexts, testSite, waitForHydration } from './site';

/**
 * What needs Playwright, so in Chromium only: the live reviews checked with axe at both widths, and a page rewritten on
 * its way in to have no testimonials of its own.
 */
const site = await testSite();

/** The function's answer from the fake Places API's fixtures, merged by the function's own code. */
const LIVE = {
  success: true,
  reviews: mergeClinicReviews(
    CLINICS.map((clinic) => ({
      clinic,
      reviews: (fixtures[clinic.id as keyof typeof fixtures]?.reviews ?? []) as PlaceReview[],
    })),
    MAX_FETCHED_REVIEWS,
  ),
};

/** HTML attribute text as React writes it, and back. */
const ENTITIES: [string, string][] = [
  ['&', '&amp;'],
  ['"', '&quot;'],
  ["'", '&#x27;'],
  ['<', '&lt;'],
  ['>', '&gt;'],
];
const decode = (text: string) => ENTITIES.reduceRight((out, [char, entity]) => out.replaceAll(entity, char), text);
const encode = (text: string) => ENTITIES.reduce((out, [char, entity]) => out.replaceAll(char, entity), text);

/**
 * The page with the island's props as a site with no testimonials of its own has them, and its server markup left
 * out: hydration keeps server markup it does not expect, so the island renders afresh into an empty marker, as it
 * then renders on the server.
 */
function withoutTestimonials(html: string): string {
  const marker = /(data-island="testimonials" data-props=")([^"]*)">/.exec(html);
  if (!marker) throw new Error('No testimonials island in the page');
  const parsed = JSON.parse(decode(marker[2] ?? '')) as { testimonials: unknown[] };
  const inner = marker.index + marker[0].length;
  let depth = 1;
  let end = inner;
  for (const tag of html.slice(inner).matchAll(/<div[\s>]|<\/div>/g)) {
    depth += tag[0] === '</div>' ? -1 : 1;
    if (depth === 0) {
      end = inner + tag.index;
      break;
    }
  }
  const props = encode(JSON.stringify({ ...parsed, testimonials: [] }));
  return `${html.slice(0, marker.index)}${marker[1]}${props}">${html.slice(end)}`;
}

async function openReviews(urlPath: string, width: number, answer: 'live' | 'fail'): Promise<Page> {
  const { page } = await openPage(site, '', { width });
  await page.route(`**${REVIEWS_FUNCTION_PATH}`, (route) =>
    answer === 'live' ? route.fulfill({ json: LIVE }) : route.abort('connectionrefused'),
  );
  await page.goto(site.origin + urlPath);
  await page.locator('[data-island="testimonials"]').scrollIntoViewIfNeeded();
  await waitForHydration(page, 'testimonials');
  return page;
}

const live = suite('live reviews (axe, rewritten page)');

for (const urlPath of ['/', '/testimonials/']) {
  live(`should have no WCAG 2.2 A/AA violation in the live reviews on ${urlPath} at 375 or 1280 px`, async () => {
    const page = await openReviews(urlPath, 375, 'live');
    await page.locator('[data-reviews="live"]').waitFor({ state: 'attached' });
    assert.is(await page.locator('.testimonials-carousel .testimonial-name a').count(), LIVE.reviews.length);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await painted(page);
      assert.equal(await violations(page), [], `${urlPath} at ${width} px`);
    }
    await page.context().close();
  });
}

live('should link to each clinic’s Google reviews when there are no testimonials and the call fails', async () => {
  const { page } = await openPage(site, '', { width: 1280 });
  await page.route(`${site.origin}/testimonials/`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: withoutTestimonials(await response.text()) });
  });
  await page.route(`**${REVIEWS_FUNCTION_PATH}`, (route) => route.abort('connectionrefused'));
  await page.goto(`${site.origin}/testimonials/`);
  await page.locator('[data-island="testimonials"]').scrollIntoViewIfNeeded();
  await waitForHydration(page, 'testimonials');
  await page.locator('.testimonials-links[data-reviews="static"]').waitFor({ state: 'attached' });
  assert.is(await page.locator('.testimonials-carousel').count(), 0, 'no empty carousel');
  const links = await page.$$eval('.testimonials-links a', (anchors) =>
    anchors.map((a) => [a.textContent, (a as HTMLAnchorElement).href]),
  );
  assert.equal(
    links.map(([text]) => text),
    reviewLinkTexts(),
  );
  assert.ok(links.every(([, href]) => href?.startsWith('https://www.google.com/maps/')));
  assert.match(
    await page.locator('.testimonials-links').innerText(),
    /^Read what patients say about us on Google Maps:/,
  );
  assert.equal(await violations(page), []);
  await page.context().close();
});
live.run();
