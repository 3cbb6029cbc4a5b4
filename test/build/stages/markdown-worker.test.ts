import Tinypool from 'tinypool';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { renderMarkdown } from '../../../build/stages/bodies/render-markdown';
import type { RenderedMarkdown } from '../../../build/model';
import type { MarkdownHelpers } from '../../../build/stages/bodies/markdown-batch';
import { workerModule } from '../../../build/worker-threads';

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

const thread = suite('markdown-worker');
let helpers: MarkdownHelpers;
let rendered: RenderedMarkdown[];
thread.before(async () => {
  // One thread, as the pool starts it: the compiled module, or the source under tsx.
  const filename = workerModule(new URL('../../../build/stages/bodies/markdown-worker.ts', import.meta.url));
  helpers = new Tinypool({ filename, minThreads: 1, maxThreads: 1 });
  rendered = await helpers.run(texts);
});
thread.after(() => helpers.destroy());

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

thread('should answer an empty chunk with an empty list', async () => {
  assert.equal(await helpers.run([]), []);
});

thread.run();
