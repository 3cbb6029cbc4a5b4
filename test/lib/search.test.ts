import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { excerptParts, resultCount, searchHref, searchPartPaths } from '../../src/lib/search';

const parts = suite('excerptParts');
const cases: [string, string, { text: string; marked: boolean }[]][] = [
  ['plain text', 'heel pain', [{ text: 'heel pain', marked: false }]],
  [
    'marked words',
    'sore <mark>heel</mark> in the <mark>morning</mark>.',
    [
      { text: 'sore ', marked: false },
      { text: 'heel', marked: true },
      { text: ' in the ', marked: false },
      { text: 'morning', marked: true },
      { text: '.', marked: false },
    ],
  ],
  [
    'a mark at the start',
    '<mark>Knee</mark> pain',
    [
      { text: 'Knee', marked: true },
      { text: ' pain', marked: false },
    ],
  ],
  [
    'escaped characters, decoded once',
    'A &amp; E &lt;script&gt; &amp;lt;',
    [{ text: 'A & E <script> &lt;', marked: false }],
  ],
  ['tags other than mark, dropped', 'a <img src=x onerror=alert(1)>b', [{ text: 'a b', marked: false }]],
  ['nothing', '', []],
];
for (const [label, excerpt, expected] of cases) {
  parts(`should split ${label}`, () => {
    assert.equal(excerptParts(excerpt), expected);
  });
}
parts.run();

const href = suite('searchHref');
href('should put the trimmed words in the query string, or give the bare page', () => {
  assert.is(searchHref(' knee pain '), '/search/?q=knee+pain');
  assert.is(searchHref('A&E?'), '/search/?q=A%26E%3F');
  assert.is(searchHref('  '), '/search/');
});
href.run();

const count = suite('resultCount');
count('should say how many results, in words a screen reader reads well', () => {
  assert.is(resultCount(0, 'xyz'), 'No results for “xyz”');
  assert.is(resultCount(1, ' knee '), '1 result for “knee”');
  assert.is(resultCount(12, 'back'), '12 results for “back”');
});
count.run();

const partPaths = suite('searchPartPaths');
partPaths('should serve the first part from the top of the index folder and later ones from numbered folders', () => {
  assert.equal(searchPartPaths(0), ['/pagefind/']);
  assert.equal(searchPartPaths(250), ['/pagefind/']);
  assert.equal(searchPartPaths(251), ['/pagefind/', '/pagefind/1/']);
  assert.is(searchPartPaths(1000).length, 4);
  assert.is(searchPartPaths(100_000).length, 8);
});
partPaths.run();
