import type { Shelf } from './shelf';

export type { Shelf } from './shelf';

/**
 * Where a build finds what earlier builds made: "reuse the thing made from this key, or make it". Keys hash exactly
 * what a thing is made from (hash.ts), so nothing stale is reused.
 */
export interface ReuseStore {
  reuse<T>(shelf: Shelf<T>, key: string, make: () => T | Promise<T>): Promise<T>;
  /**
   * Makes the thing if missing, without reading it back: work started early and read later (thousands of cards,
   * drawn while Markdown renders). Returns its own file, if it has one, so it can be copied unread.
   */
  ensure<T>(shelf: Shelf<T>, key: string, make: () => T | Promise<T>): Promise<string | undefined>;
  /** Records this build's `value` under `key`, returns the last build's: facts compared build to build (addresses). */
  exchange<T>(shelf: Shelf<T>, key: string, value: T): Promise<T | undefined>;
  /** Keeps what this build used for the next one and forgets the rest. */
  save(): Promise<void>;
  /**
   * When a record on disk last changed: files modified before it were seen by an earlier build. Only a hint, for
   * starting helper threads early; reuse never depends on it.
   */
  changedAt?<T>(shelf: Shelf<T>): number | undefined;
  /**
   * A view that answers only with what is made already and makes the rest unkept, so a reader beside a build (the
   * dev server's first page) never waits on the build's work. Without it, the store itself shares no work under way.
   */
  finished?(): ReuseStore;
}

export function getOrAdd<K, V>(map: Map<K, V>, key: K, add: () => V): V {
  let value = map.get(key);
  if (value === undefined) map.set(key, (value = add()));
  return value;
}
