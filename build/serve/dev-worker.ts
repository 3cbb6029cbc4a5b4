import '../production-mode';
import { parentPort, workerData } from 'node:worker_threads';
import type { BuildOptions } from '../options';
import { ContentError, formatProblem } from '../problems';
import { describeStandIns } from '../stages/checks/check-stand-ins';
import { SITE_LAYOUT } from '../../src/lib/site-layout';
import { startDevBuilder } from './dev-builder';
import { codeKeys } from '../reuse/code-keys';
import { formatExplanation } from '../reuse/explain';
import { SITE_ENTRY, siteLoader } from './site-loader';
import { BUILD_ENTRIES, importGraph, reachedWithout } from '../reuse/code-graph.mjs';
import { buildCss } from '../stages/assets/build-css';
import path from 'node:path';

/** This module, whose own imports are pipeline code too. */
const WORKER_ENTRY = 'build/serve/dev-worker.ts';
import { replaceFolder } from './served-files';
import type { Contents } from '../output-file';

/**
 * The dev server's builder in a thread of its own (see dev-builder.ts), so the server answers while
 * it builds. The dev server replaces the whole worker when code changes, because modules cannot be
 * reloaded.
 */
export type WorkerMessage =
  | {
      type: 'built';
      /**
       * The files this build changed (null: removed); with `complete`, every file the site has (a new worker's first
       * build).
       */
      files: [string, Contents | null][];
      complete: boolean;
      pages: number;
      rendered: number;
      ms: number;
      warnings: string[];
      standIns: string;
      /** What the build made again and why (see explain.ts). */
      explanation: string;
    }
  | { type: 'failed'; problems: string[] };
/** Sent unasked after a build: its search index, which replaces the folder's files. */
export interface IndexedMessage {
  type: 'indexed';
  folder: string;
  files: [string, Contents][];
}
/** The answer to 'stop': the search backend is closed, and the worker may be ended. */
export interface StoppedMessage {
  type: 'stopped';
}
/** Sent unasked once a build's search index and cards are made (or given up for a newer build's). */
export interface SettledMessage {
  type: 'settled';
}
/** Sent unasked during a build: the pages of the items it changed, before its checks and other pages. */
export interface AheadMessage {
  type: 'ahead';
  files: [string, Contents][];
}
/** Asks for a page before the first build has written it: `previewed` answers with it and the files it links to. */
export interface PreviewRequest {
  type: 'preview';
  id: number;
  file: string;
}
export interface PreviewedMessage {
  type: 'previewed';
  id: number;
  /** None when no build is under way: the build's files then answer. Empty when it writes no page there. */
  files: [string, Contents][] | null;
}
/** Asks for a build, showing `first` (pages someone is looking at) ahead of the rest when it changes them. */
export interface BuildRequest {
  type: 'build';
  first: string[];
}
/** The site's code changed (files from the root); `reloaded` says whether the worker could take it in place. */
export interface ReloadRequest {
  type: 'reload';
  files: string[];
  /** Pages someone is looking at: drawn with the new code at once, before the build. */
  first: string[];
}
export interface ReloadedMessage {
  type: 'reloaded';
  inPlace: boolean;
}
/** Asks for the stylesheet alone, made from the files as they are now: a CSS edit is applied before any page. */
export interface StylesheetRequest {
  type: 'css';
}
export interface StylesheetMessage {
  type: 'stylesheet';
  file: string;
  contents: Uint8Array;
}
type WorkerRequest = PreviewRequest | ReloadRequest | BuildRequest | StylesheetRequest;

/** Sent unasked after a build: the social cards it stored after its pages (null: removed). */
export interface CardsMessage {
  type: 'cards';
  files: [string, Contents | null][];
}

const options = workerData as BuildOptions;
const sites = siteLoader(options.root);
// The pipeline's graph as esbuild reads it, with the site's as its modules were just loaded; side by side.
const [first, pipeline] = await Promise.all([
  sites.load(),
  importGraph(options.root, [...BUILD_ENTRIES, WORKER_ENTRY]),
]);
const builder = await startDevBuilder(first.site, options, {
  ahead: (files) => parentPort?.postMessage({ type: 'ahead', files } satisfies AheadMessage),
  graph: { ...pipeline, ...first.graph },
});
const { files, changes } = builder;

let builds = 0;
let sentWhole = false;

