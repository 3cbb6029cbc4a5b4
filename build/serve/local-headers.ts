import { headersForPath, parseHeadersFile } from '../stages/outputs/security-headers';
import type { HeadersFor } from './static-server';

/**
 * Directives a local server drops from the site's policy. WebKit applies
 * `upgrade-insecure-requests` to http://localhost too (Chromium and Firefox exempt it), so in
 * Safari every stylesheet and script of a page served over plain http was rewritten to https and
 * failed: an unstyled page with no islands. Production is https, where the directive stays.
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
