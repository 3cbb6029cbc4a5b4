import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { load } from 'js-yaml';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { localHeadersFor, localPolicy } from '../../../build/serve/local-headers';
import { createStaticServer } from '../../../build/serve/static-server';
import { formatHeadersFile, headerRules, headersForPath } from '../../../build/stages/outputs/security-headers';
import { siteSchema, type Site } from '../../../src/content/site';

const site: Site = siteSchema.parse(load(readFileSync('content/site.yaml', 'utf8')));
const headersFile = formatHeadersFile(headerRules(site));
const production = (urlPath: string) => headersForPath(headerRules(site), urlPath);

const policy = suite('localPolicy');

const policyCases: [string, string, string][] = [
  ['the directive at the end', "default-src 'self'; upgrade-insecure-requests", "default-src 'self'"],
  [
    'the directive in the middle, in capitals',
    "default-src 'self'; UPGRADE-INSECURE-REQUESTS; img-src https:",
    "default-src 'self'; img-src https:",
  ],
  ['a policy without it', "default-src 'self'; script-src 'self'", "default-src 'self'; script-src 'self'"],
];
for (const [name, given, expected] of policyCases) {
  policy(`should drop upgrade-insecure-requests: ${name}`, () => assert.is(localPolicy(given), expected));
}
policy.run();

const local = suite('localHeadersFor');

for (const urlPath of ['/', '/about/', '/search/', '/pagefind/pagefind.js']) {
  local(
    `should send ${urlPath} the production headers but for upgrade-insecure-requests, which WebKit applies to ` +
      `http://localhost`,
    () => {
      const sent = localHeadersFor(headersFile)(urlPath);
      const deployed = production(urlPath);
      assert.match(deployed['Content-Security-Policy'] ?? '', /; upgrade-insecure-requests$/, 'production keeps it');
      assert.not.match(sent['Content-Security-Policy'] ?? '', /upgrade-insecure-requests/);
      assert.is(
        sent['Content-Security-Policy'],
        (deployed['Content-Security-Policy'] ?? '').replace('; upgrade-insecure-requests', ''),
      );
      assert.equal(
        { ...sent, 'Content-Security-Policy': '' },
        { ...deployed, 'Content-Security-Policy': '' },
        'every other header as deployed',
      );
    },
  );
}

local('should leave paths without a policy alone', () => {
  const file = '/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n';
  assert.equal(localHeadersFor(file)('/assets/site.css'), { 'Cache-Control': 'public, max-age=31536000, immutable' });
});

local('should be what a server using it sends over http', async () => {
  const server = createStaticServer(
    { read: async (file) => (file === 'index.html' ? '<h1>Home</h1>' : null) },
    localHeadersFor(headersFile),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const sent = response.headers.get('content-security-policy') ?? '';
    assert.match(sent, /script-src 'self'; style-src 'self'/);
    assert.not.match(sent, /upgrade-insecure-requests/);
    assert.is(response.headers.get('x-frame-options'), 'DENY');
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
local.run();
