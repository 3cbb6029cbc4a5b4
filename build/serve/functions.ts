import { watch } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { GOOGLE_PLACES_API_URL } from '../../functions/reviews/places';
import { clinicPlacesIn, fakePlaces, fixturesFor } from './fake-places';
import { bundlePagesFunctions, FUNCTIONS_DIR } from './pages-bundle';
import { BodyTooLarge, dropRest, readBody } from './request-body';
import { type FetchHandler, writeResponse } from './web-handler';
import { startWorkerd, type Workerd } from './workerd';
import { localCache } from './workerd-cache';

/**
 * The site's Pages Functions in workerd, the runtime Cloudflare Pages runs them in, at the paths Pages serves them at.
 * The reviews function asks a fake Places API, unless GOOGLE_PLACES_API_URL names another (a fake of your own, or an
 * address where nothing answers, to see a failure) or GOOGLE_PLACES_API_KEY is set, which asks Google's.
 */
export const COMPATIBILITY_DATE = '2026-07-01';
/** What the function's code imports besides functions/: a change there is a change of the function too. */
const SOURCES = [FUNCTIONS_DIR, 'src/lib'];
/** Cloudflare takes far larger bodies, but no Function of this site reads more than a small JSON or form. */
export const MAX_FUNCTION_BODY = 1024 * 1024;

export interface LocalFunctions {
  /** Answers a request for a function's path (true), or leaves it to the caller (false). */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  /** For the server's start-up lines: where the functions are and whom the reviews function asks. */
  description: string;
  close(): Promise<void>;
}

export interface LocalFunctionsOptions {
  /** GOOGLE_PLACES_API_KEY and GOOGLE_PLACES_API_URL, as the function's bindings; without either, the fake. */
  env?: Record<string, string | undefined>;
  /** Bundle and restart when the function's code changes (the dev server). */
  watch?: boolean;
  /** The content folder whose clinics the fake Places API answers for (the dev server's `--content`). */
  contentDir?: string;
}

/** The Functions' calls to the network while the fake answers for Google: any other host (GitHub) is the real one. */
function withFakeGoogle(fake: FetchHandler): FetchHandler {
  const google = new URL(GOOGLE_PLACES_API_URL).host;
  return async (request) => (new URL(request.url).host === google ? fake(request) : fetch(request));
}

/** The request as the function sees it on Pages: the site's own origin, path, query, method, headers and body. */
async function forward(workerd: Workerd, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const host = /^[\w.:[\]-]+$/.test(req.headers.host ?? '') ? req.headers.host : 'localhost';
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && !/^(content-length|transfer-encoding|connection)$/i.test(name))
      headers.set(name, [value].flat().join(', '));
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const body = hasBody ? new Uint8Array(await readBody(req, MAX_FUNCTION_BODY)) : undefined;
  const request = new Request(`http://${host}${req.url}`, { method: req.method ?? 'GET', headers, body });
  await writeResponse(await workerd.fetch(request), res, req.method === 'HEAD');
}

export async function startLocalFunctions({
  env = {},
  watch: watching,
  contentDir,
}: LocalFunctionsOptions = {}): Promise<LocalFunctions> {
  const { GOOGLE_PLACES_API_KEY: key, GOOGLE_PLACES_API_URL: url } = env;
  const outbound = key || url ? undefined : withFakeGoogle(fakePlaces(fixturesFor(await clinicPlacesIn(contentDir))));
  // This server's own address, once a request has reached it: where the functions' ASSETS are fetched from.
  let self = '';
  const assets: FetchHandler = async (request) => {
    const { pathname, search } = new URL(request.url);
    if (!self) return new Response('Not Found', { status: 404 });
    const answer = await fetch(new URL(pathname + search, self));
    return new Response(await answer.arrayBuffer(), { status: answer.status, headers: [...answer.headers] });
  };
  const bindings: Record<string, string> = {
    GOOGLE_PLACES_API_KEY: key || 'local-places-key',
    ...(url ? { GOOGLE_PLACES_API_URL: url } : {}),
  };
  const cache = localCache();
  const start = (script: string) =>
    startWorkerd({ script, compatibilityDate: COMPATIBILITY_DATE, bindings, assets, outbound, cache });
  const bundle = await bundlePagesFunctions();
  let workerd = await start(bundle.script);
  const routes = new Set(bundle.routes);

  const watchers = watching
    ? SOURCES.map((dir) =>
        watch(dir, { recursive: true }, () => {
          void bundlePagesFunctions()
            .then(async ({ script }) => {
              const [old, fresh] = [workerd, await start(script)];
              workerd = fresh;
              await old.close();
            })
            .then(() => console.log('Functions reloaded in workerd'))
            .catch((error: Error) => console.error(`Functions not reloaded: ${error.message}`));
        }),
      )
    : [];
  const upstream = outbound
    ? 'a fake Places API (set GOOGLE_PLACES_API_KEY to ask Google)'
    : (url ?? "Google's Places API");
  return {
    handle(req, res) {
      if (!routes.has((req.url ?? '').split('?')[0] ?? '')) return false;
      const { localAddress = '127.0.0.1', localPort } = req.socket;
      self = `http://${localAddress.includes(':') ? `[${localAddress}]` : localAddress}:${localPort}`;
      forward(workerd, req, res).catch((error: Error) => {
        const tooLarge = error instanceof BodyTooLarge;
        if (!tooLarge) console.error(`${req.method} ${req.url}: ${error.message}`);
        if (res.headersSent) return res.destroy();
        res.writeHead(tooLarge ? 413 : 502, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end(tooLarge ? 'Payload Too Large' : 'Bad Gateway');
        if (tooLarge) dropRest(req);
      });
      return true;
    },
    description: `Functions in workerd: ${[...routes].join(', ')}; reviews from ${upstream}`,
    close: async () => {
      for (const watcher of watchers) watcher.close();
      await workerd.close();
    },
  };
}
