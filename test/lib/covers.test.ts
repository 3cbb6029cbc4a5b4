import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { coverPath } from '../../src/lib/site-layout';
import { wrapTitle } from '../../src/lib/covers';

const coverPathSuite = suite('coverPath');
coverPathSuite('should place the cover under /images/covers/ named by slug', () => {
  assert.is(coverPath('frozen-shoulder'), '/images/covers/frozen-shoulder.svg');
  assert.is(coverPath('acl-tear-or-injury'), '/images/covers/acl-tear-or-injury.svg');
});
coverPathSuite.run();

const wrap = suite('wrapTitle');
const cases: [string, number | undefined, number | undefined, string[]][] = [
  ['Frozen Shoulder', undefined, undefined, ['Frozen Shoulder']],
  // "Back Pain Causes and" is 20; adding " Treatments" would make 31 > 26.
  [
    'Back Pain Causes and Treatments Explained Simply',
    undefined,
    undefined,
    ['Back Pain Causes and', 'Treatments Explained', 'Simply'],
  ],
  // exactly 26 characters stays on one line
  ['abcdefghij klmnopqrst uvwx', undefined, undefined, ['abcdefghij klmnopqrst uvwx']],
  ['abcdefghij klmnopqrst uvwxy', undefined, undefined, ['abcdefghij klmnopqrst', 'uvwxy']],
  ['one two three four', 7, undefined, ['one two', 'three', 'four']],
  // a word longer than the width gets a line of its own rather than being split
  ['a supercalifragilistic b', 10, undefined, ['a', 'supercalifragilistic', 'b']],
  ['one two three four five six', 3, 4, ['one', 'two', 'three', 'four…']],
  ['one two three four five six', 3, 6, ['one', 'two', 'three', 'four', 'five', 'six']],
  ['Knee   pain', undefined, undefined, ['Knee pain']],
  ['  Knee pain', undefined, undefined, ['Knee pain']],
  ['', undefined, undefined, []],
];
for (const [title, width, maxLines, expected] of cases) {
  wrap(
    `should wrap ${JSON.stringify(title)} (width ${width ?? 26}, lines ${maxLines ?? 4}) as ` +
      `${JSON.stringify(expected)}`,
    () => {
      assert.equal(wrapTitle(title, width, maxLines), expected);
    },
  );
}
wrap('should keep every word, in order, within the width, when the title fits in the lines', () => {
  const words = [
    'Knee',
    'rehabilitation',
    'after',
    'surgery',
    'for',
    'runners',
    'and',
    'cyclists',
    'in',
    'London',
    'SW18',
  ];
  for (let n = 1; n <= words.length; n++) {
    const title = words.slice(0, n).join(' ');
    const lines = wrapTitle(title, 20, 10);
    assert.is(lines.join(' '), title);
    for (const line of lines)
      assert.ok(line.length <= 20 || !line.includes(' '), `${JSON.stringify(line)} is too wide`);
    // greedy: the first word of each next line would not have fitted on the line before
    for (let i = 1; i < lines.length; i++) {
      const next = (lines[i] ?? '').split(' ')[0] ?? '';
      assert.ok(`${lines[i - 1]} ${next}`.length > 20, `${JSON.stringify(next)} could have joined line ${i - 1}`);
    }
  }
});
wrap('should never return more than maxLines lines and mark the cut with an ellipsis', () => {
  const title =
    'A very long article title about shoulder pain, rotator cuff injuries, frozen shoulder and how physiotherapy ' +
    'can help recovery';
  const lines = wrapTitle(title);
  assert.is(lines.length, 4);
  assert.ok((lines[3] ?? '').endsWith('…'));
  assert.ok(title.startsWith(lines.join(' ').slice(0, -1)));
});
wrap.run();
