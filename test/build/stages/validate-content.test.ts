import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { z } from 'zod';
import { formatProblem } from '../../../build/problems';
import type { RawContent, RawEntry } from '../../../build/model';
import { validateContent, validFields } from '../../../build/stages/read/validate-content';
import { pageSchema } from '../../../src/content/page';
import { postFrontMatterSchema } from '../../../src/content/post';
import { serviceSchema } from '../../../src/content/service';
import { teamGroupsSchema } from '../../../src/content/team-member';
import { collections, description, member, page, post, service, dataOf, smallSite } from './small-site';
import { clinicSite } from '../../../templates/clinic-site';

const lines = (raw: RawContent, env = {}) => validateContent(raw, env, clinicSite).problems.map(formatProblem);
const withPost = (fields: object) => smallSite({ posts: [post('neck-pain', '2025-01-01T09:00:00+00:00', fields)] });

const validate = suite('validateContent');

validate('should find no problems in the small site and keep every file', () => {
  const { value, problems } = validateContent(smallSite(), {}, clinicSite);
  assert.equal(problems, []);
  for (const [name, entries] of Object.entries(collections())) {
    assert.ok(entries.length > 0, `the small site has ${name}`);
    const kept = value.entries[name]?.map((entry) => entry.file);
    assert.equal(
      kept,
      entries.map((entry) => entry.file),
      name,
    );
    assert.equal(value.failed[name], [], name);
  }
});

const badFields: [what: string, raw: RawContent, line: string][] = [
  [
    'a wrong type',
    withPost({ published: 'yes' }),
    'posts/neck-pain.md: published: must be true or false (found string)',
  ],
  [
    'a decimal where a whole number belongs',
    smallSite({ team: [member('Ann Lee', 1, { order: 1.5 })] }),
    'team/ann-lee.md: order: must be a whole number (found number)',
  ],
  [
    'a text where a list belongs',
    withPost({ tags: 'knee' }),
    'posts/neck-pain.md: tags: must be a list (found string)',
  ],
  [
    'an unknown field',
    withPost({ colour: 'red' }),
    'posts/neck-pain.md: (file): unknown field "colour" (check the spelling)',
  ],
  [
    'two unknown fields',
    withPost({ colour: 'red', shade: 1 }),
    'posts/neck-pain.md: (file): unknown fields "colour", "shade" (check the spelling)',
  ],
  [
    'a bad enum',
    withPost({ category: 'Gossip' }),
    'posts/neck-pain.md: category: must be one of: Conditions, Sports Injuries, News, General, Uncategorized, Free ' +
      'Articles',
  ],
  ['a missing required field', withPost({ title: undefined }), 'posts/neck-pain.md: title: is required'],
  [
    'an update date without a note',
    withPost({ updated_at: '2026-11-25T10:00:00+00:00' }),
    'posts/neck-pain.md: update_note: updated_at needs an update_note saying what changed',
  ],
  [
    'an update note without a date',
    withPost({ update_note: 'The advice on when to see a GP now follows NHS guidance.' }),
    'posts/neck-pain.md: updated_at: an update_note needs the date of the update',
  ],
  [
    'a bad date',
    withPost({ published_at: 'last Tuesday' }),
    'posts/neck-pain.md: published_at: must be an ISO date-time such as 2025-10-14T09:00:00+01:00',
  ],
  ['a bad id', withPost({ id: '42' }), 'posts/neck-pain.md: id: must be a UUID'],
  [
    'a bad slug',
    withPost({ slug: 'Neck Pain' }),
    'posts/neck-pain.md: slug: must be lowercase letters, digits and single hyphens',
  ],
  [
    'a service without a title',
    smallSite({ services: [service('pilates', 1, { title: undefined })] }),
    'services/pilates.md: title: is required',
  ],
  [
    'a member whose clinics is not a list',
    smallSite({ team: [member('Helen Marsh', 1, { clinics: 'earlsfield' })] }),
    'team/helen-marsh.md: clinics: must be a list (found string)',
  ],
  [
    'a page photo outside /images/',
    smallSite({ pages: [page('about', { image: 'room.jpg' })] }),
    'pages/about.md: image: must be a photo path such as /images/treatment-room.jpg',
  ],
  [
    'a bad field in a data file',
    smallSite({}, { clinics: [{ ...(dataOf('clinics') as unknown as object[])[0], phone: '123' }] }),
    'clinics.yaml: [0].phone: must be a UK number such as 020 7946 0321',
  ],
  [
    'a data file that is not a list',
    smallSite({}, { 'team-groups': { slug: 'pilates' } }),
    'team-groups.yaml: (file): must be a list (found object)',
  ],
];
for (const [what, raw, line] of badFields) {
  validate(`should report ${what} as file: field: message`, () => {
    assert.equal(lines(raw), [line]);
  });
}

validate('should report every problem of one file, in the order of its fields', () => {
  assert.equal(lines(withPost({ title: undefined, published: 'yes', category: 'Gossip', colour: 'red' })), [
    'posts/neck-pain.md: title: is required',
    'posts/neck-pain.md: published: must be true or false (found string)',
    'posts/neck-pain.md: category: must be one of: Conditions, Sports Injuries, News, General, Uncategorized, Free ' +
      'Articles',
    'posts/neck-pain.md: (file): unknown field "colour" (check the spelling)',
  ]);
});

