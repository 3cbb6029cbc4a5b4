import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { checkDelete, checkSave, Refused, uploadedPhotos } from '../../../build/editor/link-guard';
import { hashOf } from '../../../build/reuse/hash';
import { linkFacts, type SiteLinks, siteLinks } from '../../../build/editor/editor-links';
import type { SiteModel } from '../../../src/content/site-model';
import { clinicSite } from '../../../templates/clinic-site';

const links = suite('the editor map of links, and what it refuses');
const NOW = Date.parse('2026-11-27T10:00:00Z');

/** A site of three posts (one a draft), an About page and a menu linking to the About page. */
function model(): SiteModel {
  const post = (slug: string, html: string, published = true) => ({
    file: `posts/${slug}.md`,
    slug,
    title: slug,
    html,
    published,
    published_at: '2026-01-05T09:00:00Z',
  });
  const route = (path: string, file: string, title: string) => ({ path, title, source: { file, field: 'slug' } });
  return {
    posts: [
      post('running-club', '<p>Join us.</p>'),
      post(
        'knee-pain',
        '<p>See <a href="/blog/running-club/">the club</a> and <a href="/about/?a=1&#x26;b=2">us</a>.</p>',
      ),
      post('draft-notes', '<p><a href="/blog/running-club/">club</a></p>', false),
    ],
    pages: new Map([['about', { file: 'pages/about.md', slug: 'about', title: 'About', html: '<p>Hello</p>' }]]),
    team: [],
    services: [],
    navigation: { header: [{ label: 'About', path: '/about/' }], footer: [], legal: [], featuredPosts: [] },
    home: { specialisedCare: [], services: [], conditions: [], popularPosts: ['running-club'] },
    conditions: [],
    routes: [
      route('/blog/running-club/', 'posts/running-club.md', 'Join Our Running Club'),
      route('/blog/knee-pain/', 'posts/knee-pain.md', 'Knee pain'),
      route('/blog/draft-notes/', 'posts/draft-notes.md', 'Draft notes'),
      route('/about/', 'pages/about.md', 'About us'),
      { path: '/404.html', title: 'Not found', hidden: true },
    ],
    moved: [{ from: '/old-about/', to: '/about/' }],
    images: { '/images/posts/knee.jpg': {} },
  } as unknown as SiteModel;
}

const map = (): SiteLinks => siteLinks(model(), clinicSite, NOW);
const bodyLinks = (body: string) => [...body.matchAll(/\]\(([^)]*)\)/g)].map(([, link]) => link ?? '');
const post = (published: boolean, body = 'Text.', at = '2026-01-05T09:00:00Z') =>
  `---\ntitle: Join Our Running Club\npublished: ${published}\npublished_at: ${at}\n---\n${body}\n`;
const refusal = (run: () => void) => {
  try {
    run();
  } catch (error) {
    assert.instance(error, Refused);
    return (error as Error).message;
  }
  return assert.unreachable('should have refused') as never;
};

links('should list the pages by title, the draft marked as left out, and who links or refers where', () => {
  const { pages, sources, moved } = map();
  assert.equal(pages.length, 4, 'the hidden 404 page is no page to link to');
  assert.equal(pages[3], { path: '/about/', title: 'About us', file: 'pages/about.md' });
  assert.equal(pages[2]?.withheld, 'a draft');
  assert.equal(sources.find((source) => source.file === 'posts/knee-pain.md')?.links, [
    '/blog/running-club/',
    '/about/?a=1&b=2',
  ]);
  assert.ok(sources.find((source) => source.file === 'posts/draft-notes.md')?.withheld);
  assert.equal(sources.find((source) => source.file === 'navigation.yaml')?.title, 'Navigation');
  assert.equal(sources.find((source) => source.file === 'home.yaml')?.links, ['/blog/running-club/']);
  assert.equal(moved, [['/old-about/', '/about/']]);
});

