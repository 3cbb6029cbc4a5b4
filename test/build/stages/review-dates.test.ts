import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { formatProblem } from '../../../build/problems';
import { checkReviewDates } from '../../../build/stages/checks/review-dates';
import { clinicSite } from '../../../templates/clinic-site';
import { postFrontMatterSchema } from '../../../src/content/post';
import { neededWords } from '../../../src/content/needed-when';
import { findItemStandIns } from '../../../build/stages/checks/check-stand-ins';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ReviewNote } from '../../../src/components/review-note';

const now = Date.parse('2026-11-27T09:00:00Z');
const site = (next_review: string) => ({ posts: [{ file: 'posts/calf-pain.md', slug: 'calf-pain', next_review }] });
const judge = (next: string, release: boolean) => {
  const { problems, warnings } = checkReviewDates(site(next), clinicSite, now, release);
  return { problems: problems.map(formatProblem), warnings: warnings.map(formatProblem) };
};

const reviews = suite('checkReviewDates');

reviews('should say nothing of a review more than 30 days away', () => {
  assert.equal(judge('2026-12-28', false), { problems: [], warnings: [] });
  assert.equal(judge('2026-12-28', true), { problems: [], warnings: [] });
});

reviews('should warn from 30 days before a review falls due, in any build', () => {
  const due =
    'posts/calf-pain.md: next_review: its clinical review falls due on 20 December 2026; ' +
    '--release refuses it from then';
  assert.equal(judge('2026-12-20', false), { problems: [], warnings: [due] });
  assert.equal(judge('2026-12-20', true), { problems: [], warnings: [due] });
});

reviews('should refuse an article past its review in a release build, and warn in any other', () => {
  const overdue =
    'posts/calf-pain.md: next_review: its clinical review was due on 1 November 2026: have a clinician review the ' +
    'advice, then set reviewed_at and next_review';
  assert.equal(judge('2026-11-01', true), { problems: [overdue], warnings: [] });
  assert.equal(judge('2026-11-01', false), {
    problems: [],
    warnings: [`${overdue} (npm run build -- --release refuses it until then)`],
  });
});

reviews.run();

const schema = suite('post review fields');
const post = {
  id: 'e1ff933d-2d6c-422b-ba9c-77733393c0c3',
  title: 'Calf pain',
  slug: 'calf-pain',
  author: 'Helen Marsh',
  published: true,
  published_at: '2020-01-01T09:00:00+00:00',
  created_at: '2020-01-01T09:00:00+00:00',
  category: 'Conditions',
};
const issues = (extra: object) =>
  postFrontMatterSchema
    .safeParse({ ...post, ...extra })
    .error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

schema('should ask a clinical article who reviewed it, when and when next', () => {
  assert.equal(
    issues({}).map((issue) => issue.split(':')[0]),
    ['reviewed_by', 'review_area', 'reviewed_at', 'next_review'],
  );
  const review = { reviewed_by: 'Helen Marsh', review_area: 'musculoskeletal' };
  assert.equal(issues({ ...review, reviewed_at: '2026-11-20', next_review: '2027-11-20' }), []);
  assert.equal(issues({ category: 'News' }), []);
});

schema('should ask an article of general advice for its review too', () => {
  assert.equal(
    issues({ category: 'General' }).map((issue) => issue.split(':')[0]),
    ['reviewed_by', 'review_area', 'reviewed_at', 'next_review'],
  );
});

schema(
  'should save a clinical draft without its review, or with part of it, and refuse it published or scheduled',
  () => {
    const draft = { published: false };
    assert.equal(issues(draft), []);
    assert.equal(issues({ ...draft, reviewed_by: 'Helen Marsh' }), []);
    const fields = ['reviewed_by', 'review_area', 'reviewed_at', 'next_review'];
    const scheduled = { published_at: '2099-01-01T09:00:00+00:00' };
    for (const live of [{}, scheduled])
      assert.equal(
        issues(live).map((issue) => issue.split(':')[0]),
        fields,
      );
    assert.match(
      issues({})[0] ?? '',
      'is needed before the article is published or scheduled: Conditions articles give health advice',
    );
  },
);

schema('should say beside the author and each review field that it is needed to publish, and the rest nothing', () => {
  const shape = postFrontMatterSchema.shape;
  const marked = Object.keys(shape).filter((name) => neededWords(shape[name as keyof typeof shape]));
  assert.equal(marked, ['author', 'reviewed_by', 'reviewed_at', 'review_area', 'next_review']);
  assert.is(neededWords(shape.reviewed_by), 'needed to publish');
});

