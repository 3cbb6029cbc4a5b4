import { existsSync, statSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { deserialize, serialize } from 'node:v8';
import { storeAtomically } from './files';
import { spreadOf } from './hash';
import type { DiskKeeping, Shelf } from './shelf';
import { memoryStore } from './memory-store';
import { getOrAdd, type ReuseStore } from './store';
export interface DiskStoreOptions {
  /** Folder of the record files (Markdown, the output record). */
  records: string;
  /** The cache every content folder shares: shelves with a folder of their own (images), and shared records. */
  shared: string;
  /** Start the records empty (`--no-cache`): everything is made again; images are still reused. */
  fresh?: boolean;
}

const RECORD_FORMAT = 1;

/** Keeps records in `.cache/build/<content folder>/`, images and shared records in `.cache/shared/`, between builds. */
export function diskStore({ records, shared, fresh = false }: DiskStoreOptions): ReuseStore {
  /** Each record file read so far; a record of several files is read file by file, as its keys are asked for. */
  const loaded = new Map<string, Promise<Map<string, unknown>>>();
  /** The keys this build asked each record file for. */
  const used = new Map<string, Set<string>>();
  /** Record files with an entry made or replaced by this build. */
  const changed = new Set<string>();
  /** Records of several files that this build used. */
  const spread = new Map<string, RecordShelf>();
  const inProcess = memoryStore();
  const fileOf = (disk: { folder: string; extension?: string }, key: string) =>
    path.join(shared, disk.folder, `${key}${disk.extension ?? ''}`);
  const recordFiles = new Map<string, string[]>();
  /** The files of a record: `<name>.v8`, or `<name>/0.v8`, `<name>/1.v8`… for a record kept in several. */
  const filesOfRecord = (shelf: RecordShelf) =>
    getOrAdd(recordFiles, shelf.name, () => {
      const folder = shelf.shared ? shared : records;
      if (!shelf.files) return [path.join(folder, `${shelf.name}.v8`)];
      return Array.from({ length: shelf.files }, (_, n) => path.join(folder, shelf.name, `${n}.v8`));
    });
  /** The file of `shelf` that holds `key`, read once, with `key` counted as used by this build. */
  const load = async (shelf: RecordShelf, key: string) => {
    const file = filesOfRecord(shelf)[shelf.files ? spreadOf(key) % shelf.files : 0]!;
    if (shelf.files) spread.set(shelf.name, shelf);
    getOrAdd(used, file, () => new Set<string>()).add(key);
    const entries = await getOrAdd(loaded, file, () => (fresh ? Promise.resolve(new Map()) : readRecord(file)));
    return { file, entries };
  };

  // Two callers missing the same entry at once share one make, as they do in the memory store.
  const making = new Map<string, Promise<unknown>>();
  const once = <T>(shelf: Shelf<T>, key: string, work: () => Promise<T>): Promise<T> => {
    const id = `${shelf.name}\0${key}`;
    return getOrAdd(making, id, () => work().finally(() => making.delete(id))) as Promise<T>;
  };
  const reuseRecord = async <T>(shelf: Shelf<T>, key: string, make: () => T | Promise<T>): Promise<T> => {
    const { file, entries } = await load(shelf, key);
    const kept = entries.get(key) as T | undefined;
    if (kept !== undefined && (shelf.isValid?.(kept) ?? true)) return kept;
    const value = await make();
    entries.set(key, value);
    changed.add(file);
    return value;
  };

  return {
    reuse<T>(shelf: Shelf<T>, key: string, make: () => T | Promise<T>): Promise<T> {
      const { disk } = shelf;
      if (disk === 'process') return inProcess.reuse(shelf, key, make);
      return once(shelf, key, () =>
        disk === 'record' ? reuseRecord(shelf, key, make) : reuseFile(fileOf(disk, key), disk, make),
      );
    },
    async exchange<T>(shelf: Shelf<T>, key: string, value: T): Promise<T | undefined> {
      if (shelf.disk !== 'record') return inProcess.exchange(shelf, key, value);
      const { file, entries } = await load(shelf, key);
      const kept = entries.get(key) as T | undefined;
      entries.set(key, value);
      if (!isDeepStrictEqual(kept, value)) changed.add(file);
      return kept;
    },
    async ensure(shelf, key, make) {
      const { disk } = shelf;
      if (typeof disk !== 'object') {
        await this.reuse(shelf, key, make);
        return undefined;
      }
      const file = fileOf(disk, key);
      if (!existsSync(file)) await this.reuse(shelf, key, make);
      return file;
    },
    async save() {
      const writes = [...loaded].map(async ([file, loading]) => {
        const entries = await loading;
        const wanted = used.get(file) ?? new Set();
        const kept = new Map([...entries].filter(([key]) => wanted.has(key)));
        // A record file this build neither added to nor pruned is already on disk as it would be written.
        if (!changed.has(file) && kept.size === entries.size) return;
        loaded.set(file, Promise.resolve(kept));
        await storeAtomically(file, (temporary) =>
          writeFile(temporary, serialize({ format: RECORD_FORMAT, entries: kept })),
        );
      });
      // A file of a used record that this build asked nothing of holds nothing it used, as does the single file the
      // record had before it was kept in several.
      const unread = [...spread.values()].flatMap((shelf) =>
        [...filesOfRecord(shelf), path.join(shelf.shared ? shared : records, `${shelf.name}.v8`)].filter(
          (file) => !loaded.has(file),
        ),
      );
      await Promise.all([...writes, ...unread.map((file) => rm(file, { force: true }))]);
      used.clear();
      changed.clear();
      spread.clear();
    },
    changedAt(shelf) {
      if (fresh || shelf.disk !== 'record') return undefined;
      const times = filesOfRecord(shelf).flatMap((file) => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? []);
      return times.length > 0 ? Math.max(...times) : undefined;
    },
  };
}

type RecordShelf = Pick<Shelf<unknown>, 'name' | 'shared' | 'files'>;

/** Anything unreadable or of another format counts as empty: the worst a bad record does is make things again. */
async function readRecord(file: string): Promise<Map<string, unknown>> {
  try {
    const stored = deserialize(await readFile(file)) as { format?: number; entries?: Map<string, unknown> };
    return stored.format === RECORD_FORMAT && stored.entries instanceof Map ? stored.entries : new Map();
  } catch {
    return new Map();
  }
}

async function reuseFile<T>(
  file: string,
  keeping: Exclude<DiskKeeping<T>, string>,
  make: () => T | Promise<T>,
): Promise<T> {
  if (existsSync(file)) {
    try {
      return await keeping.read(file);
    } catch {
      // A damaged entry is made again and replaced.
    }
  }
  const value = await make();
  await storeAtomically(file, (temporary) => keeping.write(temporary, value));
  return value;
}
