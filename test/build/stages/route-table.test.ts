import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { outlineSite } from '../../../build/stages/outline/outline-site';
import { routeTable } from '../../../build/stages/outline/route-table';
import { validateContent } from '../../../build/stages/read/validate-content';
import { templates } from '../../../templates';
import type { Route, SiteOutline } from '../../../src/content/site-model';
import { collections, post, smallSite, liveOnly } from './small-site';
import { clinicSite } from '../../../templates/clinic-site';

// Twelve more posts than the small site's three make a second blog page.
const base = collections();
const extra = Array.from({ length: 12 }, (_, i) =>
  post(`old-${i + 1}`, `2024-01-${String(i + 10)}T09:00:00+00:00`, { title: `Old post ${i + 1}` }),
);
const content = liveOnly(validateContent(smallSite({ posts: [...base.posts, ...extra] }), {}, clinicSite));
assert.equal(content.problems, [], 'the test content is valid');
const { routes: _, ...outline } = outlineSite(content.value, clinicSite).value as SiteOutline;
const routes = routeTable(outline, templates);
const at = (path: string) => routes.find((route) => route.path === path)!;
const home = at('/');
const blogCard = { path: '/blog/', title: 'Blog: Physiotherapy Advice and Clinic News' };

const table = suite('routeTable');

table("should list every template's pages, each template's together, in the order of the templates object", () => {
  const names = Object.keys(templates);
  const order = routes.map((route) => route.template).filter((name, i, all) => name !== all[i - 1]);
  assert.equal(order, names, 'every template has pages, in one run each, in the order templates lists them');
  const expected = Object.entries(templates).flatMap(([name, template]) =>
    template.routes(outline).map((address) => `${name} ${address.path}`),
  );
  assert.ok(expected.length > names.length, `${expected.length} pages`);
  assert.equal(
    routes.map((route) => `${route.template} ${route.path}`),
    expected,
  );
  const paths = routes.map((route) => route.path);
  assert.equal(
    paths.filter((path, i) => paths.indexOf(path) !== i),
    [],
    'no page twice',
  );
});

table('should give every member and service of the content a page of its template', () => {
  const keys = (template: string) => routes.filter((route) => route.template === template).map((route) => route.key);
  // The entries' file names are the slugs of members and services.
  assert.equal(keys('team-member').sort(), base.team.map((entry) => entry.name).sort());
  assert.equal(keys('service').sort(), base.services.map((entry) => entry.name).sort());
  assert.ok(keys('team-member').length > 0 && keys('service').length > 0);
});

table('should list posts newest first, leave out drafts, and list categories and tags biggest first', () => {
  const of = (template: string) => routes.filter((route) => route.template === template).map((route) => route.key);
  assert.equal(of('post'), ['knee-pain', 'running-club', 'hip-pain', ...extra.map((entry) => entry.name).reverse()]);
  assert.equal(of('blog'), ['1', '2']);
  assert.equal(of('category'), ['conditions', 'news']);
  assert.equal(of('tag'), ['running', 'hip', 'knee']);
  assert.equal(of('team-group'), ['physiotherapists', 'massage-therapists', 'pilates', 'womens-health']);
});

const rows: [path: string, template: string, key: string | undefined, title: string][] = [
  ['/', 'home', undefined, home.title],
  ['/about/', 'page', 'about', 'about'],
  ['/team/', 'team', undefined, 'Our Team'],
  ['/team/pilates/', 'team-group', 'pilates', 'Pilates Team'],
  ['/team/tom-gallagher/', 'team-member', 'tom-gallagher', 'Tom Gallagher, Massage Therapist'],
  ['/services/', 'services', undefined, 'Our Services'],
  ['/services/pilates/', 'service', 'pilates', 'pilates'],
  ['/pricing/', 'pricing', undefined, 'Pricing'],
  ['/conditions/', 'conditions', undefined, 'Conditions We Treat'],
  ['/blog/', 'blog', '1', blogCard.title],
  ['/blog/page/2/', 'blog', '2', 'Blog: page 2 of 2'],
  ['/blog/category/news/', 'category', 'news', 'Articles in “News”'],
  ['/blog/tag/running/', 'tag', 'running', 'Articles tagged “Running”'],
  ['/blog/old-3/', 'post', 'old-3', 'Old post 3'],
  ['/testimonials/', 'testimonials', undefined, 'Testimonials'],
  ['/contact/', 'contact', undefined, 'Contact Us'],
  ['/search/', 'search', undefined, 'Search'],
  ['/404.html', 'not-found', undefined, 'Page not found'],
];
for (const [path, template, key, title] of rows) {
  table(`should give ${path} its template, key and title`, () => {
    const route = at(path);
    assert.equal([route.template, route.key, route.title], [template, key, title]);
  });
}

