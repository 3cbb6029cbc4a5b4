import type { Shelf } from './shelf';

export type { DiskKeeping, Shelf } from './shelf';

/**
 * Where a build finds what earlier builds made. It answers one question, "reuse the thing
 * made from this key, or make it", for every kind of thing: rendered Markdown, pages and
 * other output files, social cards, photo variants, the island bundle. Keys are hashes of
 * exactly what a thing is made from (build/reuse/hash.ts), so nothing stale is reused.
 */
export interface ReuseStore {
  reuse<T>(shelf: Shelf<T>, key: string, make: () => T | Promise<T>): Promise<T>;
  /**
   * Makes the thing if the store lacks it, without reading it back when it has it: work started
   * early whose result is read later (thousands of cards, drawn or found while Markdown renders).
   * Returns the file that holds it when the store keeps it in a file of its own, so it can be copied unread.
   */
  ensure<T>(shelf: Shelf<T>, key: string, make: () => T | Promise<T>): Promise<string | undefined>;
  /**
   * Records what this build says under `key` and returns what the last build said, if anything:
   * for facts a build compares with the one before (the address each content file had).
   */
  exchange<T>(shelf: Shelf<T>, key: string, value: T): Promise<T | undefined>;
  /** Keeps what this build used for the next one and forgets the rest. */
  save(): Promise<void>;
  /**
   * When a record on disk was last changed, if there is one: files modified before it were seen by
   * an earlier build. Only a hint, for starting helper threads early; reuse never depends on it.
   */
  changedAt?<T>(shelf: Shelf<T>): number | undefined;
  /**
   * A view that answers only with what is made already and makes the rest without keeping it, so a reader beside a
   * build (the dev server's first page) never waits on the build's own work. Without it, the store is such a view:
   * it shares no work under way.
   */
  finished?(): ReuseStore;
}

/** The entry of `key` in `map`, added by `add` when missing. */
export function getOrAdd<K, V>(map: Map<K, V>, key: K, add: () => V): V {
  let value = map.get(key);
  if (value === undefined) map.set(key, (value = add()));
  return value;
}
