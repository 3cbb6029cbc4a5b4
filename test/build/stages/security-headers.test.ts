import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { siteSchema, type Site } from '../../../src/content/site';
import { editorPolicy } from '../../../build/editor/editor-headers';
import {
  contentSecurityPolicy,
  EMAILJS_ORIGIN,
  formatHeadersFile,
  headerRules,
  headersForPath,
  parseHeadersFile,
  type HeaderRule,
} from '../../../build/stages/outputs/security-headers';

const site: Site = siteSchema.parse(load(readFileSync('content/site.yaml', 'utf8')));
const withReviews: Site = {
  ...site,
  reviews: { url: 'https://reviews.example/rest/v1/reviews?select=*', anonKey: 'anon' },
};

/** The policy as directive name → its sources. */
const directives = (policy: string) =>
  new Map(policy.split('; ').map((part) => [part.split(' ')[0] ?? '', part.split(' ').slice(1)]));

const csp = suite('contentSecurityPolicy');
for (const [label, value] of [
  ['without reviews', site],
  ['with reviews', withReviews],
] as const) {
  csp(`should allow no inline or eval'd code ${label}`, () => {
    const policy = contentSecurityPolicy(value);
    assert.not.match(policy, 'unsafe-inline');
    assert.not.match(policy, 'unsafe-eval');
    const parsed = directives(policy);
    for (const name of ['default-src', 'script-src', 'style-src']) assert.equal(parsed.get(name), ["'self'"], name);
    assert.equal(parsed.get('frame-ancestors'), ["'none'"]);
    assert.equal(parsed.get('object-src'), ["'none'"]);
  });
}
csp('should let only search compile WebAssembly, and still never eval', () => {
  const policy = contentSecurityPolicy(site, { wasm: true });
  assert.equal(directives(policy).get('script-src'), ["'self'", "'wasm-unsafe-eval'"]);
  assert.not.match(policy, /'unsafe-eval'|unsafe-inline/);
  assert.equal(directives(policy).get('default-src'), ["'self'"]);
});
const connectCases: [string, string, string[]][] = [
  ['no reviews url', '', ["'self'", EMAILJS_ORIGIN]],
  [
    'a reviews url',
    'https://reviews.example/rest/v1/reviews?select=*',
    ["'self'", EMAILJS_ORIGIN, 'https://reviews.example'],
  ],
  [
    'a reviews url with a port',
    'https://reviews.example:8443/api',
    ["'self'", EMAILJS_ORIGIN, 'https://reviews.example:8443'],
  ],
];
for (const [label, url, expected] of connectCases) {
  csp(`should let scripts connect to ${expected.join(' ')} given ${label}`, () => {
    const policy = contentSecurityPolicy({ ...site, reviews: { url, anonKey: '' } });
    assert.equal(directives(policy).get('connect-src'), expected);
  });
}
csp.run();

const rules = suite('headerRules');
rules('should send the policy and security headers on every path, and cache only hashed assets', () => {
  const [all, search, index, editor, editorConfig, assets, ...rest] = headerRules(withReviews);
  assert.is(all?.pattern, '/*');
  assert.is(all?.headers['Content-Security-Policy'], contentSecurityPolicy(withReviews));
  assert.is(all?.headers['X-Frame-Options'], 'DENY');
  assert.is(all?.headers['X-Content-Type-Options'], 'nosniff');
  assert.is(all?.headers['Cache-Control'], undefined);
  assert.is(all?.headers['Speculation-Rules'], '"/speculation-rules.json"');
  for (const [rule, pattern] of [
    [search, '/search/'],
    [index, '/pagefind/*'],
  ] as const) {
    assert.equal(rule, {
      pattern,
      detach: ['Content-Security-Policy'],
      headers: { 'Content-Security-Policy': contentSecurityPolicy(withReviews, { wasm: true }) },
    });
  }
  assert.equal(editor, {
    pattern: '/admin/*',
    detach: ['Content-Security-Policy', 'Cross-Origin-Opener-Policy', 'Speculation-Rules'],
    headers: {
      'Content-Security-Policy': editorPolicy(),
      'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
      'X-Robots-Tag': 'noindex, nofollow',
    },
  });
  assert.equal(editorConfig, { pattern: '/admin/config.yml', headers: { 'Content-Type': 'text/yaml; charset=utf-8' } });
  assert.equal(assets, { pattern: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } });
  assert.equal(rest, [
    { pattern: '/speculation-rules.json', headers: { 'Content-Type': 'application/speculationrules+json' } },
  ]);
});
rules.run();

const format = suite('formatHeadersFile');
format(
  'should write each pattern flush left, its detached and set headers indented, rules apart and one final newline',
  () => {
    const text = formatHeadersFile([
      { pattern: '/a/*', headers: { A: '1', B: '2' } },
      { pattern: '/b/', detach: ['A'], headers: { C: '3' } },
    ]);
    assert.is(text, '/a/*\n  A: 1\n  B: 2\n\n/b/\n  ! A\n  C: 3\n');
  },
);
for (const [label, value] of [
  ['without reviews', site],
  ['with reviews', withReviews],
] as const) {
  format(`should read back as the same rules ${label}`, () => {
    assert.equal(parseHeadersFile(formatHeadersFile(headerRules(value))), headerRules(value));
  });
}
format.run();

