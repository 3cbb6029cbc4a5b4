/**
 * The OAuth `state`: a random value sent to GitHub and kept in a cookie, which the callback must get back from both.
 * A callback whose state does not match was not started by this browser on this site (cross-site request forgery),
 * and is refused before GitHub is asked anything.
 */

/** `__Host-`: the browser keeps it only if Secure, for this host alone and Path=/, so no other subdomain can set it. */
export const STATE_COOKIE = '__Host-editor-oauth-state';
/** Long enough to sign in to GitHub, with two-factor authentication; short enough not to linger. */
export const STATE_SECONDS = 600;
const STATE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** 32 random bytes, base64url without padding (43 characters). */
export function newState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
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

/** Whether both are the same well-formed state, compared in time that does not depend on where they differ. */
export function sameState(kept: string | undefined, returned: string | null): boolean {
  if (!kept || !returned || !STATE_PATTERN.test(kept) || kept.length !== returned.length) return false;
  let difference = 0;
  for (let i = 0; i < kept.length; i++) difference |= kept.charCodeAt(i) ^ returned.charCodeAt(i);
  return difference === 0;
}
