import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { formatProblem } from '../../../build/problems';
import { checkReviewers } from '../../../build/stages/checks/reviewers';
import { clinicSite } from '../../../templates/clinic-site';

const team = [
  { file: 'team/priya-raman.md', slug: 'priya-raman', name: 'Priya Raman', reviews: ['pelvic-health'] },
  { file: 'team/helen-marsh.md', slug: 'helen-marsh', name: 'Helen Marsh', reviews: ['musculoskeletal', 'sports'] },
  { file: 'team/anna-kowalska.md', slug: 'anna-kowalska', name: 'Anna Kowalska', reviews: [] },
];
const post = (slug: string, reviewed_by: string, review_area: string, next_review: string) => ({
  file: `posts/${slug}.md`,
  slug,
  reviewed_by,
  review_area,
  next_review,
});
const judge = (posts: object[]) => checkReviewers({ posts, team }, clinicSite).map(formatProblem);
/** Four posts due on four days, reviewed within their areas: nothing to say. */
const spread = [
  post('a', 'Priya Raman', 'pelvic-health', '2027-01-10'),
  post('b', 'Helen Marsh', 'sports', '2027-04-10'),
  post('c', 'Helen Marsh', 'musculoskeletal', '2027-07-10'),
  post('d', 'Priya Raman', 'pelvic-health', '2027-10-10'),
];

const areas = suite('checkReviewers: areas');
areas('should let each clinician review within their areas', () => {
  assert.equal(judge(spread), []);
});
areas('should refuse a reviewer outside the article area, naming the areas they review', () => {
  const posts = [...spread.slice(1), post('a', 'Helen Marsh', 'pelvic-health', '2027-01-10')];
  assert.equal(judge(posts), [
    'posts/a.md: reviewed_by: Helen Marsh reviews musculoskeletal, sports, not pelvic-health: ' +
      'choose a reviewer whose ' +
      'reviews include pelvic-health, or correct the area',
  ]);
});
areas('should refuse a reviewer who reviews no area', () => {
  const posts = [...spread.slice(1), post('a', 'Anna Kowalska', 'sports', '2027-01-10')];
  assert.equal(judge(posts), [
    'posts/a.md: reviewed_by: Anna Kowalska reviews none, not sports: choose a reviewer whose reviews include ' +
      'sports, or correct the area',
  ]);
});

const days = suite('checkReviewers: reviews spread over the year');
days('should refuse more than a quarter of the reviews due on one day, naming each article', () => {
  const posts = [
    ...spread,
    ...['e', 'f', 'g', 'h'].map((slug) => post(slug, 'Priya Raman', 'pelvic-health', '2027-11-27')),
  ];
  const crowded = (slug: string) =>
    `posts/${slug}.md: next_review: 4 of 8 reviews fall due on 27 November 2027, more than a quarter (2): spread ` +
    'them over the year so they do not all stop the release build at once';
  assert.equal(judge(posts), ['e', 'f', 'g', 'h'].map(crowded));
});
days('should let a quarter fall due on one day', () => {
  const posts = [...spread, ...['e', 'f'].map((slug) => post(slug, 'Priya Raman', 'pelvic-health', '2027-11-27'))];
  assert.equal(
    judge([
      ...posts,
      post('g', 'Helen Marsh', 'sports', '2027-02-01'),
      post('h', 'Helen Marsh', 'sports', '2027-03-01'),
    ]),
    [],
  );
});

areas.run();
days.run();
