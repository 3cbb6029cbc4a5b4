import { headersForPath, parseHeadersFile } from '../stages/outputs/security-headers';
import type { HeadersFor } from './static-server';

/**
 * Dropped from the site's policy by local servers. WebKit applies `upgrade-insecure-requests` to http://localhost too
 * (Chromium and Firefox exempt it), so Safari rewrote every stylesheet and script to https and they failed: an
 * unstyled page with no islands. Production is https, where the directive stays.
 */
const LOCAL_ONLY_DROPPED = ['upgrade-insecure-requests'];

/** A policy with the directives that break plain-http loopback servers removed, the rest untouched. */
export function localPolicy(policy: string): string {
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && !LOCAL_ONLY_DROPPED.includes(directive.split(/\s+/)[0]?.toLowerCase() ?? ''))
    .join('; ');
}

/** The headers of a site's `_headers` file as the dev and preview servers (and tests) send them over http. */
export function localHeadersFor(headersFile: string): HeadersFor {
  const rules = parseHeadersFile(headersFile);
  return (urlPath) => {
    const headers = headersForPath(rules, urlPath);
    const policy = headers['Content-Security-Policy'];
    return policy === undefined ? headers : { ...headers, 'Content-Security-Policy': localPolicy(policy) };
  };
}

/**
 * What every answer carries when the site's own headers are not to hand (the first build failed) or do not fit (the
 * problems page): no other site may frame it (clickjacking) or have it sniffed as another type.
 */
export const BASELINE_HEADERS: Record<string, string> = {
  'Content-Security-Policy': "frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

/** The problems page's own policy: its inline styles and the live-reload script, and nothing else. */
export const PROBLEMS_PAGE_HEADERS: Record<string, string> = {
  ...BASELINE_HEADERS,
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'",
};
