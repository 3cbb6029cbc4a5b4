import type { IncomingMessage } from 'node:http';

/** A request body over its route's limit: answered 413, and never read whole. */
export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`request body over ${limit} bytes`);
  }
}

/**
 * Reads a body of at most `limit` bytes. A declared Content-Length over it is refused before a byte is read, and a
 * body that grows past it while streaming stops being read, so no request can make the server hold more than that.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length'] ?? 0) > limit) return reject(new BodyTooLarge(limit));
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else {
        req.pause();
        reject(new BodyTooLarge(limit));
      }
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** How much of a refused body is read and dropped, so its sender hears the refusal, before the connection is cut. */
const DRAIN_LIMIT = 16 * 1024 * 1024;

/**
 * Reads the rest of a refused body without keeping it: a client still sending when the answer comes would otherwise
 * see its connection reset and never read the answer. Past DRAIN_LIMIT the connection is cut all the same.
 */
export function dropRest(req: IncomingMessage): void {
  let dropped = 0;
  req.removeAllListeners('data');
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > DRAIN_LIMIT) req.socket.destroy();
  });
  req.resume();
}
