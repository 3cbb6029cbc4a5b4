import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { RenderedMarkdown } from '../../../build/model';
import {
  batchRenderer,
  renderMarkdownBatch,
  startMarkdownHelpers,
  stopHelpers,
  WORKER_THRESHOLD,
} from '../../../build/stages/bodies/markdown-batch';
import { renderMarkdown } from '../../../build/stages/bodies/render-markdown';

const batch = suite('renderMarkdownBatch');

const texts = Array.from(
  { length: 180 },
  (_, i) =>
    `## Week ${i}\n\nWalk for ${i} minutes, then [rest](/blog/rest-${i}/).${i % 7 === 0 ? '\n\n<em>Gently</em>' : ''}`,
);

batch('should start no helpers for a small site', () => {
  assert.is(startMarkdownHelpers(WORKER_THRESHOLD - 1), undefined);
});

batch('should give the same results, in order, from helper threads as on the main thread alone', async () => {
  const helpers = startMarkdownHelpers(texts.length);
  assert.ok(helpers);
  try {
    assert.equal(await renderMarkdownBatch(texts, helpers), texts.map(renderMarkdown));
  } finally {
    stopHelpers(helpers);
  }
});

batch('should render on the main thread alone', async () => {
  assert.equal(await renderMarkdownBatch(texts.slice(0, 3)), texts.slice(0, 3).map(renderMarkdown));
});

batch.run();

const batches = suite('batchRenderer');

batches('should give each of two large batches its own results, one after the other and side by side', async () => {
  const batches = batchRenderer(startMarkdownHelpers(texts.length));
  try {
    const reversed = [...texts].reverse();
    // The second batch comes once the first is done, in the helpers the first used; the last two come together.
    assert.equal(await Promise.all(texts.map(batches.render)), texts.map(renderMarkdown));
    assert.equal(await Promise.all(reversed.map(batches.render)), reversed.map(renderMarkdown));
    const [first, second] = await Promise.all([
      Promise.all(texts.map(batches.render)),
      new Promise<RenderedMarkdown[]>((resolve) =>
        setImmediate(() => resolve(Promise.all(reversed.map(batches.render)))),
      ),
    ]);
    assert.equal([first, second], [texts.map(renderMarkdown), reversed.map(renderMarkdown)]);
  } finally {
    batches.stop();
  }
});

batches('should start helpers for a large batch when none were started, and render a small one here', async () => {
  const batches = batchRenderer();
  try {
    assert.equal(await Promise.all(texts.slice(0, 2).map(batches.render)), texts.slice(0, 2).map(renderMarkdown));
    assert.equal(await Promise.all(texts.map(batches.render)), texts.map(renderMarkdown));
  } finally {
    batches.stop();
  }
});

batches.run();
