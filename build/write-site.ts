import { mkdir, readdir, readFile, rename, rmdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface OutputFile {
  file: string;
  contents: string | Uint8Array;
}

export interface WriteReport {
  written: number;
  removed: number;
}

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

/**
 * Brings `outDir` up to date with `files` plus everything in `publicDir` (the build's own files
 * win on a clash). Only files whose bytes differ are written, each to a temporary name first and
 * renamed into place, so no reader ever sees half a file; files no longer produced are removed,
 * with the folders they leave empty. A build with a content error stops before this runs, so the
 * previous output stays exactly as it was. Rewriting only what changed keeps an edit to one post
 * from rewriting every page and card on disk, which on a slow disk took longer than the build.
 */
export async function writeSite(outDir: string, files: OutputFile[], publicDir: string): Promise<WriteReport> {
  const target = path.resolve(outDir);
  const wanted = new Map<string, Buffer>();
  const publicFiles = await listFiles(publicDir);
  await Promise.all(publicFiles.map(async (file) => wanted.set(file, await readFile(path.join(publicDir, file)))));
  for (const { file, contents } of files) wanted.set(file, Buffer.from(contents));

  const existing = await listFiles(target);
  let written = 0;
  await Promise.all(
    [...wanted].map(async ([file, contents]) => {
      const destination = path.join(target, file);
      if (await holds(destination, contents)) return;
      await mkdir(path.dirname(destination), { recursive: true });
      const temporary = `${destination}.tmp-${process.pid}`;
      await writeFile(temporary, contents);
      await rename(temporary, destination);
      written++;
    }),
  );

  const stale = existing.filter((file) => !wanted.has(file));
  await Promise.all(stale.map((file) => unlink(path.join(target, file))));
  await removeEmptyFolders(target, stale);
  return { written, removed: stale.length };
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
