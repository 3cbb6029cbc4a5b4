import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { FIELD_MASK, PLACES_TIMEOUT_MS } from '../../functions/reviews/places';
import { placeReview, placeReviews } from '../lib/place-reviews';
import { CLINICS, ORIGIN, placesFile, REVIEWS_URL, startWorkerd, TEST_KEY, type Upstream } from './workerd';

/** The reviews function in workerd, against a fake Google: what a visitor gets, and what Google is asked. */
const [EARLSFIELD, WIMBLEDON] = CLINICS as [(typeof CLINICS)[0], (typeof CLINICS)[0]];

/** Google answering Place Details with these reviews for each clinic's place (five and two: seven in all). */
const google: Upstream = ({ url }) => {
  const reviews = url.includes(encodeURIComponent(EARLSFIELD.placeId))
    ? placeReviews(EARLSFIELD, 5, 1)
    : placeReviews(WIMBLEDON, 2, 6).concat(placeReview(WIMBLEDON, 9, { text: undefined, originalText: undefined }));
  return Response.json({ reviews });
};
const failing =
  (status: number): Upstream =>
  () =>
    Response.json(
      { error: { code: status, message: `Upstream secret detail; key=${TEST_KEY}`, status: 'PERMISSION_DENIED' } },
      { status },
    );

const worker = await startWorkerd();
const body = async (response: Response) => JSON.parse(await response.text()) as Record<string, unknown>;
const names = (answer: Record<string, unknown>) =>
  (answer.reviews as { patientName: string }[]).map((review) => review.patientName);
const seen: string[] = [];
/** Every response is kept, so the last test can look for the key in all of them. */
async function get(url = REVIEWS_URL, init: { method?: string; headers?: Record<string, string> } = {}) {
  const response = await worker.dispatch(url, init);
  seen.push(`${response.status} ${JSON.stringify([...response.headers])} ${await response.clone().text()}`);
  return response;
}

const answers = suite('reviews function: answers');
answers.before.each(() => worker.reset(google));

answers("should answer both clinics' reviews, newest first, at most six, asking Google for reviews only", async () => {
  const response = await get();
  assert.is(response.status, 200);
  assert.is(response.headers.get('Content-Type'), 'application/json; charset=utf-8');
  const answer = await body(response);
  assert.is(answer.success, true);
  assert.equal(names(answer), [
    'Earlsfield Reviewer 1',
    'Earlsfield Reviewer 2',
    'Earlsfield Reviewer 3',
    'Earlsfield Reviewer 4',
    'Earlsfield Reviewer 5',
    'Wimbledon Village Reviewer 6',
  ]);
  assert.equal(
    worker.calls.map((call) => [call.url, call.headers['x-goog-api-key'], call.headers['x-goog-fieldmask']]).sort(),
    [EARLSFIELD, WIMBLEDON].map((clinic) => [
      `https://places.googleapis.com/v1/places/${clinic.placeId}?languageCode=en-GB`,
      TEST_KEY,
      FIELD_MASK,
    ]),
  );
});

answers('should answer from the cache without asking Google again, whatever the query string', async () => {
  const first = await body(await get());
  assert.is(worker.calls.length, 2);
  for (const url of [REVIEWS_URL, `${REVIEWS_URL}?nocache=1`, `${REVIEWS_URL}?place=ChIJother&x=${'y'.repeat(50)}`]) {
    assert.equal(await body(await get(url)), first, url);
  }
  assert.is(worker.calls.length, 2, 'no call to Google after the first answer');
});

answers('should ask Google again once the fresh answer’s hours are up', async () => {
  await get();
  await worker.expireFresh();
  await get();
  assert.is(worker.calls.length, 4);
});
answers.run();

const faults = suite('reviews function: Google failing');
faults.before.each(() => worker.reset(google));

// [what Google does, how]
const failures: [string, Upstream][] = [
  ['answers 403', failing(403)],
  ['answers 429', failing(429)],
  ['answers 500', failing(500)],
  [`does not answer within ${PLACES_TIMEOUT_MS} ms`, () => 'hang'],
  ['answers with a body that is not JSON', () => new Response('<html>Server Error</html>', { status: 200 })],
  ['answers JSON that is not a place', () => Response.json(['not', 'a', 'place'])],
];
for (const [what, upstream] of failures) {
  faults(`should answer { success: false } when Google ${what} and there is no good answer yet`, async () => {
    await worker.reset(upstream);
    const response = await get();
    assert.is(response.status, 200, 'a quiet answer: no error in the visitor’s console');
    assert.is(response.headers.get('Cache-Control'), 'no-store');
    assert.is(await response.text(), '{"success":false}');
  });
  faults(`should answer the last good answer when Google ${what}`, async () => {
    const good = await body(await get());
    await worker.expireFresh();
    worker.answerWith(upstream);
    assert.equal(await body(await get()), good);
    assert.is(worker.calls.length, 4, 'Google was asked again, and failed');
  });
}

