import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/** Starts a TypeScript module as a worker thread, with tsx's loader registered first. */
export function startTsWorker(moduleUrl: URL, workerData: unknown): Worker {
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(moduleUrl.href)}); })`;
  return new Worker(boot, { eval: true, workerData });
}

/**
 * Splits `items` across one worker per core; each worker maps its slice and posts the
 * results back. Results come back in the order of `items`.
 */
export async function mapInWorkers<T, R>(moduleUrl: URL, items: T[], workers = availableParallelism()): Promise<R[]> {
  const size = Math.ceil(items.length / workers);
  const slices = Array.from({ length: workers }, (_, i) => items.slice(i * size, (i + 1) * size)).filter((slice) => slice.length);
  const results = await Promise.all(
    slices.map(
      (slice) =>
        new Promise<R[]>((resolve, reject) => {
          const worker = startTsWorker(moduleUrl, slice);
          worker.once('message', (value: R[]) => {
            resolve(value);
            void worker.terminate();
          });
          worker.once('error', reject);
        }),
    ),
  );
  return results.flat();
}
