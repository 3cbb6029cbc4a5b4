import { readFileSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { Miniflare, type Request as WorkerRequest, Response as WorkerResponse } from 'miniflare';
import { cacheKeys, CACHE_NAME } from '../../functions/reviews/answer-cache';
import { COMPATIBILITY_DATE } from '../../build/serve/functions';
import { bundlePagesFunctions } from '../../build/serve/pages-bundle';
import { CLINICS_FILE } from '../../build/tools/reviews-clinics';
import type { ClinicPlace } from '../../src/lib/google-reviews';

/**
 * The site's functions in workerd, as `npm run dev` bundles them, with every call they make to the network answered
 * by the running test (Miniflare's outbound service), and workerd's output kept for the tests to read.
 */
export const CLINICS = JSON.parse(readFileSync(CLINICS_FILE, 'utf8')) as ClinicPlace[];
export const TEST_KEY = 'AIzaSyTEST-places-key-must-never-leak-0123';
export const ORIGIN = 'https://www.wandlephysio.example';
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
  /** Google answers as `upstream` says from now on. */
  answerWith(upstream: Upstream): void;
  /** An empty cache and no calls, with Google answering as `upstream` says. */
  reset(upstream: Upstream): Promise<void>;
  /** Forgets the fresh answer, as if its hours were up. */
  expireFresh(): Promise<void>;
  close(): Promise<void>;
}

export async function startWorkerd(
  env: Record<string, string> = { GOOGLE_PLACES_API_KEY: TEST_KEY },
): Promise<Workerd> {
  let upstream: Upstream = () => new Response('{}');
  const calls: UpstreamCall[] = [];
  const hanging: (() => void)[] = [];
  let printed = '';
  const mf = new Miniflare({
    modules: true,
    script: (await bundlePagesFunctions()).script,
    compatibilityDate: COMPATIBILITY_DATE,
    bindings: env,
    cf: false,
    port: 0,
    handleRuntimeStdio: (stdout: Readable, stderr: Readable) => {
      for (const stream of [stdout, stderr]) stream.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    },
    outboundService: async (request: WorkerRequest) => {
      const call = {
        url: request.url,
        headers: Object.fromEntries(request.headers),
        method: request.method,
        body: await request.text(),
      };
      calls.push(call);
      const answer = upstream(call);
      if (answer === 'hang')
        return new Promise<WorkerResponse>((resolve) => hanging.push(() => resolve(new WorkerResponse(''))));
      return new WorkerResponse(await answer.text(), {
        status: answer.status,
        headers: Object.fromEntries(answer.headers),
      });
    },
  });
  await mf.ready.catch((error: Error) => {
    throw new Error(`workerd could not start (${error.message}). It comes from npm with miniflare: run npm ci.`);
  });
  // Typed loosely by Miniflare: the worker's own CacheStorage, reached from Node.
  const caches = async () => (await mf.getCaches()) as unknown as CacheStorage;
  const cache = async () => (await caches()).open(CACHE_NAME);
  return {
    dispatch: async (url = REVIEWS_URL, init = {}) => {
      const response = await mf.dispatchFetch(url, init);
      const text = await response.text();
      // A 204 may have no body at all, not even an empty one.
      return new Response(response.status === 204 ? null : text, {
        status: response.status,
        headers: Object.fromEntries(response.headers),
      });
    },
    calls,
    output: () => printed,
    answerWith: (next) => {
      upstream = next;
    },
    reset: async (next) => {
      upstream = next;
      calls.length = 0;
      const store = await cache();
      for (const key of Object.values(cacheKeys(ORIGIN))) await store.delete(key);
    },
    expireFresh: async () => {
      await (await cache()).delete(cacheKeys(ORIGIN).fresh);
    },
    close: async () => {
      for (const release of hanging) release();
      await mf.dispose();
    },
  };
}
