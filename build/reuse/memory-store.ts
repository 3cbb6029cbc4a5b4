import { getOrAdd, type ReuseStore } from './store';
import type { Shelf } from './shelf';

/** Keeps everything in memory; misses go to `under` (the dev server's memory over the disk cache) or are made. */
export function memoryStore(under?: ReuseStore): ReuseStore {
  const shelves = new Map<string, Map<string, Promise<unknown>>>();
  const used = new Map<string, Set<string>>();
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
      made.catch(() => entries.delete(key));
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
    async save() {
      for (const [name, entries] of shelves) {
        const wanted = used.get(name) ?? new Set();
        for (const key of entries.keys()) if (!wanted.has(key)) entries.delete(key);
      }
      used.clear();
    },
  };
}
