import type { CodeKeys } from './code-keys';
import type { Imports } from './code-graph.mjs';
import { hashOf } from './hash';
import type { Maker, Shelf } from './shelf';
import type { ReuseStore } from './store';
import type { Explainer } from './explain';

/** Counts nothing: a reuse bound without an explainer (tests, tools). */
const NO_EXPLAINER: Explainer = { asked: () => undefined, made: () => undefined };

/**
 * The store bound to the build's code keys: every key is the shelf's name, its module's code part and the caller's
 * inputs, so no stage works a key out for itself and none can leave the code out.
 */
export interface Reuse {
  /** The thing made from `inputs` by the shelf's code, from the store or made now; `about` names it for --explain. */
  reuse<T>(shelf: Shelf<T>, inputs: unknown[], make: () => T | Promise<T>, about?: string): Promise<T>;
  /** Makes it if the store lacks it without reading it back; the file that holds it, when the store keeps one. */
  ensure<T>(
    shelf: Shelf<T>,
    inputs: unknown[],
    make: () => T | Promise<T>,
    about?: string,
  ): Promise<string | undefined>;
  /** The key of what the maker's code makes from `inputs`, for keys that other keys include. */
  key(maker: Maker, ...inputs: unknown[]): string;
  /** The digest of the files and packages a bundle read (its own dependency list, from esbuild's metafile). */
  digest(imports: Imports): string;
  /** See ReuseStore.exchange: facts, not things made, so the key has no code part. */
  exchange<T>(shelf: Shelf<T>, key: string, value: T): Promise<T | undefined>;
  /** When a record was last changed (see ReuseStore.changedAt). */
  changedAt(shelf: Shelf<unknown>): number | undefined;
  /** Told what the build asks for and makes, to say why it made things again (explain.ts). */
  explainer: Explainer;
  /**
   * The same keys over ReuseStore.finished, for a reader beside the build: it never waits on the build's work under
   * way and is not counted in its explanation.
   */
  finishedOnly(): Reuse;
}

/** Binds `store` to `code`; `explainer` counts what is asked for and made (`reuse`, `ensure`), by shelf. */
export function bindReuse(store: ReuseStore, code: CodeKeys, explainer: Explainer = NO_EXPLAINER): Reuse {
  const codeOf = (maker: Maker) => [code.ofUrl(maker.module), ...(maker.also ?? []).map((url) => code.ofUrl(url))];
  const key = (maker: Maker, ...inputs: unknown[]) => hashOf([maker.name, ...codeOf(maker), ...inputs]);
  const counted =
    <T>(shelf: Shelf<T>, make: () => T | Promise<T>, about?: string) =>
    () => (explainer.made(shelf.name, shelf, about), make());
  return {
    reuse: (shelf, inputs, make, about) => (
      explainer.asked(shelf.name, shelf), store.reuse(shelf, key(shelf, ...inputs), counted(shelf, make, about))
    ),
    ensure: (shelf, inputs, make, about) => (
      explainer.asked(shelf.name, shelf), store.ensure(shelf, key(shelf, ...inputs), counted(shelf, make, about))
    ),
    key,
    exchange: (shelf, fact, value) => store.exchange(shelf, fact, value),
    digest: (imports) => code.digest(imports),
    changedAt: (shelf) => store.changedAt?.(shelf),
    explainer,
    finishedOnly: () => bindReuse(store.finished?.() ?? store, code),
  };
}
