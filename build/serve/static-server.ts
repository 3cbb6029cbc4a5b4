import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';

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

export type HeadersFor = (urlPath: string) => Record<string, string>;

/** Where the site's files come from: a folder on disk, or memory in the dev server. */
export interface SiteSource {
  /** Contents of a file by its path relative to the site root, or null when there is none. */
  read(file: string): Promise<Uint8Array | string | null>;
}

export function folderSource(root: string): SiteSource {
  const base = path.resolve(root);
  return {
    read: async (file) => {
      const full = path.join(base, file);
      if (!full.startsWith(base)) return null;
      return readFile(full).catch(() => null);
    },
  };
}

export interface ServerOptions {
  headersFor?: HeadersFor;
  /** Rewrites HTML before it is sent (the dev server adds its live-reload script). */
  transformHtml?: (html: string) => string;
  /** Requests the site does not handle (the dev server's event stream). */
  extra?: (req: IncomingMessage, res: ServerResponse) => boolean;
}

/**
 * Serves a built site the way a static host does: folder index files, a redirect
 * adding the trailing slash, and 404.html for anything else.
 */
export function createStaticServer(source: string | SiteSource, options: ServerOptions | HeadersFor = {}): Server {
  const site = typeof source === 'string' ? folderSource(source) : source;
  const { headersFor = () => ({}), transformHtml, extra } = typeof options === 'function' ? { headersFor: options } : options;
  const send = (res: ServerResponse, status: number, file: string, body: Uint8Array | string, urlPath: string) => {
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const content = transformHtml && type.startsWith("text/html") ? transformHtml(Buffer.from(body).toString()) : body;
    res.writeHead(status, { 'Content-Type': type, ...headersFor(urlPath) }).end(content);
  };
  return createServer(async (req, res) => {
    if (extra?.(req, res)) return;
    const url = new URL(req.url ?? '/', 'http://localhost');
    const urlPath = decodeURIComponent(url.pathname);
    const file = path.posix.normalize(urlPath).replace(/^\/+/, '');
    if (file.startsWith('..')) {
      res.writeHead(400).end();
      return;
    }
    const direct = file && !urlPath.endsWith('/') ? await site.read(file) : null;
    if (direct !== null) return send(res, 200, file, direct, urlPath);
    const indexFile = path.posix.join(file, 'index.html');
    const index = await site.read(indexFile);
    if (index !== null) {
      if (!urlPath.endsWith('/')) {
        res.writeHead(301, { Location: `${urlPath}/${url.search}` }).end();
        return;
      }
      return send(res, 200, indexFile, index, urlPath);
    }
    const notFound = (await site.read('404.html')) ?? 'Not found';
    send(res, 404, '404.html', notFound, '/404.html');
  });
}