faults('should leave Google alone for a minute after it fails, rather than ask for every visitor', async () => {
  worker.answerWith(failing(500));
  await get();
  worker.answerWith(google);
  assert.equal(await body(await get()), { success: false });
  assert.is(worker.calls.length, 2, 'only the first request asked Google (once per clinic)');
});
faults.run();

const methods = suite('reviews function: methods and origins');
methods.before.each(() => worker.reset(google));

for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'HEAD']) {
  methods(`should refuse ${method} with 405 and ask Google nothing`, async () => {
    const response = await get(REVIEWS_URL, { method });
    assert.is(response.status, 405);
    assert.is(response.headers.get('Allow'), 'GET, OPTIONS');
    assert.is(worker.calls.length, 0);
  });
}

// [who asks, the Origin header, whether the answer may be read by that page]
const origins: [string, string | undefined, boolean][] = [
  ['the site itself', ORIGIN, true],
  ['another site', 'https://elsewhere.example', false],
  ['the site over plain http', ORIGIN.replace('https:', 'http:'), false],
  ['no origin (a same-origin GET)', undefined, false],
];
for (const [who, origin, allowed] of origins) {
  const headers: Record<string, string> = origin ? { Origin: origin } : {};
  methods(`should ${allowed ? '' : 'not '}allow ${who} to read the answer`, async () => {
    const response = await get(REVIEWS_URL, { headers });
    assert.is(response.headers.get('Access-Control-Allow-Origin'), allowed ? ORIGIN : null);
    assert.is(response.headers.get('Vary'), 'Origin');
  });
  methods(`should answer a preflight from ${who} with no content${allowed ? ', allowing GET' : ''}`, async () => {
    const response = await get(REVIEWS_URL, { method: 'OPTIONS', headers });
    assert.is(response.status, 204);
    assert.is(response.headers.get('Access-Control-Allow-Methods'), allowed ? 'GET, OPTIONS' : null);
    assert.is(worker.calls.length, 0);
  });
}
methods.run();

const places = suite("reviews function: the site's Place IDs");
places.before.each(() => worker.reset(google));

places('should ask Google for the Place IDs in the file the build wrote into this deployment', async () => {
  const moved = CLINICS.map((clinic, i) => ({ ...clinic, placeId: `ChIJnew-place-id-${i}` }));
  worker.servePlaces(placesFile(moved));
  assert.is((await body(await get())).success, true);
  assert.equal(worker.calls.map((call) => new URL(call.url).pathname).sort(), [
    '/v1/places/ChIJnew-place-id-0',
    '/v1/places/ChIJnew-place-id-1',
  ]);
  assert.ok(worker.assetsAsked.includes('/reviews-places.json'));
});

places("should keep one cache for the site's canonical address, however the deployment was reached", async () => {
  await get();
  assert.is(worker.calls.length, 2);
  for (const host of ['https://3f2a1b.wandle-physio.pages.dev', 'https://main.wandle-physio.pages.dev'])
    assert.is((await body(await get(`${host}/functions/v1/fetch-google-reviews`))).success, true, host);
  assert.is(worker.calls.length, 2, 'Google was asked once for every address');
});

places('should answer { success: false } without asking Google when the file is missing or not JSON', async () => {
  for (const file of [null, 'not json', '{"clinics":[]}']) {
    worker.servePlaces(file);
    assert.is(await (await get()).text(), '{"success":false}', String(file));
  }
  assert.is(worker.calls.length, 0);
  assert.match(
    await worker.logged('/reviews-places.json is missing from the site'),
    '/reviews-places.json is missing from the site',
  );
});
places.run();

const secrets = suite('reviews function: secrets');

secrets('should answer { success: false } without asking Google when the key is not set, and say why', async () => {
  const keyless = await startWorkerd({});
  try {
    await keyless.reset(google);
    assert.is(await (await keyless.dispatch()).text(), '{"success":false}');
    assert.is(keyless.calls.length, 0);
    assert.match(await keyless.logged('GOOGLE_PLACES_API_KEY is not set'), 'GOOGLE_PLACES_API_KEY is not set');
  } finally {
    await keyless.close();
  }
});

secrets('should show the key and Google’s error text in no response and no log line', () => {
  assert.ok(seen.length > 30, `${seen.length} responses`);
  assert.match(worker.output(), /google-reviews: Google Places answered 403 for place/, 'the log was read');
  for (const text of [...seen, worker.output()]) {
    assert.not.match(text, TEST_KEY);
    assert.not.match(text, 'Upstream secret detail');
    assert.not.match(text, /\bat .*\.(js|ts):\d+/, 'no stack trace');
  }
});
secrets.after(() => worker.close());
secrets.run();
