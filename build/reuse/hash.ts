import { createHash } from 'node:crypto';
import { fieldOf } from '../../src/lib/field-of';

/** Every hash the build makes. Keys hash exactly what a thing is made from, so nothing stale is ever reused. */

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

/** FNV-1a: a quick 32-bit spread of texts over a few places (index parts, record files). Not a key: texts collide. */
export function spreadOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** The short hex hash that content-hashed asset names carry. */
export function contentHash(contents: Uint8Array | string, length = 10): string {
  return sha256(contents).slice(0, length);
}

/**
 * Digests of frozen objects, worked out once: one item is in many pages' keys (lists, tags, related posts) and, in the
 * dev server, in build after build. Weakly keyed by the object, an entry lives exactly as long as what holds it (this
 * build, or the recall for the next); a frozen object cannot change, so its digest cannot go stale.
 */
const frozenDigests = new WeakMap<object, string>();

/**
 * `hashOf`'s key, with each frozen object it reaches hashed once and then stood for by that hash (maps and sets by
 * entries). Freeze only what nothing will change (`freezeDeep`): a frozen object is taken to hold what it first held.
 */
export function digestOf(value: unknown): string {
  return createHash('sha1').update(serialised(value)).digest('base64url');
}

function serialised(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? 'null';
  // A frozen map or set can still be changed through its methods, so neither is kept.
  if (!Object.isFrozen(value) || value instanceof Map || value instanceof Set) return serialisedParts(value);
  let digest = frozenDigests.get(value);
  if (digest === undefined) {
    // Kept quoted, as JSON would quote it: a base64url digest holds nothing JSON escapes.
    digest = `"#${createHash('sha1').update(serialisedParts(value)).digest('base64url')}"`;
    frozenDigests.set(value, digest);
  }
  return digest;
}

// Joined as it goes, with no arrays of entries or parts: this walks every value of every page's key.
function serialisedParts(value: object): string {
  if (Array.isArray(value)) {
    let text = '';
    for (let i = 0; i < value.length; i++) text += (i === 0 ? '' : ',') + serialised(value[i]);
    return `[${text}]`;
  }
  if (value instanceof Map) return `Map${serialised([...value])}`;
  if (value instanceof Set) return `Set${serialised([...value])}`;
  if ('toJSON' in value && typeof value.toJSON === 'function') return serialised(value.toJSON());
  let text = '';
  for (const key of Object.keys(value)) {
    const field = fieldOf(value, key);
    if (field !== undefined && typeof field !== 'function')
      text += `${text === '' ? '' : ','}${JSON.stringify(key)}:${serialised(field)}`;
  }
  return `{${text}}`;
}

/** `value`, frozen all the way down, so `digestOf` may keep its digest. */
export function freezeDeep<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  if (value instanceof Map || value instanceof Set) for (const item of value.values()) freezeDeep(item);
  else for (const item of Object.values(value)) freezeDeep(item);
  return value;
}
