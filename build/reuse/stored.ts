import type { Imports } from './code-graph.mjs';
import type { Explainer } from './explain';
import { underWay } from './memory';
import type { Maker, Shelf } from './shelf';

/** The build's store and keys, reached without being carried (memory.ts). */
function required() {
  const { store, keys } = underWay();
  if (!store || !keys) throw new Error('no build under way: keys are made with the store of a build (see memory.ts)');
  return { store, keys };
}

/** Counts `shelf` as asked for now, and as made when the `make` it returns runs (explain.ts). */
function counted<T>(shelf: Shelf<T>, make: () => T | Promise<T>, about?: string): () => T | Promise<T> {
  const { explainer } = underWay();
  explainer.asked(shelf.name, shelf);
  return () => (explainer.made(shelf.name, shelf, about), make());
}

/**
 * The thing made from `inputs` by the shelf's code, from the build's store or made now; `about` names it for
 * --explain. Outside a build (a test, a tool) nothing is kept.
 */
export function reused<T>(shelf: Shelf<T>, inputs: unknown[], make: () => T | Promise<T>, about?: string): Promise<T> {
  const { store } = underWay();
  if (!store) return (async () => make())();
  const making = counted(shelf, make, about);
  return store.reuse(shelf, keyFor(shelf, ...inputs), making);
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

/** `stored` through ReuseStore.ensure: the file that holds the thing, when the store keeps one. */
export function ensuredFile<A extends unknown[], T>(
  shelf: Shelf<T>,
  make: (...args: A) => T | Promise<T>,
  { key = (...args) => args, about }: { key?: (...args: A) => unknown[]; about?: (...args: A) => string } = {},
): (...args: A) => Promise<string | undefined> {
  return async (...args) => {
    const { store } = underWay();
    if (!store) {
      await make(...args);
      return undefined;
    }
    const inputs = key(...args);
    const making = counted(shelf, () => make(...args), about?.(...args));
    return store.ensure(shelf, keyFor(shelf, ...inputs), making);
  };
}

/** See BuildKeys.key. */
export const keyFor = (maker: Maker, ...inputs: unknown[]): string => required().keys.key(maker, ...inputs);

/** See BuildKeys.digest. */
export const codeDigest = (imports: Imports): string => required().keys.digest(imports);

/** Declares a record of facts compared with the last build's: ReuseStore.exchange on `shelf`. */
export const exchangedOn =
  <T>(shelf: Shelf<T>) =>
  (key: string, value: T): Promise<T | undefined> =>
    exchanged(shelf, key, value);

/** See ReuseStore.exchange: facts, not things made, so the key has no code part. */
export const exchanged = <T>(shelf: Shelf<T>, key: string, value: T): Promise<T | undefined> =>
  required().store.exchange(shelf, key, value);

/** Told what the build asks for and makes (explain.ts); counts nothing outside a build. */
export const explainer = (): Explainer => underWay().explainer;