table("should give the home page the site's title", () => {
  assert.match(home.title, /^Wandle Physiotherapy/);
});

const sources: [template: string, path: string, source: Route['source']][] = [
  ['page', '/about/', { file: 'pages/about.md', field: '(file name)' }],
  ['team-group', '/team/pilates/', { file: 'team-groups.yaml', field: 'pilates' }],
  ['team-member', '/team/helen-marsh/', { file: 'team/helen-marsh.md', field: 'name' }],
  ['service', '/services/pilates/', { file: 'services/pilates.md', field: '(file name)' }],
  ['post', '/blog/knee-pain/', { file: 'posts/knee-pain.md', field: 'slug' }],
];
for (const [template, path, source] of sources) {
  table(`should name the content file behind a ${template} page`, () => {
    assert.equal(at(path).source, source);
  });
}

table('should give no source to the pages the site builds itself', () => {
  const built = ['home', 'team', 'services', 'pricing', 'conditions', 'blog', 'category', 'tag', 'testimonials'];
  const own = routes.filter((route) => [...built, 'contact', 'search', 'not-found'].includes(route.template));
  assert.equal(
    own.filter((route) => 'source' in route).map((route) => route.path),
    [],
  );
});

const cards: [path: string, card: Route['card'], ownCard: Route['ownCard']][] = [
  ['/', { path: '/', title: home.title }, { title: "Let's Work Together!" }],
  ['/about/', { path: '/about/', title: 'about' }, { title: 'about' }],
  ['/team/', { path: '/team/', title: 'Our Team' }, { title: 'Our Team', kicker: 'Our team' }],
  ['/team/pilates/', { path: '/team/', title: 'Our Team' }, undefined],
  [
    '/team/helen-marsh/',
    { path: '/team/helen-marsh/', title: 'Helen Marsh, Physiotherapist' },
    { title: 'Helen Marsh, Physiotherapist', kicker: 'Our team' },
  ],
  ['/services/', { path: '/services/', title: 'Our Services' }, { title: 'Our Services', kicker: 'Services' }],
  ['/services/pilates/', { path: '/services/pilates/', title: 'pilates' }, { title: 'pilates', kicker: 'Services' }],
  ['/pricing/', { path: '/pricing/', title: 'Pricing' }, { title: 'Pricing' }],
  ['/blog/', blogCard, { title: blogCard.title, kicker: 'Blog' }],
  ['/blog/page/2/', blogCard, undefined],
  ['/blog/category/conditions/', blogCard, undefined],
  ['/blog/tag/knee/', blogCard, undefined],
  [
    '/blog/running-club/',
    { path: '/blog/running-club/', title: 'running-club' },
    { title: 'running-club', kicker: 'News' },
  ],
  ['/blog/knee-pain/', { path: '/blog/knee-pain/', title: 'knee-pain' }, { title: 'knee-pain', kicker: 'Conditions' }],
  ['/contact/', { path: '/contact/', title: 'Contact Us' }, { title: 'Contact Us' }],
  ['/search/', { path: '/', title: home.title }, undefined],
  ['/404.html', { path: '/', title: home.title }, undefined],
];
for (const [path, card, ownCard] of cards) {
  table(
    `should give ${path} ` +
      `${card.path === path ? 'its own card' : `the card of ${card.path}`}${
        ownCard ? ' and draw it' : ' and draw none'
      }`,
    () => {
      assert.equal(at(path).card, card);
      assert.equal(at(path).ownCard, ownCard);
      assert.is('ownCard' in at(path), ownCard !== undefined);
    },
  );
}

table('should mark searchable the rows of the templates search holds, such as posts, and no list', () => {
  const searchable = new Set(routes.filter((route) => route.searchable).map((route) => route.template));
  const declared = Object.entries(templates).flatMap(([name, template]) => (template.search ? [name] : []));
  assert.equal([...searchable].sort(), declared.sort());
  for (const name of ['page', 'team-member', 'service', 'conditions', 'post']) assert.ok(searchable.has(name), name);
  for (const name of ['blog', 'category', 'tag', 'home']) assert.not.ok(searchable.has(name), name);
  for (const route of routes) assert.is('searchable' in route, searchable.has(route.template), route.path);
});

table('should hide only the 404 page', () => {
  assert.equal(
    routes.filter((route) => 'hidden' in route).map((route) => [route.path, route.hidden]),
    [['/404.html', true]],
  );
});

table('should be the route table outlineSite keeps', () => {
  assert.equal(outlineSite(content.value, clinicSite).value!.routes, routes);
});

table.run();
