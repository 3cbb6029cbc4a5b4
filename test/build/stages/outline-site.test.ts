import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { formatProblem } from '../../../build/problems';
import type { RawContent } from '../../../build/model';
import { entitiesOf, outlineSite } from '../../../build/stages/outline/outline-site';
import { validateContent } from '../../../build/stages/read/validate-content';
import type { SiteOutline } from '../../../src/content/site-model';
import { collections, dataOf, member, page, post, service, smallSite, liveOnly } from './small-site';
import { clinicSite } from '../../../templates/clinic-site';

const base = collections();
const valid = (raw: RawContent) => liveOnly(validateContent(raw, {}, clinicSite)).value;
const outlineOf = (raw: RawContent) => {
  const { value, problems } = outlineSite(valid(raw), clinicSite);
  return { outline: value as SiteOutline, lines: problems.map(formatProblem) };
};
const slugs = (list: { slug: string }[]) => list.map((item) => item.slug);
const copy = { ...post('knee-pain', '2024-01-01T09:00:00+00:00'), file: 'posts/zz-copy.md', name: 'zz-copy' };
const duplicate = 'posts/zz-copy.md: slug: duplicate slug "knee-pain" (also in posts/knee-pain.md)';

const entities = suite('entitiesOf');

const orders: [
  what: string,
  raw: RawContent,
  pick: (content: ReturnType<typeof entitiesOf>) => string[],
  wanted: string[],
][] = [
  ['posts newest first, published only', smallSite(), (e) => slugs(e.posts), ['knee-pain', 'running-club', 'hip-pain']],
  [
    'posts of one moment by slug',
    smallSite({ posts: [post('b-post', '2025-01-01T09:00:00+00:00'), post('a-post', '2025-01-01T09:00:00+00:00')] }),
    (e) => slugs(e.posts),
    ['a-post', 'b-post'],
  ],
  [
    'the team by order, with slugs from their names',
    smallSite({ team: [member('Tom Gallagher', 2), member('Helen Marsh', 1)] }),
    (e) => slugs(e.team),
    ['helen-marsh', 'tom-gallagher'],
  ],
  [
    'services by order, with slugs from their file names',
    smallSite({ services: [service('yoga', 2), service('pilates', 1)] }),
    (e) => slugs(e.services),
    ['pilates', 'yoga'],
  ],
  [
    'pages in file order, with slugs from their file names',
    smallSite({ pages: [page('terms'), page('about', { title: 'About us' })] }),
    (e) => slugs(e.pages),
    ['terms', 'about'],
  ],
  [
    'no entities for files that failed their schema',
    smallSite({ posts: [post('knee-pain', '2025-01-01T09:00:00+00:00', { category: 'Gossip' })] }),
    (e) => slugs(e.posts),
    [],
  ],
];
for (const [what, raw, pick, wanted] of orders) {
  entities(`should list ${what}`, () => {
    assert.equal(pick(entitiesOf(valid(raw), clinicSite)), wanted);
  });
}

entities("should keep each entity's file and front matter", () => {
  const { posts, team } = entitiesOf(valid(smallSite()), clinicSite);
  assert.equal(
    [posts[0]!.file, posts[0]!.title, posts[0]!.tags],
    ['posts/knee-pain.md', 'knee-pain', ['knee', 'running']],
  );
  assert.equal(
    [team[0]!.file, team[0]!.name, team[0]!.groups],
    ['team/helen-marsh.md', 'Helen Marsh', ['physiotherapists', 'pilates']],
  );
});

const outline = suite('outlineSite');
const small = outlineOf(smallSite());

outline('should find no problems in the small site', () => {
  assert.equal(small.lines, []);
});

outline('should list published posts newest first, and look them up by slug', () => {
  assert.equal(slugs(small.outline.posts), ['knee-pain', 'running-club', 'hip-pain']);
  assert.equal([...small.outline.postBySlug.keys()], ['knee-pain', 'running-club', 'hip-pain']);
  assert.is(small.outline.postBySlug.get('hip-pain'), small.outline.posts[2]);
});

const taxa: [
  what: string,
  raw: RawContent,
  pick: (o: SiteOutline) => [string, string, string[]][],
  wanted: [string, string, string[]][],
][] = [
  [
    'categories biggest first',
    smallSite(),
    (o) => o.categories.map((t) => [t.name, t.path, slugs(t.posts)]),
    [
      ['Conditions', '/blog/category/conditions/', ['knee-pain', 'hip-pain']],
      ['News', '/blog/category/news/', ['running-club']],
    ],
  ],
  [
    "tags biggest first, ties by name, merged by slug under the newest post's name",
    smallSite(),
    (o) => o.tags.map((t) => [t.name, t.slug, slugs(t.posts)]),
    [
      ['running', 'running', ['knee-pain', 'running-club', 'hip-pain']],
      ['hip', 'hip', ['hip-pain']],
      ['knee', 'knee', ['knee-pain']],
    ],
  ],
  [
    'a post once in a tag it names twice',
    smallSite(
      { posts: [post('knee-pain', '2025-01-01T09:00:00+00:00', { tags: ['Knee Pain', 'knee-pain'] })] },
      { home: { ...dataOf('home'), popularPosts: [] } },
    ),
    (o) => o.tags.map((t) => [t.name, t.slug, slugs(t.posts)]),
    [['Knee Pain', 'knee-pain', ['knee-pain']]],
  ],
  [
    'no tag for a name without letters',
    smallSite(
      { posts: [post('knee-pain', '2025-01-01T09:00:00+00:00', { tags: ['!!!', 'knee'] })] },
      { home: { ...dataOf('home'), popularPosts: [] } },
    ),
    (o) => o.tags.map((t) => [t.name, t.slug, slugs(t.posts)]),
    [['knee', 'knee', ['knee-pain']]],
  ],
];
for (const [what, raw, pick, wanted] of taxa) {
  outline(`should list ${what}`, () => {
    assert.equal(pick(outlineOf(raw).outline), wanted);
  });
}

