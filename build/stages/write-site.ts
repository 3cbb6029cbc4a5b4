import { statSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rmdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sha256 } from '../reuse/hash';
import { kindOf, silentProgress, type Progress } from '../progress';
import { createLimit } from '../reuse/files';
import type { Reuse } from '../reuse/reuse';
import { defineShelf } from '../reuse/shelf';

export type Contents = string | Uint8Array;

/** A file of the built site, made only when the output does not already hold it. */
export interface OutputFile {
  file: string;
  /** What the file is made from (a page's selection, a card's text); without it, the hash of its bytes. */
  key?: string;
  make: () => Contents | Promise<Contents>;
  /**
   * Work that may start before the checks have passed, leaving its result where `make` finds it
   * again (a card drawn into the image cache): the writer then holds no bytes while it waits.
   */
  warm?: () => Promise<unknown>;
  /**
   * Where a file holding exactly these bytes already is (a card in the image cache), or undefined:
   * a target that can copy stores it without the bytes passing through the build.
   */
  source?: () => Promise<string | undefined>;
}

/** A file as a build left it: its size and modification time on disk, so the next build can tell it is untouched. */
export interface Written {
  path?: string;
  size?: number;
  mtimeMs?: number;
}

const untouched = ({ path: file, size, mtimeMs }: Written) => {
  if (!file) return true;
  const stats = statSync(file, { throwIfNoEntry: false });
  return stats?.isFile() === true && stats.size === size && stats.mtimeMs === mtimeMs;
};

/**
 * The output record: what each file of the output was made from. On disk it makes the output
 * folder the cache of pages and cards: a file whose key is unchanged and which nobody has
 * touched is neither made, read nor written. A file edited or deleted by hand is made again.
 */
export const OUTPUTS = defineShelf<Written>(import.meta.url, {
  name: 'outputs',
  disk: 'record',
  isValid: untouched,
  local: true,
});

/** Where the site goes: a folder (`npm run build`) or memory (the dev server). */
export interface OutputTarget {
  /** Output keys include it, so two targets never share a record. */
  id: string;
  /** Stores a file; `changed` is false when it already held these bytes. */
  put(file: string, contents: Buffer): Promise<{ changed: boolean; written: Written }>;
  /** Stores a copy of the file at `source` without reading it in: a folder can, memory cannot. */
  copy?(file: string, source: string): Promise<{ changed: boolean; written: Written }>;
  list(): Promise<string[]>;
  remove(files: string[]): Promise<void>;
}

/** The bytes of a file's contents, without copying those that are bytes already. */
const bytesOf = (contents: Contents) =>
  typeof contents === 'string'
    ? Buffer.from(contents)
    : Buffer.from(contents.buffer, contents.byteOffset, contents.byteLength);

/** Every file under `dir`, relative to it with '/' separators; none when it does not exist. */
export async function listFiles(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  } catch {
    return [];
  }
}

/**
 * A folder, changed only where bytes differ. The folder is listed once: a file it did not hold is
 * written straight away, with no read of a destination that is not there, and each folder is made
 * once. A file it held is compared first and, when it differs, written to a temporary name and
 * renamed, so no reader of the old output ever sees half a file. Removed files take the folders
 * they leave empty with them.
 */
