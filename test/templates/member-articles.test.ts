import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { articleLinks, MemberArticles } from '../../src/components/member-articles';
import { POSTS_PER_AUTHOR, postsBy } from '../../src/lib/listing';
import { stateNotice } from '../../src/lib/publishing';

const articles = suite("a team member's articles");

const post = (n: number, author: string) => ({
  slug: `post-${n}`,
  title: `Post ${n}`,
  author,
  published_at: '2027-03-03T09:00:00+00:00',
  body: 'not shown',
});
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

articles('should mark a draft or scheduled article in words, as its card does, and no live one', () => {
  const draft = { ...post(1, 'Helen Marsh'), status: 'draft' as const };
  const scheduled = { ...post(2, 'Helen Marsh'), status: 'scheduled' as const };
  const live = post(3, 'Helen Marsh');
  const links = articleLinks({ latest: [draft, live], more: [scheduled] });
  const html = renderToStaticMarkup(createElement(MemberArticles, { firstName: 'Helen', ...links }));
  const item = (slug: string) => html.match(new RegExp(`<li><a href="/blog/${slug}/">.*?</li>`))?.[0] ?? '';
  assert.is(
    item('post-1'),
    '<li><a href="/blog/post-1/">Post 1</a><p class="status-mark">Draft: not on the live site</p></li>',
  );
  assert.match(item('post-2'), `<p class="status-mark">${stateNotice('scheduled', scheduled.published_at)}</p>`);
  assert.match(item('post-2'), 'Scheduled for 3 March 2027');
  assert.is(item('post-3'), '<li><a href="/blog/post-3/">Post 3</a></li>');
  assert.equal(
    links.latest[1],
    { slug: 'post-3', title: 'Post 3' },
    "a live post's date is left out: no mark shows it",
  );
});

articles.run();
