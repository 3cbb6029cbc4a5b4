import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Post } from '../../src/content/post';
import type { Taxon } from '../../src/content/site-model';
import { newRecall } from '../../build/reuse/recall';
import { NO_MEMO } from '../../src/lib/memo';
import { postCard, taxonLinks } from '../../templates/select';

const select = suite('what list pages select');

const post = (slug: string, html: string) =>
  Object.freeze({ slug, title: `Title ${slug}`, excerpt: 'An excerpt', html, category: 'News' }) as unknown as Post;
const taxon = (slug: string, count: number) =>
  ({ name: slug, slug, path: `/blog/tag/${slug}/`, posts: Array.from({ length: count }) }) as Taxon<unknown>;

select('postCard should give the very card of last build for a post whose body alone changed', () => {
  const memo = newRecall();
  const before = postCard(post('knee-pain', '<p>One</p>'), memo);
  assert.is(postCard(post('knee-pain', '<p>Two</p>'), memo), before);
  assert.ok(Object.isFrozen(before));
  const retitled = postCard(Object.freeze({ ...post('knee-pain', ''), title: 'New title' }) as Post, memo);
  assert.is.not(retitled, before);
  assert.is(retitled.title, 'New title');
});

select('postCard should remember nothing beyond the memo it is handed', () => {
  const memo = newRecall();
  const before = postCard(post('knee-pain', '<p>One</p>'), memo);
  assert.is.not(postCard(post('knee-pain', '<p>Two</p>'), newRecall()), before, 'another builder shares nothing');
  assert.is.not(postCard(post('knee-pain', '<p>Two</p>'), NO_MEMO), before, 'a build alone keeps nothing');
  memo.settle(0);
  memo.settle(0);
  assert.is.not(postCard(post('knee-pain', '<p>Three</p>'), memo), before, 'a build that asked for no card forgot it');
});

select('postCard should keep the card through every build that showed it, the post unchanged or not', () => {
  const memo = newRecall();
  const shown = post('knee-pain', '<p>One</p>');
  const before = postCard(shown, memo);
  memo.settle(0);
  assert.is(postCard(shown, memo), before, 'the same post, shown again');
  memo.settle(0);
  assert.is(postCard(post('knee-pain', '<p>Two</p>'), memo), before, 'its body edited two builds on');
});

select('postCard should carry a draft or scheduled post’s state, and no state key at all for a live post', () => {
  const live = postCard(post('knee-pain', ''), NO_MEMO);
  assert.not.ok('status' in live, 'a live card is as it was');
  const scheduled = Object.freeze({ ...post('knee-pain', ''), status: 'scheduled' }) as Post;
  assert.is(postCard(scheduled, NO_MEMO).status, 'scheduled');
  const memo = newRecall();
  const before = postCard(post('knee-pain', ''), memo);
  assert.is.not(postCard(scheduled, memo), before, 'a post scheduled since shows a new card');
});

select('taxonLinks should keep its list while the links say the same, and leave out taxa with too few posts', () => {
  const memo = newRecall();
  const first = taxonLinks([taxon('knee', 2), taxon('hip', 1)], memo, 2);
  assert.equal(first, [{ name: 'knee', slug: 'knee', path: '/blog/tag/knee/', count: 2 }]);
  assert.is(taxonLinks([taxon('knee', 2), taxon('hip', 1)], memo, 2), first, 'new taxa saying the same');
  assert.is.not(taxonLinks([taxon('knee', 2), taxon('hip', 1)], NO_MEMO, 2), first, 'no memo, no memory');
  const counted = taxonLinks([taxon('knee', 3), taxon('hip', 1)], memo, 2);
  assert.is.not(counted, first);
  assert.is(counted[0]?.count, 3);
  assert.equal(
    taxonLinks([taxon('knee', 3), taxon('hip', 1)], memo).map((link) => link.slug),
    ['knee', 'hip'],
  );
});

select.run();
