import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rmdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createLimit } from '../reuse/cache-files';

export interface OutputFile {
  file: string;
  contents: string | Uint8Array;
  /** What the file was made from, when that is known without hashing its bytes (a page's inputs, a card's text). */
  key?: string;
}

/** A file as a build left it: its key (or the hash of its bytes), and the size and modification time it had then. */
export interface WrittenFile {
  key: string;
  size: number;
  mtimeMs: number;
}
/** Every file a build left in its output folder, by path relative to it. */
export type OutputManifest = Map<string, WrittenFile>;

export interface WriteReport {
  written: number;
  removed: number;
  manifest: OutputManifest;
}

/**
 * The files of `manifest` that are still exactly as the build that wrote them left them (same
 * size and modification time), so a build whose key for a file is unchanged can leave it alone
 * without making or even reading it. A file edited or deleted by hand drops out and is made again.
 */
export function intactOutputs(outDir: string, manifest: OutputManifest): OutputManifest {
  const intact: OutputManifest = new Map();
  // One stat call at a time: for thousands of files this is far quicker than a promise each.
  for (const [file, entry] of manifest) {
    const stats = statSync(path.join(outDir, file), { throwIfNoEntry: false });
    if (stats?.isFile() && stats.size === entry.size && stats.mtimeMs === entry.mtimeMs) intact.set(file, entry);
  }
  return intact;
}

/** The bytes of a file's contents, without copying those that are bytes already. */
const bytesOf = (contents: string | Uint8Array) =>
  typeof contents === 'string' ? Buffer.from(contents) : Buffer.from(contents.buffer, contents.byteOffset, contents.byteLength);
const hashBytes = (contents: Buffer) => createHash('sha1').update(contents).digest('base64url');

/** Every file under `dir`, relative to it with '/' separators; none when it does not exist. */
export async function listFiles(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  } catch {
    return [];
  }
}

/** Whether the file on disk already holds exactly these bytes. */
async function holds(file: string, contents: Buffer): Promise<boolean> {
  try {
    return (await readFile(file)).equals(contents);
  } catch {
    return false;
  }
}

export interface WriteOptions {
  /** Files of the last build known to be intact (from `intactOutputs`); those with an unchanged key are not read or written. */
  intact?: OutputManifest;
  /** Intact files this build keeps as they are without producing them again (pages and cards with unchanged keys). */
  kept?: string[];
}

/**
 * Brings `outDir` up to date with `files` plus everything in `publicDir` (the build's own files
 * win on a clash). Only files whose bytes differ are written, each to a temporary name first and
 * renamed into place, so no reader ever sees half a file; files no longer produced are removed,
 * with the folders they leave empty. A build with a content error stops before this runs, so the
 * previous output stays exactly as it was. Rewriting only what changed keeps an edit to one post
 * from rewriting every page and card on disk, which on a slow disk took longer than the build.
 * Returns the manifest of the folder for the next build's `intactOutputs`.
 */
export async function writeSite(outDir: string, files: OutputFile[], publicDir: string, { intact = new Map(), kept = [] }: WriteOptions = {}): Promise<WriteReport> {
  const target = path.resolve(outDir);
  const wanted = new Map<string, { contents: string | Uint8Array; key?: string }>();
  const publicFiles = await listFiles(publicDir);
  await Promise.all(publicFiles.map(async (file) => wanted.set(file, { contents: await readFile(path.join(publicDir, file)) })));
  for (const { file, contents, key } of files) wanted.set(file, { contents, ...(key ? { key } : {}) });

  const manifest: OutputManifest = new Map();
  for (const file of kept) {
    const entry = intact.get(file);
    if (!entry) throw new Error(`${file} was kept from the last build but is not intact in ${target}`);
    manifest.set(file, entry);
  }
  const existing = await listFiles(target);
  let written = 0;
  // A few files at a time: each is turned into bytes only when its turn comes, so thousands of pages
  // and cards are never held twice in memory at once.
  const limit = createLimit(32);
  await Promise.all(
    [...wanted].map(([file, entry]) => limit(async () => {
      const contents = bytesOf(entry.contents);
      const key = entry.key ?? hashBytes(contents);
      const destination = path.join(target, file);
      const before = intact.get(file);
      if (before?.key === key) return manifest.set(file, before);
      if (!(await holds(destination, contents))) {
        await mkdir(path.dirname(destination), { recursive: true });
        const temporary = `${destination}.tmp-${process.pid}`;
        await writeFile(temporary, contents);
        await rename(temporary, destination);
        written++;
      }
      const { size, mtimeMs } = statSync(destination);
      return manifest.set(file, { key, size, mtimeMs });
    })),
  );

  const stale = existing.filter((file) => !manifest.has(file));
  await Promise.all(stale.map((file) => unlink(path.join(target, file))));
  await removeEmptyFolders(target, stale);
  return { written, removed: stale.length, manifest };
}

/** Removes the folders of removed files, deepest first, while they are empty. */
async function removeEmptyFolders(root: string, removed: string[]): Promise<void> {
  const folders = new Set<string>();
  for (const file of removed) {
    for (let folder = path.posix.dirname(file); folder !== '.'; folder = path.posix.dirname(folder)) folders.add(folder);
  }
  const deepestFirst = [...folders].sort((a, b) => b.split('/').length - a.split('/').length);
  for (const folder of deepestFirst) await rmdir(path.join(root, folder)).catch(() => undefined);
}
