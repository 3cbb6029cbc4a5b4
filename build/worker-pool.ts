import { Worker } from 'node:worker_threads';

/** True when this code runs from the compiled bundle of `build/cli.mjs` rather than from TypeScript under tsx. */
const compiled = !import.meta.url.endsWith('.ts');

/**
 * Starts a build module as a worker thread: its compiled `.mjs` beside the bundle, or the
 * TypeScript source with tsx's loader registered first.
 */
export function startBuildWorker(moduleUrl: URL, workerData: unknown): Worker {
  if (compiled) return new Worker(new URL(moduleUrl.href.replace(/\.ts$/, '.mjs')), { workerData });
  const url = JSON.stringify(moduleUrl.href);
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${url}); })`;
  return new Worker(boot, { eval: true, workerData });
}