schema('should refuse a next review before the review, and a review older than the revision', () => {
  const review = { reviewed_by: 'Helen Marsh', review_area: 'musculoskeletal', reviewed_at: '2026-11-20' };
  assert.equal(issues({ ...review, next_review: '2026-11-20' }), ['next_review: must be later than reviewed_at']);
  assert.equal(
    issues({
      ...review,
      next_review: '2027-11-20',
      updated_at: '2026-11-25T10:00:00+00:00',
      update_note: 'Doses added.',
    }),
    ['reviewed_at: is before updated_at: have a clinician review the revision, then set reviewed_at'],
  );
});

const pending = { standIn: '2026-11-20', replaceWith: "the day a clinician reviews this article's advice" };

schema('should take a review date that is still a stand-in, checked as the date it stands for', () => {
  const review = { reviewed_by: 'Helen Marsh', review_area: 'musculoskeletal', reviewed_at: pending };
  assert.equal(issues({ ...review, next_review: '2027-11-20' }), []);
  assert.equal(issues({ ...review, next_review: '2026-11-19' }), ['next_review: must be later than reviewed_at']);
  const badDate = issues({
    ...review,
    next_review: '2027-11-20',
    reviewed_at: { standIn: '20 Nov', replaceWith: 'a day' },
  });
  assert.ok(badDate.length > 0 && badDate.every((issue) => issue.startsWith('reviewed_at')), badDate.join('\n'));
});

schema('should refuse a note claiming a review that no clinician has confirmed', () => {
  const revised = {
    updated_at: '2026-11-19T10:00:00+00:00',
    next_review: '2027-11-20',
    reviewed_by: 'Helen Marsh',
    review_area: 'musculoskeletal',
  };
  const claim = 'The urgent signs are now reviewed paragraphs.';
  const refused = (what: string) =>
    'update_note: says the advice was reviewed, but no clinician has confirmed a review yet ' +
    `(reviewed_at is ${what}): ` +
    'say what changed, not that it was reviewed';
  assert.equal(issues({ ...revised, reviewed_at: pending, update_note: claim }), [refused('a stand-in')]);
  assert.equal(issues({ category: 'News', updated_at: revised.updated_at, update_note: claim }), [refused('not set')]);
  assert.equal(issues({ ...revised, reviewed_at: '2026-11-20', update_note: claim }), []);
  assert.equal(issues({ ...revised, reviewed_at: pending, update_note: 'The urgent signs now say where to go.' }), []);
});

schema(
  'should find each article whose review is a stand-in, naming its file and field, for --release to refuse',
  () => {
    const data = postFrontMatterSchema.parse({
      ...post,
      reviewed_by: 'Helen Marsh',
      review_area: 'musculoskeletal',
      reviewed_at: pending,
      next_review: '2027-11-20',
    });
    const reviewed = postFrontMatterSchema.parse({
      ...post,
      reviewed_by: 'Helen Marsh',
      review_area: 'musculoskeletal',
      reviewed_at: '2026-11-20',
      next_review: '2027-11-20',
    });
    const problems = findItemStandIns({
      posts: [
        { file: 'posts/calf-pain.md', data },
        { file: 'posts/other.md', data: reviewed },
      ],
    });
    assert.equal(problems.map(formatProblem), [
      'posts/calf-pain.md: reviewed_at: this is a stand-in; ' +
        "replace it with the day a clinician reviews this article's advice",
    ]);
  },
);

schema('should show a review still to come as such, with no reviewer or date a patient could take for a check', () => {
  const reviewer = { name: 'Helen Marsh', profession: 'physiotherapist', path: '/team/helen-marsh/' };
  const note = (standIn: boolean) =>
    renderToStaticMarkup(
      createElement(ReviewNote, { reviewer, reviewedAt: '2026-11-20', nextReview: '2027-11-20', standIn }),
    );
  assert.match(
    note(true),
    'Clinical review to be confirmed by the clinic<span class="stand-in-mark"> (placeholder)</span>:',
  );
  assert.not.match(note(true), /Helen Marsh|2026|Reviewed by/);
  assert.match(note(false), 'Reviewed by <a href="/team/helen-marsh/">Helen Marsh</a>, physiotherapist, on <time');
});

schema.run();