export function folderTarget(dir: string): OutputTarget {
  const root = path.resolve(dir);
  // What the folder holds: listed on first use, then kept up to date by this target's own writes.
  let listed: Promise<Set<string>> | undefined;
  const holds = () => (listed ??= listFiles(root).then((files) => new Set(files)));
  // Each folder is made once, after its parent, by a plain mkdir: a recursive one costs the main
  // thread more than a thousand page folders are worth.
  const folders = new Map<string, Promise<unknown>>();
  const folder = (dir: string): Promise<unknown> => {
    let made = folders.get(dir);
    if (!made) {
      const plain = () =>
        mkdir(dir).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'EEXIST') throw error;
        });
      made = dir === root ? mkdir(root, { recursive: true }) : folder(path.dirname(dir)).then(plain);
      folders.set(dir, made);
    }
    return made;
  };
  const folderFor = (destination: string) => folder(path.dirname(destination));
  const written = (destination: string, changed: boolean) => {
    const { size, mtimeMs } = statSync(destination);
    return { changed, written: { path: destination, size, mtimeMs } };
  };
  /** Stores `file` by `store(path)`; when the folder held it, unless `same` says its bytes are already there. */
  const place = async (
    file: string,
    same: (destination: string) => Promise<boolean>,
    store: (to: string) => Promise<void>,
  ) => {
    const destination = path.join(root, file);
    const held = await holds();
    const existed = held.has(file);
    if (existed && (await same(destination))) return written(destination, false);
    await folderFor(destination);
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
        async (destination) => (await readFile(destination).catch(() => undefined))?.equals(contents) === true,
        (to) => writeFile(to, contents),
      ),
    copy: (file, source) =>
      place(
        file,
        async (destination) => {
          const [a, b] = await Promise.all([readFile(destination).catch(() => undefined), readFile(source)]);
          return a?.equals(b) === true;
        },
        (to) => copyFile(source, to),
      ),
    list: async () => [...(await holds())],
    async remove(files) {
      const held = await holds();
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

/** Applies changes to a map of served files. */
export function applyChanges(files: Map<string, Contents>, changes: Iterable<[string, Contents | null]>): void {
  for (const [file, contents] of changes) {
    if (contents === null) files.delete(file);
    else files.set(file, contents);
  }
}

/**
 * Replaces every file under `folder` in a map of served files with `made`: how the dev server takes a search index that
 * arrives after its pages.
 */
export function replaceFolder(files: Map<string, Contents>, folder: string, made: [string, Contents][]): void {
  for (const file of [...files.keys()]) if (file.startsWith(`${folder}/`)) files.delete(file);
  for (const [file, contents] of made) files.set(file, contents);
}

export interface WriteReport {
  /** Files made this build (the rest were left as the output held them). */
  made: number;
  /** Files whose bytes changed in the output. */
  written: number;
  removed: number;
}

export interface SiteWriter {
  /**
   * Makes and stores a file unless the output holds it already. Files can be given before the checks are done; none is
   * stored until `open`.
   */
  put(output: OutputFile): void;
  /** Every check has passed: files may now be stored. */
  open(): void;
  /** The build failed: nothing is stored. */
  abandon(): void;
  /**
   * Waits for every file, removes those the site no longer has (except what `keep` says another step replaces), and
   * reports.
   */
  finish(keep?: (file: string) => boolean): Promise<WriteReport>;
}

/** How many files the writer takes in before it lets other tasks have a turn. */
const FILES_PER_TURN = 200;

/** Brings `target` up to date with the files put, reusing what it already holds through the store's output record. */
export function openWriter(target: OutputTarget, reuse: Reuse, progress: Progress = silentProgress): SiteWriter {
  let open!: () => void;
  let abandon!: (error: Error) => void;
  const gate = new Promise<void>((resolve, reject) => ((open = resolve), (abandon = reject)));
  gate.catch(() => undefined);
  let opened = false;
  const report: WriteReport = { made: 0, written: 0, removed: 0 };
  const files = new Set<string>();
  const pending: Promise<unknown>[] = [];
  // Writes a few at a time; files put after `open` are made a few at a time too, so pages go to disk
  // as they render instead of all being held at once.
  const writeLimit = createLimit(32);
  const makeLimit = createLimit(32);
  // Files the output already holds are checked without waiting for the disk, one after another in
  // promise callbacks, which would otherwise keep every other task waiting (the search index's
  // messages from Pagefind among them) until thousands had been checked: the writer lets the event
  // loop turn every so many files.
  let sinceTurn = 0;
  const takeTurns = async () => {
    if (++sinceTurn < FILES_PER_TURN) return;
    sinceTurn = 0;
    await new Promise(setImmediate);
  };
  /** Stores a file once the checks have passed, a few at a time, counting what was made and what changed. */
  const storeWith = async (write: () => Promise<{ changed: boolean; written: Written }>) => {
    report.made++;
    await gate;
    const { changed, written } = await writeLimit(write);
    if (changed) report.written++;
    return written;
  };
  const storeFile = (file: string, contents: Contents) => {
    const bytes = bytesOf(contents);
    return storeWith(() => target.put(file, bytes));
  };
  /** A file from where it already is when it is somewhere and the target can copy, else from its bytes. */
  const makeAndStore = async ({ file, make, source }: OutputFile) => {
    const from = target.copy && source ? await source() : undefined;
    return from ? storeWith(() => target.copy!(file, from)) : storeFile(file, await make());
  };
  const putOne = async (output: OutputFile) => {
    const { file, key, make, warm } = output;
    if (key) {
      return reuse.reuse(OUTPUTS, [target.id, file, key], async () => {
        // Made early and kept where make finds it; stored only once it may be written, a few at a
        // time like the files put later, so thousands of cards are not all held at once.
        if (warm && !opened) {
          await warm();
          await gate;
          return makeLimit(() => makeAndStore(output));
        }
        return makeAndStore(output);
      });
    }
    const contents = await make();
    return reuse.reuse(OUTPUTS, [target.id, file, sha256(bytesOf(contents))], () => storeFile(file, contents));
  };
  return {
    put(output) {
      files.add(output.file);
      const kind = kindOf(output.file);
      progress.expect(kind);
      const putting = (opened ? makeLimit(async () => (await takeTurns(), putOne(output))) : putOne(output)).then(() =>
        progress.settle(kind),
      );
      putting.catch(() => undefined);
      pending.push(putting);
    },
    open() {
      opened = true;
      open();
    },
    abandon() {
      abandon(new Error('the build failed before writing'));
    },
    async finish(keep = () => false) {
      await Promise.all(pending);
      const stale = (await target.list()).filter((file) => !files.has(file) && !keep(file));
      await target.remove(stale);
      report.removed = stale.length;
      return report;
    },
  };
}

/**
 * The files of `publicDir` as outputs, keyed by their size and modification time so unchanged ones are not even read.
 */
export function publicOutputs(publicDir: string, files: string[]): OutputFile[] {
  return files.map((file) => {
    const source = path.join(publicDir, file);
    const { size, mtimeMs } = statSync(source);
    return { file, key: `public ${size} ${mtimeMs}`, make: () => readFile(source) };
  });
}

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