outline('should give each post its related posts, best first', () => {
  assert.equal(
    [...small.outline.related].map(([slug, list]) => [slug, slugs(list)]),
    [
      ['knee-pain', ['hip-pain', 'running-club']],
      ['running-club', ['knee-pain', 'hip-pain']],
      ['hip-pain', ['knee-pain', 'running-club']],
    ],
  );
  for (const list of small.outline.related.values())
    for (const item of list) assert.ok(small.outline.posts.includes(item));
});

const homeLists: [what: string, home: object, latest: string[], popular: string[]][] = [
  [
    "home.yaml's counts and slugs",
    { latestPosts: 2, popularPosts: ['hip-pain'] },
    ['knee-pain', 'running-club'],
    ['hip-pain'],
  ],
  [
    "popular posts in home.yaml's order",
    { latestPosts: 1, popularPosts: ['hip-pain', 'knee-pain'] },
    ['knee-pain'],
    ['hip-pain', 'knee-pain'],
  ],
  [
    'no more latest posts than there are',
    { latestPosts: 9, popularPosts: ['hip-pain'] },
    ['knee-pain', 'running-club', 'hip-pain'],
    ['hip-pain'],
  ],
];
for (const [what, fields, latest, popular] of homeLists) {
  outline(`should list latest and popular posts from ${what}`, () => {
    const { outline: o } = outlineOf(smallSite({}, { home: { ...dataOf('home'), ...fields } }));
    assert.equal([slugs(o.latestPosts), slugs(o.popularPosts)], [latest, popular]);
  });
}

outline('should leave out a popular post that is not published, and not refuse it', () => {
  const { outline: o, lines } = outlineOf(
    smallSite({}, { home: { ...dataOf('home'), popularPosts: ['draft', 'hip-pain'] } }),
  );
  assert.equal(slugs(o.popularPosts), ['hip-pain']);
  assert.equal(lines, []);
});

outline("should put the team in order, and each team group's members in it", () => {
  assert.equal(slugs(small.outline.team), ['helen-marsh', 'tom-gallagher']);
  assert.equal(
    small.outline.teamGroups.map((group) => [group.slug, slugs(group.members)]),
    [
      ['physiotherapists', ['helen-marsh']],
      ['massage-therapists', ['tom-gallagher']],
      ['pilates', ['helen-marsh']],
      ['womens-health', []],
    ],
  );
  assert.is(small.outline.teamBySlug.get('tom-gallagher'), small.outline.team[1]);
  assert.is(small.outline.serviceBySlug.get('pilates'), small.outline.services[0]);
  assert.equal(
    slugs(small.outline.pages),
    base.pages.map((entry) => entry.name),
  );
  assert.is(small.outline.pageBySlug.get(base.pages[0]!.name), small.outline.pages[0]);
});

const incomplete: [what: string, data: Record<string, unknown>][] = [
  ['a missing data file', { pricing: undefined }],
  ['a data file that failed its schema', { 'team-groups': [] }],
];
for (const [what, data] of incomplete) {
  outline(`should give no outline for ${what}, and still the problems between files`, () => {
    const { value, problems } = outlineSite(valid(smallSite({ posts: [...base.posts, copy] }, data)), clinicSite);
    assert.is(value, undefined);
    assert.equal(problems.map(formatProblem), [duplicate]);
  });
}

outline('should give the route table and its address problems, not throw, for a page at a built-in address', () => {
  const { outline: o, lines } = outlineOf(smallSite({ pages: [...base.pages, page('blog')] }));
  assert.equal(lines, [
    "pages/blog.md: (file name): the address /blog/ is also the site's own blog page; rename the file",
  ]);
  assert.equal(
    o.routes.filter((route) => route.path === '/blog/').map((route) => route.template),
    ['page', 'blog'],
  );
});

outline('should report problems between files and of addresses in one run', () => {
  const { lines } = outlineOf(smallSite({ posts: [...base.posts, copy], pages: [...base.pages, page('search')] }));
  assert.equal(lines, [
    duplicate,
    "pages/search.md: (file name): the address /search/ is also the site's own search page; rename the file",
  ]);
});

entities.run();
outline.run();
