import { randomUUID } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SHARED_CACHE } from '../build-start';

/** The post every benchmark edits for its "after a one-post edit" row. */
export const EDITED_POST = 'frozen-shoulder.md';

/**
 * A content folder with `n` posts in the project's real format: the shipped posts, repeated with
 * new slugs, ids and titles and a closing line of their own, so no two bodies are the same.
 * The rest of content/ is copied as it is. Returns the folder; its parent is a new temporary folder.
 */
export async function makeCorpus(n: number): Promise<string> {
  const dir = path.join(await mkdtemp(path.join(tmpdir(), `clinic-bench-${n}-`)), 'content');
  await cp('content', dir, { recursive: true, filter: (source) => !source.includes(`${path.sep}posts${path.sep}`) });
  const originals = (await readdir('content/posts')).filter((f) => f.endsWith('.md') && !f.startsWith('_')).sort();
  const sources = await Promise.all(originals.map((f) => readFile(path.join('content/posts', f), 'utf8')));
  await Promise.all(
    Array.from({ length: n }, (_, i) => {
      const source = sources[i % sources.length] ?? '';
      if (i < sources.length) return writeFile(path.join(dir, 'posts', originals[i] ?? ''), source);
      const copy = Math.floor(i / sources.length);
      const text = source
        .replace(/^id: .*$/m, `id: ${randomUUID()}`)
        .replace(/^slug: (.*)$/m, `slug: $1-${copy}`)
        .replace(/^title: "?(.*?)"?$/m, (_, title: string) => `title: "${title.replace(/"/g, '')} (part ${copy})"`)
        // A new post, not a revision: an update and its note belong to the post it was copied from.
        .replace(/^updated_at: .*\n/m, '')
        .replace(/^update_note: .*\n/m, '')
        // A body of its own, as real posts have: the cache and the renderer see every copy as new.
        // (Its number joined to a letter: a bare 999 or 111 in prose would read as an urgent route.)
        .concat(`\nThis is part ${copy} of the series on this topic, written as post n${i}.\n`);
      return writeFile(path.join(dir, 'posts', `${i}.md`), text);
    }),
  );
  await allowMentionsInCopies(dir, originals, n);
  return dir;
}

/**
 * A copy says what its original says, so it names a red flag where the original does: each reviewed mention that a
 * post may make without its snippet (`mentions` in snippets.yaml, by file) is allowed in that post's copies too.
 */
async function allowMentionsInCopies(dir: string, originals: string[], n: number): Promise<void> {
  const file = path.join(dir, 'snippets.yaml');
  const text = await readFile(file, 'utf8');
  const copiesOf = (name: string) =>
    Array.from({ length: n }, (_, i) => i).filter(
      (i) => i >= originals.length && originals[i % originals.length] === name,
    );
  const allowed = text.replace(
    /^( *)- file: posts\/([\w-]+\.md)\n((?:\1 {2}.*\n)*)/gm,
    (block, indent: string, name: string, rest: string) =>
      block +
      copiesOf(name)
        .map((i) => `${indent}- file: posts/${i}.md\n${rest}`)
        .join(''),
  );
  await writeFile(file, allowed);
}

/**
 * A cache folder with no records, as for a site this machine never built, whose photos and cards come from the
 * repository's shared image cache: beside the corpus unless `cacheDir` says where. Returns the folder.
 */
export async function recordsOnlyCache(content: string, cacheDir = path.join(path.dirname(content), 'cache')) {
  await mkdir(cacheDir, { recursive: true });
  // On a checkout that never built, the shared cache is made here, so the link leads somewhere.
  const shared = path.resolve('.cache', SHARED_CACHE);
  await mkdir(shared, { recursive: true });
  await symlink(shared, path.join(cacheDir, SHARED_CACHE));
  return cacheDir;
}

/** Appends a line to the edited post, as an editor's small change would. */
export async function editOnePost(content: string, run: number): Promise<void> {
  const post = path.join(content, 'posts', EDITED_POST);
  await writeFile(post, `${await readFile(post, 'utf8')}\nEdited for the benchmark, run ${run}.\n`);
}

/**
 * Empties the way for a cold build by moving `dir` into `trash` rather than deleting it. ext4
 * passes over inodes freed in the last minute or more when it makes new files, so deleting
 * thousands of files just before a build slows that build's own file creation, and the more files
 * a side writes, the more so. Both sides are cleared this way, so each cold build starts as one in
 * a new checkout does; the trash goes with the corpus once every build is timed.
 */
export async function moveAside(dir: string, trash: string): Promise<void> {
  await mkdir(trash, { recursive: true });
  await rename(dir, path.join(trash, randomUUID())).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}

export const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
export const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;

/** Prints rows of right-aligned cells under a header. */
export function table(columns: string[], widths: number[]): (cells: string[]) => void {
  const row = (cells: string[]) => console.log(cells.map((cell, i) => cell.padStart(widths[i] ?? 10)).join(''));
  row(columns);
  return row;
}
