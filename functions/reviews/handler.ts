import { mergeClinicReviews, REVIEWS_PLACES_FILE, type ReviewsPlaces } from '../../src/lib/google-reviews';
import { MAX_FETCHED_REVIEWS } from '../../src/lib/reviews';
import { openAnswerCache } from './answer-cache';
import { fetchPlaceReviews, type PlacesEnv, PlacesError } from './places';

/**
 * The reviews function: a standard fetch handler (Request in, Response out) on web APIs only, answering the spec's
 * `{ success, reviews }` with both clinics' Google reviews. Every failure answers `{ success: false }`, with status 200
 * so the visitor's console stays quiet, and the island keeps the static testimonials.
 */
export interface ReviewsEnv extends PlacesEnv {
  /** The deployment's own static files, as Cloudflare Pages hands them to its Functions. */
  ASSETS?: { fetch(request: Request | string): Promise<Response> };
}

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

/**
 * The Place IDs and the canonical address the build wrote into this deployment (src/lib/google-reviews.ts), read
 * through ASSETS at run time: clinics.yaml stays their one source, and nothing is copied or kept in step by hand.
 */
async function readPlaces(request: Request, env: ReviewsEnv): Promise<ReviewsPlaces> {
  if (!env.ASSETS) throw new PlacesError(`was not asked: this deployment has no ASSETS to read ${REVIEWS_PLACES_FILE}`);
  const response = await env.ASSETS.fetch(new URL(`/${REVIEWS_PLACES_FILE}`, request.url).href);
  const places = response.ok ? ((await response.json().catch(() => null)) as ReviewsPlaces | null) : null;
  if (!places || typeof places.site !== 'string' || !Array.isArray(places.clinics))
    throw new PlacesError(
      `was not asked: /${REVIEWS_PLACES_FILE} is missing from the site or not what the build writes`,
    );
  return places;
}

/** Both clinics' reviews, from the cache while fresh; after a failure, the last good answer or FAILURE. */
async function answer(request: Request, env: ReviewsEnv): Promise<unknown> {
  const { site, clinics } = await readPlaces(request, env);
  // One cache for the site, however it was reached: its domain, the deployment's or a branch's address.
  const cache = await openAnswerCache(site);
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

export async function handleReviews(request: Request, env: ReviewsEnv): Promise<Response> {
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
    const body = await answer(request, env).catch((error: unknown) => {
      if (!(error instanceof PlacesError)) throw error;
      console.warn(`google-reviews: Google Places ${error.message}; answering { success: false }`);
      return FAILURE;
    });
    const good = (body as { success?: unknown }).success === true;
    return json(body, 200, { 'Cache-Control': good ? `public, max-age=${BROWSER_SECONDS}` : 'no-store', ...cors });
  } catch (error) {
    console.error(`google-reviews: the function failed (${error instanceof Error ? error.name : 'unknown'})`);
    return json(FAILURE, 200, { 'Cache-Control': 'no-store', ...cors });
  }
}
