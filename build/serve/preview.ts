import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { headersForPath, parseHeadersFile } from '../stages/security-headers';
import { createStaticServer } from './static-server';

/** `npm run preview [-- DIR]`: serves the built site (default dist/) as a static host would, with its _headers. */
const dir = path.resolve(process.argv[2] ?? 'dist');
const port = Number(process.env.PORT ?? 3000);
const headersFile = await readFile(path.join(dir, '_headers'), 'utf8').catch(() => {
  throw new Error(`No built site in ${dir}: run npm run build first.`);
});
const rules = parseHeadersFile(headersFile);
createStaticServer(dir, (urlPath) => headersForPath(rules, urlPath)).listen(port, () => {
  console.log(`Serving ${path.relative(process.cwd(), dir) || '.'}/ on http://localhost:${port} (Ctrl+C stops)`);
});
