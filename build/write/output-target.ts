import { statSync } from 'node:fs';
import { copyFile, link, mkdir, readFile, rename, rmdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { bytesOf, type Contents } from '../output-file';
import { listFiles } from '../reuse/files';
import { getOrAdd } from '../reuse/store';

/** A file as a build left it: its size and modification time on disk, so the next build can tell it is untouched. */
export interface Written {
  path?: string;
  size?: number;
  mtimeMs?: number;
}

/** Where the site goes: a folder (`npm run build`) or memory (the dev server). */
export interface OutputTarget {
  /** Output keys include it, so two targets never share a record. */
  id: string;
  /** Nothing but the build's writer changes what it holds (memory), so a process may remember what it stored. */
  exclusive?: boolean;
  /** Stores a file; `changed` is false when it already held these bytes. */
  put(file: string, contents: Buffer): Promise<{ changed: boolean; written: Written }>;
  /**
   * Stores `source`, a store file nothing changes in place, without reading it: a folder links it (where copying a
   * thousand cards costs the disk half a second), or copies it across disks; memory cannot.
   */
  copy?(file: string, source: string): Promise<{ changed: boolean; written: Written }>;
  list(): Promise<string[]>;
  remove(files: string[]): Promise<void>;
}

/**
 * A folder, changed only where bytes differ. It is listed once: a file it did not hold is written straight away, with
 * no read of a missing destination; a file it held is compared first and, if different, written to a temporary name
 * and renamed, so no reader of the old output sees half a file. Removed files take the folders they empty with them.
 */
export function folderTarget(dir: string): OutputTarget {
  const root = path.resolve(dir);
  // What the folder holds: listed on first use, then kept up to date by this target's own writes.
  let listed: Promise<Set<string>> | undefined;
  const listing = () => (listed ??= listFiles(root).then((files) => new Set(files)));
  // Each folder is made once, after its parent, by a plain mkdir: a recursive one costs the main thread far more.
  const folders = new Map<string, Promise<unknown>>();
  const folder = (dir: string): Promise<unknown> =>
    getOrAdd(folders, dir, () =>
      dir === root
        ? mkdir(root, { recursive: true })
        : folder(path.dirname(dir)).then(() =>
            mkdir(dir).catch((error: NodeJS.ErrnoException) => {
              if (error.code !== 'EEXIST') throw error;
            }),
          ),
    );
  const written = (destination: string, changed: boolean) => {
    const { size, mtimeMs } = statSync(destination);
    return { changed, written: { path: destination, size, mtimeMs } };
  };
  /** Stores `file` by `store(path)`; when the folder held it, unless it holds `bytes` already. */
  const place = async (file: string, bytes: () => Buffer | Promise<Buffer>, store: (to: string) => Promise<void>) => {
    const destination = path.join(root, file);
    const held = await listing();
    const existed = held.has(file);
    if (existed) {
      const [before, now] = await Promise.all([readFile(destination).catch(() => undefined), bytes()]);
      if (before?.equals(now)) return written(destination, false);
    }
    await folder(path.dirname(destination));
    if (!existed) {
      held.add(file);
      await store(destination);
    } else {
      const temporary = `${destination}.tmp-${process.pid}`;
      await store(temporary);
      await rename(temporary, destination);
    }
    return written(destination, true);
  };
  return {
    id: root,
    put: (file, contents) =>
      place(
        file,
        () => contents,
        (to) => writeFile(to, contents),
      ),
    copy: (file, source) =>
      place(
        file,
        () => readFile(source),
        (to) => link(source, to).catch(() => copyFile(source, to)),
      ),
    list: async () => [...(await listing())],
    async remove(files) {
      const held = await listing();
      // A file deleted by hand meanwhile is gone already.
      await Promise.all(files.map((file) => (held.delete(file), unlink(path.join(root, file)).catch(() => undefined))));
      await removeEmptyFolders(root, files);
    },
  };
}

/** Files held in a map, as the dev server serves them. */
export function memoryTarget(files: Map<string, Contents>, changes?: FileChanges): OutputTarget {
  return {
    id: 'memory',
    exclusive: true,
    async put(file, contents) {
      const before = files.get(file);
      const changed = before === undefined || !bytesOf(before).equals(contents);
      files.set(file, contents);
      if (changed) changes?.set(file, contents);
      return { changed, written: {} };
    },
    list: async () => [...files.keys()],
    async remove(gone) {
      for (const file of gone) {
        files.delete(file);
        changes?.set(file, null);
      }
    },
  };
}

/** Files a memory target changed (null: removed), so the dev server sends its other thread only what changed. */
export type FileChanges = Map<string, Contents | null>;

/** Removes the folders of removed files, deepest first, while they are empty. */
async function removeEmptyFolders(root: string, removed: string[]): Promise<void> {
  const folders = new Set<string>();
  for (const file of removed) {
    for (let folder = path.posix.dirname(file); folder !== '.'; folder = path.posix.dirname(folder))
      folders.add(folder);
  }
  const deepestFirst = [...folders].sort((a, b) => b.split('/').length - a.split('/').length);
  for (const folder of deepestFirst) await rmdir(path.join(root, folder)).catch(() => undefined);
}
