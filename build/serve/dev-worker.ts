import '../production-mode';
import { parentPort, workerData } from 'node:worker_threads';
import { buildSite, type BuildSession } from '../build-site';
import path from 'node:path';
import { codeVersion, loadCache } from '../reuse/build-cache';
import type { BuildOptions } from '../options';
import { ContentError, formatProblem } from '../problems';

/**
 * The dev server's builder. It keeps its cache and island bundle between builds, so an
 * edit to one post re-renders only that post and the pages that show it. The dev server
 * replaces the whole worker when code changes, because modules cannot be reloaded.
 */
export type WorkerMessage =
  | { type: 'built'; files: [string, string | Uint8Array][]; pages: number; rendered: number; ms: number; warnings: string[] }
  | { type: 'failed'; problems: string[] };

const options = workerData as BuildOptions;
// Starts from the cache the last `npm run build` left, when the code is the same.
const cacheDir = path.resolve(options.root, options.cacheDir, path.basename(path.resolve(options.contentDir)));
const session: BuildSession = { cache: await loadCache(cacheDir, await codeVersion(options.root)) };

async function build(): Promise<WorkerMessage> {
  const started = performance.now();
  try {
    const result = await buildSite({ ...options, write: false }, session);
    return {
      type: 'built',
      files: result.files.map(({ file, contents }) => [file, contents]),
      pages: result.routes.length,
      rendered: result.pagesRendered,
      ms: performance.now() - started,
      warnings: result.warnings.map(formatProblem),
    };
  } catch (error) {
    if (error instanceof ContentError) return { type: 'failed', problems: error.problems.map(formatProblem) };
    return { type: 'failed', problems: [error instanceof Error ? error.stack ?? error.message : String(error)] };
  }
}

parentPort?.on('message', async () => parentPort?.postMessage(await build()));
