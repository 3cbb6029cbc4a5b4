import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { countWords, firstWords, initials, truncate } from '../../src/lib/text';

const ELLIPSIS = '…';

const truncateSuite = suite('truncate');
const truncateCases: [string, number, string][] = [
  ['Short text', 20, 'Short text'],
  ['Exactly ten', 11, 'Exactly ten'],
  ['  Spaces   are\n\tcollapsed  ', 40, 'Spaces are collapsed'],
  // cut = "The quick b": the last space (index 9) is past half of 12, so the word is dropped.
  ['The quick brown fox jumps', 12, `The quick${ELLIPSIS}`],
  // The comma left at the cut is removed before the ellipsis.
  ['Hello, world again', 8, `Hello${ELLIPSIS}`],
  // No space in the second half: a hard cut leaves room for the ellipsis.
  ['Supercalifragilistic', 10, `Supercali${ELLIPSIS}`],
  ['Back pain - causes and cures', 13, `Back pain${ELLIPSIS}`],
];
for (const [input, max, expected] of truncateCases) {
  truncateSuite(`should cut ${JSON.stringify(input)} to ${max} as ${JSON.stringify(expected)}`, () => {
    assert.is(truncate(input, max), expected);
  });
}
truncateSuite('should never exceed max and keep a prefix of the text when it cuts', () => {
  const text = 'Physiotherapy helps people of all ages recover from injury, manage pain and move better every day.';
  for (let max = 1; max <= text.length + 5; max++) {
    const result = truncate(text, max);
    assert.ok(result.length <= max, `max ${max}: ${JSON.stringify(result)} is ${result.length} long`);
    if (max >= text.length) {
      assert.is(result, text);
    } else {
      assert.ok(result.endsWith(ELLIPSIS), `max ${max}: no ellipsis on ${JSON.stringify(result)}`);
      assert.ok(text.startsWith(result.slice(0, -1)), `max ${max}: ${JSON.stringify(result)} is not a prefix`);
    }
  }
});
truncateSuite('should end a cut at a word boundary when one lies in the second half', () => {
  const text = 'Plantar fasciitis is a common cause of heel pain in runners';
  const result = truncate(text, 30).slice(0, -1);
  assert.ok(text.startsWith(`${result} `), `${JSON.stringify(result)} does not end on a word`);
});
truncateSuite.run();

const firstWordsSuite = suite('firstWords');
const firstWordsCases: [string, number, string][] = [
  ['one two three', 2, `one two${ELLIPSIS}`],
  ['one, two, three', 2, `one, two${ELLIPSIS}`],
  ['one two. three', 2, `one two${ELLIPSIS}`],
  ['one two three', 3, 'one two three'],
  ['one two three', 10, 'one two three'],
  ['  one \n two   three  ', 5, 'one two three'],
  ['', 3, ''],
];
for (const [input, count, expected] of firstWordsCases) {
  firstWordsSuite(
    `should give ${JSON.stringify(expected)} for the first ${count} words of ${JSON.stringify(input)}`,
    () => {
      assert.is(firstWords(input, count), expected);
    },
  );
}
firstWordsSuite('should keep exactly count words of a long text', () => {
  const text = Array.from({ length: 100 }, (_, i) => `word${i}`).join(' ');
  const result = firstWords(text, 40);
  assert.ok(result.endsWith(ELLIPSIS));
  assert.is(result.slice(0, -1).split(' ').length, 40);
  assert.ok(result.startsWith('word0 word1 '));
});
firstWordsSuite.run();

const countWordsSuite = suite('countWords');
const countCases: [string, number][] = [
  ['Hello world', 2],
  ['Hello, world!', 2],
  ['  leading and trailing  ', 3],
  ['one\ntwo\tthree', 3],
  ['Knee — pain', 2],
  ["It's 45 minutes", 3],
  ['', 0],
  ['   ', 0],
  ['— - –', 0],
];
for (const [input, expected] of countCases) {
  countWordsSuite(`should count ${expected} words in ${JSON.stringify(input)}`, () => {
    assert.is(countWords(input), expected);
  });
}
countWordsSuite.run();

const initialsSuite = suite('initials');
const initialsCases: [string, string][] = [
  ['Helen Marsh', 'HM'],
  ['helen marsh', 'HM'],
  ['Anna Maria Kowalska', 'AM'],
  ['Cher', 'C'],
  ['  Tom   Baker  ', 'TB'],
  ['', ''],
];
for (const [input, expected] of initialsCases) {
  initialsSuite(`should turn ${JSON.stringify(input)} into ${JSON.stringify(expected)}`, () => {
    assert.is(initials(input), expected);
  });
}
initialsSuite.run();
