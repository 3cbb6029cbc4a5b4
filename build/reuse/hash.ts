import { createHash } from 'node:crypto';

/**
 * Every hash the build makes. Keys are hashes of exactly what a thing is made from, so a
 * change to any of it gives a new key and nothing stale is ever reused.
 */

/** A short key for any plain value (strings as they are, the rest as JSON). */
export function hashOf(value: unknown): string {
  return createHash('sha1')
    .update(typeof value === 'string' ? value : JSON.stringify(value))
    .digest('base64url');
}

/** Bytes or texts joined, as hex: names of cached files. */
export function sha256(...parts: (string | Uint8Array)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex');
}

/** The short hex hash that content-hashed asset names carry. */
export function contentHash(contents: Uint8Array | string, length = 10): string {
  return sha256(contents).slice(0, length);
}
