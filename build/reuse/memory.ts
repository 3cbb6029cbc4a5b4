import type { AsyncLocalStorage } from 'node:async_hooks';
import type { Memo } from '../../src/lib/memo';
import { NO_RECALL, type Recall } from './recall';

/**
 * The memory of the build under way, which stages consult without carrying it. As React's `cache` does for a render,
 * a stage calls its memoised helpers as plain functions of their inputs, and the engine around the stages
 * (build-site.ts) says whose memory they use: the dev server's worker keeps one from build to build, and
 * `npm run build` has none, so each value is simply made. See recall.ts for what is kept and when it is the same.
 */
// Taken at run time, not imported: the editor's script shares the content checks with the build, and a browser has
// no build memory, so there each value is simply made.
const hooks: typeof import('node:async_hooks') | undefined = globalThis.process?.getBuiltinModule?.('node:async_hooks');
const current: AsyncLocalStorage<Recall> | undefined = hooks && new hooks.AsyncLocalStorage<Recall>();

const memory = (): Recall => current?.getStore() ?? NO_RECALL;

/** The value made from `inputs` by the last build when every input is identical (`===`), else `make()`'s. */
export const memo = <T>(slot: string, inputs: readonly unknown[], make: () => T): T =>
  memory().same(slot, inputs, make);

/** `memo` with the parts of `value` for its inputs: unchanged frozen objects and equal text, compared unhashed. */
export const memoParts = <T>(slot: string, value: unknown, make: () => T): T => memory().sameParts(slot, value, make);

/** What the last build kept in `slot`, whatever it was made from (for stages that check freshness themselves). */
export const lastKept = <T>(slot: string): T | undefined => memory().last<T>(slot);

/** Keeps `value` in `slot` for the next build. */
export const keep = <T>(slot: string, value: T): T => memory().remember(slot, value);

/** When the build before this one started, or 0 for the first (or one alone in its process). */
export const previousBuildStart = () => memory().previousStart;

/** Whether this build keeps anything for the next: false in a build alone in its process. */
export const remembers = () => memory().remembers;

/** The memory the site's own code is handed, its slots apart from the pipeline's. */
export function siteMemo(): Memo {
  const recall = memory();
  return {
    same: (slot, inputs, make) => recall.same(`site ${slot}`, inputs, make),
    last: (slot) => recall.last(`site ${slot}`),
    remember: (slot, value) => recall.remember(`site ${slot}`, value),
  };
}

/** Runs `work` with no memory: what it makes is not the build's, so the build's memory must not keep it. */
export const withoutMemory = <T>(work: () => T): T => (current ? current.run(NO_RECALL, work) : work());

/** Runs `work` with `recall` as the memory of everything it calls, however long its promises run. */
export const withMemory = <T>(recall: Recall, work: () => T): T => (current ? current.run(recall, work) : work());

/** Runs each step of `phases` with `recall` as its memory: a generator's body runs in each `next` call's context. */
export async function* phasesWithMemory<Y, R, N>(
  recall: Recall,
  phases: AsyncGenerator<Y, R, N>,
): AsyncGenerator<Y, R, N> {
  let step = await withMemory(recall, () => phases.next());
  while (!step.done) {
    const sent: N = yield step.value;
    step = await withMemory(recall, () => phases.next(sent));
  }
  return step.value;
}
