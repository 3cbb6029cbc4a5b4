import { Worker } from 'node:worker_threads';

/** True when this code runs from the compiled bundle of `build/cli.mjs` rather than from TypeScript under tsx. */
const compiled = !import.meta.url.endsWith('.ts');

/**
 * A build module's address as a thread loads it: its compiled `.mjs` beside the bundle, or the TypeScript source,
 * which tsx's loader, registered in every thread of a process it runs, compiles.
 */
export function workerModule(moduleUrl: URL): string {
  return compiled ? moduleUrl.href.replace(/\.ts$/, '.mjs') : moduleUrl.href;
}

/**
 * A module the compile takes as an entry (`BUILD_ENTRIES`), by its path from the repository's root: compiled, it is
 * beside the bundle (entries are named by their file's name alone); from source, it is the TypeScript file.
 */
export function entryModule(file: string): string {
  const name = file.slice(file.lastIndexOf('/') + 1).replace(/\.tsx?$/, '.mjs');
  return (compiled ? new URL(`./${name}`, import.meta.url) : new URL(`../${file}`, import.meta.url)).href;
}

/** Starts a build module in a thread: its compiled `.mjs` beside the bundle, or its source under tsx's loader. */
export function startBuildWorker(moduleUrl: URL, workerData: unknown): Worker {
  if (compiled) return new Worker(new URL(workerModule(moduleUrl)), { workerData });
  const url = JSON.stringify(moduleUrl.href);
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${url}); })`;
  return new Worker(boot, { eval: true, workerData });
}
