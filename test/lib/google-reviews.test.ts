import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  ANONYMOUS_AUTHOR,
  googleMapsPlaceUrl,
  httpsUrl,
  type LiveReview,
  MAX_QUOTE_LENGTH,
  mergeClinicReviews,
  type PlaceReview,
  toLiveReview,
} from '../../src/lib/google-reviews';
import { EARLSFIELD, placeReview, placeReviews, WIMBLEDON } from './place-reviews';

const urls = suite('httpsUrl');
const urlCases: [string, unknown, string | undefined][] = [
  [
    'a Google profile',
    'https://www.google.com/maps/contrib/1084/reviews',
    'https://www.google.com/maps/contrib/1084/reviews',
  ],
  ['plain http', 'http://www.google.com/maps', undefined],
  ['a script address', 'javascript:alert(1)', undefined],
  ['a data address', 'data:text/html,<script>alert(1)</script>', undefined],
  ['a relative path', '/maps/contrib/1', undefined],
  ['an empty string', '', undefined],
  ['a number', 42, undefined],
  ['nothing', undefined, undefined],
];
for (const [what, value, expected] of urlCases) {
  urls(`should ${expected ? 'keep' : 'drop'} ${what}`, () => {
    assert.is(httpsUrl(value), expected);
  });
}
urls.run();

const one = suite('toLiveReview');
const live = (overrides: Partial<PlaceReview>) => toLiveReview(placeReview(EARLSFIELD, 3, overrides), EARLSFIELD);

one('should map every shown field of a review Google fills in completely', () => {
  const review = placeReview(EARLSFIELD, 3);
  assert.equal(toLiveReview(review, EARLSFIELD), {
    id: `places/${EARLSFIELD.placeId}/reviews/ChZDSUhNMG9nS0VJQ0FnSURearlsfield3`,
    quote: 'Review 3 of Earlsfield: friendly, clear and my shoulder is much better.',
    patientName: 'Earlsfield Reviewer 3',
    rating: 5,
    relativeTime: '3 days ago',
    authorUrl: 'https://www.google.com/maps/contrib/10843377654123/reviews',
    reviewUrl: review.googleMapsUri ?? '',
    clinic: 'Earlsfield',
  } satisfies LiveReview);
});

// [what, the review's fields, the quote expected, or null for a review that is dropped]
const quoteCases: [string, Partial<PlaceReview>, string | null][] = [
  ['no text at all (a rating alone)', { text: undefined, originalText: undefined }, null],
  ['empty text', { text: { text: '' }, originalText: { text: '   ' } }, null],
  [
    'original text only',
    { text: undefined, originalText: { text: 'Bardzo polecam.', languageCode: 'pl' } },
    'Bardzo polecam.',
  ],
  [
    'translated text',
    { text: { text: 'Highly recommended.' }, originalText: { text: 'Gorąco polecam.' } },
    'Highly recommended.',
  ],
  [
    'HTML and script, kept as the words they are',
    { text: { text: '<b>Great</b> <script>alert("x")</script> <img src=x onerror=alert(1)>' } },
    '<b>Great</b> <script>alert("x")</script> <img src=x onerror=alert(1)>',
  ],
  ['line breaks and control characters', { text: { text: 'Great.\n\n\tThank you!\u0000\u0007' } }, 'Great. Thank you!'],
];
for (const [what, overrides, expected] of quoteCases) {
  one(`should ${expected === null ? 'drop a review with' : 'quote'} ${what}`, () => {
    assert.is(live(overrides)?.quote ?? null, expected);
  });
}

one('should shorten a very long review at a word, within the testimonial limit', () => {
  const words = Array.from({ length: 600 }, (_, i) => `word${i}`).join(' ');
  const quote = live({ text: { text: words } })?.quote ?? '';
  assert.ok(quote.length <= MAX_QUOTE_LENGTH, `${quote.length}`);
  assert.ok(quote.endsWith('…'));
  assert.ok(words.startsWith(quote.slice(0, -1)), 'ends at a whole word');
  assert.match(quote, /word\d+…$/);
});

for (const rating of [1, 2, 3, 4, 5]) {
  one(`should keep a rating of ${rating}`, () => {
    assert.is(live({ rating })?.rating, rating);
  });
}
const badRatings: [string, unknown][] = [
  ['0', 0],
  ['6', 6],
  ['missing', undefined],
  ['a string', '5'],
];
for (const [what, rating] of badRatings) {
  one(`should drop a review whose rating is ${what}`, () => {
    assert.is(live({ rating: rating as number }), null);
  });
}

one('should name an author who is missing as Google does, with no profile link', () => {
  for (const authorAttribution of [
    undefined,
    {},
    { displayName: '  ', uri: 'https://www.google.com/maps/contrib/1' },
  ]) {
    const review = live({ authorAttribution });
    assert.is(review?.patientName, ANONYMOUS_AUTHOR);
    assert.is(review?.authorUrl, undefined);
  }
});

