import { once } from 'node:events';
import type { Worker } from 'node:worker_threads';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { renderMarkdown } from '../../../build/stages/bodies/render-markdown';
import type { RenderedMarkdown } from '../../../build/model';
import { startBuildWorker } from '../../../build/worker-pool';

const cases: [name: string, markdown: string, html: string][] = [
  [
    'headings and emphasis',
    '## Causes\n\nSome **bold** and *italic*.',
    '<h2>Causes</h2>\n<p>Some <strong>bold</strong> and <em>italic</em>.</p>',
  ],
  [
    'internal and tel links',
    '[Contact](/contact/) or [call](tel:+442079460321)',
    '<p><a href="/contact/">Contact</a> or <a href="tel:+442079460321">call</a></p>',
  ],
  ['raw HTML, sanitised', '<p id="x" onclick="alert(1)">Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
  [
    'frames from other hosts, dropped with a warning',
    '<iframe src="https://evil.example/" title="Evil"></iframe>\n\nAfter.',
    '\n<p>After.</p>',
  ],
  ['an empty body', '', ''],
];
const texts = cases.map(([, markdown]) => markdown);

/** Posts one chunk, as renderMarkdownBatch does, and waits for the reply. */
const renderIn = async (worker: Worker, chunk: string[]): Promise<RenderedMarkdown[]> => {
  const reply = once(worker, 'message');
  worker.postMessage(chunk);
  return (await reply)[0] as RenderedMarkdown[];
};

const thread = suite('markdown-worker');
let worker: Worker;
let rendered: RenderedMarkdown[];
thread.before(async () => {
  worker = startBuildWorker(new URL('../../../build/stages/bodies/markdown-worker.ts', import.meta.url), null);
  rendered = await renderIn(worker, texts);
});
thread.after(() => worker.terminate().then(() => undefined));

thread('should send back one result per text, in order, exactly as renderMarkdown renders them', () => {
  assert.is(rendered.length, texts.length);
  assert.equal(rendered, texts.map(renderMarkdown));
});

for (const [i, [name, , html]] of cases.entries()) {
  thread(`should render ${name}`, () => assert.is(rendered[i]!.html, html));
}

thread('should send back the summary, word count, links and warnings with the HTML', () => {
  const [, links, , frame] = rendered;
  assert.equal(
    { summary: links!.summary, words: links!.words, links: links!.links },
    { summary: 'Contact or call', words: 3, links: ['/contact/', 'tel:+442079460321'] },
  );
  assert.equal(frame!.warnings, [
    'removed an iframe (https://evil.example/): frames need a title and a YouTube or Google Maps embed address',
  ]);
});

thread(
  'should answer two chunks sent together in the order they were sent, as renderMarkdownBatch expects',
  async () => {
    const chunks = [texts.slice(0, 2), texts.slice(2).reverse()];
    const replies: RenderedMarkdown[][] = [];
    const both = new Promise<void>((resolve) => {
      const take = (reply: RenderedMarkdown[]) => {
        replies.push(reply);
        if (replies.length < chunks.length) return;
        worker.off('message', take);
        resolve();
      };
      worker.on('message', take);
    });
    for (const chunk of chunks) worker.postMessage(chunk);
    await both;
    assert.equal(
      replies,
      chunks.map((chunk) => chunk.map(renderMarkdown)),
    );
  },
);

thread('should answer an empty chunk with an empty list', async () => {
  assert.equal(await renderIn(worker, []), []);
});

thread.run();
