import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
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

async function isFile(file: string): Promise<boolean> {
  return stat(file).then((s) => s.isFile(), () => false);
}

function send(res: ServerResponse, status: number, file: string, headers: Record<string, string>): void {
  res.writeHead(status, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream', ...headers });
  createReadStream(file).pipe(res);
}

/**
 * Serves a built site the way a static host does: folder index files, a redirect
 * adding the trailing slash, and 404.html for anything else.
 */
export function createStaticServer(root: string, headersFor: HeadersFor = () => ({})): Server {
  const base = path.resolve(root);
  return createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const urlPath = decodeURIComponent(url.pathname);
    const file = path.join(base, urlPath);
    if (!file.startsWith(base)) {
      res.writeHead(400).end();
      return;
    }
    if (await isFile(file)) return send(res, 200, file, headersFor(urlPath));
    if (await isFile(path.join(file, 'index.html'))) {
      if (!urlPath.endsWith('/')) {
        res.writeHead(301, { Location: `${urlPath}/${url.search}` }).end();
        return;
      }
      return send(res, 200, path.join(file, 'index.html'), headersFor(urlPath));
    }
    send(res, 404, path.join(base, '404.html'), headersFor('/404.html'));
  });
}
