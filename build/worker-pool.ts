import { Worker } from 'node:worker_threads';

/** Starts a TypeScript module as a worker thread, with tsx's loader registered first. */
export function startTsWorker(moduleUrl: URL, workerData: unknown): Worker {
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(moduleUrl.href)}); })`;
  return new Worker(boot, { eval: true, workerData });
}
