import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { formatProblem } from '../../../build/problems';
import { BUILT_FOLDERS } from '../../../src/lib/site-layout';
import { checkAddresses } from '../../../build/stages/outline/check-addresses';
import type { RawContent } from '../../../build/model';
import { outlineSite } from '../../../build/stages/outline/outline-site';
import { validateContent } from '../../../build/stages/read/validate-content';
import type { Route } from '../../../src/content/site-model';
import { collections, member, page, post, smallSite } from './small-site';
import { clinicSite } from '../../../templates/clinic-site';

const base = collections();
/** The route table of the small site with some collections changed, made by the real stages. */
function routesOf(changes: Partial<RawContent['collections']>): Route[] {
  const { value } = validateContent(smallSite(changes), {}, clinicSite);
  return outlineSite(value, clinicSite).value!.routes;
}
const withPages = (...slugs: string[]) => routesOf({ pages: [...base.pages, ...slugs.map((slug) => page(slug))] });
const lines = (routes: Route[], publicFiles = ['/favicon.ico']) =>
  checkAddresses(routes, publicFiles).map(formatProblem);

/** A row by hand: its own card unless told otherwise. */
const row = (path: string, template: string, fields: Partial<Route> = {}): Route => ({
  path,
  template,
  title: path,
  card: { path, title: path },
  ownCard: { title: path },
  ...fields,
});
const pageRow = (slug: string) =>
  row(`/${slug}/`, 'page', { key: slug, source: { file: `pages/${slug}.md`, field: '(file name)' } });

const folders = suite('BUILT_FOLDERS');

folders(
  'should hold the top folders of scripts and styles, the search index, photos, cards and covers, the editor',
  () => {
    assert.equal(BUILT_FOLDERS, ['/assets/', '/pagefind/', '/images/', '/admin/']);
  },
);

const check = suite('checkAddresses');

check('should find no clash in the small site', () => {
  assert.equal(lines(routesOf({})), []);
});

const pageClashes: [slug: string, line: string][] = [
  ['blog', "pages/blog.md: (file name): the address /blog/ is also the site's own blog page; rename the file"],
  ['search', "pages/search.md: (file name): the address /search/ is also the site's own search page; rename the file"],
  ['team', "pages/team.md: (file name): the address /team/ is also the site's own team page; rename the file"],
  [
    'contact',
    "pages/contact.md: (file name): the address /contact/ is also the site's own contact page; rename the file",
  ],
  [
    'services',
    "pages/services.md: (file name): the address /services/ is also the site's own services page; rename the file",
  ],
  [
    'assets',
    'pages/assets.md: (file name): the address /assets/ is inside /assets/, where the site keeps files of its own; ' +
      'choose another',
  ],
  [
    'pagefind',
    'pages/pagefind.md: (file name): the address /pagefind/ is inside /pagefind/, where the site keeps files of its ' +
      'own; choose another',
  ],
  [
    'images',
    'pages/images.md: (file name): the address /images/ is inside /images/, where the site keeps files of its own; ' +
      'choose another',
  ],
  [
    'feed.xml',
    "pages/feed.xml.md: (file name): the address /feed.xml/ is a file of the site's own (feed.xml); choose another",
  ],
  [
    '404.html',
    "pages/404.html.md: (file name): the address /404.html/ is a file of the site's own (404.html); choose another",
  ],
  [
    'sitemap.xml',
    "pages/sitemap.xml.md: (file name): the address /sitemap.xml/ is a file of the site's own (sitemap.xml); choose " +
      'another',
  ],
  [
    'favicon.ico',
    "pages/favicon.ico.md: (file name): the address /favicon.ico/ is a file of the site's own (favicon.ico); choose " +
      'another',
  ],
  [
    'home',
    "pages/home.md: (file name): its social card would be /images/social/home.jpg, the card of the site's own home " +
      'page; choose another address; rename the file',
  ],
];
for (const [slug, line] of pageClashes) {
  check(`should refuse a content page named ${slug}, naming what holds its address`, () => {
    assert.equal(lines(withPages(slug)), [line]);
  });
}

check("should report a team member whose slug is a team group's", () => {
  const routes = routesOf({ team: [...base.team, member('Pilates', 3)] });
  assert.equal(lines(routes), [
    'team/pilates.md: name: the address /team/pilates/ is also the page of team-groups.yaml',
  ]);
});

check("should blame the post, naming the page, when a post's card is a content page's", () => {
  const routes = routesOf({
    posts: [...base.posts, post('neck-pain', '2024-01-01T09:00:00+00:00')],
    pages: [...base.pages, page('blog-neck-pain')],
  });
  assert.equal(lines(routes), [
    'posts/neck-pain.md: slug: its social card would be /images/social/blog-neck-pain.jpg, the card of the page of ' +
      'pages/blog-neck-pain.md; choose another address',
  ]);
});

check('should blame the content page whichever row comes first', () => {
  const problem = "pages/blog.md: (file name): the address /blog/ is also the site's own blog page; rename the file";
  assert.equal(lines([row('/blog/', 'blog', { key: '1' }), pageRow('blog')]), [problem]);
  assert.equal(lines([pageRow('blog'), row('/blog/', 'blog', { key: '1' })]), [problem]);
});

check('should not report two posts with one slug, which check-content reports', () => {
  const routes = routesOf({
    posts: [
      ...base.posts,
      { ...post('knee-pain', '2024-01-01T09:00:00+00:00'), file: 'posts/zz-copy.md', name: 'zz-copy' },
    ],
  });
  assert.equal(routes.filter((route) => route.path === '/blog/knee-pain/').length, 2);
  assert.equal(lines(routes), []);
});

const noClash: [what: string, routes: Route[]][] = [
  ["a page whose card name is a tag page's, which shows the blog's card", withPages('blog-tag-running')],
  ["a page whose card name is a team group's, which shows the team's card", withPages('team-pilates')],
  ['a page whose name only starts like a built folder', withPages('images-of-the-clinic', 'assets-and-fees')],
  ['a page named like a site file without its extension', withPages('feed', 'sitemap')],
];
for (const [what, routes] of noClash) {
  check(`should accept ${what}`, () => {
    assert.equal(lines(routes), []);
  });
}

check('should check a page against the public files it is given', () => {
  const routes = [pageRow('robots-policy')];
  assert.equal(lines(routes, []), []);
  assert.equal(lines(routes, ['/robots-policy']), [
    "pages/robots-policy.md: (file name): the address /robots-policy/ is a file of the site's own (robots-policy); " +
      'choose another',
  ]);
});

check("should report each clash once, on the content page, when its row comes before the site's own", () => {
  const routes = [pageRow('blog'), row('/blog/', 'blog', { key: '1' }), pageRow('home'), row('/', 'home')];
  assert.equal(lines(routes), [
    "pages/blog.md: (file name): the address /blog/ is also the site's own blog page; rename the file",
    "pages/home.md: (file name): its social card would be /images/social/home.jpg, the card of the site's own home " +
      'page; choose another address; rename the file',
  ]);
});

check("should throw, as a bug, when two of the site's own pages clash", () => {
  assert.throws(
    () => checkAddresses([row('/x/', 'search'), row('/x/', 'contact')], []),
    /Two built-in pages clash: \/x\/ and \/x\//,
  );
});

folders.run();
check.run();
