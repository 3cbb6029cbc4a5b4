import '../production-mode';
import { parentPort, workerData } from 'node:worker_threads';
import type { BuildOptions } from '../options';
import { ContentError, formatProblem } from '../problems';
import { describeStandIns } from '../stages/checks/check-stand-ins';
import { type DevBuilder, startDevBuilder } from './dev-builder';
import { codeKeys } from '../reuse/code-keys';
import { formatExplanation } from '../reuse/explain';
import { type LoadedSite, siteLoader } from './site-loader';
import { describeCodeError } from '../code-error';
import { BUILD_ENTRIES, importGraph, reachedWithout, SITE_ENTRY } from '../reuse/code-graph.mjs';
import { buildCss } from '../stages/assets/build-css';
import path from 'node:path';
import type { BuildSummary, DevMessage, DevRequest, FileChange } from './dev-protocol';

/** The pipeline's entries, with this module, whose own imports are pipeline code too. */
const PIPELINE_ENTRIES = [...BUILD_ENTRIES, 'build/serve/dev-worker.ts'];

/**
 * The dev builder (dev-builder.ts) in its own thread, so the server answers while it builds; the messages are in
 * dev-protocol.ts. A change to the pipeline's code replaces the whole worker, as modules cannot be reloaded.
 */
const say = (message: DevMessage) => parentPort?.postMessage(message);

const options = workerData as BuildOptions;
const sites = siteLoader(options.root);

/** An error as the developer needs it: where in the site's code, when it came from there; else its stack. */
const described = (error: unknown) =>
  describeCodeError(error, options.root) ?? (error instanceof Error ? (error.stack ?? error.message) : String(error));

/** Why the site's code last failed to load (a syntax error, a module that throws): builds wait for code that loads. */
let codeFailure: string | undefined;
async function loadSite(): Promise<LoadedSite | undefined> {
  try {
    const loaded = await sites.load();
    codeFailure = undefined;
    return loaded;
  } catch (error) {
    codeFailure = described(error);
    return undefined;
  }
}

// The pipeline's graph as esbuild reads it, with the site's as its modules were just loaded; side by side.
const [first, pipeline] = await Promise.all([loadSite(), importGraph(options.root, PIPELINE_ENTRIES)]);
const startBuilder = (loaded: LoadedSite) =>
  startDevBuilder(loaded.site, options, {
    ahead: (files) => say({ type: 'files', of: 'ahead', files }),
    graph: { ...pipeline, ...loaded.graph },
  });
/** None until the site's code first loads. */
let builder: DevBuilder | undefined = first && (await startBuilder(first));

let builds = 0;
let sentWhole = false;

/** Sends the index and cards a build stored after its pages, unless a newer build will send them; then `settled`. */
function sendSettled(settled: Promise<unknown>, build: number): void {
  settled.then(
    () => {
      const changes = builder?.changes;
      if (build !== builds || !changes || changes.size === 0) return;
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
  if (!builder || codeFailure) return { type: 'failed', id, problems: [codeFailure ?? ''] };
  const { files, changes } = builder;
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
    return { type: 'failed', id, problems: [described(error)] };
  }
}

/** A page shown while the first build renders the rest; with no build, or if drawing fails, the build's files do. */
async function preview(id: number, file: string): Promise<DevMessage> {
  const files = await (builder?.preview(file) ?? Promise.resolve(null)).catch((error: unknown) => {
    console.error(`first page ${file}: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  });
  return files === null ? { type: 'failed', id, problems: [] } : { type: 'files', id, of: 'page', files: files ?? [] };
}

/** The pipeline's own code, which this worker runs for its whole life. */
const pipelineFiles = reachedWithout(pipeline, PIPELINE_ENTRIES, SITE_ENTRY);

/** Takes the site's new code in place; pipeline code among `files` needs a new worker instead (`inPlace: false`). */
async function reload(id: number, files: string[], first: string[]): Promise<DevMessage> {
  if (files.some((file) => pipelineFiles.has(file))) return { type: 'phase', id, phase: 'reloaded', inPlace: false };
  const next = await loadSite();
  if (!next) return { type: 'failed', id, problems: [codeFailure ?? ''] };
  if (builder) await builder.reload(next.site, codeKeys(options.root, { ...pipeline, ...next.graph }), first);
  else builder = await startBuilder(next);
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
  return { type: 'phase', id, phase: 'stopped' };
}
// Whatever goes wrong is an answer: a worker that threw would leave the server waiting.
parentPort?.on('message', async (request: DevRequest) =>
  say(
    await answer(request).catch((error: unknown) => ({ type: 'failed', id: request.id, problems: [described(error)] })),
  ),
);

/** The stylesheet as the files are now, for a CSS edit: the pages that link it follow with the build. */
async function stylesheet(id: number): Promise<DevMessage> {
  if (!builder) return { type: 'failed', id, problems: [codeFailure ?? ''] };
  const { file, contents } = await buildCss(path.resolve(options.root, builder.site.stylesheet));
  return { type: 'files', id, of: 'stylesheet', files: [[file, contents]] };
}
