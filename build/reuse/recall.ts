/**
 * What one build remembers for the next in the same process (the dev server's worker): each
 * slot's last inputs and value. A value is reused only when every input is the very value it was
 * (`===`), so an unchanged file keeps the same objects all the way down the stages, and each stage
 * compares identities instead of hashing. The process's code never changes under it (the dev
 * server starts a new worker when code changes), so a slot's code part is fixed; the values kept
 * must be treated as immutable, which the incremental property test checks against clean builds.
 * `npm run build` gets a new one per build: within one build it costs a comparison and saves nothing.
 */
export interface Recall {
  /** The value made from `inputs` last time when every input is identical, else `make()`'s, kept for next time. */
  same<T>(slot: string, inputs: readonly unknown[], make: () => T): T;
  /**
   * `same`, with `value`'s parts for inputs (see `partsOf`): a key recalled while what it is made from
   * holds the very same frozen objects and equal text, without hashing any of it again.
   */
  sameParts<T>(slot: string, value: unknown, make: () => T): T;
  /** A slot's last value, whatever its inputs were: for stages that check freshness themselves (file reads). */
  last<T>(slot: string): T | undefined;
  /** Keeps `value` in `slot` for the next build. */
  keep<T>(slot: string, value: T): T;
  /** When the build before this one started, or 0 for the first: files changed after it may not show in their stats. */
  readonly previousStart: number;
  /** A build succeeded: slots it did not use are forgotten, and its start is the next build's `previousStart`. */
  settle(started: number): void;
}

interface Kept {
  inputs: readonly unknown[];
  value: unknown;
  /** Slots used while making this value (the outline's items), kept while it is: it may be made again from them. */
  within: Set<string>;
}

const identical = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((input, i) => input === b[i]);

export function newRecall(): Recall {
  const slots = new Map<string, Kept>();
  const used = new Set<string>();
  // The slots being made, innermost last: a slot used meanwhile belongs to each (synchronous makes only).
  const making: Set<string>[] = [];
  let previousStart = 0;
  const use = (slot: string) => {
    if (used.has(slot)) return;
    used.add(slot);
    for (const inner of slots.get(slot)?.within ?? []) use(inner);
  };
  const keep = <T>(slot: string, value: T, inputs: readonly unknown[] = [], within = new Set<string>()): T => {
    slots.set(slot, { inputs, value, within });
    use(slot);
    return value;
  };
  return {
    same<T>(slot: string, inputs: readonly unknown[], make: () => T): T {
      making.at(-1)?.add(slot);
      const kept = slots.get(slot);
      if (kept && identical(kept.inputs, inputs)) {
        use(slot);
        return kept.value as T;
      }
      const within = new Set<string>();
      making.push(within);
      try {
        return keep(slot, make(), inputs, within);
      } finally {
        making.pop();
      }
    },
    sameParts(slot, value, make) {
      return this.same(slot, partsOf(value), make);
    },
    last: <T>(slot: string) => slots.get(slot)?.value as T | undefined,
    keep: (slot, value) => (making.at(-1)?.add(slot), keep(slot, value)),
    get previousStart() {
      return previousStart;
    },
    settle(started) {
      for (const slot of slots.keys()) if (!used.has(slot)) slots.delete(slot);
      used.clear();
      previousStart = started;
    },
  };
}

/**
 * A value's leaves, with its shape: primitives, and frozen objects as themselves (nothing changes
 * them, so the same object holds the same). Two values with identical parts are equal; walking them
 * builds no text, and text from an unchanged item is the very same string, compared at once.
 */
export function partsOf(value: unknown, parts: unknown[] = []): unknown[] {
  if (typeof value !== 'object' || value === null || (Object.isFrozen(value) && !isCollection(value))) {
    parts.push(value);
  } else if (Array.isArray(value)) {
    parts.push(SHAPE.list, value.length);
    for (const item of value) partsOf(item, parts);
  } else if (isCollection(value)) {
    parts.push(value instanceof Map ? SHAPE.map : SHAPE.set, value.size);
    for (const entry of value instanceof Map ? value : value.values()) partsOf(entry, parts);
  } else {
    const prototype = Object.getPrototypeOf(value);
    // Any other kind of object counts as itself: a new one is a change, which costs a hash, never a stale key.
    if (prototype !== Object.prototype && prototype !== null) return (parts.push(value), parts);
    const keys = Object.keys(value);
    parts.push(SHAPE.object, keys.length);
    for (const key of keys) parts.push(key), partsOf((value as Record<string, unknown>)[key], parts);
  }
  return parts;
}

const isCollection = (value: object): value is Map<unknown, unknown> | Set<unknown> =>
  value instanceof Map || value instanceof Set;

/** Markers of structure in a value's parts, which no value can be. */
const SHAPE = { list: Symbol('list'), map: Symbol('map'), set: Symbol('set'), object: Symbol('object') };
