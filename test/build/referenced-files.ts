import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Attributes that name a file the browser loads or follows; `srcset` lists several, each before its width. */
const ATTRIBUTE = /\s(?:src|href|srcset|poster|action)="([^"]*)"/gi;
/** A quoted path in a script's props or a stylesheet, with a file name: an island may show what its props name. */
const QUOTED_FILE = /(?:"|&quot;|url\()(\/[^"&()\s]*\.(?:avif|webp|jpe?g|png|svg|gif|ico|js|css|xml|json|woff2?))/gi;
/** The files that name others: pages, stylesheets, the feed and sitemap, the web manifest. */
const NAMING = /\.(?:html|css|xml|webmanifest)$/;

/** Whether `missingFrom` needs a file's text: it names others, or says which old addresses move. */
export const namesOthers = (file: string) => NAMING.test(file) || file === '_redirects';

const local = (reference: string) => reference.startsWith('/') && !reference.startsWith('//');

/** The site paths one file names: each attribute's address (each candidate of a `srcset`) and each quoted file. */
function referencesIn(text: string): string[] {
  const found: string[] = [];
  for (const [, value] of text.matchAll(ATTRIBUTE))
    for (const candidate of value!.split(',')) found.push(candidate.trim().split(/\s+/)[0] ?? '');
  for (const [, file] of text.matchAll(QUOTED_FILE)) found.push(file!);
  return found.filter(local).map((reference) => decodeURIComponent(reference.replace(/[?#].*$/, '')));
}

/**
 * Every reference in a built site that names a file the site does not have, as `file → path`. `files` are the site's
 * files by their path in the output, with the text of those that name others. A folder's address is served by its
 * `index.html`, and a path `_redirects` moves counts as there.
 */
export function missingFrom(files: ReadonlyMap<string, string | undefined>): string[] {
  const redirected = new Set((files.get('_redirects') ?? '').split('\n').map((line) => line.trim().split(/\s+/)[0]));
  const has = (sitePath: string) =>
    [sitePath.endsWith('/') ? `${sitePath}index.html` : sitePath, `${sitePath}/index.html`].some((file) =>
      files.has(file.slice(1)),
    );
  const missing = new Set<string>();
  for (const [file, text] of files)
    if (text !== undefined && NAMING.test(file))
      for (const reference of referencesIn(text))
        if (!redirected.has(reference) && !has(reference)) missing.add(`${file} → ${reference}`);
  return [...missing].sort();
}

/** `missingFrom` over a built folder. */
export async function missingReferences(dir: string): Promise<string[]> {
  const names = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  const read = (name: string) =>
    NAMING.test(name) || name === '_redirects' ? readFile(path.join(dir, name), 'utf8') : undefined;
  return missingFrom(new Map(await Promise.all(names.map(async (name) => [name, await read(name)] as const))));
}
