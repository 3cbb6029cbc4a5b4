import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { localHeadersFor } from '../serve/local-headers';
import { createStaticServer } from '../serve/static-server';

/**
 * Serves a built site on a free loopback port with the headers of its own `_headers`, as its host would: for the audit
 * and benchmarks.
 */
export async function serveBuiltSite(dir: string): Promise<{ origin: string; close: () => void }> {
  const server = createStaticServer(dir, localHeadersFor(await readFile(path.join(dir, '_headers'), 'utf8')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}
