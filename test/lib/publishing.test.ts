import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { becameDue, isIncluded, leftOutReason, postState, stateNotice, type PostState } from '../../src/lib/publishing';

const NOW = Date.parse('2026-11-24T12:00:00Z');

const state = suite('postState');
const states: [published: boolean, publishedAt: string, expected: PostState][] = [
  [true, '2026-11-24T11:59:59Z', 'published'],
  [true, '2026-11-24T12:00:00Z', 'published'],
  [true, '2026-11-24T12:00:01Z', 'scheduled'],
  [true, '2026-11-24T12:30:00+01:00', 'published'],
  [true, '2027-03-03T09:00:00+00:00', 'scheduled'],
  [false, '2020-01-01T09:00:00+00:00', 'draft'],
  [false, '2027-03-03T09:00:00+00:00', 'draft'],
];
for (const [published, publishedAt, expected] of states) {
  state(`should call a post with published: ${published} dated ${publishedAt} ${expected}`, () =>
    assert.is(postState({ published, published_at: publishedAt }, NOW), expected),
  );
}
state.run();

const included = suite('isIncluded');
const cases: [PostState, drafts: boolean, future: boolean, expected: boolean][] = [
  ['published', false, false, true],
  ['draft', false, false, false],
  ['draft', true, false, true],
  ['draft', false, true, false],
  ['scheduled', false, false, false],
  ['scheduled', false, true, true],
  ['scheduled', true, false, false],
];
for (const [which, drafts, future, expected] of cases) {
  included(
    `should ${expected ? 'include' : 'leave out'} a ${which} post with drafts ${drafts} and future ${future}`,
    () => assert.is(isIncluded(which, { drafts, future, now: NOW }), expected),
  );
}
included.run();

const words = suite('stateNotice and leftOutReason');
words('should say what a preview page is and why a build leaves a post out, dates in London time', () => {
  assert.is(stateNotice('draft', '2027-03-03T09:00:00+00:00'), 'Draft: not on the live site');
  assert.is(stateNotice('scheduled', '2027-03-03T23:30:00-01:00'), 'Scheduled for 4 March 2027');
  assert.is(leftOutReason('draft', '2027-03-03T09:00:00+00:00'), 'a draft');
  assert.is(leftOutReason('scheduled', '2027-03-03T09:00:00+00:00'), 'scheduled for 3 March 2027');
});
words.run();

const due = suite('becameDue');
const HOUR = 60 * 60 * 1000;
const dueCases: [published: boolean, publishedAt: string, expected: boolean][] = [
  [true, '2026-11-24T11:30:00Z', true],
  [true, '2026-11-24T12:00:00Z', true],
  [true, '2026-11-24T12:00:01Z', false],
  [true, '2026-11-24T09:00:00Z', false],
  [false, '2026-11-24T11:30:00Z', false],
];
for (const [published, publishedAt, expected] of dueCases) {
  due(
    `should ${expected ? '' : 'not '}call a post with published: ${published} dated ${publishedAt} due within three ` +
      `hours`,
    () => assert.is(becameDue({ published, published_at: publishedAt }, NOW, 3 * HOUR - 1), expected),
  );
}
due.run();
