import { cacheKeys, CACHE_NAME } from '../../functions/reviews/answer-cache';
import { COMPATIBILITY_DATE } from '../../build/serve/functions';
import { bundlePagesFunctions } from '../../build/serve/pages-bundle';
import { startWorkerd as startRuntime } from '../../build/serve/workerd';
import { clinicPlacesIn } from '../../build/serve/fake-places';
import { REVIEWS_PLACES_FILE, reviewsPlacesJson } from '../../src/lib/google-reviews';

/**
 * The site's functions in workerd, as `npm run dev` bundles them, with every call they make to the network answered
 * by the running test (workerd's global outbound), and workerd's output kept for the tests to read.
 */
export const CLINICS = await clinicPlacesIn();
export const TEST_KEY = 'AIzaSyTEST-places-key-must-never-leak-0123';
export const ORIGIN = 'https://www.wandlephysio.example';
/** The file the build writes into the site for the reviews function, for content/clinics.yaml and ORIGIN. */
export const placesFile = (clinics = CLINICS, site = ORIGIN) =>
  reviewsPlacesJson(
    site,
    clinics.map(({ placeId, ...clinic }) => ({ ...clinic, googlePlaceId: placeId })),
  );
export const REVIEWS_URL = `${ORIGIN}/functions/v1/fetch-google-reviews`;

export interface UpstreamCall {
  url: string;
  headers: Record<string, string>;
  method: string;
  body: string;
}
/** What Google does: answer, or never answer (`hang`), for each call. */
export type Upstream = (call: UpstreamCall) => Response | 'hang';

export interface Workerd {
  dispatch(
    url?: string,
    init?: { method?: string; headers?: Record<string, string>; redirect?: 'follow' | 'manual' },
  ): Promise<Response>;
  /** Calls the function made to Google since the last `reset`. */
  calls: UpstreamCall[];
  /** Everything workerd printed, both streams. */
  output(): string;
  /**
   * Everything workerd printed, once it holds `expected` or 5 s have passed: a line logged while a request was
   * answered reaches the test through a pipe, which may deliver it after the response.
   */
  logged(expected: string | RegExp): Promise<string>;
  /** Google answers as `upstream` says from now on. */
  answerWith(upstream: Upstream): void;
  /** An empty cache and no calls, with Google answering as `upstream` says. */
  reset(upstream: Upstream): Promise<void>;
  /** Forgets the fresh answer, as if its hours were up. */
  expireFresh(): Promise<void>;
  /** The site's file of Place IDs as the deployment serves it from now on (null: not there). */
  servePlaces(text: string | null): void;
  /** The paths the function asked of the deployment's own files. */
  assetsAsked: string[];
  close(): Promise<void>;
}

export async function startWorkerd(
  env: Record<string, string> = { GOOGLE_PLACES_API_KEY: TEST_KEY },
): Promise<Workerd> {
  let upstream: Upstream = () => new Response('{}');
  let places: string | null = placesFile();
  const assetsAsked: string[] = [];
  const assets = async (request: Request) => {
    const { pathname } = new URL(request.url);
    assetsAsked.push(pathname);
    return pathname === `/${REVIEWS_PLACES_FILE}` && places !== null
      ? new Response(places, { headers: { 'Content-Type': 'application/json' } })
      : new Response('Not Found', { status: 404 });
  };
  const calls: UpstreamCall[] = [];
  const hanging: (() => void)[] = [];
  let printed = '';
  const runtime = await startRuntime({
    script: (await bundlePagesFunctions()).script,
    compatibilityDate: COMPATIBILITY_DATE,
    bindings: env,
    // The deployment's static files, as Cloudflare Pages hands them to its Functions.
    assets,
    onOutput: (text) => {
      printed += text;
    },
    outbound: async (request) => {
      const call = {
        url: request.url,
        headers: Object.fromEntries(request.headers),
        method: request.method,
        body: await request.text(),
      };
      calls.push(call);
      const answer = upstream(call);
      if (answer === 'hang') return new Promise<Response>((resolve) => hanging.push(() => resolve(new Response(''))));
      return answer;
    },
  });
  return {
    dispatch: async (url = REVIEWS_URL, init = {}) => {
      const response = await runtime.fetch(new Request(url, init));
      const text = await response.text();
      // A 204 may have no body at all, not even an empty one.
      return new Response(response.status === 204 ? null : text, {
        status: response.status,
        headers: Object.fromEntries(response.headers),
      });
    },
    calls,
    output: () => printed,
    logged: async (expected) => {
      const holds = () => (typeof expected === 'string' ? printed.includes(expected) : expected.test(printed));
      for (const start = Date.now(); !holds() && Date.now() - start < 5000; )
        await new Promise((resolve) => setTimeout(resolve, 20));
      return printed;
    },
    answerWith: (next) => {
      upstream = next;
    },
    servePlaces: (text) => {
      places = text;
    },
    assetsAsked,
    reset: async (next) => {
      upstream = next;
      calls.length = 0;
      places = placesFile();
      for (const key of Object.values(cacheKeys(ORIGIN))) runtime.cache.forget(CACHE_NAME, key);
    },
    expireFresh: async () => {
      runtime.cache.forget(CACHE_NAME, cacheKeys(ORIGIN).fresh);
    },
    close: async () => {
      for (const release of hanging) release();
      await runtime.close();
    },
  };
}
