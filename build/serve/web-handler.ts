import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

/** A web-standard fetch handler, as workerd's services and the Functions themselves are written. */
export type FetchHandler = (request: Request) => Promise<Response>;

/** Hop-by-hop and framing headers: Node's http module and fetch each set their own. */
const FRAMING = /^(content-length|transfer-encoding|connection|keep-alive)$/i;

/** The web Request for a Node request, on `origin`, with its body streamed rather than read whole. */
export function toRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || FRAMING.test(name)) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

/** Writes a web Response to a Node response, each Set-Cookie on its own line. */
export async function writeResponse(response: Response, res: ServerResponse, head = false): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of response.headers) if (!FRAMING.test(name)) headers[name] = value;
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  const body = head || !response.body ? null : Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, { ...headers, ...(body ? { 'content-length': String(body.byteLength) } : {}) });
  res.end(body ?? undefined);
}

/**
 * A Node server that answers every request with `handler`, on the scheme given (workerd hands the Functions' own
 * fetches over as plain HTTP, and each of them is https); a handler that throws answers 502.
 */
export function handlerServer(handler: FetchHandler, scheme = 'http'): Server {
  return createServer((req, res) => {
    void handler(toRequest(req, `${scheme}://${req.headers.host ?? 'localhost'}`))
      .then((response) => writeResponse(response, res, req.method === 'HEAD'))
      .catch((error: Error) => {
        if (res.headersSent) res.destroy();
        else res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' }).end(error.message);
      });
  });
}
