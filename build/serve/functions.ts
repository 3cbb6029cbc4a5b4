import { watch } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Miniflare, type Request as WorkerRequest, Response as WorkerResponse } from 'miniflare';
import { clinicPlacesIn, type FakePlaces, fixturesFor, startFakePlaces } from './fake-places';
import { bundlePagesFunctions, FUNCTIONS_DIR } from './pages-bundle';

/**
 * The site's Pages Functions served locally in workerd, the runtime Cloudflare Pages runs them in (through Miniflare,
 * which brings workerd from npm), at the paths Pages serves them at. The local servers hand these paths here; every
 * other request stays theirs. The reviews function asks a fake Places API, unless the environment names another with
 * GOOGLE_PLACES_API_URL (a fake of your own, or an address where nothing answers, to see a failure), or sets
 * GOOGLE_PLACES_API_KEY, which asks Google's.
 */
export const COMPATIBILITY_DATE = '2026-07-01';
/** What the function's code imports besides functions/: a change there is a change of the function too. */
const SOURCES = [FUNCTIONS_DIR, 'src/lib'];

export interface LocalFunctions {
  /** Takes a request for a function's path and answers it (true), or leaves it to the caller (false). */
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

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** The request as the function sees it on Pages: the site's own origin, path, query, method, headers and body. */
async function forward(mf: Miniflare, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const host = /^[\w.:[\]-]+$/.test(req.headers.host ?? '') ? req.headers.host : 'localhost';
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const response = await mf.dispatchFetch(`http://${host}${req.url}`, {
    method: req.method ?? 'GET',
    headers,
    ...(hasBody ? { body: await readBody(req) } : {}),
  });
  const body = Buffer.from(await response.arrayBuffer());
  const kept = [...response.headers].filter(
    ([name]) => !/^(content-length|content-encoding|transfer-encoding|mf-.*)$/i.test(name),
  );
  res.writeHead(response.status, { ...Object.fromEntries(kept), 'Content-Length': String(body.byteLength) });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** The site's own files, as Pages hands them to its Functions (ASSETS): asked of the server that serves them. */
type Assets = (request: WorkerRequest) => Promise<WorkerResponse>;

/** Port 0: a free port, never 8787, which wrangler or another project may be using. */
const workerdOptions = (script: string, bindings: Record<string, string>, assets: Assets) => ({
  modules: true,
  script,
  compatibilityDate: COMPATIBILITY_DATE,
  bindings,
  serviceBindings: { ASSETS: assets },
  cf: false,
  port: 0,
});

async function startWorkerd(script: string, bindings: Record<string, string>, assets: Assets): Promise<Miniflare> {
  const mf = new Miniflare(workerdOptions(script, bindings, assets));
  try {
    await mf.ready;
  } catch (error) {
    await mf.dispose().catch(() => undefined);
    const why = error instanceof Error ? error.message : String(error);
    throw new Error(`workerd could not start (${why}). It comes from npm with miniflare: run npm ci.`);
  }
  return mf;
}

export async function startLocalFunctions({
  env = {},
  watch: watching,
  contentDir,
}: LocalFunctionsOptions = {}): Promise<LocalFunctions> {
  const { GOOGLE_PLACES_API_KEY: key, GOOGLE_PLACES_API_URL: url } = env;
  const fake: FakePlaces | null =
    key || url ? null : await startFakePlaces(fixturesFor(await clinicPlacesIn(contentDir)));
  // This server's own address, once a request has reached it: where the functions' ASSETS are fetched from.
  let self = '';
  const assets: Assets = async (request) => {
    const { pathname, search } = new URL(request.url);
    if (!self) return new WorkerResponse('Not Found', { status: 404 });
    const answer = await fetch(new URL(pathname + search, self));
    return new WorkerResponse(await answer.arrayBuffer(), { status: answer.status, headers: [...answer.headers] });
  };
  const bindings: Record<string, string> = {
    GOOGLE_PLACES_API_KEY: key || 'local-places-key',
    ...(fake || url ? { GOOGLE_PLACES_API_URL: fake?.url ?? url ?? '' } : {}),
  };
  const bundle = await bundlePagesFunctions();
  const mf = await startWorkerd(bundle.script, bindings, assets);
  const routes = new Set(bundle.routes);

  const watchers = watching
    ? SOURCES.map((dir) =>
        watch(dir, { recursive: true }, () => {
          void bundlePagesFunctions()
            .then(({ script }) => mf.setOptions(workerdOptions(script, bindings, assets)))
            .then(() => console.log('Functions reloaded in workerd'))
            .catch((error: Error) => console.error(`Functions not reloaded: ${error.message}`));
        }),
      )
    : [];
  const upstream = fake
    ? 'a fake Places API (set GOOGLE_PLACES_API_KEY to ask Google)'
    : (url ?? "Google's Places API");
  return {
    handle(req, res) {
      if (!routes.has((req.url ?? '').split('?')[0] ?? '')) return false;
      const { localAddress = '127.0.0.1', localPort } = req.socket;
      self = `http://${localAddress.includes(':') ? `[${localAddress}]` : localAddress}:${localPort}`;
      forward(mf, req, res).catch((error: Error) => {
        console.error(`${req.method} ${req.url}: ${error.message}`);
        if (res.headersSent) res.destroy();
        else res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad Gateway');
      });
      return true;
    },
    description: `Functions in workerd: ${[...routes].join(', ')}; reviews from ${upstream}`,
    close: async () => {
      for (const watcher of watchers) watcher.close();
      await mf.dispose();
      await fake?.close();
    },
  };
}
