import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { formatProgress, kindOf, terminalProgress, type OutputKind } from '../../build/progress';

const kinds = suite('kindOf');
const kindCases: [string, OutputKind][] = [
  ['index.html', 'pages'],
  ['blog/neck-pain/index.html', 'pages'],
  ['images/social/blog-neck-pain.jpg', 'cards'],
  ['assets/images/treatment-room-640.webp', 'images'],
  ['images/covers/neck-pain.svg', 'files'],
  ['sitemap.xml', 'files'],
];
for (const [file, kind] of kindCases) kinds(`should count ${file} as ${kind}`, () => assert.is(kindOf(file), kind));
kinds.run();

const format = suite('formatProgress');
format('should show the stage alone before any file is expected', () => {
  assert.is(formatProgress({ stage: 'bodies', done: {}, total: {} }), 'bodies');
});
format(
  'should show pages, cards and images in that order, leaving out kinds with nothing to do and other files',
  () => {
    assert.is(
      formatProgress({
        stage: 'render and write',
        done: { images: 2, pages: 10 },
        total: { images: 4, cards: 0, pages: 20, files: 9 },
      }),
      'render and write · pages 10/20 · images 2/4',
    );
  },
);
format.run();

const terminal = suite('terminalProgress');
function fakeStream(columns = 80) {
  const writes: string[] = [];
  return { writes, stream: { isTTY: true, columns, write: (text: string) => (writes.push(text), true) } };
}
terminal('should redraw one line in place on every stage', () => {
  const { writes, stream } = fakeStream();
  const progress = terminalProgress(stream, 1e9);
  progress.stage('load');
  progress.stage('bodies');
  assert.equal(writes, ['\r\u001b[2Kload', '\r\u001b[2Kbodies']);
});
terminal('should throttle redraws as files settle, then count them all', () => {
  const { writes, stream } = fakeStream();
  const progress = terminalProgress(stream, 1e9);
  progress.stage('render and write');
  for (let i = 0; i < 50; i++) progress.expect('pages');
  for (let i = 0; i < 50; i++) progress.settle('pages');
  assert.is(writes.length, 1, 'only the stage change drew within the interval');
  progress.stage('done');
  assert.is(writes.at(-1), '\r\u001b[2Kdone · pages 50/50');
});
terminal('should fit the line to the terminal and clear it on stop', () => {
  const { writes, stream } = fakeStream(30);
  const progress = terminalProgress(stream, 0);
  for (let i = 0; i < 1000; i++) progress.expect('pages');
  progress.stage('render and write, a long stage name');
  assert.ok((writes.at(-1) ?? '').length <= '\r\u001b[2K'.length + 29);
  progress.stop();
  assert.is(writes.at(-1), '\r\u001b[2K');
});
terminal.run();
