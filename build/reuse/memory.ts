import type { AsyncLocalStorage } from 'node:async_hooks';
import type { Memo } from '../../src/lib/memo';
import type { Explainer } from './explain';
import type { BuildKeys } from './keys';
import { NO_RECALL, type Recall } from './recall';
import type { ReuseStore } from './store';

/**
 * What the build under way keeps, consulted by stages without carrying it. A stage module declares at its top level
 * each function whose value is kept (`memoised` and kin here, `stored` and kin in stored.ts) and calls it as a plain
 * function; build-start.ts and build-site.ts say whose memory and store it uses. Only the dev server's worker keeps
 * a recall between builds (see recall.ts); `npm run build` simply makes each value. Both store what they make.
 */
export interface BuildMemory {
  recall: Recall;
  /** The build's store; none outside a build (a stage run alone makes everything). */
  store?: ReuseStore;
  /** The keys the store is asked under, which hold the build's code (keys.ts); given with the store. */
  keys?: BuildKeys;
  /** Told what the store is asked for and what is made, to say why it made things again (explain.ts). */
  explainer: Explainer;
}

/** Counts nothing: the explainer outside a build, and of a reader beside one. */
export const NO_EXPLAINER: Explainer = { asked: () => undefined, made: () => undefined };
const NOTHING_KEPT: BuildMemory = { recall: NO_RECALL, explainer: NO_EXPLAINER };

// Taken at run time, not imported: the editor's script shares the content checks with the build, and a browser has
// no build memory, so there each value is simply made.
const hooks: typeof import('node:async_hooks') | undefined = globalThis.process?.getBuiltinModule?.('node:async_hooks');
const current: AsyncLocalStorage<BuildMemory> | undefined = hooks && new hooks.AsyncLocalStorage<BuildMemory>();

/** What the build under way keeps, or nothing outside one. */
export const underWay = (): BuildMemory => current?.getStore() ?? NOTHING_KEPT;
const memory = (): Recall => underWay().recall;

/**
 * Declares a function whose value the dev server's worker keeps from build to build: called again with identical
 * inputs (`===`), it returns the very value it made, so later stages see an unchanged thing as unchanged. Declare it
 * at a module's top level: what it makes may read nothing but its inputs and that module's code. `npm run build` keeps
 * nothing between builds, so it simply makes.
 */
export const memoised =
  <I extends unknown[], T>(name: string, make: (...inputs: I) => T) =>
  (...inputs: I): T =>
    memory().same(name, inputs, () => make(...inputs));

/** `memoised`, with a value kept for each `slot` (an item's file) apart. */
export const memoisedEach =
  <I extends unknown[], T>(name: string, make: (slot: string, ...inputs: I) => T) =>
  (slot: string, ...inputs: I): T =>
    memory().same(`${name} ${slot}`, inputs, () => make(slot, ...inputs));

/**
 * `memoised` of a function handed more than it reads (the whole content, a renderer): `reads` picks what its value
 * depends on, compared as `memoised` compares inputs (by parts, with `byParts`), and `slot` which item's value it is.
 */
export const memoisedBy =
  <A extends unknown[], T>(
    name: string,
    { reads, slot, byParts }: { reads: (...args: A) => unknown[]; slot?: (...args: A) => string; byParts?: true },
    make: (...args: A) => T,
  ) =>
  (...args: A): T => {
    const named = slot ? `${name} ${slot(...args)}` : name;
    return byParts
      ? memory().sameParts(named, reads(...args), () => make(...args))
      : memory().same(named, reads(...args), () => make(...args));
  };

/** `memoisedEach` of one value compared by its parts (recall.ts's `partsOf`), without hashing any of it. */
export const memoisedByParts =
  <V, T>(name: string, make: (value: V, slot: string) => T) =>
  (value: V, slot = ''): T =>
    memory().sameParts(`${name} ${slot}`, value, () => make(value, slot));

/** Declares the last build's very value while this one's parts are equal to it: one identity for one value. */
export const sameValue = <V>(name: string) => memoisedByParts(name, (value: V) => value);

/** Declares a site function (`derive`, a template's `select`) handed the site's memory (`siteMemo`) before its args. */
export const withSiteMemo =
  <A extends unknown[], T>(make: (memo: Memo, ...args: A) => T) =>
  (...args: A): T =>
    make(siteMemo(), ...args);

/** What the last build kept in `slot`, whatever it was made from (for stages that check freshness themselves). */
export const lastKept = <T>(slot: string): T | undefined => memory().last<T>(slot);

/** Keeps `value` in `slot` for the next build. */
export const keep = <T>(slot: string, value: T): T => memory().remember(slot, value);

/** When the build before this one started, or 0 for the first (or one alone in its process). */
export const previousBuildStart = () => memory().previousStart;

/** Whether this build keeps anything for the next: false in a build alone in its process. */
export const remembers = () => memory().remembers;

/** The memory the site's own code is handed, its slots apart from the pipeline's. */
function siteMemo(): Memo {
  const recall = memory();
  return {
    same: (slot, inputs, make) => recall.same(`site ${slot}`, inputs, make),
    last: (slot) => recall.last(`site ${slot}`),
    remember: (slot, value) => recall.remember(`site ${slot}`, value),
  };
}

/** Runs `work` keeping what `memory` says, in everything it calls, however long its promises run. */
export const withBuild = <T>(memory: BuildMemory, work: () => T): T => (current ? current.run(memory, work) : work());

/** Runs `work` with `recall` as its memory, and the store it runs with. */
export const withMemory = <T>(recall: Recall, work: () => T): T => withBuild({ ...underWay(), recall }, work);

/** Runs each step of `phases` keeping what `memory` says: a generator's body runs in each `next` call's context. */
export async function* phasesWith<Y, R, N>(
  memory: BuildMemory,
  phases: AsyncGenerator<Y, R, N>,
): AsyncGenerator<Y, R, N> {
  let step = await withBuild(memory, () => phases.next());
  while (!step.done) {
    const sent: N = yield step.value;
    step = await withBuild(memory, () => phases.next(sent));
  }
  return step.value;
}

/** Runs `work` keeping what it makes in `store` under `keys`, counting nothing (a stage tested alone). */
export const withStore = <T>(kept: { store: ReuseStore; keys: BuildKeys }, work: () => T): T =>
  withBuild({ ...underWay(), explainer: NO_EXPLAINER, ...kept }, work);
