import { existsSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { deserialize, serialize } from 'node:v8';
import { storeAtomically } from './files';
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

/**
 * Keeps records in `.cache/build/<content folder>/`, and images and shared records in `.cache/shared/`, between runs of
 * `npm run build`.
 */
export function diskStore({ records, shared, fresh = false }: DiskStoreOptions): ReuseStore {
  const loaded = new Map<string, { file: string; entries: Promise<Map<string, unknown>> }>();
  const used = new Map<string, Set<string>>();
  /** Records with an entry made or replaced by this build. */
  const changed = new Set<string>();
  const inProcess = memoryStore();
  const recordFile = ({ name, shared: isShared }: Pick<Shelf<unknown>, 'name' | 'shared'>) =>
    path.join(isShared ? shared : records, `${name}.v8`);
  const fileOf = (disk: { folder: string; extension?: string }, key: string) =>
    path.join(shared, disk.folder, `${key}${disk.extension ?? ''}`);
  const load = (shelf: Pick<Shelf<unknown>, 'name' | 'shared'>) =>
    getOrAdd(loaded, shelf.name, () => {
      const file = recordFile(shelf);
      return { file, entries: fresh ? Promise.resolve(new Map()) : readRecord(file) };
    }).entries;

  // Two callers missing the same entry at once share one make, as they do in the memory store.
  const making = new Map<string, Promise<unknown>>();
  const once = <T>(shelf: Shelf<T>, key: string, work: () => Promise<T>): Promise<T> => {
    const id = `${shelf.name}\0${key}`;
    let pending = making.get(id) as Promise<T> | undefined;
    if (!pending) {
      pending = work().finally(() => making.delete(id));
      making.set(id, pending);
    }
    return pending;
  };
  const reuseRecord = async <T>(shelf: Shelf<T>, key: string, make: () => T | Promise<T>): Promise<T> => {
    const entries = await load(shelf);
    getOrAdd(used, shelf.name, () => new Set<string>()).add(key);
    const kept = entries.get(key) as T | undefined;
    if (kept !== undefined && (shelf.isValid?.(kept) ?? true)) return kept;
    const value = await make();
    entries.set(key, value);
    changed.add(shelf.name);
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
    async swap<T>(shelf: Shelf<T>, key: string, value: T): Promise<T | undefined> {
      if (shelf.disk !== 'record') return inProcess.swap(shelf, key, value);
      const entries = await load(shelf);
      getOrAdd(used, shelf.name, () => new Set<string>()).add(key);
      const kept = entries.get(key) as T | undefined;
      entries.set(key, value);
      if (!isDeepStrictEqual(kept, value)) changed.add(shelf.name);
      return kept;
    },
    async keep(shelf, key, make) {
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
      await Promise.all(
        [...loaded].map(async ([name, { file, entries: loading }]) => {
          const entries = await loading;
          const wanted = used.get(name) ?? new Set();
          const kept = new Map([...entries].filter(([key]) => wanted.has(key)));
          // A record this build neither added to nor pruned is already on disk as it would be written.
          if (!changed.has(name) && kept.size === entries.size) return;
          loaded.set(name, { file, entries: Promise.resolve(kept) });
          await storeAtomically(file, (temporary) =>
            writeFile(temporary, serialize({ format: RECORD_FORMAT, entries: kept })),
          );
        }),
      );
      used.clear();
      changed.clear();
    },
    changedAt: (shelf) =>
      fresh || shelf.disk !== 'record' ? undefined : statSync(recordFile(shelf), { throwIfNoEntry: false })?.mtimeMs,
  };
}

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
