import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { feedItems, feedXml } from '../../../build/stages/outputs/feed';
import type { Registry } from '../../../src/content/registry';
import type { Site } from '../../../src/content/site';
import { collections } from '../../../src/content/collections';

const feed = suite('the feed');

const site = { name: 'Clinic', url: 'https://clinic.example', description: 'Physiotherapy.' } as Site;
const post = (slug: string, published_at: string, status?: string) => ({
  file: `posts/${slug}.md`,
  slug,
  id: `00000000-0000-4000-8000-00000000000${slug.length}`,
  title: `Post ${slug}`,
  published_at,
  author: 'Helen Marsh',
  category: 'News',
  excerpt: `About ${slug}.`,
  ...(status ? { status } : {}),
});
const event = (slug: string, date: string) => ({
  file: `events/${slug}.md`,
  slug,
  title: `Event ${slug}`,
  date,
  description: `Come to ${slug}.`,
});
// Only what the feed reads of a collection: its addresses and what it says of an item.
const events = {
  path: (slug: string) => `/events/${slug}/`,
  feed: (item: ReturnType<typeof event>) => ({ title: item.title, published: item.date, excerpt: item.description }),
};
const registry = { collections: { posts: collections.posts, events } } as unknown as Registry;

feed('should list live items only, each at its collection’s address, as its collection says it', () => {
  const model = { posts: [post('b', '2026-03-01T09:00:00Z'), post('draft', '2026-04-01T09:00:00Z', 'draft')] };
  const items = feedItems(model, { collections: { posts: collections.posts } } as unknown as Registry);
  assert.equal(
    items.map(({ path, title }) => [path, title]),
    [['/blog/b/', 'Post b']],
  );
});

feed('should keep one collection’s own order, and merge several newest first', () => {
  // Posts in the order the site lists them, which a merge must not reorder among themselves.
  const posts = [post('late', '2026-03-01T09:00:00+01:00'), post('early', '2026-01-01T09:00:00Z')];
  assert.equal(
    feedItems({ posts }, { collections: { posts: collections.posts } } as unknown as Registry).map((i) => i.path),
    ['/blog/late/', '/blog/early/'],
  );
  const merged = feedItems({ posts, events: [event('fair', '2026-02-01')] }, registry);
  assert.equal(
    merged.map((item) => item.path),
    ['/blog/late/', '/events/fair/', '/blog/early/'],
  );
});

feed('should give an item without an id its address as guid, and leave out what it does not say', () => {
  const xml = feedXml(site, feedItems({ posts: [], events: [event('fair', '2026-02-01')] }, registry));
  const link = 'https://clinic.example/events/fair/';
  assert.match(
    xml,
    `<item><title>Event fair</title><link>${link}</link><guid isPermaLink="true">${link}</guid>` +
      '<pubDate>Sun, 01 Feb 2026 00:00:00 GMT</pubDate><description>Come to fair.</description></item>',
  );
  assert.match(xml, '<lastBuildDate>Sun, 01 Feb 2026 00:00:00 GMT</lastBuildDate>');
});

feed('should say of a post its id, author and category', () => {
  const xml = feedXml(site, feedItems({ posts: [post('b', '2026-03-01T09:00:00Z')] }, registry));
  assert.match(xml, '<guid isPermaLink="false">urn:uuid:00000000-0000-4000-8000-000000000001</guid>');
  assert.match(xml, '<dc:creator>Helen Marsh</dc:creator><category>News</category>');
});

feed.run();
