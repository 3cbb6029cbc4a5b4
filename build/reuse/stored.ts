import type { Imports } from './code-graph.mjs';
import type { Explainer } from './explain';
import { underWay } from './memory';
import type { Reuse } from './reuse';
import type { Maker, Shelf } from './shelf';

/** The build's store, reached without being carried (memory.ts); outside a build (a test, a tool) nothing is kept. */
const store = (): Reuse | undefined => underWay().store;

function required(): Reuse {
  const found = store();
  if (!found) throw new Error('no build under way: keys are made with the store of a build (see memory.ts)');
  return found;
}

/** See Reuse.reuse. */
export function reused<T>(shelf: Shelf<T>, inputs: unknown[], make: () => T | Promise<T>, about?: string): Promise<T> {
  const found = store();
  return found ? found.reuse(shelf, inputs, make, about) : (async () => make())();
}

/**
 * Declares a function whose value is kept in the store (on disk between processes), keyed by `key`'s inputs (by
 * default its arguments); a shelf given as a function is the one for the arguments. Declare it at a module's top level:
 * what it makes may read nothing but its arguments and that module's code, all its key holds.
 */
export function stored<A extends unknown[], T>(
  shelf: Shelf<T> | ((...args: A) => Shelf<T>),
  make: (...args: A) => T | Promise<T>,
  { key = (...args) => args, about }: { key?: (...args: A) => unknown[]; about?: (...args: A) => string } = {},
): (...args: A) => Promise<T> {
  const shelfOf = typeof shelf === 'function' ? shelf : () => shelf;
  return (...args) => reused(shelfOf(...args), key(...args), () => make(...args), about?.(...args));
}

/**
 * `stored` of a thing made from files it finds as it goes (a bundle, from what its imports reach), kept while
 * `holds` says those files are as they were; made again and kept in its place when they are not.
 */
export function storedWhile<A extends unknown[], T>(
  shelf: Shelf<T>,
  make: (...args: A) => T | Promise<T>,
  holds: (value: T, ...args: A) => boolean,
  { key = (...args) => args }: { key?: (...args: A) => unknown[] } = {},
): (...args: A) => Promise<T> {
  return async (...args) => {
    const kept = await reused(shelf, key(...args), () => make(...args));
    if (holds(kept, ...args)) return kept;
    const made = await make(...args);
    await exchanged(shelf, keyFor(shelf, ...key(...args)), made);
    return made;
  };
}

/** `stored` through Reuse.ensure. */
export function ensuredFile<A extends unknown[], T>(
  shelf: Shelf<T>,
  make: (...args: A) => T | Promise<T>,
  { key = (...args) => args, about }: { key?: (...args: A) => unknown[]; about?: (...args: A) => string } = {},
): (...args: A) => Promise<string | undefined> {
  return async (...args) => {
    const found = store();
    if (found) return found.ensure(shelf, key(...args), () => make(...args), about?.(...args));
    await make(...args);
    return undefined;
  };
}

/** See Reuse.key. */
export const keyFor = (maker: Maker, ...inputs: unknown[]): string => required().key(maker, ...inputs);

/** See Reuse.digest. */
export const codeDigest = (imports: Imports): string => required().digest(imports);

/** Declares a record of facts compared with the last build's: Reuse.exchange on `shelf`. */
export const exchangedOn =
  <T>(shelf: Shelf<T>) =>
  (key: string, value: T): Promise<T | undefined> =>
    exchanged(shelf, key, value);

/** See Reuse.exchange. */
export const exchanged = <T>(shelf: Shelf<T>, key: string, value: T): Promise<T | undefined> =>
  required().exchange(shelf, key, value);

/** See Reuse.explainer; counts nothing outside a build. */
export const explainer = (): Explainer => store()?.explainer ?? { asked: () => undefined, made: () => undefined };