links("should give the editor's way to each link, by the labels of its configuration, for every kind of file", () => {
  const site = model() as unknown as { pages: Map<string, { html: string }>; conditions: object[] };
  site.pages.get('about')!.html = '<p><a href="/blog/knee-pain/">Knee</a></p>';
  site.conditions = [{ slug: 'knee-pain' }];
  const { sources } = siteLinks(site as unknown as SiteModel, clinicSite, NOW);
  const placesOf = (file: string) => sources.find((source) => source.file === file)?.places;
  const body = 'Posts › "Knee pain" › Main text';
  assert.equal(placesOf('posts/knee-pain.md'), [body, body]);
  assert.equal(placesOf('pages/about.md'), ['Pages › "About us" › Main text']);
  assert.equal(placesOf('navigation.yaml'), ['Settings and lists › Navigation › Header']);
  assert.equal(placesOf('home.yaml'), ['Settings and lists › Home › Popular posts']);
  assert.equal(placesOf('conditions.yaml'), ['Settings and lists › Conditions › Page']);
});

links("should say which roles ask a member for their registration, from the clinic's list of roles", () => {
  const roles = [
    { name: 'Head of Clinic', profession: 'physiotherapist' },
    { name: 'Sports Massage Therapist', profession: 'sports massage therapist' },
  ];
  const { required } = siteLinks({ ...model(), roles } as SiteModel, clinicSite, NOW);
  const role = required?.find((asked) => asked.folder === 'team' && asked.field === 'role');
  assert.equal(role?.values, ['Head of Clinic']);
  assert.is(role?.requires, 'registration');
});

