import type { FetchHandler } from './web-handler';

/**
 * The Cache API (`caches.default`, `caches.open(name)`) for local Functions: workerd sends each call here as HTTP, as
 * to Cloudflare's edge. A `put` is a PUT whose body is the whole response (status line, headers, blank line, body); a
 * `match` a GET, answered with `CF-Cache-Status: HIT` or a 504 MISS; a `delete` a PURGE. Kept in memory per named cache
 * for the response's max-age, so it outlives a workerd restart on new code, and a test can read or clear it.
 */
interface Stored {
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
  expires: number;
}

export interface LocalCache {
  handler: FetchHandler;
  /** Forgets one key of a named cache (`default` for caches.default), as if its time were up. */
  forget(cacheName: string, url: string): void;
  clear(): void;
}

/** A key per named cache and address, the query included, as Cloudflare keys its cache. */
function cacheKey(cacheName: string, address: string): string {
  const url = new URL(address);
  return `${cacheName} ${url.host}${url.pathname}${url.search}`;
}

/** Seconds a response may be kept, from `s-maxage` or `max-age`; 0 when it may not be (no-store, private, none). */
function keepSeconds(headers: Headers): number {
  const control = headers.get('cache-control') ?? '';
  if (/\b(no-store|private|no-cache)\b/i.test(control)) return 0;
  const age = /\bs-maxage=(\d+)/i.exec(control) ?? /\bmax-age=(\d+)/i.exec(control);
  return age ? Number(age[1]) : 0;
}

/** The response a PUT carries: `HTTP/1.1 200 OK`, header lines, a blank line, then the body as it is. */
function parseStoredResponse(
  raw: Uint8Array,
): { status: number; headers: Headers; body: Uint8Array<ArrayBuffer> } | null {
  const text = Buffer.from(raw);
  const end = text.indexOf('\r\n\r\n');
  if (end === -1) return null;
  const [statusLine = '', ...lines] = text.subarray(0, end).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? NaN);
  if (!Number.isInteger(status)) return null;
  const headers = new Headers();
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon), line.slice(colon + 1).trim());
  }
  return { status, headers, body: Uint8Array.from(text.subarray(end + 4)) };
}

export function localCache(now = () => Date.now()): LocalCache {
  const entries = new Map<string, Stored>();
  const handler: FetchHandler = async (request) => {
    const key = cacheKey(request.headers.get('cf-cache-namespace') ?? 'default', request.url);
    if (request.method === 'PUT') {
      const stored = parseStoredResponse(new Uint8Array(await request.arrayBuffer()));
      const seconds = stored && stored.status === 200 ? keepSeconds(stored.headers) : 0;
      if (!stored || seconds <= 0) return new Response(null, { status: 413 });
      const expires = now() + seconds * 1000;
      entries.set(key, { status: stored.status, headers: [...stored.headers], body: stored.body, expires });
      return new Response(null, { status: 204 });
    }
    const found = entries.get(key);
    if (found && found.expires <= now()) entries.delete(key);
    const live = found && found.expires > now() ? found : undefined;
    if (request.method === 'PURGE') return new Response(null, { status: entries.delete(key) ? 200 : 404 });
    if (!live) return new Response(null, { status: 504, headers: { 'CF-Cache-Status': 'MISS' } });
    const headers = new Headers(live.headers);
    headers.set('CF-Cache-Status', 'HIT');
    return new Response(request.method === 'HEAD' ? null : live.body, { status: live.status, headers });
  };
  return {
    handler,
    forget: (cacheName, url) => entries.delete(cacheKey(cacheName, url)),
    clear: () => entries.clear(),
  };
}
