import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Attributes that name a file the browser loads or follows; `srcset` lists several, each before its width. */
const ATTRIBUTE = /\s(?:src|href|srcset|poster|action)="([^"]*)"/gi;
/** A quoted path in a script's props or a stylesheet, with a file name: an island may show what its props name. */
const QUOTED_FILE = /(?:"|&quot;|url\()(\/[^"&()\s]*\.(?:avif|webp|jpe?g|png|svg|gif|ico|js|css|xml|json|woff2?))/gi;
const READ = /\.(?:html|css|xml|webmanifest)$/;

const local = (reference: string) => reference.startsWith('/') && !reference.startsWith('//');

/** The site paths one file names: each attribute's address (each candidate of a `srcset`) and each quoted file. */
function referencesIn(text: string): string[] {
  const found: string[] = [];
  for (const [, value] of text.matchAll(ATTRIBUTE))
    for (const candidate of value!.split(',')) found.push(candidate.trim().split(/\s+/)[0] ?? '');
  for (const [, file] of text.matchAll(QUOTED_FILE)) found.push(file!);
  return found.filter(local).map((reference) => decodeURIComponent(reference.replace(/[?#].*$/, '')));
}

/** The file a site path is served from: a folder's `index.html`, or the file itself. */
const servedFrom = (dir: string, sitePath: string) =>
  path.join(dir, sitePath.endsWith('/') ? `${sitePath}index.html` : sitePath);

/**
 * Every reference in a built site that names a file the site does not have, as `page → path`: the pages, the
 * stylesheets and the feed and sitemap read, a folder address served by its `index.html`. Redirects (`_redirects`)
 * answer their old addresses, so a path they cover counts as there.
 */
export async function missingReferences(dir: string): Promise<string[]> {
  const files = (await readdir(dir, { recursive: true })).filter((file) => READ.test(file));
  const redirects = await readFile(path.join(dir, '_redirects'), 'utf8').catch(() => '');
  const redirected = new Set(redirects.split('\n').map((line) => line.trim().split(/\s+/)[0]));
  const missing = new Set<string>();
  for (const file of files) {
    const text = await readFile(path.join(dir, file), 'utf8');
    for (const reference of referencesIn(text)) {
      if (redirected.has(reference) || existsSync(servedFrom(dir, reference))) continue;
      if (!reference.endsWith('/') && existsSync(servedFrom(dir, `${reference}/`))) continue;
      missing.add(`${file} → ${reference}`);
    }
  }
  return [...missing].sort();
}
