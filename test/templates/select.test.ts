import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Post } from '../../src/content/post';
import type { Taxon } from '../../src/content/site-model';
import { postCard, taxonLinks } from '../../templates/select';

const select = suite('what list pages select');

const post = (slug: string, html: string) =>
  Object.freeze({ slug, title: `Title ${slug}`, excerpt: 'An excerpt', html, category: 'News' }) as unknown as Post;
const taxon = (slug: string, count: number) =>
  ({ name: slug, slug, path: `/blog/tag/${slug}/`, posts: Array.from({ length: count }) }) as Taxon<unknown>;

select('postCard should give the very card of last time for a post whose body alone changed', () => {
  const before = postCard(post('knee-pain', '<p>One</p>'));
  assert.is(postCard(post('knee-pain', '<p>Two</p>')), before);
  assert.ok(Object.isFrozen(before));
  const retitled = postCard(Object.freeze({ ...post('knee-pain', ''), title: 'New title' }) as Post);
  assert.is.not(retitled, before);
  assert.is(retitled.title, 'New title');
});

select('taxonLinks should keep its list while the links say the same, and leave out taxa with too few posts', () => {
  const first = taxonLinks([taxon('knee', 2), taxon('hip', 1)], 2);
  assert.equal(first, [{ name: 'knee', slug: 'knee', path: '/blog/tag/knee/', count: 2 }]);
  assert.is(taxonLinks([taxon('knee', 2), taxon('hip', 1)], 2), first, 'new taxa saying the same');
  const counted = taxonLinks([taxon('knee', 3), taxon('hip', 1)], 2);
  assert.is.not(counted, first);
  assert.is(counted[0]?.count, 3);
  assert.equal(
    taxonLinks([taxon('knee', 3), taxon('hip', 1)]).map((link) => link.slug),
    ['knee', 'hip'],
  );
});

select.run();
