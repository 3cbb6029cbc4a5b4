import { keep, lastKept, remembers } from './memory';
import { identical } from './recall';

/**
 * What a template's selection read of the site model, by identity: each top-level value, and each entry looked up in
 * a top-level map (a post by its slug), so a process that builds again can tell, without selecting, that a page would
 * select the same. The model shares every part an edit left alone with the last build's (the recalled outline and
 * items; attach copies only what holds a changed item), so identical reads mean an identical selection.
 */
export type ModelRead = { key: PropertyKey; value: unknown } | { key: PropertyKey; entry: unknown; value: unknown };

/** `model` as a template reads it, with every read listed in `reads`. */
export function readTracked<T extends object>(model: T): { model: T; reads: ModelRead[] } {
  const reads: ModelRead[] = [];
  const tracked = new Proxy(model, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (value instanceof Map) return trackedMap(key, value, reads);
      reads.push({ key, value });
      return value;
    },
  });
  return { model: tracked, reads };
}

/** A map whose lookups are read entry by entry; anything else it is asked (its size, its entries) reads it whole. */
function trackedMap(key: PropertyKey, map: Map<unknown, unknown>, reads: ModelRead[]): Map<unknown, unknown> {
  return new Proxy(map, {
    get(target, name) {
      if (name === 'get' || name === 'has')
        return (entry: unknown) => {
          const value = target.get(entry);
          reads.push({ key, entry, value });
          return name === 'get' ? value : target.has(entry);
        };
      reads.push({ key, value: target });
      const value = Reflect.get(target, name, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Whether every read gives the very same value in `model`. */
export function readsHold(model: object, reads: ModelRead[]): boolean {
  for (const read of reads) {
    const value: unknown = Reflect.get(model, read.key);
    if ('entry' in read) {
      if (!(value instanceof Map) || value.get(read.entry) !== read.value) return false;
    } else if (value !== read.value) return false;
  }
  return true;
}

/** What a value read of the model when it was made, and what else it was made from. */
interface MadeFromReads<T> {
  inputs: readonly unknown[];
  reads: ModelRead[];
  value: T;
}

/**
 * Declares a function whose value, for each `slot`, is the one `make` made from the model in the last build, while
 * `inputs` are the very same and every value it read of the model is (`fresh` false); else `make`'s now, from the model
 * read through a proxy that lists its reads for the next build. A build that keeps nothing for the next reads the model
 * itself: listing would cost and serve nothing.
 */
export const memoisedOnReads =
  <M extends object, A extends unknown[], T>(
    name: string,
    { slot, inputs }: { slot: (...args: A) => string; inputs: (...args: A) => readonly unknown[] },
    make: (model: M, ...args: A) => T,
  ) =>
  (model: M, ...args: A): { value: T; fresh: boolean } => {
    const named = `${name} ${slot(...args)}`;
    const now = inputs(...args);
    const last = lastKept<MadeFromReads<T>>(named);
    if (last && identical(last.inputs, now) && readsHold(model, last.reads)) {
      keep(named, last);
      return { value: last.value, fresh: false };
    }
    const tracked = remembers() ? readTracked(model) : { model, reads: [] };
    const value = make(tracked.model, ...args);
    keep(named, { inputs: now, reads: tracked.reads, value });
    return { value, fresh: true };
  };
