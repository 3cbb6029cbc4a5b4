import { getOrAdd, type ReuseStore } from './store';
import type { Shelf } from './shelf';

/** Keeps everything in memory; misses go to `under` (the dev server's memory over the disk cache) or are made. */
export function memoryStore(under?: ReuseStore): ReuseStore {
  const shelves = new Map<string, Map<string, Promise<unknown>>>();
  const used = new Map<string, Set<string>>();
  /** What is made already, by shelf and key: the entries whose work has ended. */
  const done = new Map<string, Map<string, unknown>>();
  const finished: ReuseStore = {
    async reuse<T>(shelf: Shelf<T>, key: string, make: () => T | Promise<T>): Promise<T> {
      const value = done.get(shelf.name)?.get(key) as T | undefined;
      return value !== undefined && (shelf.isValid?.(value) ?? true) ? value : make();
    },
    async ensure(shelf, key, make) {
      await finished.reuse(shelf, key, make);
      return undefined;
    },
    // A view records nothing: what a build says to the next is the build's own.
    exchange: async () => undefined,
    changedAt: (shelf) => under?.changedAt?.(shelf),
    save: async () => undefined,
  };
  return {
    async reuse<T>(shelf: Shelf<T>, key: string, make: () => T | Promise<T>): Promise<T> {
      const entries = getOrAdd(shelves, shelf.name, () => new Map<string, Promise<unknown>>());
      getOrAdd(used, shelf.name, () => new Set<string>()).add(key);
      const kept = entries.get(key) as Promise<T> | undefined;
      if (kept) {
        const value = await kept.catch(() => undefined);
        if (value !== undefined && (shelf.isValid?.(value) ?? true)) return value;
      }
      const made = Promise.resolve().then(() => (under && !shelf.local ? under.reuse(shelf, key, make) : make()));
      entries.set(key, made);
      made.then(
        (value) => entries.get(key) === made && getOrAdd(done, shelf.name, () => new Map()).set(key, value),
        () => entries.delete(key),
      );
      return made;
    },
    async ensure(shelf, key, make) {
      await this.reuse(shelf, key, make);
      return undefined;
    },
    async exchange<T>(shelf: Shelf<T>, key: string, value: T): Promise<T | undefined> {
      const entries = getOrAdd(shelves, shelf.name, () => new Map<string, Promise<unknown>>());
      getOrAdd(used, shelf.name, () => new Set<string>()).add(key);
      const kept = entries.get(key) as Promise<T> | undefined;
      entries.set(key, Promise.resolve(value));
      // The first build of a dev server asks what `npm run build` recorded last.
      if (!kept) return under ? under.exchange(shelf, key, value) : undefined;
      return kept.catch(() => undefined);
    },
    changedAt: (shelf) => under?.changedAt?.(shelf),
    finished: () => finished,
    async save() {
      for (const [name, entries] of shelves) {
        const wanted = used.get(name) ?? new Set();
        for (const key of entries.keys()) if (!wanted.has(key)) entries.delete(key), done.get(name)?.delete(key);
      }
      used.clear();
    },
  };
}
