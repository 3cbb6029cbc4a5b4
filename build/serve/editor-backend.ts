import type { IncomingMessage, ServerResponse } from 'node:http';
import { EDITOR_CONFIG, EDITOR_PATH, SITE_LAYOUT } from '../../src/lib/site-layout';
import { editorAction, type Params, PathRefused } from './editor-actions';

/**
 * The browser editor's local mode for `npm run dev`: Decap's proxy protocol (POST `{ action, params }`, answered by
 * editor-actions.ts), so /admin/ edits the working tree and the dev server's watcher rebuilds as after any save.
 */
export const EDITOR_API = `${EDITOR_PATH}api/v1`;
const MAX_BODY = 40 * 1024 * 1024;

/** A file of the editor's own (`admin/index.html`), by its path in the site. */
export const isEditorFile = (file: string) => file.startsWith(`${SITE_LAYOUT.editor}/`);

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) req.destroy(new PathRefused('request too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString()));
    req.on('error', reject);
  });
}

const sendJson = (res: ServerResponse, status: number, value: unknown) =>
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(value));

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * Saving writes files, so it is taken only from this computer (even when `--host` opens the site to the network),
 * and only as JSON from the editor's own page: another site's page cannot send JSON here without a preflight this
 * server never grants, and a browser names the page's origin.
 */
export function trusted(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  return (
    LOOPBACK.test(req.socket.remoteAddress ?? '') &&
    /^application\/json\b/.test(req.headers['content-type'] ?? '') &&
    (origin === undefined || origin === `http://${req.headers.host}`)
  );
}

/**
 * The dev server's handler: the protocol at EDITOR_API, and the editor's configuration with `local_backend` added,
 * so only the dev server's editor saves to the working tree. `config` reads the built configuration.
 */
export function editorBackend(contentDir: string, config: () => string | Uint8Array | undefined) {
  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    try {
      const { action, params = {} } = JSON.parse(await readBody(req)) as { action?: string; params?: Params };
      const result = await editorAction(contentDir, String(action), params);
      if (result === undefined) sendJson(res, 422, { error: `Unknown action ${action}` });
      else sendJson(res, 200, result);
    } catch (error) {
      const refused = error instanceof PathRefused || error instanceof SyntaxError;
      if (!refused) console.error(`editor: ${String(error)}`);
      sendJson(res, refused ? 400 : 500, { error: refused ? error.message : 'could not read or write the file' });
    }
  };
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method === 'POST' && req.url === EDITOR_API) {
      if (trusted(req)) void answer(req, res);
      else sendJson(res, 403, { error: 'the editor saves only from this computer, from its own page' });
      return true;
    }
    const built = config();
    if (req.method !== 'GET' || req.url !== EDITOR_CONFIG || built === undefined) return false;
    // Decap wants the whole address; the browser's own Host keeps it on the origin the page came from.
    const api = JSON.stringify(`http://${req.headers.host ?? 'localhost'}${EDITOR_API}`);
    const text = `${Buffer.from(built).toString()}local_backend:\n  url: ${api}\n`;
    res.writeHead(200, { 'Content-Type': 'text/yaml; charset=utf-8', 'Cache-Control': 'no-store' }).end(text);
    return true;
  };
}
