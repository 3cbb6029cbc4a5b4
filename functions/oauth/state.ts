/**
 * The OAuth `state`: sent to GitHub and kept in a cookie, which the callback must get back from both. It is signed
 * with a key derived from the app's secret and carries its own expiry, so only this site can have made it and only for
 * STATE_SECONDS; and the callback records it as spent, so it serves one sign-in, whatever the browser does with its
 * cookie. A callback whose state fails any of these was not started by this browser on this site (cross-site request
 * forgery), or is a replay, and is refused before GitHub is asked anything.
 */

/** `__Host-`: the browser keeps it only if Secure, for this host alone and Path=/, so no other subdomain can set it. */
export const STATE_COOKIE = '__Host-editor-oauth-state';
/** Long enough to sign in to GitHub, with two-factor authentication; short enough not to linger. */
export const STATE_SECONDS = 600;
/** A nonce, its expiry in seconds since 1970, and the signature of both: `nonce.expiry.signature`. */
const STATE_PATTERN = /^([A-Za-z0-9_-]{43})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;
/** The cache that remembers spent states until they would have expired anyway. */
export const SPENT_STATES = 'editor-sign-in-states';

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** An HMAC-SHA256 key for states only, so a signature made here is worth nothing elsewhere. */
const signingKey = (secret: string) =>
  crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(`editor-sign-in-state\n${secret}`),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );

async function sign(secret: string, text: string): Promise<string> {
  const signature = await crypto.subtle.sign('HMAC', await signingKey(secret), new TextEncoder().encode(text));
  return base64url(new Uint8Array(signature));
}

/** A fresh state: 32 random bytes, an expiry STATE_SECONDS from `now`, signed with `secret`. */
export async function newState(secret: string, now = Date.now()): Promise<string> {
  const body = `${base64url(crypto.getRandomValues(new Uint8Array(32)))}.${Math.floor(now / 1000) + STATE_SECONDS}`;
  return `${body}.${await sign(secret, body)}`;
}

/** Whether both strings are equal, compared in time that does not depend on where they differ. */
function equalInTime(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/** The state's nonce and expiry when it is well formed, signed with `secret` and not yet expired; otherwise null. */
export async function verifyState(secret: string, state: string, now = Date.now()) {
  const match = STATE_PATTERN.exec(state);
  if (!match) return null;
  const [, nonce = '', expires = '', signature = ''] = match;
  if (Number(expires) * 1000 <= now) return null;
  return equalInTime(await sign(secret, `${nonce}.${expires}`), signature) ? { nonce, expires: Number(expires) } : null;
}

/**
 * Records the state as spent, in the edge cache until it expires: true the first time, false for a replay. The cache
 * is kept per data centre, so the signature and the expiry bound what a replay elsewhere could do to ten minutes.
 */
export async function spendState(origin: string, nonce: string, expires: number, now = Date.now()): Promise<boolean> {
  const cache = await caches.open(SPENT_STATES);
  const key = new URL(`/admin/callback/spent/${nonce}`, origin).href;
  if (await cache.match(key)) return false;
  const seconds = Math.max(1, expires - Math.floor(now / 1000));
  await cache.put(key, new Response('spent', { headers: { 'Cache-Control': `max-age=${seconds}` } }));
  return true;
}

/** Lax, not Strict: GitHub's redirect back to the callback is a top-level navigation from github.com. */
export function stateCookie(state: string, seconds = STATE_SECONDS): string {
  return `${STATE_COOKIE}=${state}; Max-Age=${seconds}; Path=/; HttpOnly; Secure; SameSite=Lax`;
}

/** The same cookie, expired: a state is good for one callback only. */
export const clearedStateCookie = (): string => stateCookie('', 0);

/** One cookie's value from a Cookie header. */
export function readCookie(header: string | null, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

/** Whether the cookie and the address hold the same state. */
export const sameState = (kept: string | undefined, returned: string | null): boolean =>
  !!kept && !!returned && equalInTime(kept, returned);
