import type { Progress } from './progress';
import type { OutputFile } from './output-file';

/**
 * How long each stage took, by name; overlapping stages each count their own. Files made on demand as they are written
 * (pages, cards, covers) are timed from first start to last end, so their rendering counts as rendering, not writing.
 */
export function stageTimer(progress: Progress) {
  const timings: [stage: string, ms: number][] = [];
  const spans = new Map<string, { from: number; to: number }>();
  const record = (stage: string, started: number) => timings.push([stage, performance.now() - started]);
  const spanned = async <T>(stage: string, work: () => T | Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await work();
    } finally {
      const span = spans.get(stage);
      spans.set(stage, {
        from: Math.min(span?.from ?? started, started),
        to: Math.max(span?.to ?? 0, performance.now()),
      });
    }
  };
  return {
    run<T>(stage: string, work: () => T): T {
      progress.stage(stage);
      const started = performance.now();
      const value = work();
      record(stage, started);
      return value;
    },
    time<T>(stage: string, work: () => Promise<T>): Promise<T> {
      progress.stage(stage);
      const started = performance.now();
      return work().finally(() => record(stage, started));
    },
    /** The same files, each making (and warming) counted under `stage`. */
    outputs(stage: string, outputs: OutputFile[]): OutputFile[] {
      return outputs.map(({ make, warm, ...output }) => ({
        ...output,
        make: () => spanned(stage, make),
        ...(warm ? { warm: () => spanned(stage, warm) } : {}),
      }));
    },
    /** Every stage's time, the on-demand ones last. */
    get timings(): [stage: string, ms: number][] {
      return [...timings, ...[...spans].map(([stage, { from, to }]): [string, number] => [stage, to - from])];
    },
  };
}

export type StageTimer = ReturnType<typeof stageTimer>;
