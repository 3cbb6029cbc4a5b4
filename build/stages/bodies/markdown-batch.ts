import { availableParallelism } from 'node:os';
import Tinypool from 'tinypool';
import type { RenderedMarkdown } from '../../model';
import { workerModule } from '../../worker-threads';

/** Below this many documents to render, a helper thread costs more to start than it saves. */
export const WORKER_THRESHOLD = 150;
/** Each helper's young generation, MB: see startMarkdownHelpers. */
const HELPER_YOUNG_MB = 24;
/** Documents handed out at a time: small enough to share the work evenly, large enough that messages stay few. */
const CHUNK = 25;

/** Helper threads that render Markdown, one per core: tinypool queues the chunks and hands each its results. */
export type MarkdownHelpers = Tinypool;

/** Each helper takes about half a second to load, so they are started before the content is read. */
export function startMarkdownHelpers(expected: number): MarkdownHelpers | undefined {
  if (expected < WORKER_THRESHOLD) return undefined;
  const threads = availableParallelism();
  const filename = workerModule(new URL('./markdown-worker.ts', import.meta.url));
  // A helper's garbage is short-lived (each chunk's syntax trees): a small young generation collects it as often as
  // it is made, where V8's default lets each thread's grow to tens of megabytes first, on top of the site's heap.
  const resourceLimits = { maxYoungGenerationSizeMb: HELPER_YOUNG_MB };
  return new Tinypool({ filename, minThreads: threads, maxThreads: threads, resourceLimits });
}

export function stopHelpers(helpers: MarkdownHelpers | undefined): void {
  void helpers?.destroy().catch(() => undefined);
}

/**
 * In order, in the helpers when there are any: the main thread's heap holds the site, and Markdown's garbage on top of
 * it cost a large build (4,000 posts) a third of its peak memory. The Markdown libraries load only when needed.
 */
export async function renderMarkdownBatch(texts: string[], helpers?: MarkdownHelpers): Promise<RenderedMarkdown[]> {
  if (helpers) {
    const chunks: Promise<RenderedMarkdown[]>[] = [];
    for (let start = 0; start < texts.length; start += CHUNK)
      chunks.push(helpers.run(texts.slice(start, start + CHUNK)));
    return (await Promise.all(chunks)).flat();
  }
  const { renderMarkdown } = await import('./render-markdown');
  const results: RenderedMarkdown[] = [];
  for (const [i, text] of texts.entries()) {
    results.push(renderMarkdown(text));
    // Lets other work in between chunks: cards arriving, photos being stored.
    if (i % CHUNK === CHUNK - 1) await new Promise(setImmediate);
  }
  return results;
}

/**
 * Texts asked for in one turn of the event loop are rendered together, in the helpers when there are enough to pay
 * for their start-up: a build expecting many bodies passes helpers it started before reading the content, else a large
 * batch starts them. `stop` ends them, whoever started them, once no more batches come.
 */
export function batchRenderer(started?: MarkdownHelpers) {
  let helpers = started;
  let queue: { text: string; resolve: (rendered: RenderedMarkdown) => void; reject: (error: unknown) => void }[] = [];
  const flush = () => {
    const batch = queue;
    queue = [];
    if (batch.length >= WORKER_THRESHOLD) helpers ??= startMarkdownHelpers(batch.length);
    const texts = batch.map((item) => item.text);
    renderMarkdownBatch(texts, batch.length >= WORKER_THRESHOLD ? helpers : undefined).then(
      (results) => batch.forEach((item, i) => item.resolve(results[i]!)),
      (error) => batch.forEach((item) => item.reject(error)),
    );
  };
  return {
    render: (text: string) =>
      new Promise<RenderedMarkdown>((resolve, reject) => {
        if (queue.length === 0) setImmediate(flush);
        queue.push({ text, resolve, reject });
      }),
    stop: () => stopHelpers(helpers),
  };
}
