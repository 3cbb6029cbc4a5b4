import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { closeOnSignals, listen, takeHostFlag } from './listen';
import { localHeadersFor } from './local-headers';
import { startLocalFunctions } from './functions';
import { createStaticServer } from './static-server';

/**
 * `npm run preview [-- DIR] [--host [ADDRESS]]`: serves the built site (default dist/) as a static host would, with its
 * _headers (less what only works over https), on localhost only unless --host opens it to the network.
 */
const { host, rest } = takeHostFlag(process.argv.slice(2));
const dir = path.resolve(rest[0] ?? 'dist');
const port = Number(process.env.PORT ?? 3000);
const headersFile = await readFile(path.join(dir, '_headers'), 'utf8').catch(() => {
  throw new Error(`No built site in ${dir}: run npm run build first.`);
});
// The site's Pages Functions in workerd, at their own paths, as Cloudflare Pages serves them beside the files.
const functions = await startLocalFunctions({ env: process.env });
closeOnSignals(functions.close);
const server = createStaticServer(dir, {
  headersFor: localHeadersFor(headersFile),
  extra: functions.handle,
  hosts: [host],
});
const listening = await listen(server, port, host);
console.log(
  `Serving ${path.relative(process.cwd(), dir) || '.'}/ on ${listening.url} (${listening.reach}; Ctrl+C stops)`,
);
console.log(functions.description);
if (listening.warning) console.warn(listening.warning);
