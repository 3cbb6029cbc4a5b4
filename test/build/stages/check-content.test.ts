import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { formatProblem } from '../../../build/problems';
import { checkContent } from '../../../build/stages/outline/check-content';
import type { RawContent, RawEntry } from '../../../build/model';
import { entitiesOf } from '../../../build/stages/outline/outline-site';
import { validateContent } from '../../../build/stages/read/validate-content';
import { collections, member, page, post, service, dataOf, smallSite, liveOnly, REQUIRED_PAGES } from './small-site';
import { clinicSite } from '../../../templates/clinic-site';

/** The problems of validation, then those of checkContent, as the build reports them. */
function report(raw: RawContent): string[] {
  const { value, problems } = liveOnly(validateContent(raw, {}, clinicSite));
  return [...problems, ...checkContent(value, entitiesOf(value, clinicSite), clinicSite)].map(formatProblem);
}

const base = collections();
const date = '2024-05-01T09:00:00+00:00';
/** A second file claiming `slug`, with a fresh id unless one is given. */
const copyOf = (slug: string, fields: object = {}): RawEntry => ({
  ...post(slug, date, fields),
  file: 'posts/zz-copy.md',
  name: 'zz-copy',
});
const postsWith = (...extra: RawEntry[]) => ({ posts: [...base.posts, ...extra] });
const withPhotos = (raw: RawContent, photos: string[]) => ({ ...raw, photos });
const category = 'category: must be one of: Conditions, Sports Injuries, News, General, Uncategorized, Free Articles';
const sameId = '11111111-1111-4111-8111-111111111111';
const kneeId = (base.posts[0]!.data as { id: string }).id;

const check = suite('checkContent');

check('should find nothing wrong with the small site', () => {
  assert.equal(report(smallSite()), []);
});

const cases: [what: string, raw: RawContent, lines: string[]][] = [
  [
    'a duplicate slug',
    smallSite(postsWith(copyOf('knee-pain'))),
    ['posts/zz-copy.md: slug: duplicate slug "knee-pain" (also in posts/knee-pain.md)'],
  ],
  [
    'a duplicate id',
    smallSite(postsWith(post('neck-pain', date, { id: sameId }), post('back-pain', date, { id: sameId }))),
    [`posts/neck-pain.md: id: duplicate id "${sameId}" (also in posts/back-pain.md)`],
  ],
  [
    'a duplicate slug and id between a valid post and one that failed its schema, in one run',
    smallSite(postsWith(copyOf('knee-pain', { category: 'Gossip', id: kneeId }))),
    [
      `posts/zz-copy.md: ${category}`,
      'posts/zz-copy.md: slug: duplicate slug "knee-pain" (also in posts/knee-pain.md)',
      `posts/zz-copy.md: id: duplicate id "${kneeId}" (also in posts/knee-pain.md)`,
    ],
  ],
  [
    "a draft repeating a live post's slug, which would clash the day it is published",
    smallSite(postsWith(copyOf('knee-pain', { published: false }))),
    ['posts/zz-copy.md: slug: duplicate slug "knee-pain" (also in posts/knee-pain.md)'],
  ],
  [
    'an unknown author',
    smallSite(postsWith(post('neck-pain', date, { author: 'Nobody Known' }))),
    ['posts/neck-pain.md: author: "Nobody Known" is not a team member'],
  ],
  [
    'an unknown author on a post that failed its schema',
    smallSite(postsWith(post('neck-pain', date, { author: 'Nobody Known', category: 'Gossip' }))),
    [`posts/neck-pain.md: ${category}`, 'posts/neck-pain.md: author: "Nobody Known" is not a team member'],
  ],
  [
    'no unknown author when the member failed their schema',
    smallSite({
      ...postsWith(post('neck-pain', date, { author: 'Ann Lee' })),
      team: [...base.team, member('Ann Lee', 3, { order: 'first' })],
    }),
    ['team/ann-lee.md: order: must be a number (found string)'],
  ],
  [
    "a member whose role is not in the clinic's list of roles",
    smallSite({ team: [...base.team, member('Ann Lee', 3, { role: 'Sports Massage Therapist' })] }),
    ['team/ann-lee.md: role: "Sports Massage Therapist" is not a role in roles.yaml'],
  ],
  [
    'no unknown role once the clinic has added it to its list, nor a registration for a role no physiotherapist holds',
    smallSite(
      { team: [...base.team, member('Ann Lee', 3, { role: 'Sports Massage Therapist', registration: undefined })] },
      {
        roles: [
          ...(dataOf('roles') as unknown as object[]),
          { name: 'Sports Massage Therapist', profession: 'sports massage therapist' },
        ],
      },
    ),
    [],
  ],
  [
    "a member whose role's profession is physiotherapist, without the registration patients can check",
    smallSite(
      { team: [...base.team, member('Ann Lee', 3, { role: 'Head of Clinic', registration: undefined })] },
      {
        roles: [...(dataOf('roles') as unknown as object[]), { name: 'Head of Clinic', profession: 'physiotherapist' }],
      },
    ),
    ['team/ann-lee.md: registration: a physiotherapist needs their HCPC registration number, which patients can check'],
  ],
  [
    'a tag without letters or digits',
    smallSite(postsWith(post('neck-pain', date, { tags: ['neck', '!!!'] }))),
    ['posts/neck-pain.md: tags[1]: "!!!" has no letters or digits to make its page address from'],
  ],
  [
    'a post photo without alt text',
    withPhotos(smallSite(postsWith(post('neck-pain', date, { image_url: '/images/neck.jpg' }))), ['neck.jpg']),
    ['posts/neck-pain.md: image_alt: a photo needs a description of what it shows'],
  ],
  [
    'no alt text needed for a post picture that is not a photo of content/images/',
    smallSite(postsWith(post('neck-pain', date, { image_url: 'https://example.com/neck.jpg' }))),
    [],
  ],
  [
    'a member photo that is missing',
    smallSite({ team: [member('Helen Marsh', 1, { groups: ['pilates'], image: '/images/helen.jpg' }), base.team[1]!] }),
    ['team/helen-marsh.md: image: no photo /images/helen.jpg in content/images/'],
  ],
  [
    'a member file named after someone else',
    smallSite({ team: [{ ...base.team[0]!, file: 'team/helen.md', name: 'helen' }, base.team[1]!] }),
    ['team/helen.md: name: file must be named helen-marsh.md to match the name'],
  ],
  [
    'a member at an unknown clinic',
    smallSite({ team: [member('Helen Marsh', 1, { clinics: ['earlsfield', 'putney'] }), base.team[1]!] }),
    ['team/helen-marsh.md: clinics[1]: no clinic with slug "putney"'],
  ],
  [
    'a service naming an unknown member',
    smallSite({ services: [service('pilates', 1, { team: ['helen-marsh', 'nobody'] })] }),
    ['services/pilates.md: team[1]: no team member with slug "nobody"'],
  ],
  [
    'a page photo that is missing and has no alt text',
    smallSite({ pages: [...base.pages, page('clinic', { image: '/images/room.jpg' })] }),
    [
      'pages/clinic.md: image: no photo /images/room.jpg in content/images/',
      'pages/clinic.md: image_alt: a photo needs a description of what it shows',
    ],
  ],
  [
    'missing required pages',
    smallSite({ pages: base.pages.filter((entry) => !['pages/terms.md', 'pages/about.md'].includes(entry.file)) }),
    ['pages/about.md: page is missing', 'pages/terms.md: page is missing'],
  ],
  [
    'no missing page when the page failed its schema',
    smallSite({ pages: [page('about', { description: undefined }), ...base.pages.slice(1)] }),
    ['pages/about.md: description: is required'],
  ],
];
for (const [what, raw, lines] of cases) {
  check(`should report ${what}`, () => {
    assert.equal(report(raw), lines);
  });
}

