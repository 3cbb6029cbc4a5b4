import { hash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { HOST_REFUSED, hostAllowed } from './allowed-hosts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

const METHODS = ['GET', 'HEAD'];

export type HeadersFor = (urlPath: string) => Record<string, string>;

/** Where the site's files come from: a folder on disk, or memory in the dev server. */
export interface SiteSource {
  /** `file` is relative to the site root; null when there is none. */
  read(file: string): Promise<Uint8Array | string | null>;
}

/** Whether `full` is `base` or below it; a plain prefix test would also accept `/work/dist-old` for `/work/dist`. */
export function isInside(base: string, full: string): boolean {
  const relative = path.relative(base, full);
  if (relative === '') return true;
  return relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative);
}

export function folderSource(root: string): SiteSource {
  const base = path.resolve(root);
  return {
    read: async (file) => {
      // Checked again here, not only on the URL: other callers may hand in any string.
      if (file.includes('\0')) return null;
      const full = path.join(base, file);
      if (!isInside(base, full)) return null;
      return readFile(full).catch(() => null);
    },
  };
}

export interface ServerOptions {
  headersFor?: HeadersFor;
  /** Rewrites HTML before it is sent (the dev server adds its live-reload script), given the requested path. */
  transformHtml?: (html: string, urlPath: string) => string;
  /** Requests the site does not handle, of any method (the dev server's event stream). */
  extra?: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** Names besides localhost and this computer's addresses that the server answers by (a `--host` name). */
  hosts?: readonly string[];
}

/** The host's own settings, which a static host reads and never serves. */
const HOST_FILES = new Set(['_headers', '_redirects']);

/** What a request asks for: its decoded path, the site-relative file, and the raw pieces for redirects. */
export interface SiteRequest {
  urlPath: string;
  file: string;
  pathname: string;
  search: string;
}

/**
 * Null when a request target cannot name a file inside the site: malformed percent-encoding, `..` segments (also as
 * `%2e%2e` or behind an encoded `%2f`), backslashes (Windows separators) and NUL bytes (which cut paths in some APIs).
 */
export function parseTarget(target: string): SiteRequest | null {
  let url: URL;
  let urlPath: string;
  try {
    // Appended to an origin rather than resolved against one, so `//etc/passwd` stays a path instead of naming a host.
    url = target.startsWith('/') ? new URL(`http://localhost${target}`) : new URL(target);
    urlPath = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (/[\\\0]/.test(urlPath) || urlPath.split('/').includes('..')) return null;
  const file = path.posix.normalize(urlPath).replace(/^\/+/, '');
  return { urlPath, file, pathname: url.pathname, search: url.search };
}

function sendPlain(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers }).end(text);
}

/**
 * Serves a built site as a static host does: folder index files, a redirect adding the trailing slash, and 404.html
 * for anything else. Only GET and HEAD are answered, and a bad request costs that request, never the server.
 */
export function createStaticServer(source: string | SiteSource, options: ServerOptions | HeadersFor = {}): Server {
  const site = typeof source === 'string' ? folderSource(source) : source;
  const {
    headersFor = () => ({}),
    transformHtml,
    extra,
    hosts = [],
  } = typeof options === 'function' ? { headersFor: options } : options;
  const send = (
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    file: string,
    body: Uint8Array | string,
    urlPath: string,
  ) => {
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const content =
      transformHtml && type.startsWith('text/html') ? transformHtml(Buffer.from(body).toString(), urlPath) : body;
    const length = typeof content === 'string' ? Buffer.byteLength(content) : content.byteLength;
    // A validator, as a static host sends: a browser asks again with it and is told 304 when nothing changed, so a page
    // loaded again (the editor's 5 MB script after each save) comes from its cache, compiled code included.
    const etag = `"${hash('sha1', content, 'base64url')}"`;
    const headers = { 'Content-Type': type, ETag: etag, 'Cache-Control': 'no-cache', ...headersFor(urlPath) };
    if (status === 200 && req.headers['if-none-match'] === etag) return void res.writeHead(304, headers).end();
    res.writeHead(status, { ...headers, 'Content-Length': String(length) });
    res.end(req.method === 'HEAD' ? undefined : content);
  };
  const respond = async (req: IncomingMessage, res: ServerResponse) => {
    // First of all, on every path: a page of another site that reached here by DNS rebinding gets nothing.
    if (!hostAllowed(req, hosts)) return sendPlain(res, 403, HOST_REFUSED, { ...headersFor('/'), Connection: 'close' });
    // Before the method check: an extra handler may answer other methods (the tests' stand-in for EmailJS takes POST).
    if (extra?.(req, res)) return;
    if (!METHODS.includes(req.method ?? ''))
      return sendPlain(res, 405, 'Method Not Allowed', { Allow: METHODS.join(', ') });
    const request = parseTarget(req.url ?? '/');
    if (!request) return sendPlain(res, 400, 'Bad Request');
    const { urlPath, file } = request;
    const direct = file && !urlPath.endsWith('/') && !HOST_FILES.has(file) ? await site.read(file) : null;
    if (direct !== null) return send(req, res, 200, file, direct, urlPath);
    const indexFile = path.posix.join(file, 'index.html');
    const index = await site.read(indexFile);
    if (index !== null) {
      if (urlPath.endsWith('/')) return send(req, res, 200, indexFile, index, urlPath);
      // The raw path keeps its encoding, and one leading slash keeps `//host` from becoming a redirect to another site.
      res.writeHead(301, { Location: `/${request.pathname.replace(/^\/+/, '')}/${request.search}` }).end();
      return;
    }
    const notFound = (await site.read('404.html')) ?? 'Not found';
    send(req, res, 404, '404.html', notFound, '/404.html');
  };
  return createServer((req, res) => {
    respond(req, res).catch((error: unknown) => {
      console.error(`${req.method} ${req.url}:`, error);
      if (res.headersSent) res.destroy();
      else sendPlain(res, 500, 'Internal Server Error');
    });
  });
}