/** Hands the server a build's search index once Pagefind is done, unless a newer build has started. */
function sendIndex(searchFiles: Promise<{ file: string; contents: Uint8Array }[]>, build: number): void {
  searchFiles.then(
    (made) => {
      if (build !== builds) return;
      const message: IndexedMessage = {
        type: 'indexed',
        folder: SITE_LAYOUT.search,
        files: made.map(({ file, contents }) => [file, contents]),
      };
      replaceFolder(files, message.folder, message.files);
      parentPort?.postMessage(message);
    },
    (error: unknown) => console.error(`search index: ${error instanceof Error ? error.message : String(error)}`),
  );
}

/**
 * Hands the server the cards a build stored after its pages, unless a newer build has started (its message carries
 * them).
 */
function sendCards(stored: Promise<unknown>, build: number): void {
  stored.then(
    () => {
      if (build !== builds || changes.size === 0) return;
      const message: CardsMessage = { type: 'cards', files: [...changes] };
      changes.clear();
      parentPort?.postMessage(message);
    },
    (error: unknown) => console.error(`social cards: ${error instanceof Error ? error.message : String(error)}`),
  );
}

async function build(first: readonly string[] = []): Promise<WorkerMessage> {
  const started = performance.now();
  const build = ++builds;
  try {
    const result = await builder.build(Date.now(), first);
    if (result.searchFiles) sendIndex(result.searchFiles, build);
    if (result.cardsStored) sendCards(result.cardsStored, build);
    void Promise.allSettled([result.searchFiles, result.cardsStored]).then(() =>
      parentPort?.postMessage({ type: 'settled' } satisfies SettledMessage),
    );
    // The first site this worker sends is whole: the server may hold an older worker's files.
    const complete = !sentWhole;
    const sent = complete ? [...files] : [...changes];
    sentWhole = true;
    changes.clear();
    return {
      type: 'built',
      files: sent,
      complete,
      pages: result.routes.length,
      rendered: result.pagesRendered,
      ms: performance.now() - started,
      warnings: result.warnings.map(formatProblem),
      standIns: result.standIns.length > 0 ? describeStandIns(result.standIns) : '',
      explanation: formatExplanation(result.explanation.filter((row) => row.made > 0)),
    };
  } catch (error) {
    if (error instanceof ContentError) return { type: 'failed', problems: error.problems.map(formatProblem) };
    return { type: 'failed', problems: [error instanceof Error ? (error.stack ?? error.message) : String(error)] };
  }
}

/** A page shown while the first build renders the rest; any failure leaves the asking to the build's own files. */
async function preview({ id, file }: PreviewRequest): Promise<PreviewedMessage> {
  const files = await builder.preview(file).catch((error: unknown) => {
    console.error(`first page ${file}: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  });
  return { type: 'previewed', id, files: files === undefined ? [] : files };
}

/** The pipeline's own code, which this worker runs for its whole life. */
const pipelineFiles = reachedWithout(pipeline, [...BUILD_ENTRIES, WORKER_ENTRY], SITE_ENTRY);

/**
 * The site's code changed (`files`, from the root): its new bundle replaces it, unless one of the files is the
 * pipeline's own code, which cannot be reloaded in place; the server then starts a new worker.
 */
async function reload({ files, first }: ReloadRequest): Promise<ReloadedMessage> {
  if (files.some((file) => pipelineFiles.has(file))) return { type: 'reloaded', inPlace: false };
  const next = await sites.load();
  await builder.reload(next.site, codeKeys(options.root, { ...pipeline, ...next.graph }), first);
  return { type: 'reloaded', inPlace: true };
}

/** Builds and reloads take turns: new code never replaces the site under a build that is running. */
let turn: Promise<unknown> = Promise.resolve();
const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
  const next = turn.then(work, work);
  turn = next.catch(() => undefined);
  return next;
};

parentPort?.on('message', async (message: 'stop' | WorkerRequest) => {
  if (message === 'stop') {
    await builder.close();
    parentPort?.postMessage({ type: 'stopped' } satisfies StoppedMessage);
  } else if (message.type === 'preview') parentPort?.postMessage(await preview(message));
  else if (message.type === 'css') parentPort?.postMessage(await stylesheet());
  else if (message.type === 'reload') parentPort?.postMessage(await inTurn(() => reload(message)));
  else parentPort?.postMessage(await inTurn(() => build(message.first)));
});

/** The stylesheet as the files are now, for a CSS edit: the pages that link it follow with the build. */
async function stylesheet(): Promise<StylesheetMessage> {
  const { file, contents } = await buildCss(path.resolve(options.root, builder.site.stylesheet));
  return { type: 'stylesheet', file, contents };
}
