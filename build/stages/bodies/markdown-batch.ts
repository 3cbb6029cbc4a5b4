import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import type { RenderedMarkdown } from '../../model';
import { startBuildWorker } from '../../worker-pool';

/** Below this many documents to render, a helper thread costs more to start than it saves. */
export const WORKER_THRESHOLD = 150;
/** Documents handed out at a time: small enough to share the work evenly, large enough that messages stay few. */
const CHUNK = 25;

/**
 * Starts one helper thread per core when about `expected` documents will need rendering.
 * Helpers take about half a second to load, so they are started before the content is read.
 */
export function startMarkdownHelpers(expected: number): Worker[] {
  if (expected < WORKER_THRESHOLD) return [];
  return Array.from({ length: availableParallelism() }, () => {
    const worker = startBuildWorker(new URL('./markdown-worker.ts', import.meta.url), null);
    worker.unref();
    return worker;
  });
}

/**
 * Renders every text, in order: in the helpers when there are any, taking chunks from one queue,
 * else here. The main thread leaves Markdown to them when it can: its heap holds the site, and
 * Markdown's garbage on top of it cost a large build (4,000 posts) a third of its peak memory.
 * The Markdown libraries are loaded only when something needs rendering; the helpers are stopped at the end.
 */
export async function renderMarkdownBatch(texts: string[], helpers: Worker[]): Promise<RenderedMarkdown[]> {
  const results = new Array<RenderedMarkdown>(texts.length);
  let next = 0;
  const take = (): number | undefined => {
    if (next >= texts.length) return undefined;
    const start = next;
    next += CHUNK;
    return start;
  };
  // Each helper holds two chunks, so it never waits for the main thread to send the next.
  const helped = helpers.map(
    (worker) =>
      new Promise<void>((resolve, reject) => {
        const pending: number[] = [];
        const send = () => {
          const start = take();
          if (start === undefined) return;
          pending.push(start);
          worker.postMessage(texts.slice(start, start + CHUNK));
        };
        worker.on('message', (rendered: RenderedMarkdown[]) => {
          const start = pending.shift() as number;
          rendered.forEach((result, i) => (results[start + i] = result));
          send();
          if (pending.length === 0) resolve();
        });
        worker.once('error', reject);
        send();
        send();
        if (pending.length === 0) resolve();
      }),
  );
  // A helper's failure is reported by the Promise.all below, not as an unhandled rejection meanwhile.
  for (const promise of helped) promise.catch(() => undefined);
  try {
    if (helpers.length === 0) {
      const { renderMarkdown } = await import('./render-markdown');
      for (const [i, text] of texts.entries()) {
        results[i] = renderMarkdown(text);
        // Lets other work in between chunks: cards arriving, photos being stored.
        if (i % CHUNK === CHUNK - 1) await new Promise(setImmediate);
      }
    }
    await Promise.all(helped);
  } finally {
    stopHelpers(helpers);
  }
  return results;
}

export function stopHelpers(helpers: Worker[]): void {
  for (const worker of helpers) void worker.terminate();
}

/**
 * Renders Markdown in batches: the texts asked for in one turn of the event loop are rendered
 * together, with helper threads when there are enough of them to pay for their start-up. Helpers
 * take about half a second to load, so a build that expects many bodies starts them before reading
 * the content (`startMarkdownHelpers`) and passes them here; they are stopped if the batch is small.
 */
export function batchRenderer(started: Worker[] = []): (text: string) => Promise<RenderedMarkdown> {
  let queue: { text: string; resolve: (rendered: RenderedMarkdown) => void; reject: (error: unknown) => void }[] = [];
  const flush = () => {
    const batch = queue;
    queue = [];
    const enough = batch.length >= WORKER_THRESHOLD;
    if (!enough) stopHelpers(started);
    const helpers = enough ? (started.length ? started : startMarkdownHelpers(batch.length)) : [];
    renderMarkdownBatch(
      batch.map((item) => item.text),
      helpers,
    ).then(
      (results) => batch.forEach((item, i) => item.resolve(results[i]!)),
      (error) => batch.forEach((item) => item.reject(error)),
    );
  };
  return (text) =>
    new Promise((resolve, reject) => {
      if (queue.length === 0) setImmediate(flush);
      queue.push({ text, resolve, reject });
    });
}
