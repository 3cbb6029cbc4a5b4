import { fieldOf } from '../../src/lib/field-of';

/**
 * What one build remembers for the next in the same process (the dev server's worker): each slot's last inputs and
 * value. A value is reused only when every input is the very value it was (`===`), so an unchanged file keeps the same
 * objects all the way down the stages, and each stage compares identities instead of hashing. The process's code never
 * changes under it (a code change starts a new worker), so a slot's code part is fixed; kept values must be treated as
 * immutable, which the incremental property test checks against clean builds. `npm run build` has none (`NO_RECALL`):
 * within one build it costs a comparison and saves nothing.
 */
export interface Recall {
  /** False for a build that is the only one in its process: nothing is kept, so nothing need be compared. */
  readonly remembers: boolean;
  /** The value made from `inputs` last time when every input is identical, else `make()`'s, kept for next time. */
  same<T>(slot: string, inputs: readonly unknown[], make: () => T): T;
  /** `same` with `value`'s parts for inputs (see `partsOf`): recalled while they hold, without hashing any of it. */
  sameParts<T>(slot: string, value: unknown, make: () => T): T;
  /** A slot's last value, whatever its inputs were: for stages that check freshness themselves (file reads). */
  last<T>(slot: string): T | undefined;
  /** Keeps `value` in `slot` for the next build. */
  remember<T>(slot: string, value: T): T;
  /** When the build before this one started, or 0 for the first: files changed after it may not show in their stats. */
  readonly previousStart: number;
  /** A build succeeded: slots it did not use are forgotten, and its start is the next build's `previousStart`. */
  settle(started: number): void;
}

interface Kept {
  inputs: readonly unknown[];
  value: unknown;
  /** Slots used while making this value (the outline's items), kept while it is: it may be made again from them. */
  within: readonly Kept[];
  /** The last build that used it: a build marks what it uses on the slot itself, so marking costs no lookup. */
  usedIn: number;
}

const NO_INPUTS: readonly unknown[] = [];
const NONE_WITHIN: readonly Kept[] = [];

export function identical(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

export function newRecall(): Recall {
  const slots = new Map<string, Kept>();
  let build = 0;
  // The slots being made, innermost last: a slot used meanwhile belongs to each (synchronous makes only).
  const making: Kept[][] = [];
  let previousStart = 0;
  const use = (kept: Kept): Kept => {
    if (kept.usedIn !== build) {
      kept.usedIn = build;
      for (const inner of kept.within) use(inner);
    }
    making.at(-1)?.push(kept);
    return kept;
  };
  const rememberAs = (slot: string, value: unknown, inputs = NO_INPUTS, within = NONE_WITHIN): Kept => {
    const kept = slots.get(slot);
    // Kept again as it was (a page whose reads still hold): only marked as used.
    if (kept && kept.value === value && kept.inputs === inputs && kept.within === within) return use(kept);
    const made: Kept = { inputs, value, within, usedIn: -1 };
    slots.set(slot, made);
    return use(made);
  };
  return {
    remembers: true,
    same<T>(slot: string, inputs: readonly unknown[], make: () => T): T {
      const kept = slots.get(slot);
      if (kept && identical(kept.inputs, inputs)) return use(kept).value as T;
      const within: Kept[] = [];
      making.push(within);
      let value: T;
      try {
        value = make();
      } finally {
        making.pop();
      }
      return rememberAs(slot, value, inputs, within.length > 0 ? within : NONE_WITHIN).value as T;
    },
    sameParts<T>(slot: string, value: unknown, make: () => T): T {
      // Compared part by part as the value is walked, so an unchanged value builds no list of parts.
      const kept = slots.get(slot);
      if (kept && matchesParts(value, kept.inputs)) return use(kept).value as T;
      return this.same(slot, partsOf(value), make);
    },
    last: <T>(slot: string) => slots.get(slot)?.value as T | undefined,
    remember: (slot, value) => rememberAs(slot, value).value as typeof value,
    get previousStart() {
      return previousStart;
    },
    settle(started) {
      for (const [slot, kept] of slots) if (kept.usedIn !== build) slots.delete(slot);
      build++;
      previousStart = started;
    },
  };
}

/** A recall that keeps nothing, for a build alone in its process (`npm run build`): no input is compared or walked. */
export const NO_RECALL: Recall = {
  remembers: false,
  same: (_slot, _inputs, make) => make(),
  sameParts: (_slot, _value, make) => make(),
  last: () => undefined,
  remember: (_slot, value) => value,
  previousStart: 0,
  settle: () => undefined,
};

/**
 * A value's leaves and shape: primitives, and frozen objects as themselves (they cannot change, so one holds the same).
 * Identical parts mean equal values; walking builds no text, and an unchanged item's text is the very same string.
 */
export function partsOf(value: unknown): unknown[] {
  const parts: unknown[] = [];
  walkParts(value, (part) => parts.push(part) > 0);
  return parts;
}

/** Whether `value`'s parts are exactly `parts`, without listing them. */
function matchesParts(value: unknown, parts: readonly unknown[]): boolean {
  let at = 0;
  return walkParts(value, (part) => parts[at++] === part) && at === parts.length;
}

/** Hands `visit` each part of `value` in order, stopping when it answers false; false then. */
function walkParts(value: unknown, visit: (part: unknown) => boolean): boolean {
  if (typeof value !== 'object' || value === null || (Object.isFrozen(value) && !isCollection(value)))
    return visit(value);
  if (Array.isArray(value)) {
    if (!visit(SHAPE.list) || !visit(value.length)) return false;
    for (const item of value) if (!walkParts(item, visit)) return false;
    return true;
  }
  if (isCollection(value)) {
    if (!visit(value instanceof Map ? SHAPE.map : SHAPE.set) || !visit(value.size)) return false;
    for (const entry of value instanceof Map ? value : value.values()) if (!walkParts(entry, visit)) return false;
    return true;
  }
  const prototype = Object.getPrototypeOf(value);
  // Any other kind of object counts as itself: a new one is a change, which costs a hash, never a stale key.
  if (prototype !== Object.prototype && prototype !== null) return visit(value);
  const keys = Object.keys(value);
  if (!visit(SHAPE.object) || !visit(keys.length)) return false;
  for (const key of keys) if (!visit(key) || !walkParts(fieldOf(value, key), visit)) return false;
  return true;
}

const isCollection = (value: object): value is Map<unknown, unknown> | Set<unknown> =>
  value instanceof Map || value instanceof Set;

/** Markers of structure in a value's parts, which no value can be. */
const SHAPE = { list: Symbol('list'), map: Symbol('map'), set: Symbol('set'), object: Symbol('object') };
