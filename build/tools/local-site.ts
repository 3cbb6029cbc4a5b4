import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { startLocalFunctions } from '../serve/functions';
import { localHeadersFor } from '../serve/local-headers';
import { createStaticServer } from '../serve/static-server';

/**
 * Serves a built site on a free loopback port with the headers of its own `_headers`, as its host would: for the audit
 * and benchmarks. `withFunctions` serves the site's Pages Functions beside the files, as `npm run preview` does: a
 * page that calls one (the home page's reviews) otherwise logs a 404 that the site's host never gives.
 */
export async function serveBuiltSite(
  dir: string,
  { withFunctions = false } = {},
): Promise<{ origin: string; close: () => Promise<void> }> {
  const functions = withFunctions ? await startLocalFunctions({ env: process.env }) : undefined;
  const server = createStaticServer(dir, {
    headersFor: localHeadersFor(await readFile(path.join(dir, '_headers'), 'utf8')),
    extra: functions?.handle,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.close();
      await functions?.close();
    },
  };
}
