import { reuseFor } from '../reuse/fake-code';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { suite } from 'uvu';
import { liveOnly } from './small-site';
import * as assert from 'uvu/assert';
import { attachBodies } from '../../../build/stages/attach/attach-bodies';
import { dataFileNames, loadContent } from '../../../build/stages/read/load-content';
import type { RawContent, RawEntry } from '../../../build/model';
import { outlineSite } from '../../../build/stages/outline/outline-site';
import { startBodies } from '../../../build/stages/bodies/render-bodies';
import { validateContent } from '../../../build/stages/read/validate-content';
import type { RasterEntry, RasterManifest } from '../../../src/content/images';
import type { ModelItems, OutlineItems } from '../../../src/content/collections';
import type { ItemTypes, SiteOutline, SiteShape } from '../../../src/content/site-model';
import { clinicSite } from '../../../templates/clinic-site';
import { withMemory } from '../../../build/reuse/memory';
import { newRecall } from '../../../build/reuse/recall';
import { withStore } from '../../../build/reuse/memory';

// The data files are the site's own, read by the real loader from a folder holding only them;
// the collections are a few entries written here.
/** A clinical article's review, which every post in Conditions carries. */
const reviewed = {
  reviewed_by: 'Helen Marsh',
  review_area: 'musculoskeletal',
  reviewed_at: '2025-01-01',
  next_review: '2099-01-01',
};
const root = fileURLToPath(new URL('../../../', import.meta.url));
const temp = await mkdtemp(path.join(tmpdir(), 'clinic-attach-'));
for (const name of dataFileNames(clinicSite))
  await copyFile(path.join(root, 'content', `${name}.yaml`), path.join(temp, `${name}.yaml`));
const loaded = (await loadContent(temp, path.join(temp, 'public'), clinicSite)).value;
await rm(temp, { recursive: true, force: true });

const entry = (file: string, data: object, body: string): RawEntry => ({
  file,
  name: path.posix.basename(file, '.md'),
  data,
  body,
});
const post = (slug: string, published_at: string, fields: object, body: string) =>
  entry(
    `posts/${slug}.md`,
    {
      id: crypto.randomUUID(),
      title: slug,
      slug,
      author: 'Helen Marsh',
      published: true,
      published_at,
      created_at: published_at,
      ...fields,
    },
    body,
  );
const member = (slug: string, name: string, order: number, fields: object, body: string) =>
  entry(
    `team/${slug}.md`,
    {
      name,
      role: 'Physiotherapist',
      order,
      qualifications: 'BSc',
      specialisms: [],
      clinics: ['earlsfield'],
      registration: { hcpc: 'PH00000' },
      summary: `${name}, physiotherapist.`,
      ...fields,
    },
    body,
  );
const description = 'A page of the clinic site that says what it is for in at least fifty characters.';

const raw: RawContent = {
  ...loaded,
  data: {
    ...loaded.data,
    home: {
      file: 'home.yaml',
      value: { ...(loaded.data.home!.value as object), latestPosts: 2, popularPosts: ['hip-pain', 'knee-pain'] },
    },
    pricing: {
      file: 'pricing.yaml',
      value: { ...(loaded.data.pricing!.value as object), note: 'Fees are **per session**.' },
    },
  },
  collections: {
    posts: [
      post(
        'knee-pain',
        '2025-03-01T09:00:00+00:00',
        {
          excerpt: 'Knee pain, explained.',
          category: 'Conditions',
          ...reviewed,
          tags: ['knee', 'running'],
          image_url: '/images/knee.jpg',
          image_alt: 'A knee',
        },
        'Rest, then **move**.',
      ),
      post(
        'running-club',
        '2025-02-01T09:00:00+00:00',
        { category: 'News', tags: ['running'] },
        'Join our [running club](/contact/) on Saturdays.',
      ),
      post(
        'hip-pain',
        '2025-01-01T09:00:00+00:00',
        {
          category: 'Conditions',
          ...reviewed,
          tags: ['hip', 'running'],
          image_url: '/images/not-in-the-manifest.jpg',
          image_alt: 'A hip',
        },
        '## Causes\n\nMostly tendons.',
      ),
      post('draft', '2025-04-01T09:00:00+00:00', { category: 'News', published: false }, 'Not yet.'),
    ],
    team: [
      member(
        'helen-marsh',
        'Helen Marsh',
        1,
        { role: 'Physiotherapy Director', groups: ['physiotherapists', 'pilates'] },
        'Helen *leads* the team.',
      ),
      member(
        'tom-gallagher',
        'Tom Gallagher',
        2,
        { role: 'Massage Therapist', groups: ['massage-therapists'], image: '/images/tom.png' },
        'Tom massages.',
      ),
      member('priya-raman', 'Priya Raman', 3, { groups: ['physiotherapists', 'womens-health'] }, 'Priya treats.'),
    ],
    services: [
      entry(
        'services/pilates.md',
        {
          title: 'Pilates',
          description: 'Clinical Pilates.',
          icon: 'person-standing',
          order: 1,
          team: ['helen-marsh'],
        },
        'Pilates *with* a physio.',
      ),
    ],
    pages: [
      entry('pages/about.md', { title: 'About us', description }, '## Our story\n\nSince 2010.'),
      entry('pages/terms.md', { title: 'Terms', description }, 'Terms, not rendered here.'),
    ],
  },
  photos: ['knee.jpg', 'team/helen-marsh.jpg', 'tom.png'],
};