/** Whether a refusal is in staff words: no file, no address, nothing in brackets. */
const plainWords = (message: string) => {
  assert.not.match(message, /\.md\b|\/blog\/|\(|Error/, `in staff words: ${message}`);
  return message;
};

links('should refuse a draft of a page others link to, naming the way to each link in the editor', () => {
  const message = refusal(() =>
    checkSave(map(), { path: 'content/posts/running-club.md', raw: post(false) }, bodyLinks),
  );
  assert.match(
    plainWords(message),
    'Not saved as a draft: Posts › "Knee pain" › Main text links to "Join Our Running Club"',
  );
  assert.not.match(message, 'Popular posts', 'the popular posts leave out a draft by themselves');
  assert.match(message, 'Remove that link first: open it in the editor, take out its link to "Join Our Running Club"');
  assert.match(message, 'Then save this again.');
  assert.not.match(message, 'Draft notes', 'a draft linking to it is no live page');
});

links('should save as a draft a page named only in lists of picks, which leave it out until it is published', () => {
  const site = model() as unknown as { posts: { html: string }[]; navigation: { featuredPosts: string[] } };
  site.posts[1]!.html = '<p>No links.</p>';
  site.navigation.featuredPosts = ['running-club'];
  const picked = siteLinks(site as unknown as SiteModel, clinicSite, NOW);
  assert.equal(picked.sources.find((source) => source.file === 'home.yaml')?.picks, [0]);
  checkSave(picked, { path: 'content/posts/running-club.md', raw: post(false) }, bodyLinks);
  const deleted = refusal(() => checkDelete(picked, ['content/posts/running-club.md']));
  assert.match(
    plainWords(deleted),
    'Not deleted: Settings and lists › Navigation › Featured posts and ' +
      'Settings and lists › Home › Popular posts link',
  );
});

links('should refuse to schedule it, or to delete it, and to delete the page the menu links to', () => {
  const later = post(true, 'Text.', '2027-03-03T09:00:00Z');
  const scheduled = refusal(() => checkSave(map(), { path: 'content/posts/running-club.md', raw: later }, bodyLinks));
  assert.match(plainWords(scheduled), 'Not saved as scheduled for');
  const deleted = refusal(() => checkDelete(map(), ['content/posts/running-club.md']));
  assert.match(plainWords(deleted), 'Not deleted: Posts › "Knee pain" › Main text and Settings and lists › ');
  assert.match(deleted, 'Then delete this again.');
  assert.match(
    plainWords(refusal(() => checkDelete(map(), ['content/pages/about.md']))),
    'Posts › "Knee pain" › Main text and Settings and lists › Navigation › Header link to "About us"',
  );
});

links('should save an unlinked page as a draft, and delete it', () => {
  checkSave(map(), { path: 'content/posts/knee-pain.md', raw: post(false) }, bodyLinks);
  checkDelete(map(), ['content/posts/knee-pain.md', 'content/images/posts/x.jpg']);
});

links('should refuse links to no page, to www., to localhost and by a bare word, and take pages and files', () => {
  const save = (body: string) => () =>
    checkSave(map(), { path: 'content/posts/new.md', raw: post(true, body) }, bodyLinks);
  assert.match(refusal(save('[x](/blog/nowhere/)')), 'Not saved: link "/blog/nowhere/" points to no page');
  assert.match(refusal(save('[x](/about)')), 'link "/about" needs a trailing slash: "/about/"');
  assert.match(refusal(save('[x](/blog/draft-notes/)')), 'points to posts/draft-notes.md (a draft)');
  assert.match(refusal(save('[NHS](www.nhs.uk)')), 'link "www.nhs.uk" has no https:// in front');
  assert.match(refusal(save('[x](http://localhost:3000/about/)')), 'an address on the computer it was typed on');
  // "Warm" typed in the link box and Add link pressed without choosing a page: a link the browser reads as
  // /blog/<post>/Warm on the post's page.
  assert.match(refusal(save('[wrap up warm](Warm)')), 'Not saved: link "Warm" leads to no page');
  // A photo in a body must be one of the site's; the map lists them.
  assert.match(
    refusal(save('![A knee](/images/posts/no-such-knee.jpg)')),
    `photo "/images/posts/no-such-knee.jpg" is not in the site's photos`,
  );
  assert.equal(map().photos, ['/images/posts/knee.jpg']);
  save('![A knee, bent](/images/posts/knee.jpg)')();
  // A photo uploaded with the item it is in is written in the same save, so the last build has not seen it yet.
  const uploaded = uploadedPhotos([{ path: 'content/images/posts/new-knee.jpg' }, { path: 'content/posts/x.md' }]);
  assert.equal(uploaded, ['/images/posts/new-knee.jpg']);
  const raw = post(true, '![A knee](/images/posts/new-knee.jpg)');
  checkSave(map(), { path: 'content/posts/new.md', raw }, bodyLinks, uploaded);
  save('[a](/about/) [b](/old-about/) [c](/favicon.svg) [d](https://www.nhs.uk/) [e](/about/#team)')();
});

links('should key the map by facts that change with a link, a title or a post reaching its date, and only then', () => {
  const key = (site: SiteModel, now = NOW) => hashOf(linkFacts(site, clinicSite, now));
  assert.is(key(model()), key(model()), 'the same site gives the same key');
  const relinked = model();
  relinked.posts[0]!.html = '<p>Join us at <a href="/about/">the clinic</a>.</p>';
  assert.is.not(key(relinked), key(model()), 'a new link in a body');
  const retitled = model();
  (retitled.routes[3] as { title: string }).title = 'About the clinic';
  assert.is.not(key(retitled), key(model()), 'a page retitled');
  const scheduled = model();
  (scheduled.posts[0] as { published_at: string }).published_at = '2026-12-01T09:00:00Z';
  const dayAfter = Date.parse('2026-12-02T09:00:00Z');
  assert.is.not(key(scheduled, NOW), key(scheduled, dayAfter), 'a scheduled post is left out, then not');
  assert.is(key(scheduled, dayAfter), key(model()), 'once live, as if it always was');
});

links("should refuse a draft of a team member's profile while live articles are signed by them", () => {
  const base = model();
  const signed = base.posts.map((item) => ({ ...item, author: 'Helen Marsh' }));
  const helen = { file: 'team/helen-marsh.md', slug: 'helen-marsh', name: 'Helen Marsh', html: '<p>Bio</p>' };
  const route = { path: '/team/helen-marsh/', title: 'Helen Marsh', source: { file: helen.file, field: 'name' } };
  const site = { ...base, posts: signed, team: [{ ...helen, published: true }], routes: [...base.routes, route] };
  const signedMap = siteLinks(site as unknown as SiteModel, clinicSite, NOW);
  // A profile has no date: its switch alone makes it a draft.
  const draft = { path: 'content/team/helen-marsh.md', raw: '---\nname: Helen Marsh\npublished: false\n---\nBio\n' };
  const message = refusal(() => checkSave(signedMap, draft, bodyLinks));
  const signedBoth = /^Not saved as a draft: Posts › .* › Author and Posts › "Knee pain" › Author link/;
  assert.match(plainWords(message), signedBoth);
  assert.match(message, 'link to "Helen Marsh"');
  assert.not.match(message, 'Draft notes', 'a draft signed by her is no live page');
});

links.run();
