import { type ClinicPlace, mergeClinicReviews } from '../../src/lib/google-reviews';
import { MAX_FETCHED_REVIEWS } from '../../src/lib/reviews';
import { openAnswerCache } from './answer-cache';
import { fetchPlaceReviews, type PlacesEnv, PlacesError } from './places';

/**
 * The reviews function: a standard fetch handler (Request in, Response out) on web APIs only, answering the spec's
 * `{ success, reviews }` with both clinics' Google reviews. Every failure answers `{ success: false }`, with status 200
 * so the visitor's console stays quiet, and the island keeps the static testimonials.
 */
export type ReviewsEnv = PlacesEnv;

const METHODS = 'GET, OPTIONS';
const FAILURE = { success: false } as const;
/** Browsers keep a good answer a few minutes; the edge keeps it for hours (answer-cache.ts). */
const BROWSER_SECONDS = 300;

/**
 * CORS for the site's own origin only: a page on another site may not read the answer. The site's own pages call the
 * same origin and need none; the header helps a page served from the same origin that sends `Origin` all the same.
 */
function corsHeaders(request: Request): Record<string, string> {
  const origin = request.headers.get('Origin');
  const own = new URL(request.url).origin;
  return origin === own ? { 'Access-Control-Allow-Origin': own, Vary: 'Origin' } : { Vary: 'Origin' };
}

function json(body: unknown, status: number, headers: Record<string, string>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'X-Content-Type-Options': 'nosniff', ...headers },
  });
}

/** Both clinics' reviews, from the cache while fresh; after a failure, the last good answer or FAILURE. */
async function answer(origin: string, env: ReviewsEnv, clinics: readonly ClinicPlace[]): Promise<unknown> {
  const cache = await openAnswerCache(origin);
  const fresh = await cache.fresh();
  if (fresh) return fresh;
  if (await cache.backingOff()) return (await cache.lastGood()) ?? FAILURE;
  try {
    const perClinic = await Promise.all(
      clinics.map(async (clinic) => ({ clinic, reviews: await fetchPlaceReviews(clinic.placeId, env) })),
    );
    const good = { success: true, reviews: mergeClinicReviews(perClinic, MAX_FETCHED_REVIEWS) };
    await cache.store(good);
    return good;
  } catch (error) {
    const last = await cache.lastGood();
    // Only a PlacesError's own words: an unknown error's message could quote anything.
    const why =
      error instanceof PlacesError ? error.message : `failed (${error instanceof Error ? error.name : 'unknown'})`;
    console.warn(
      `google-reviews: Google Places ${why}; ` +
        `${last ? 'answering the last good answer' : 'answering { success: false }'}`,
    );
    await cache.backOff();
    return last ?? FAILURE;
  }
}

export async function handleReviews(
  request: Request,
  env: ReviewsEnv,
  clinics: readonly ClinicPlace[],
): Promise<Response> {
  const cors = corsHeaders(request);
  if (request.method === 'OPTIONS') {
    const preflight: Record<string, string> = cors['Access-Control-Allow-Origin']
      ? {
          'Access-Control-Allow-Methods': METHODS,
          'Access-Control-Allow-Headers': 'Authorization',
          'Access-Control-Max-Age': '86400',
        }
      : {};
    return new Response(null, { status: 204, headers: { Allow: METHODS, ...cors, ...preflight } });
  }
  if (request.method !== 'GET') return json(FAILURE, 405, { Allow: METHODS, 'Cache-Control': 'no-store', ...cors });
  try {
    const body = await answer(new URL(request.url).origin, env, clinics);
    const good = (body as { success?: unknown }).success === true;
    return json(body, 200, { 'Cache-Control': good ? `public, max-age=${BROWSER_SECONDS}` : 'no-store', ...cors });
  } catch (error) {
    console.error(`google-reviews: the function failed (${error instanceof Error ? error.name : 'unknown'})`);
    return json(FAILURE, 200, { 'Cache-Control': 'no-store', ...cors });
  }
}
