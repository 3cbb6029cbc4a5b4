import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  renderMarkdownBatch,
  startMarkdownHelpers,
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
  assert.equal(startMarkdownHelpers(WORKER_THRESHOLD - 1), []);
});

batch('should give the same results, in order, from helper threads as on the main thread alone', async () => {
  const helpers = startMarkdownHelpers(texts.length);
  assert.ok(helpers.length >= 1);
  const results = await renderMarkdownBatch(texts, helpers);
  assert.equal(results, texts.map(renderMarkdown));
});

batch('should render on the main thread alone', async () => {
  assert.equal(await renderMarkdownBatch(texts.slice(0, 3), []), texts.slice(0, 3).map(renderMarkdown));
});

batch.run();
