import type { IncomingMessage, ServerResponse } from 'node:http';
import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import { CONTENT_PHOTOS_PATH, EDITOR_CONFIG, EDITOR_PATH, PHOTO_FILE, SITE_LAYOUT } from '../../src/lib/site-layout';
import { editorAction, type Params, PathRefused } from './editor-actions';
import { contentFile, type WriteRules, writeRules } from './editor-paths';
import { allowedHosts, hostAllowed } from '../serve/allowed-hosts';
import { BodyTooLarge, dropRest, readBody } from '../serve/request-body';

/**
 * The browser editor's local mode for `npm run dev`: Decap's proxy protocol (POST `{ action, params }`, answered by
 * editor-actions.ts), so /admin/ edits the working tree and the dev server's watcher rebuilds as after any save.
 */
export const EDITOR_API = `${EDITOR_PATH}api/v1`;
const MAX_BODY = 40 * 1024 * 1024;

/** A file of the editor's own (`admin/index.html`), by its path in the site. */
export const isEditorFile = (file: string) => file.startsWith(`${SITE_LAYOUT.editor}/`);

const sendJson = (res: ServerResponse, status: number, value: unknown) =>
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(value));

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** From this computer: over loopback, or from the very address it reached (the `--host` address, from here). */
const fromThisComputer = ({ socket }: IncomingMessage) =>
  LOOPBACK.test(socket.remoteAddress ?? '') || (!!socket.remoteAddress && socket.remoteAddress === socket.localAddress);

/** A request to the editor's pages by one of its own names, from this computer. */
export const local = (req: IncomingMessage) => fromThisComputer(req) && hostAllowed(req);

/**
 * Saving writes files, so it is taken only from this computer (even when `--host` opens the site to the network),
 * by one of the editor's own names, and only as JSON from the editor's own page: the browser names the page's
 * origin, and another site's page cannot send JSON here without a preflight this server never grants. A request
 * without an Origin is not from the editor's page (a tunnel or port forward delivers one from loopback), so refused.
 */
export function trusted(req: IncomingMessage): boolean {
  const origin = req.headers.origin ?? '';
  return (
    local(req) &&
    /^application\/json\b/.test(req.headers['content-type'] ?? '') &&
    allowedHosts(req).some((host) => origin === `http://${host}`)
  );
}

const REFUSED = 'the editor opens and saves only on this computer, from its own page at http://localhost';

const PHOTO_TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png' };

/**
 * A photo of content/images/ at the address the editor gives it (`/images/team/anna.jpg`), which the built site
 * serves only as resized variants: so a portrait just uploaded shows in the editor's thumbnail and preview. Any
 * other address, or a photo that is not there, is left to the site.
 */
function servePhoto(contentDir: string, url: string, res: ServerResponse): boolean {
  let file: string;
  try {
    const name = decodeURIComponent(url.split('?')[0] ?? '').slice(CONTENT_PHOTOS_PATH.length);
    file = contentFile(contentDir, `content${CONTENT_PHOTOS_PATH}${name}`);
  } catch {
    return false;
  }
  if (!PHOTO_FILE.test(file) || !existsSync(file)) return false;
  const type = PHOTO_TYPES[path.extname(file).toLowerCase()] ?? 'image/webp';
  res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store' });
  createReadStream(file).pipe(res);
  return true;
}

/**
 * The dev server's handler: the protocol at EDITOR_API, and the editor's configuration with `local_backend` added,
 * so only the dev server's editor saves to the working tree. `config` reads the built configuration.
 */
export function editorBackend(contentDir: string, config: () => string | Uint8Array | undefined) {
  let rules: { from?: string | Uint8Array; rules: WriteRules } = { rules: writeRules(undefined) };
  /** What the editor may write, read from the configuration it was given (read again when that is rebuilt). */
  const currentRules = () => {
    const built = config();
    if (built !== rules.from) rules = { from: built, rules: writeRules(built && Buffer.from(built).toString()) };
    return rules.rules;
  };
  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    try {
      const body = (await readBody(req, MAX_BODY)).toString();
      const { action, params = {} } = JSON.parse(body) as { action?: string; params?: Params };
      const result = await editorAction({ contentDir, rules: currentRules() }, String(action), params);
      if (result === undefined) sendJson(res, 422, { error: `Unknown action ${action}` });
      else sendJson(res, 200, result);
    } catch (error) {
      if (error instanceof BodyTooLarge) return (sendJson(res, 413, { error: 'too large' }), dropRest(req));
      const refused = error instanceof PathRefused || error instanceof SyntaxError;
      if (!refused) console.error(`editor: ${String(error)}`);
      sendJson(res, refused ? 400 : 500, { error: refused ? error.message : 'could not read or write the file' });
    }
  };
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method === 'GET' && req.url?.startsWith(CONTENT_PHOTOS_PATH) && local(req))
      return servePhoto(contentDir, req.url, res);
    if (!req.url?.startsWith(EDITOR_PATH)) return false;
    if (!local(req)) {
      res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`${REFUSED}.\n`);
      return true;
    }
    if (req.method === 'POST' && req.url === EDITOR_API) {
      if (trusted(req)) void answer(req, res);
      else sendJson(res, 403, { error: `${REFUSED}/admin/` });
      return true;
    }
    const built = config();
    if (req.method !== 'GET' || req.url !== EDITOR_CONFIG || built === undefined) return false;
    // Decap wants the whole address; the browser's own Host keeps it on the origin the page came from.
    const devSite = `http://${req.headers.host ?? 'localhost'}`;
    const api = JSON.stringify(`${devSite}${EDITOR_API}`);
    // The site's link and View Live open this dev site, where the save just made shows, not the live site.
    const text = `${Buffer.from(built).toString()}local_backend:\n  url: ${api}\n`.replace(
      /^(site_url|display_url): .*$/gm,
      `$1: ${JSON.stringify(devSite)}`,
    );
    res.writeHead(200, { 'Content-Type': 'text/yaml; charset=utf-8', 'Cache-Control': 'no-store' }).end(text);
    return true;
  };
}
