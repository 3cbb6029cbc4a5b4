import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fakePlaces, fixturesFor } from '../../build/serve/fake-places';
import { bundlePagesFunctions } from '../../build/serve/pages-bundle';
import { CLINICS } from './workerd';

/** What the local servers and the deploy job rely on: the bundle and the fake Places API. */
const bundle = suite('bundlePagesFunctions');
bundle('should route each file that exports onRequest at its path under functions/, and no other', async () => {
  assert.equal((await bundlePagesFunctions()).routes, [
    '/admin/auth',
    '/admin/callback',
    '/functions/v1/fetch-google-reviews',
  ]);
});
bundle('should import nothing, so wrangler can bundle functions/ without node_modules', async () => {
  const { script } = await bundlePagesFunctions();
  assert.not.match(script, /^\s*import\s/m);
  assert.match(script, /export\s*\{/);
});
bundle.run();

const fake = suite('fakePlaces');
const places = fakePlaces(fixturesFor(CLINICS));
const ask = (placeId: string, headers: Record<string, string>) =>
  places(new Request(`https://places.googleapis.com/v1/places/${placeId}?languageCode=en-GB`, { headers }));
const both = { 'X-Goog-Api-Key': 'any', 'X-Goog-FieldMask': 'reviews' };

fake('should answer a known place with only the fields the mask names', async () => {
  const response = await ask(CLINICS[0]?.placeId ?? '', both);
  assert.is(response.status, 200);
  const place = (await response.json()) as { reviews: { authorAttribution: object }[] };
  assert.equal(Object.keys(place), ['reviews']);
  assert.is(place.reviews.length, 5);
  assert.equal(Object.keys(place.reviews[0]?.authorAttribution ?? {}), ['displayName', 'uri', 'photoUri']);
});
// [what is wrong, the place, the headers, Google's status code and status]
const refusals: [string, string, Record<string, string>, number, string][] = [
  ['no key', CLINICS[0]?.placeId ?? '', { 'X-Goog-FieldMask': 'reviews' }, 403, 'PERMISSION_DENIED'],
  ['no field mask', CLINICS[0]?.placeId ?? '', { 'X-Goog-Api-Key': 'any' }, 400, 'INVALID_ARGUMENT'],
  ['a place it does not know', 'ChIJunknown000', both, 404, 'NOT_FOUND'],
];
for (const [what, placeId, headers, code, status] of refusals) {
  fake(`should refuse ${what} as Google does`, async () => {
    const response = await ask(placeId, headers);
    assert.is(response.status, code);
    const { error } = (await response.json()) as { error: { code: number; message: string; status: string } };
    assert.equal([error.code, error.status], [code, status]);
    assert.ok(error.message.length > 0);
  });
}
fake.run();