validate('should put a failed post in failed with exactly the fields that passed their own schema', () => {
  const raw = withPost({ category: 'Gossip', colour: 'red', excerpt: '' });
  const { value } = validateContent(raw, {}, clinicSite);
  const source = raw.collections.posts[0] as RawEntry & { data: Record<string, unknown> };
  assert.equal(value.entries.posts, []);
  assert.equal(value.failed.posts, [
    {
      ...source,
      valid: {
        id: source.data.id,
        title: 'neck-pain',
        slug: 'neck-pain',
        author: 'Helen Marsh',
        published: true,
        published_at: '2025-01-01T09:00:00+00:00',
        created_at: '2025-01-01T09:00:00+00:00',
        reviewed_by: 'Helen Marsh',
        review_area: 'musculoskeletal',
        reviewed_at: '2098-01-01',
        next_review: '2099-01-01',
        tags: [],
      },
    },
  ]);
});

validate(
  'should keep the file of a failed member, page and service, and no valid fields from front matter that was not read',
  () => {
    const { value } = validateContent(
      smallSite({
        team: [member('Helen Marsh', 1, { order: 'first' })],
        services: [service('pilates', 1, { icon: 'rocket' })],
        pages: [{ ...page('about'), data: undefined }],
      }),
      {},
      clinicSite,
    );
    assert.equal(
      value.failed.team?.map((entry) => [entry.file, entry.valid.name, 'order' in entry.valid]),
      [['team/helen-marsh.md', 'Helen Marsh', false]],
    );
    assert.equal(
      value.failed.services?.map((entry) => [entry.file, entry.valid.title, entry.valid.team]),
      [['services/pilates.md', 'pilates', []]],
    );
    assert.equal(
      value.failed.pages?.map((entry) => [entry.file, entry.valid]),
      [['pages/about.md', {}]],
    );
  },
);

validate('should leave out a data file that failed, and keep the others', () => {
  const { value } = validateContent(smallSite({}, { pricing: { sections: 'none' } }), {}, clinicSite);
  assert.is(value.data.pricing, undefined);
  assert.ok(value.data.site && value.data.clinics && value.data.home);
});

const environments: [
  what: string,
  env: Record<string, string>,
  expect: (site: Record<string, unknown>) => unknown,
  wanted: unknown,
][] = [
  ['SITE_URL replaces the url', { SITE_URL: 'https://staging.example' }, (site) => site.url, 'https://staging.example'],
  [
    'EMAILJS_SERVICE_ID fills one emailjs field',
    { EMAILJS_SERVICE_ID: 'svc' },
    (site) => (site.emailjs as Record<string, unknown>).serviceId,
    'svc',
  ],
  [
    'REVIEWS_URL and REVIEWS_ANON_KEY fill reviews',
    { REVIEWS_URL: 'https://reviews.example', REVIEWS_ANON_KEY: 'k' },
    (site) => site.reviews,
    { url: 'https://reviews.example', anonKey: 'k' },
  ],
  ['no environment keeps site.yaml', {}, (site) => site.url, (dataOf('site').url as { standIn: string }).standIn],
];
for (const [what, env, pick, wanted] of environments) {
  validate(`should apply the environment before validating: ${what}`, () => {
    const { value, problems } = validateContent(smallSite(), env, clinicSite);
    assert.equal(problems, []);
    assert.equal(pick(value.data.site as Record<string, unknown>), wanted);
  });
}

validate('should validate site.yaml after the environment, so a bad override is reported', () => {
  assert.equal(lines(smallSite(), { SITE_URL: 'http://staging.example' }), [
    'site.yaml: url: must be an https:// address',
  ]);
  assert.equal(
    lines(smallSite({}, { site: { ...dataOf('site'), url: 'http://old.example' } }), {
      SITE_URL: 'https://new.example',
    }),
    [],
  );
});

const fields = suite('validFields');

const fieldCases: [what: string, schema: z.ZodType, value: unknown, wanted: Record<string, unknown>][] = [
  [
    'keep the fields that pass and drop those that fail',
    pageSchema,
    { title: 'About', description: 'short' },
    { title: 'About' },
  ],
  ['drop unknown fields', pageSchema, { title: 'About', colour: 'red' }, { title: 'About' }],
  [
    'leave out optional fields that are absent',
    pageSchema,
    { title: 'About', description },
    { title: 'About', description },
  ],
  ['give a field with a default its default', serviceSchema, { title: 'Yoga' }, { title: 'Yoga', team: [] }],
  [
    "keep a post's slug and author when its category is unknown",
    postFrontMatterSchema,
    { slug: 'neck-pain', author: 'Helen Marsh', category: 'Gossip' },
    { slug: 'neck-pain', author: 'Helen Marsh', tags: [] },
  ],
  ['give nothing for a schema that is not an object', teamGroupsSchema, [{ slug: 'pilates' }], {}],
  ['give nothing for a value that is not an object', pageSchema, 'About', {}],
  ['give nothing for null', pageSchema, null, {}],
  ['give nothing for undefined front matter', pageSchema, undefined, {}],
];
for (const [what, schema, value, wanted] of fieldCases) {
  fields(`should ${what}`, () => {
    assert.equal(validFields(schema, value), wanted);
  });
}

validate.run();
fields.run();