const home = dataOf('home');
const references: [what: string, data: Record<string, unknown>, lines: string[]][] = [
  [
    'home.yaml services',
    { home: { ...home, services: ['pilates', 'yoga'] } },
    ['home.yaml: services[1]: no service with slug "yoga"'],
  ],
  [
    'home.yaml conditions',
    { home: { ...home, conditions: ['elbow'] } },
    ['home.yaml: conditions[0]: no post with slug "elbow"'],
  ],
  [
    'home.yaml popularPosts',
    { home: { ...home, popularPosts: ['hip-pain', 'elbow'] } },
    ['home.yaml: popularPosts[1]: no post with slug "elbow"'],
  ],
  [
    'home.yaml popularPosts naming an unpublished post, which the list leaves out',
    { home: { ...home, popularPosts: ['draft'] } },
    [],
  ],
  [
    'home.yaml conditions naming an unpublished post',
    { home: { ...home, conditions: ['draft'] } },
    ['home.yaml: conditions[0]: "draft" is posts/draft.md (a draft), which this build leaves out'],
  ],
  [
    'navigation.yaml featuredPosts',
    { navigation: { ...dataOf('navigation'), featuredPosts: ['knee-pain', 'elbow'] } },
    ['navigation.yaml: featuredPosts[1]: no post with slug "elbow"'],
  ],
  [
    'conditions.yaml',
    { conditions: [{ title: 'Elbow', slug: 'elbow', description: 'Elbow pain.', icon: 'bone' }] },
    ['conditions.yaml: slug[0]: no post with slug "elbow"'],
  ],
];
for (const [what, data, lines] of references) {
  check(`should report a reference from ${what} to a missing slug`, () => {
    assert.equal(report(smallSite({}, data)), lines);
  });
}

check('should not report again a reference to a post, member, service or page that failed its schema', () => {
  const raw = smallSite({
    posts: base.posts.map((entry) =>
      entry.name === 'hip-pain' ? post('hip-pain', date, { category: 'Gossip' }) : entry,
    ),
    team: [member('Helen Marsh', 1, { role: 'Boss' }), base.team[1]!],
    services: [service('pilates', 1, { icon: 'rocket', team: ['helen-marsh'] })],
  });
  const lines = report(raw);
  assert.equal(
    lines.filter((line) => !/: (category|role|icon): /.test(line)),
    [],
  );
  assert.equal(lines.length, 3, 'one schema problem in each failed file');
});

check('should check references without home.yaml and navigation.yaml when they failed', () => {
  const lines = report(smallSite({ pages: base.pages.slice(1) }, { home: { hero: 1 }, navigation: { header: 1 } }));
  assert.ok(lines.includes(`pages/${REQUIRED_PAGES[0]}.md: page is missing`), lines.join('\n'));
  assert.not.ok(
    lines.some((line) => /no (post|service) with slug/.test(line)),
    lines.join('\n'),
  );
});

check.run();
