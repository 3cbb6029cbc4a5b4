import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { testimonialSchema, type Testimonial } from '../../src/content/lists';
import {
  isExampleReview,
  isPrerenderAgent,
  MAX_FETCHED_REVIEWS,
  mergeReviews,
  MIN_REVIEWS_SHOWN,
  parseReviewsResponse,
  reviewsHeaders,
} from '../../src/lib/reviews';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

const agents = suite('isPrerenderAgent');
const agentCases: [string, string, boolean][] = [
  ['ReactSnap', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) ReactSnap', true],
  [
    'HeadlessChrome',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36',
    true,
  ],
  ['prerender', 'Mozilla/5.0 (compatible; prerender/1.0; +https://github.com/prerender/prerender)', true],
  ['Prerender, capitalised', 'Mozilla/5.0 Prerender (+https://github.com/prerender/prerender)', true],
  ['an ordinary desktop Chrome', CHROME, false],
  [
    'an ordinary iPhone Safari',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 ' +
      'Mobile/15E148 Safari/604.1',
    false,
  ],
  ['an ordinary Firefox', 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0', false],
  ['an empty agent', '', false],
];
for (const [what, agent, expected] of agentCases) {
  agents(`should ${expected ? '' : 'not '}recognise ${what}`, () => {
    assert.is(isPrerenderAgent(agent), expected);
  });
}
agents.run();

const review = (overrides: Record<string, unknown> = {}) => ({
  id: 'g1',
  quote: 'Excellent physio, my knee is much better.',
  patientName: 'Sam Taylor',
  service: 'Physiotherapy',
  rating: 5,
  relativeTime: '2 weeks ago',
  ...overrides,
});

const parse = suite('parseReviewsResponse');
const nullCases: [string, unknown][] = [
  ['null', null],
  ['undefined', undefined],
  ['a string', 'ok'],
  ['an array', [review()]],
  ['an empty object', {}],
  ['a missing success field', { reviews: [review()] }],
  ['a missing reviews field', { success: true }],
  ['success false', { success: false, reviews: [review()] }],
  ['success as the string "true"', { success: 'true', reviews: [review()] }],
  ['success 1', { success: 1, reviews: [review()] }],
  ['reviews that are not a list', { success: true, reviews: { 0: review() } }],
  ['reviews null', { success: true, reviews: null }],
];
for (const [what, body] of nullCases) {
  parse(`should return null for ${what}`, () => {
    assert.is(parseReviewsResponse(body), null);
  });
}
parse('should return an empty list for a successful answer with no reviews', () => {
  assert.equal(parseReviewsResponse({ success: true, reviews: [] }), []);
});
parse('should keep well-formed reviews in order as google testimonials', () => {
  const result = parseReviewsResponse({
    success: true,
    reviews: [review(), review({ id: 'g2', patientName: 'Alex Kim', rating: 4 })],
  });
  assert.ok(result);
  assert.equal(
    result.map((r) => [r.id, r.patientName, r.rating, r.source]),
    [
      ['g1', 'Sam Taylor', 5, 'google'],
      ['g2', 'Alex Kim', 4, 'google'],
    ],
  );
  assert.is(result[0]?.quote, 'Excellent physio, my knee is much better.');
  assert.is(result[0]?.relativeTime, '2 weeks ago');
});
parse('should keep the links of a Google review only when they are https', () => {
  const result = parseReviewsResponse({
    success: true,
    reviews: [
      review({
        authorUrl: 'https://www.google.com/maps/contrib/1/reviews',
        reviewUrl: 'https://www.google.com/maps/reviews/x',
      }),
      review({ id: 'g2', authorUrl: 'javascript:alert(1)', reviewUrl: 'http://maps.example/' }),
    ],
  });
  assert.equal(
    result?.map((r) => [r.authorUrl, r.reviewUrl]),
    [
      ['https://www.google.com/maps/contrib/1/reviews', 'https://www.google.com/maps/reviews/x'],
      [undefined, undefined],
    ],
  );
});
parse('should show the clinic a review of the site’s own function is for', () => {
  const result = parseReviewsResponse({
    success: true,
    reviews: [review({ service: undefined, clinic: 'Earlsfield' }), review({ id: 'g2', service: undefined })],
  });
  assert.equal(
    result?.map((r) => r.service),
    ['Earlsfield', 'Google review'],
  );
});
parse('should drop malformed items and keep the rest', () => {
  const malformed: unknown[] = [
    null,
    42,
    'a review',
    [],
    review({ quote: undefined }),
    review({ quote: '' }),
    review({ quote: '   ' }),
    review({ quote: 12 }),
    review({ patientName: undefined }),
    review({ patientName: '' }),
    review({ rating: 0 }),
    review({ rating: 6 }),
    review({ rating: 4.5 }),
    review({ rating: '5' }),
    review({ rating: undefined }),
  ];
  const good = review({ id: 'keep' });
  const result = parseReviewsResponse({ success: true, reviews: [...malformed, good, ...malformed] });
  assert.equal(
    result?.map((r) => r.id),
    ['keep'],
  );
});
parse('should give every kept review a shape the testimonial schema accepts', () => {
  const result = parseReviewsResponse({
    success: true,
    reviews: [
      review(),
      { quote: '  Great care.  ', patientName: ' Jo ', rating: 3 },
      review({ id: 'g3', verified: true, service: 'Sports massage', extra: 'ignored' }),
      { quote: 'Friendly team.', patientName: 'Max', rating: 4 },
    ],
  });
  assert.is(result?.length, 4);
  for (const item of result ?? []) {
    const checked = testimonialSchema.safeParse(item);
    assert.ok(checked.success, `${JSON.stringify(item)}: ${checked.error?.message}`);
  }
  assert.is(result?.[1]?.quote, 'Great care.');
  assert.is(result?.[1]?.patientName, 'Jo');
  assert.is(result?.[2]?.verified, true);
  // two reviews without an id must not share one
  assert.is(new Set(result?.map((r) => r.id)).size, 4);
});
parse.run();

const testimonial = (id: string, source: 'static' | 'google', example = false): Testimonial => ({
  id,
  quote: `Quote ${id}`,
  patientName: `Patient ${id}`,
  service: 'Physiotherapy',
  rating: 5,
  source,
  ...(example ? { standIns: { quote: 'a real review' } } : {}),
});
const many = (prefix: string, count: number, source: 'static' | 'google', example = false) =>
  Array.from({ length: count }, (_, i) => testimonial(`${prefix}${i + 1}`, source, example));
const statics = many('s', 8, 'static');
const examples = many('e', 8, 'static', true);

const merge = suite('mergeReviews');
merge('should follow the spec limits: up to 6 fetched, at least 4 shown', () => {
  assert.is(MAX_FETCHED_REVIEWS, 6);
  assert.is(MIN_REVIEWS_SHOWN, 4);
});
// [fetched count, the static testimonials, expected ids]
const mergeCases: [number, Testimonial[], string[]][] = [
  [0, statics, ['s1', 's2', 's3', 's4']],
  [1, statics, ['g1', 's1', 's2', 's3']],
  [2, statics, ['g1', 'g2', 's1', 's2']],
  [3, statics, ['g1', 'g2', 'g3', 's1']],
  [4, statics, ['g1', 'g2', 'g3', 'g4']],
  [5, statics, ['g1', 'g2', 'g3', 'g4', 'g5']],
  [6, statics, ['g1', 'g2', 'g3', 'g4', 'g5', 'g6']],
  [9, statics, ['g1', 'g2', 'g3', 'g4', 'g5', 'g6']],
  [1, examples, ['g1']],
  [2, [examples[0]!, statics[0]!, examples[1]!, statics[1]!, statics[2]!], ['g1', 'g2', 's1', 's2']],
  [3, [], ['g1', 'g2', 'g3']],
];
for (const [count, ownStatics, expected] of mergeCases) {
  const kinds = ownStatics.length === 0 ? 'none' : ownStatics.every((t) => t.standIns) ? 'examples' : 'real ones';
  merge(`should show ${expected.join(', ')} for ${count} fetched reviews and static testimonials: ${kinds}`, () => {
    assert.equal(
      mergeReviews(many('g', count, 'google'), ownStatics).map((r) => r.id),
      expected,
    );
  });
}
merge('should show what there is when statics cannot top up to four', () => {
  assert.equal(
    mergeReviews(many('g', 1, 'google'), many('s', 2, 'static')).map((r) => r.id),
    ['g1', 's1', 's2'],
  );
});
merge('should not change its inputs', () => {
  const fetched = many('g', 2, 'google');
  const ownStatics = many('s', 8, 'static');
  mergeReviews(fetched, ownStatics);
  assert.is(fetched.length, 2);
  assert.is(ownStatics.length, 8);
});
merge.run();

const headers = suite('reviewsHeaders');
const headerCases: [string, string, Record<string, string>][] = [
  ["no key (the site's own function)", '', {}],
  ['an anonymous key (a separate host)', 'anon-key', { Authorization: 'Bearer anon-key' }],
];
for (const [what, key, expected] of headerCases) {
  headers(`should send ${Object.keys(expected).length ? 'a bearer header' : 'no header'} for ${what}`, () => {
    assert.equal(reviewsHeaders(key), expected);
  });
}
headers.run();

const example = suite('isExampleReview');

example('should tell a sample written into the site from a real review', () => {
  const base = { id: 's1', patientName: 'A. B.', service: 'Pilates', rating: 5, source: 'static' };
  const sample = testimonialSchema.parse({ ...base, quote: { standIn: 'Lovely.', replaceWith: 'a real review' } });
  assert.is(sample.quote, 'Lovely.');
  assert.ok(isExampleReview(sample));
  assert.not.ok(isExampleReview(testimonialSchema.parse({ ...base, quote: 'Lovely.' })));
  assert.not.ok(
    isExampleReview(parseReviewsResponse({ success: true, reviews: [{ ...base, quote: 'Great.' }] })![0]!),
    'a live Google review is real',
  );
});
example.run();
