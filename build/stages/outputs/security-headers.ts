import { SITE_LAYOUT } from '../../../src/lib/site-layout';
import type { Site } from '../../../src/content/site';
import { editorHeaderRules } from '../../editor/editor-headers';
import { policyOf } from './policy';

export interface HeaderRule {
  /** A path pattern in the Netlify / Cloudflare Pages `_headers` format: exact, or ending in `*`. */
  pattern: string;
  /** Headers an earlier matching rule set that this one removes first (Cloudflare Pages' `! Name` lines). */
  detach?: string[];
  headers: Record<string, string>;
}

export const EMAILJS_ORIGIN = 'https://api.emailjs.com';
/** The Speculation-Rules header points every page at the prefetch rules here, so no inline script is needed. */
export const SPECULATION_RULES_PATH = `/${SITE_LAYOUT.speculationRules}`;
export const FRAME_ORIGINS = ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://www.google.com'];
/**
 * Where Pagefind's WebAssembly runs: the search page and the index folder (a worker's policy comes
 * with its script). Nowhere else may compile WebAssembly, and nothing anywhere may eval.
 */
export const SEARCH_PATTERNS = ['/search/', '/pagefind/*'];

/**
 * Scripts and styles only from the site itself (no inline code anywhere), network calls only to EmailJS and the
 * reviews endpoint, frames only from YouTube and Google Maps, and the site itself never framed.
 */
export function contentSecurityPolicy(site: Site, { wasm = false } = {}): string {
  const reviews = site.reviews.url ? ` ${new URL(site.reviews.url).origin}` : '';
  return policyOf({
    script: wasm ? "'self' 'wasm-unsafe-eval'" : "'self'",
    style: "'self'",
    img: "'self' https: data:",
    connect: `'self' ${EMAILJS_ORIGIN}${reviews}`,
    frame: FRAME_ORIGINS.join(' '),
  });
}

/**
 * Hosts merge every matching rule, so Cache-Control is set only on hashed assets; HTML keeps the hosts' default of
 * revalidating on every visit.
 */
export function headerRules(site: Site): HeaderRule[] {
  return [
    {
      pattern: '/*',
      headers: {
        'Content-Security-Policy': contentSecurityPolicy(site),
        'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
        'X-Content-Type-Options': 'nosniff',
        'X-Frame-Options': 'DENY',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
        'Cross-Origin-Opener-Policy': 'same-origin',
        'Speculation-Rules': `"${SPECULATION_RULES_PATH}"`,
      },
    },
    // Two matching policies would both apply, so search's replaces the strict one rather than adding to it.
    ...SEARCH_PATTERNS.map((pattern) => ({
      pattern,
      detach: ['Content-Security-Policy'],
      headers: { 'Content-Security-Policy': contentSecurityPolicy(site, { wasm: true }) },
    })),
    ...editorHeaderRules(),
    { pattern: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
    // Browsers ignore rules served under any other type.
    { pattern: SPECULATION_RULES_PATH, headers: { 'Content-Type': 'application/speculationrules+json' } },
  ];
}

export function formatHeadersFile(rules: HeaderRule[]): string {
  return `${rules
    .map(({ pattern, detach = [], headers }) =>
      [
        pattern,
        ...detach.map((name) => `  ! ${name}`),
        ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
      ].join('\n'),
    )
    .join('\n\n')}\n`;
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: {} });
    else if (line.trim().startsWith('!')) {
      const rule = rules[rules.length - 1];
      if (rule) rule.detach = [...(rule.detach ?? []), line.trim().slice(1).trim()];
    } else {
      const [name = '', ...value] = line.trim().split(':');
      const rule = rules[rules.length - 1];
      if (rule) rule.headers[name.trim()] = value.join(':').trim();
    }
  }
  return rules;
}

/** The headers a host would send for a path: every matching rule in order, detaching first. */
export function headersForPath(rules: HeaderRule[], path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const { pattern, detach = [], headers: ruleHeaders } of rules) {
    const matches = pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
    if (!matches) continue;
    for (const name of detach) delete headers[name];
    for (const [name, value] of Object.entries(ruleHeaders))
      headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
  }
  return headers;
}