const parse = suite('parseHeadersFile');
const parseCases: [string, string, HeaderRule[]][] = [
  [
    'comments and blank lines',
    '# Site headers\n\n/*\n  # not a header\n  A: 1\n\n\n# end\n',
    [{ pattern: '/*', headers: { A: '1' } }],
  ],
  [
    'a value holding colons',
    '/x\n  Link: <https://cdn.example:443/a.css>; rel=preload\n',
    [{ pattern: '/x', headers: { Link: '<https://cdn.example:443/a.css>; rel=preload' } }],
  ],
  [
    'CRLF line endings',
    '/x\r\n  A: 1\r\n\r\n/y\r\n  B: 2\r\n',
    [
      { pattern: '/x', headers: { A: '1' } },
      { pattern: '/y', headers: { B: '2' } },
    ],
  ],
  ['tab indentation and extra spaces', '/x\n\tA :  1  \n', [{ pattern: '/x', headers: { A: '1' } }]],
  ['a header before any pattern', '  A: 1\n/x\n  B: 2\n', [{ pattern: '/x', headers: { B: '2' } }]],
  [
    'a pattern without headers',
    '/x\n/y\n  B: 2\n',
    [
      { pattern: '/x', headers: {} },
      { pattern: '/y', headers: { B: '2' } },
    ],
  ],
  ['a detached header', '/x\n  ! A\n  A: 2\n', [{ pattern: '/x', detach: ['A'], headers: { A: '2' } }]],
  ['nothing', '', []],
];
for (const [label, text, expected] of parseCases) {
  parse(`should read ${label}`, () => {
    assert.equal(parseHeadersFile(text), expected);
  });
}
parse.run();

const forPath = suite('headersForPath');
const realRules = headerRules(site);
const security = realRules[0]?.headers ?? {};
const pathCases: [string, Record<string, string>][] = [
  ['/', security],
  ['/about/', security],
  ['/blog/neck-pain/', security],
  ['/assets/js/x.js', { ...security, 'Cache-Control': 'public, max-age=31536000, immutable' }],
  ['/assets/css/site-0123456789.css', { ...security, 'Cache-Control': 'public, max-age=31536000, immutable' }],
  ['/images/assets/x.jpg', security],
  ['/speculation-rules.json', { ...security, 'Content-Type': 'application/speculationrules+json' }],
  ['/search/', { ...security, 'Content-Security-Policy': contentSecurityPolicy(site, { wasm: true }) }],
  ['/pagefind/pagefind.js', { ...security, 'Content-Security-Policy': contentSecurityPolicy(site, { wasm: true }) }],
];
for (const [path, expected] of pathCases) {
  const what = expected['Cache-Control']
    ? 'the security headers and a year of caching'
    : path.includes('search') || path.includes('pagefind')
      ? 'the search policy in place of the strict one'
      : 'the security headers';
  forPath(`should send ${path} ${what}`, () => {
    assert.equal(headersForPath(realRules, path), expected);
  });
}
const merged: HeaderRule[] = [
  { pattern: '/*', headers: { Vary: 'Accept', 'X-Robots-Tag': 'all' } },
  { pattern: '/blog/*', headers: { Vary: 'Cookie' } },
  { pattern: '/blog/', headers: { 'X-Robots-Tag': 'noindex' } },
];
const mergeCases: [string, Record<string, string>][] = [
  ['/', { Vary: 'Accept', 'X-Robots-Tag': 'all' }],
  ['/blog/', { Vary: 'Accept, Cookie', 'X-Robots-Tag': 'all, noindex' }],
  ['/blog/neck-pain/', { Vary: 'Accept, Cookie', 'X-Robots-Tag': 'all' }],
  ['/blog', { Vary: 'Accept', 'X-Robots-Tag': 'all' }],
];
for (const [path, expected] of mergeCases) {
  forPath(`should join the values of every rule matching ${path}, in rule order`, () => {
    assert.equal(headersForPath(merged, path), expected);
  });
}
forPath("should drop what an earlier rule set before adding a detaching rule's own value", () => {
  const rules: HeaderRule[] = [
    { pattern: '/*', headers: { A: '1', B: '1' } },
    { pattern: '/x/', detach: ['A'], headers: { A: '2' } },
  ];
  assert.equal(headersForPath(rules, '/x/'), { A: '2', B: '1' });
  assert.equal(headersForPath(rules, '/y/'), { A: '1', B: '1' });
});
forPath('should send nothing when no rule matches', () => {
  assert.equal(headersForPath([{ pattern: '/assets/*', headers: { A: '1' } }], '/about/'), {});
});
forPath.run();
