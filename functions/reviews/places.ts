import type { PlaceReview } from '../../src/lib/google-reviews';

/**
 * Google's Places API (New); `GOOGLE_PLACES_API_URL` points tests and local runs at a fake that speaks the same
 * JSON.
 */
export const GOOGLE_PLACES_API_URL = 'https://places.googleapis.com/v1';
/** Only what the site shows: a place's reviews (text, rating, author, time and links are fields of each review). */
export const FIELD_MASK = 'reviews';
/** Google is given up on after this long, well inside the island's own wait (6 s), so the island still hears back. */
export const PLACES_TIMEOUT_MS = 3000;

export interface PlacesEnv {
  GOOGLE_PLACES_API_KEY?: string;
  GOOGLE_PLACES_API_URL?: string;
}

/** A failure whose message is safe to log: it never holds the key, an upstream body or a stack. */
export class PlacesError extends Error {
  override name = 'PlacesError';
}

/** Place Details (New) for one place, with reviews in British English where Google translates them. */
export function placeDetailsUrl(base: string, placeId: string): string {
  return `${base.replace(/\/+$/, '')}/places/${encodeURIComponent(placeId)}?languageCode=en-GB`;
}

async function request(placeId: string, env: PlacesEnv, key: string): Promise<Response> {
  try {
    return await fetch(placeDetailsUrl(env.GOOGLE_PLACES_API_URL || GOOGLE_PLACES_API_URL, placeId), {
      headers: { 'X-Goog-Api-Key': key, 'X-Goog-FieldMask': FIELD_MASK },
      signal: AbortSignal.timeout(PLACES_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new PlacesError(timedOut ? `did not answer within ${PLACES_TIMEOUT_MS} ms` : 'could not be reached');
  }
}

/** The place's reviews (none when Google has none), or a PlacesError saying what went wrong. */
export async function fetchPlaceReviews(placeId: string, env: PlacesEnv): Promise<PlaceReview[]> {
  const key = env.GOOGLE_PLACES_API_KEY;
  if (!key) throw new PlacesError('was not asked: the secret GOOGLE_PLACES_API_KEY is not set');
  const response = await request(placeId, env, key);
  // Google's error body is left unread: it is never passed on, and never logged.
  if (!response.ok) throw new PlacesError(`answered ${response.status} for place ${placeId}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new PlacesError(`answered place ${placeId} with a body that is not JSON, or too late`);
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new PlacesError(`answered place ${placeId} with JSON that is not a place`);
  }
  const { reviews } = body as { reviews?: unknown };
  return Array.isArray(reviews) ? (reviews as PlaceReview[]) : [];
}