const photo = (source: string): RasterEntry => ({
  width: 800,
  height: 600,
  avif: [],
  webp: [],
  fallback: { format: 'jpeg', path: source.replace(/\.\w+$/, '-800.jpg'), width: 800, height: 600 },
});
const manifest: RasterManifest = Object.fromEntries(
  raw.photos.map((file) => [`/images/${file}`, photo(`/images/${file}`)]),
);

const content = liveOnly(validateContent(raw, {}, clinicSite));
assert.equal(content.problems, [], 'the test content is valid');
const outline = outlineSite(content.value, clinicSite).value as SiteOutline;
const bodies = (await withStore(reuseFor(), () => startBodies(0).render(content.value, clinicSite))).value.bodies;
// A body the renderer did not give, as when a file is in the outline but its rendering is missing.
bodies.delete('pages/terms.md');
const site = attachBodies(outline, bodies, manifest, clinicSite);
const slugs = (list: { slug: string }[]) => list.map((item) => item.slug);

const attach = suite('attachBodies');

const postCases: [slug: string, html: string, excerpt: string, words: number, photo: string | undefined][] = [
  ['knee-pain', '<p>Rest, then <strong>move</strong>.</p>', 'Knee pain, explained.', 3, '/images/knee.jpg'],
  [
    'running-club',
    '<p>Join our <a href="/contact/">running club</a> on Saturdays.</p>',
    'Join our running club on Saturdays.',
    6,
    undefined,
  ],
  ['hip-pain', '<h2>Causes</h2>\n<p>Mostly tendons.</p>', 'Causes Mostly tendons.', 3, undefined],
];
for (const [slug, html, excerpt, words, image] of postCases) {
  attach(`should give the post ${slug} its body, excerpt, word count and ${image ? 'photo' : 'no photo'}`, () => {
    const attached = site.postBySlug.get(slug)!;
    assert.equal({ html: attached.html, excerpt: attached.excerpt, words: attached.words }, { html, excerpt, words });
    assert.is(attached.photo, image && manifest[image]);
    assert.is('photo' in attached, image !== undefined, 'no photo key at all without a photo');
  });
}

attach("should leave out unpublished posts and keep the outline's order", () => {
  assert.equal(slugs(site.posts), ['knee-pain', 'running-club', 'hip-pain']);
  assert.equal(slugs(site.posts), slugs(outline.posts));
});

/** Every list of posts in a site, outline or model. */
type PostLists = <I extends ItemTypes>(model: SiteShape<I>) => I['posts'][][];
const lists: [name: string, of: PostLists][] = [
  ['posts', (model) => [model.posts]],
  ['postBySlug', (model) => [[...model.postBySlug.values()]]],
  ['related', (model) => [...model.related.values()]],
  ['categories', (model) => model.categories.map((taxon) => taxon.posts)],
  ['tags', (model) => model.tags.map((taxon) => taxon.posts)],
  ['latestPosts', (model) => [model.latestPosts]],
  ['popularPosts', (model) => [model.popularPosts]],
];
for (const [name, of] of lists) {
  attach(`should list the same post objects, with bodies, in ${name}, in the outline's order`, () => {
    const attached = of<ModelItems>(site);
    assert.equal(attached.map(slugs), of<OutlineItems>(outline).map(slugs));
    assert.ok(attached.flat().length > 0, 'the outline lists some posts here');
    for (const item of attached.flat()) assert.ok(site.posts.includes(item), `${item.slug} is the post in site.posts`);
  });
}

attach("should keep the outline's keys of postBySlug and related, and its categories", () => {
  assert.equal([...site.postBySlug.keys()], [...outline.postBySlug.keys()]);
  assert.equal([...site.related.keys()], [...outline.related.keys()]);
  assert.equal(
    site.categories.map((taxon) => [taxon.name, taxon.path]),
    outline.categories.map((taxon) => [taxon.name, taxon.path]),
  );
});