one('should leave out a link that is not https, and a relative time that is missing', () => {
  const review = live({
    authorAttribution: { displayName: 'Sam', uri: 'javascript:alert(1)' },
    googleMapsUri: 'http://maps.example/x',
    relativePublishTimeDescription: undefined,
  });
  assert.equal(Object.keys(review ?? {}).sort(), ['clinic', 'id', 'patientName', 'quote', 'rating']);
});

one('should give a review without a name an id of its own', () => {
  const ids = [0, 1].map(
    (index) => toLiveReview({ ...placeReview(WIMBLEDON, 1), name: undefined }, WIMBLEDON, index)?.id,
  );
  assert.equal(ids, ['wimbledon-0', 'wimbledon-1']);
});
one.run();

const merge = suite('mergeClinicReviews');
const names = (reviews: LiveReview[]) => reviews.map((r) => r.patientName.replace(/ Reviewer /, ' '));

// [what, Earlsfield's reviews, Wimbledon's reviews, the names expected, newest first]
const mergeCases: [string, PlaceReview[], PlaceReview[], string[]][] = [
  ['no reviews at either clinic', [], [], []],
  [
    'five reviews at one clinic',
    placeReviews(EARLSFIELD, 5),
    [],
    ['1', '2', '3', '4', '5'].map((n) => `Earlsfield ${n}`),
  ],
  [
    'five reviews across two clinics, newest first',
    [placeReview(EARLSFIELD, 2), placeReview(EARLSFIELD, 5)],
    [placeReview(WIMBLEDON, 4), placeReview(WIMBLEDON, 1), placeReview(WIMBLEDON, 3)],
    ['Wimbledon Village 1', 'Earlsfield 2', 'Wimbledon Village 3', 'Wimbledon Village 4', 'Earlsfield 5'],
  ],
  [
    'seven reviews across two clinics, the newest six',
    placeReviews(EARLSFIELD, 4, 1).map((r, i) => ({ ...r, publishTime: `2026-10-2${i}T10:00:00.1Z` })),
    placeReviews(WIMBLEDON, 3, 1).map((r, i) => ({ ...r, publishTime: `2026-10-2${i}T12:00:00.123456789Z` })),
    [
      'Earlsfield 4',
      'Wimbledon Village 3',
      'Earlsfield 3',
      'Wimbledon Village 2',
      'Earlsfield 2',
      'Wimbledon Village 1',
    ],
  ],
  [
    'reviews without text among them',
    [placeReview(EARLSFIELD, 1, { text: undefined, originalText: undefined }), placeReview(EARLSFIELD, 2)],
    [placeReview(WIMBLEDON, 3, { text: { text: '' }, originalText: undefined })],
    ['Earlsfield 2'],
  ],
  [
    'a review with no time, which goes last',
    [placeReview(EARLSFIELD, 1, { publishTime: undefined }), placeReview(EARLSFIELD, 9)],
    [placeReview(WIMBLEDON, 5, { publishTime: 'not a time' })],
    ['Earlsfield 9', 'Earlsfield 1', 'Wimbledon Village 5'],
  ],
];
for (const [what, earlsfield, wimbledon, expected] of mergeCases) {
  merge(`should show ${what}`, () => {
    const perClinic = [
      { clinic: EARLSFIELD, reviews: earlsfield },
      { clinic: WIMBLEDON, reviews: wimbledon },
    ];
    assert.equal(names(mergeClinicReviews(perClinic, 6)), expected);
  });
}
merge('should say which clinic each review is for', () => {
  const merged = mergeClinicReviews(
    [
      { clinic: EARLSFIELD, reviews: [placeReview(EARLSFIELD, 1)] },
      { clinic: WIMBLEDON, reviews: [placeReview(WIMBLEDON, 2)] },
    ],
    6,
  );
  assert.equal(
    merged.map((r) => r.clinic),
    ['Earlsfield', 'Wimbledon Village'],
  );
});
merge.run();

const maps = suite('googleMapsPlaceUrl');
maps('should link to the place by its ID, with the clinic named for the search', () => {
  const url = new URL(googleMapsPlaceUrl('Wandle Physiotherapy Earlsfield', 'ChIJx6m0mB8FdkgRvJm6a3a8Qxo'));
  assert.is(url.origin + url.pathname, 'https://www.google.com/maps/search/');
  assert.equal(Object.fromEntries(url.searchParams), {
    api: '1',
    query: 'Wandle Physiotherapy Earlsfield',
    query_place_id: 'ChIJx6m0mB8FdkgRvJm6a3a8Qxo',
  });
});
maps.run();
