import type { Imports } from './code-graph.mjs';
import type { Explainer } from './explain';
import { underWay } from './memory';
import type { Reuse } from './reuse';
import type { Maker, Shelf } from './shelf';

/**
 * The store of the build under way, as stages reach it without carrying it (see memory.ts): what is kept on disk
 * between processes, keyed by the shelf's name, the code of its declaring module and the inputs named here. A stage
 * run outside a build, by a test or a tool, keeps nothing and makes everything.
 */
const store = (): Reuse | undefined => underWay().store;

function required(): Reuse {
  const found = store();
  if (!found) throw new Error('no build under way: keys are made with the store of a build (see memory.ts)');
  return found;
}

/** The thing made from `inputs` by the shelf's code, from the store or made now; `about` names it for --explain. */
export function reused<T>(shelf: Shelf<T>, inputs: unknown[], make: () => T | Promise<T>, about?: string): Promise<T> {
  const found = store();
  return found ? found.reuse(shelf, inputs, make, about) : (async () => make())();
}

/**
 * Declares a function whose value is kept in the store, on disk between processes: keyed by the shelf's name, the code
 * of its declaring module, and `key`'s inputs (by default its arguments); a shelf given as a function is the one for
 * the arguments. Declared at a module's top level, what it makes reads nothing but its arguments and that module's
 * code; the stage that calls it is a plain function of its inputs. `about` names what is made for --explain.
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

/** `stored`, made if the store lacks it without reading it back: the file that holds it, when the store keeps one. */
export function ensuredFile<A extends unknown[], T>(
  shelf: Shelf<T>,
  make: (...args: A) => T | Promise<T>,
  { key = (...args) => args, about }: { key?: (...args: A) => unknown[]; about?: (...args: A) => string } = {},
): (...args: A) => Promise<string | undefined> {
  return (...args) => ensured(shelf, key(...args), () => make(...args), about?.(...args));
}

/** Makes it if the store lacks it, without reading it back; the file that holds it, when the store keeps one. */
async function ensured<T>(
  shelf: Shelf<T>,
  inputs: unknown[],
  make: () => T | Promise<T>,
  about?: string,
): Promise<string | undefined> {
  const found = store();
  if (found) return found.ensure(shelf, inputs, make, about);
  await make();
  return undefined;
}

/** The key of a thing made from `inputs` by the maker's code, for keys that other keys include. */
export const keyFor = (maker: Maker, ...inputs: unknown[]): string => required().key(maker, ...inputs);

/** The digest of the files and packages a bundle read (its own dependency list, from esbuild's metafile). */
export const codeDigest = (imports: Imports): string => required().digest(imports);

/**
 * Declares a record of facts each build says and compares with the last build's (each content file's address): the
 * function records what this build says under `key` and returns what the last build said.
 */
export const exchangedOn =
  <T>(shelf: Shelf<T>) =>
  (key: string, value: T): Promise<T | undefined> =>
    exchanged(shelf, key, value);

/** Records what this build says under `key` and returns what the last build said (see Reuse.exchange). */
export const exchanged = <T>(shelf: Shelf<T>, key: string, value: T): Promise<T | undefined> =>
  required().exchange(shelf, key, value);

/** Told what the build asks for and makes, to say why it made things again; counts nothing outside a build. */
export const explainer = (): Explainer => store()?.explainer ?? { asked: () => undefined, made: () => undefined };