const memberCases: [slug: string, bioHtml: string, photo: string | undefined][] = [
  ['helen-marsh', '<p>Helen <em>leads</em> the team.</p>', '/images/team/helen-marsh.jpg'],
  ['tom-gallagher', '<p>Tom massages.</p>', '/images/tom.png'],
  ['priya-raman', '<p>Priya treats.</p>', undefined],
];
for (const [slug, bioHtml, image] of memberCases) {
  attach(`should give ${slug} a bio and ${image ? `the photo ${image}` : 'no photo'}`, () => {
    const attached = site.teamBySlug.get(slug)!;
    assert.is(attached.bioHtml, bioHtml);
    assert.is(attached.photo, image && manifest[image]);
    assert.is('photo' in attached, image !== undefined);
  });
}

attach('should list the same member objects in team, teamBySlug and every team group', () => {
  assert.equal(slugs(site.team), ['helen-marsh', 'tom-gallagher', 'priya-raman']);
  assert.equal([...site.teamBySlug.values()], site.team);
  for (const item of site.teamBySlug.values()) assert.ok(site.team.includes(item));
  assert.equal(
    site.teamGroups.map((group) => [group.slug, slugs(group.members)]),
    outline.teamGroups.map((group) => [group.slug, slugs(group.members)]),
  );
  assert.equal(
    site.teamGroups.find((group) => group.slug === 'physiotherapists')!.members.map((m) => m.slug),
    ['helen-marsh', 'priya-raman'],
  );
  for (const item of site.teamGroups.flatMap((group) => group.members))
    assert.ok(site.team.includes(item), `${item.slug} is the member in site.team`);
});

attach('should give services their body, and serviceBySlug the same objects', () => {
  assert.equal(
    site.services.map((service) => [service.slug, service.html]),
    [['pilates', '<p>Pilates <em>with</em> a physio.</p>']],
  );
  assert.is(site.serviceBySlug.get('pilates'), site.services[0]);
});

const pageCases: [slug: string, html: string][] = [
  ['about', '<h2>Our story</h2>\n<p>Since 2010.</p>'],
  ['terms', ''],
];
for (const [slug, html] of pageCases) {
  attach(`should give the page ${slug} ${html ? 'its body' : 'an empty body when none was rendered'}`, () => {
    assert.is(site.pageBySlug.get(slug)!.html, html);
    assert.is(site.pageBySlug.get(slug)!.title, outline.pageBySlug.get(slug)!.title);
  });
}

attach('should give the pricing note as HTML and keep the rest of the pricing', () => {
  assert.is(site.pricing.noteHtml, '<p>Fees are <strong>per session</strong>.</p>');
  assert.equal(site.pricing.sections, outline.pricing.sections);
  assert.is(site.pricing.note, 'Fees are **per session**.');
});

attach('should keep the routes and data files, add the manifest, and change nothing in the outline', () => {
  assert.is(site.routes, outline.routes);
  assert.is(site.site, outline.site);
  assert.is(site.images, manifest);
  for (const item of outline.posts) assert.not.ok('html' in item, `${item.slug} in the outline has no body`);
  assert.not.ok('bioHtml' in outline.team[0]!);
  assert.not.ok('noteHtml' in outline.pricing);
});

attach(
  "should draw a body's photo from the manifest, and attach the body again when the photo's variants change",
  () => {
    const recall = newRecall();
    const withPhoto = new Map(bodies);
    const knee = withPhoto.get('posts/knee-pain.md')!;
    withPhoto.set('posts/knee-pain.md', { ...knee, html: '<p><img src="/images/knee.jpg" alt="A knee"></p>' });
    const post = (images: RasterManifest) =>
      withMemory(recall, () => attachBodies(outline, withPhoto, images, clinicSite)).postBySlug.get('knee-pain')!;
    const first = post(manifest);
    assert.match(first.html, '<picture>');
    assert.match(first.html, 'src="/images/knee-800.jpg" alt="A knee" width="800" height="600"');
    assert.is(post({ ...manifest }), first, 'the same variants: the very post the last build attached');
    const redrawn = { ...manifest, '/images/knee.jpg': { ...photo('/images/knee.jpg'), width: 1200 } };
    redrawn['/images/knee.jpg']!.fallback = { ...redrawn['/images/knee.jpg']!.fallback, path: '/images/knee-1200.jpg' };
    assert.match(post(redrawn).html, 'src="/images/knee-1200.jpg"', "the photo's new variant, not the recalled body");
  },
);

attach.run();
