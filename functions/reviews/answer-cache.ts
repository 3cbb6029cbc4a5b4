/**
 * The answer kept in the edge cache (the Cache API, `caches` in workerd and on Cloudflare), so Google is asked at most
 * once in FRESH_SECONDS per data centre, however many visitors there are, and a failure of Google's can be covered.
 */

/** How long an answer is served without asking Google again: hours, as the issue asks and Google's terms allow. */
export const FRESH_SECONDS = 6 * 60 * 60;
/** How long the last good answer stays to cover Google failing: two days, then the static testimonials show. */
export const LAST_GOOD_SECONDS = 2 * 24 * 60 * 60;
/** After a failure Google is left alone this long, so an outage does not cost a call per visitor. */
export const BACK_OFF_SECONDS = 60;

export const CACHE_NAME = 'google-reviews';

/**
 * The cache's keys, on the site's own origin as Cloudflare's cache expects: fixed paths that no part of the visitor's
 * request (a query string, a header) can change, so nobody can make a key that misses.
 */
export function cacheKeys(origin: string): Record<'fresh' | 'lastGood' | 'backOff', string> {
  const key = (name: string) => new URL(`/functions/v1/fetch-google-reviews/cache/${name}`, origin).href;
  return { fresh: key('fresh'), lastGood: key('last-good'), backOff: key('back-off') };
}

const kept = (body: string, seconds: number) =>
  new Response(body, {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': `public, max-age=${seconds}` },
  });

export interface AnswerCache {
  /** The answer, while it is fresh. */
  fresh(): Promise<unknown | null>;
  /** The last answer that was good, for when Google fails. */
  lastGood(): Promise<unknown | null>;
  /** Whether Google failed within the last BACK_OFF_SECONDS. */
  backingOff(): Promise<boolean>;
  store(answer: unknown): Promise<void>;
  backOff(): Promise<void>;
}

export async function openAnswerCache(origin: string): Promise<AnswerCache> {
  const cache = await caches.open(CACHE_NAME);
  const keys = cacheKeys(origin);
  const read = async (key: string) => {
    const hit = await cache.match(key);
    return hit ? ((await hit.json()) as unknown) : null;
  };
  return {
    fresh: () => read(keys.fresh),
    lastGood: () => read(keys.lastGood),
    backingOff: async () => (await cache.match(keys.backOff)) !== undefined,
    // Awaited rather than left to waitUntil: the next visitor's request is then sure to find it.
    store: async (answer) => {
      const body = JSON.stringify(answer);
      await Promise.all([
        cache.put(keys.fresh, kept(body, FRESH_SECONDS)),
        cache.put(keys.lastGood, kept(body, LAST_GOOD_SECONDS)),
      ]);
    },
    backOff: () => cache.put(keys.backOff, kept('{}', BACK_OFF_SECONDS)),
  };
}
