import '../production-mode';
import { parentPort, workerData } from 'node:worker_threads';
import type { BuildOptions } from '../options';
import { ContentError, formatProblem } from '../problems';
import { describeStandIns } from '../stages/checks/check-stand-ins';
import { SITE_LAYOUT } from '../../src/lib/site-layout';
import { startDevBuilder } from './dev-builder';
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
/** Sent unasked after a build: the social cards it stored after its pages (null: removed). */
export interface CardsMessage {
  type: 'cards';
  files: [string, Contents | null][];
}

const builder = await startDevBuilder(workerData as BuildOptions, {
  ahead: (files) => parentPort?.postMessage({ type: 'ahead', files } satisfies AheadMessage),
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

async function build(): Promise<WorkerMessage> {
  const started = performance.now();
  const build = ++builds;
  try {
    const result = await builder.build();
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

parentPort?.on('message', async (message: 'build' | 'stop' | PreviewRequest) => {
  if (typeof message === 'object') parentPort?.postMessage(await preview(message));
  else if (message === 'stop') {
    await builder.close();
    parentPort?.postMessage({ type: 'stopped' } satisfies StoppedMessage);
  } else parentPort?.postMessage(await build());
});
