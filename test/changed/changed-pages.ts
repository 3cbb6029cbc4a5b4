import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Each HTML page of a built site by its file, with a digest of what it holds; none when the folder is not there. */
export function pageDigests(dir: string): Map<string, string> {
  let files: string[];
  try {
    files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  } catch {
    return new Map();
  }
  return new Map(
    files.map((file) => [
      file.split(path.sep).join('/'),
      createHash('sha256')
        .update(readFileSync(path.join(dir, file)))
        .digest('hex'),
    ]),
  );
}

/**
 * The site paths of the pages that differ between two builds of a site (`blog/knee/index.html` is `/blog/knee/`), or
 * undefined when there was no earlier build to compare with: then every page is new.
 */
export function changedPages(before: Map<string, string>, after: Map<string, string>): string[] | undefined {
  if (before.size === 0) return undefined;
  return [...after]
    .filter(([file, digest]) => before.get(file) !== digest)
    .map(([file]) => `/${file.replace(/(^|\/)index\.html$/, '$1')}`);
}
