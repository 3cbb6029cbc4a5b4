import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { formatProblem } from '../../../build/problems';
import { withMemory } from '../../../build/reuse/memory';
import { newRecall, partsOf, type Recall } from '../../../build/reuse/recall';
import { checkChronology, checkSiteChronology, type DatedPost } from '../../../build/stages/checks/check-chronology';
import { paths } from '../../../src/lib/routes';
import { clinicSite } from '../../../templates/clinic-site';

const post = (slug: string, published_at: string, updated_at?: string): DatedPost => ({
  file: `posts/${slug}.md`,
  slug,
  published_at,
  ...(updated_at ? { updated_at } : {}),
});
const posts = [
  post('old', '2012-03-12T09:00:00+00:00'),
  post('old-updated', '2012-03-12T09:00:00+00:00', '2016-05-03T09:00:00+01:00'),
  post('old-updated-early', '2012-03-12T09:00:00+00:00', '2014-01-01T09:00:00+00:00'),
  post('new', '2016-05-03T09:00:00+01:00'),
];
const later = 'links to /blog/new/ (posts/new.md, published 3 May 2016), which is later than this post (12 March 2012)';

const check = suite('checkChronology');
const cases: [name: string, file: string, links: string[], expected: string[]][] = [
  [
    'a link to a later post with no updated_at',
    'posts/old.md',
    ['/blog/new/'],
    [`posts/old.md: body: ${later} and its last update; remove the link or set updated_at`],
  ],
  [
    'an update dated before the linked post',
    'posts/old-updated-early.md',
    ['/blog/new/'],
    [
      `posts/old-updated-early.md: body: ${later} and its last update (1 January 2014); remove the link or set ` +
        `updated_at`,
    ],
  ],
  ["an update on the linked post's date", 'posts/old-updated.md', ['/blog/new/'], []],
  ['a link to an earlier post', 'posts/new.md', ['/blog/old/'], []],
  [
    'a link to itself and to pages that are not posts',
    'posts/old.md',
    ['/blog/old/', '/contact/', '/blog/', 'https://example.org/blog/new/'],
    [],
  ],
  [
    'the same later post linked twice, once with a fragment',
    'posts/old.md',
    ['/blog/new/', '/blog/new/#dose'],
    [`posts/old.md: body: ${later} and its last update; remove the link or set updated_at`],
  ],
  ['a link from a file that is not a post', 'pages/about.md', ['/blog/new/'], []],
];
for (const [name, file, links, expected] of cases) {
  check(`should ${expected.length ? 'warn about' : 'accept'} ${name}`, () => {
    assert.equal(checkChronology(posts, [{ file, links }], paths.post).map(formatProblem), expected);
  });
}

check('should compare instants, not the text of dates in different offsets', () => {
  // b reads as the later date but was published a quarter of an hour before a.
  const sameDay = [post('a', '2020-05-31T23:30:00+00:00'), post('b', '2020-06-01T00:15:00+01:00')];
  assert.equal(checkChronology(sameDay, [{ file: 'posts/a.md', links: ['/blog/b/'] }], paths.post), []);
});
check.run();

const kept = suite('checkSiteChronology: in a process that keeps its last build');
kept(
  "should keep each collection's lookups by its dates and addresses, and each source's warnings by its links",
  () => {
    const recall = newRecall();
    const slots: [slot: string, inputs: unknown[]][] = [];
    const recording: Recall = {
      ...recall,
      same: (slot, inputs, make) => (slots.push([slot, [...inputs]]), recall.same(slot, inputs, make)),
      sameParts: (slot, value, make) => (slots.push([slot, partsOf(value)]), recall.sameParts(slot, value, make)),
    };
    const links = ['/blog/new/'];
    const build = () =>
      withMemory(recording, () =>
        checkSiteChronology(
          { posts: posts.map((item) => ({ ...item })) },
          [{ file: 'posts/old.md', links }],
          clinicSite,
        ),
      );
    const first = build();
    assert.is(first.length, 1);
    const items = posts.map(({ file, slug, published_at, updated_at }) => ({ file, slug, published_at, updated_at }));
    const dated = partsOf({ items, path: clinicSite.collections.posts!.path });
    assert.equal(
      slots.map(([slot, inputs]) => [slot, slot.startsWith('dated') ? inputs : inputs.slice(1)]),
      [
        ['dated posts', dated],
        ['chronology posts posts/old.md ', ['posts/old.md', undefined, links]],
      ],
    );
    assert.is(build()[0], first[0], 'equal posts in new objects: the same warning, kept');
  },
);
kept.run();
