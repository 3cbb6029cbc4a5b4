import '../production-mode';
import { parentPort, workerData } from 'node:worker_threads';
import type { BuildOptions } from '../options';
import { ContentError, formatProblem } from '../problems';
import { describeStandIns } from '../stages/checks/check-stand-ins';
import { startDevBuilder } from './dev-builder';
import { codeKeys } from '../reuse/code-keys';
import { formatExplanation } from '../reuse/explain';
import { SITE_ENTRY, siteLoader } from './site-loader';
import { BUILD_ENTRIES, importGraph, reachedWithout } from '../reuse/code-graph.mjs';
import { buildCss } from '../stages/assets/build-css';
import path from 'node:path';

/** This module, whose own imports are pipeline code too. */
const WORKER_ENTRY = 'build/serve/dev-worker.ts';
import type { BuildSummary, DevMessage, DevRequest, FileChange } from './dev-protocol';

/**
 * The dev server's builder in a thread of its own (see dev-builder.ts), so the server answers while
 * it builds; what the two say to each other is dev-protocol.ts. The dev server replaces the whole
 * worker when the pipeline's code changes, because modules cannot be reloaded.
 */
const say = (message: DevMessage) => parentPort?.postMessage(message);

const options = workerData as BuildOptions;
const sites = siteLoader(options.root);
// The pipeline's graph as esbuild reads it, with the site's as its modules were just loaded; side by side.
const [first, pipeline] = await Promise.all([
  sites.load(),
  importGraph(options.root, [...BUILD_ENTRIES, WORKER_ENTRY]),
]);
const builder = await startDevBuilder(first.site, options, {
  ahead: (files) => say({ type: 'files', of: 'ahead', files }),
  graph: { ...pipeline, ...first.graph },
});
const { files, changes } = builder;

let builds = 0;
let sentWhole = false;

/**
 * Hands the server the search index and the cards a build stored after its pages, unless a newer build has started
 * (its message carries them), and says they are done.
 */
function sendSettled(settled: Promise<unknown>, build: number): void {
  settled.then(
    () => {
      if (build !== builds || changes.size === 0) return;
      const late: FileChange[] = [...changes];
      changes.clear();
      say({ type: 'files', of: 'settled', files: late });
    },
    (error: unknown) =>
      console.error(`search index and cards: ${error instanceof Error ? error.message : String(error)}`),
  );
  void settled.finally(() => say({ type: 'phase', phase: 'settled' })).catch(() => undefined);
}

async function build(id: number, first: readonly string[] = []): Promise<DevMessage> {
  const build = ++builds;
  try {
    const result = await builder.build(Date.now(), first);
    const explanation = formatExplanation((await result.explain()).filter((row) => row.made > 0));
    sendSettled(result.settled, build);
    // The first site this worker sends is whole: the server may hold an older worker's files.
    const complete = !sentWhole;
    const sent = complete ? [...files] : [...changes];
    sentWhole = true;
    changes.clear();
    const built: BuildSummary = {
      files: sent,
      complete,
      pages: result.routes.length,
      rendered: result.pagesRendered,
      warnings: result.warnings.map(formatProblem),
      standIns: result.standIns.length > 0 ? describeStandIns(result.standIns) : '',
      explanation,
    };
    return { type: 'phase', id, phase: 'built', built };
  } catch (error) {
    if (error instanceof ContentError) return { type: 'failed', id, problems: error.problems.map(formatProblem) };
    return { type: 'failed', id, problems: [error instanceof Error ? (error.stack ?? error.message) : String(error)] };
  }
}

/**
 * A page shown while the first build renders the rest (none when the build writes no page there); with no build
 * under way, or when drawing it fails, the build's own files answer.
 */
async function preview(id: number, file: string): Promise<DevMessage> {
  const files = await builder.preview(file).catch((error: unknown) => {
    console.error(`first page ${file}: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  });
  return files === null ? { type: 'failed', id, problems: [] } : { type: 'files', id, of: 'page', files: files ?? [] };
}

/** The pipeline's own code, which this worker runs for its whole life. */
const pipelineFiles = reachedWithout(pipeline, [...BUILD_ENTRIES, WORKER_ENTRY], SITE_ENTRY);

/**
 * The site's code changed (`files`, from the root): its new bundle replaces it, unless one of the files is the
 * pipeline's own code, which cannot be reloaded in place; the server then starts a new worker.
 */
async function reload(id: number, files: string[], first: string[]): Promise<DevMessage> {
  if (files.some((file) => pipelineFiles.has(file))) return { type: 'phase', id, phase: 'reloaded', inPlace: false };
  const next = await sites.load();
  await builder.reload(next.site, codeKeys(options.root, { ...pipeline, ...next.graph }), first);
  return { type: 'phase', id, phase: 'reloaded', inPlace: true };
}

/** Builds and reloads take turns: new code never replaces the site under a build that is running. */
let turn: Promise<unknown> = Promise.resolve();
const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
  const next = turn.then(work, work);
  turn = next.catch(() => undefined);
  return next;
};

/** Each ask answered: builds and reloads in turn, a page or the stylesheet at once, even while a build runs. */
async function answer(request: DevRequest): Promise<DevMessage> {
  const { id } = request;
  if (request.ask === 'page') return preview(id, request.file);
  if (request.ask === 'stylesheet') return stylesheet(id);
  if (request.ask === 'reload') return inTurn(() => reload(id, request.files, request.first));
  if (request.ask === 'build') return inTurn(() => build(id, request.first));
  await builder.close();
  return { type: 'phase', id, phase: 'stopped' };
}
parentPort?.on('message', async (request: DevRequest) => say(await answer(request)));

/** The stylesheet as the files are now, for a CSS edit: the pages that link it follow with the build. */
async function stylesheet(id: number): Promise<DevMessage> {
  const { file, contents } = await buildCss(path.resolve(options.root, builder.site.stylesheet));
  return { type: 'files', id, of: 'stylesheet', files: [[file, contents]] };
}
