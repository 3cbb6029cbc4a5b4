import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { articleLinks, MemberArticles } from '../../src/components/member-articles';
import { POSTS_PER_AUTHOR, postsBy } from '../../src/lib/listing';

const articles = suite("a team member's articles");

const post = (n: number, author: string) => ({ slug: `post-${n}`, title: `Post ${n}`, author, body: 'not shown' });
const posts = Array.from({ length: POSTS_PER_AUTHOR + 3 }, (_, n) => post(n, 'Helen Marsh'));
const mixed = [post(90, 'James Okafor'), ...posts, post(91, 'James Okafor')];

articles('should list the latest few and keep every other one, by that author alone', () => {
  const { latest, more } = postsBy(mixed, 'Helen Marsh');
  assert.equal(
    latest.map((p) => p.slug),
    posts.slice(0, POSTS_PER_AUTHOR).map((p) => p.slug),
  );
  assert.equal(
    more.map((p) => p.slug),
    posts.slice(POSTS_PER_AUTHOR).map((p) => p.slug),
  );
  assert.equal(articleLinks({ latest, more }).more[0], { slug: more[0]?.slug, title: more[0]?.title });
});

articles('should lead to every article: the rest behind a disclosure that says how many', () => {
  const html = renderToStaticMarkup(
    createElement(MemberArticles, { firstName: 'Helen', ...articleLinks(postsBy(mixed, 'Helen Marsh')) }),
  );
  for (const { slug } of posts) assert.ok(html.includes(`href="/blog/${slug}/"`), slug);
  assert.not.ok(html.includes('post-90'), "another author's article");
  assert.match(html, /<details class="more-articles"><summary>3 more articles by Helen<\/summary>/);
});

articles('should show no disclosure for a few articles, and nothing for none', () => {
  const few = renderToStaticMarkup(
    createElement(MemberArticles, { firstName: 'Anna', latest: [post(1, 'A')], more: [] }),
  );
  assert.match(few, /Articles by Anna/);
  assert.not.match(few, /<details/);
  assert.is(renderToStaticMarkup(createElement(MemberArticles, { firstName: 'Anna', latest: [], more: [] })), '');
});

articles.run();
