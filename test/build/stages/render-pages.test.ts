import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { BuildBug } from '../../../build/problems';
import { fakeCode, reuseFor } from '../reuse/fake-code';
import { memoryStore } from '../../../build/reuse/memory-store';
import { attachBodies } from '../../../build/stages/attach/attach-bodies';
import { outlineSite } from '../../../build/stages/outline/outline-site';
import { startBodies } from '../../../build/stages/bodies/render-bodies';
import { frameOf } from '../../../src/content/derive-site';
import { pageOutputs, renderPage, type PageAssets } from '../../../build/stages/outputs/render-pages';
import { outputFile } from '../../../src/lib/site-layout';
import { validateContent } from '../../../build/stages/read/validate-content';
import type { Route, SiteModel, SiteOutline } from '../../../src/content/site-model';
import { templates } from '../../../templates';
import { dataOf, smallSite } from './small-site';
import { clinicSite } from '../../../templates/clinic-site';
import { EMERGENCY_SNIPPET, snippetsSchema } from '../../../src/content/snippet';
import { NO_MEMO } from '../../../src/lib/memo';
import { withStore } from '../../../build/reuse/memory';

// The small site through the real stages, with no photos; islands render as a marker, as a small in-memory input.
const content = validateContent(
  smallSite({}, { navigation: { ...dataOf('navigation'), featuredPosts: ['hip-pain', 'no-such-post', 'knee-pain'] } }),
  {},
  clinicSite,
).value;
const code = fakeCode();
const bodies = (await withStore(reuseFor(memoryStore(), code), () => startBodies(0).render(content, clinicSite))).value
  .bodies;
const model: SiteModel = attachBodies(outlineSite(content, clinicSite).value as SiteOutline, bodies, {}, clinicSite);
const assets: PageAssets = {
  renderIsland: (name) => `<p>island ${name}</p>`,
  css: '/assets/css/site.css',
  islands: { header: { src: '/assets/js/header.js' } },
  islandsKey: 'islands',
};
const at = (path: string) => model.routes.find((route) => route.path === path)!;

const output = suite('outputFile');

const files: [path: string, file: string][] = [
  ['/', 'index.html'],
  ['/about/', 'about/index.html'],
  ['/blog/page/2/', 'blog/page/2/index.html'],
  ['/blog/knee-pain/', 'blog/knee-pain/index.html'],
  ['/404.html', '404.html'],
  ['/feed.xml', 'feed.xml'],
];
for (const [path, file] of files) {
  output(`should write ${path} to ${file}`, () => {
    assert.is(outputFile(path), file);
  });
}

const frame = suite('frameOf');

frame(
  "should show the site, clinics and navigation, and the featured posts that are published, in navigation.yaml's order",
  () => {
    const shown = frameOf(model);
    assert.is(shown.site, model.site);
    assert.is(shown.clinics, model.clinics);
    assert.is(shown.navigation, model.navigation);
    assert.equal(shown.featured, [
      { slug: 'hip-pain', title: 'hip-pain' },
      { slug: 'knee-pain', title: 'knee-pain' },
    ]);
  },
);

const render = suite('renderPage');
const meta = (html: string) => ({
  title: /<title>(.*?)<\/title>/.exec(html)?.[1],
  canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
  image: /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1],
});
const origin = 'https://www.wandlephysio.example';

const pages: [path: string, title: string, canonical: string, image: string][] = [
  ['/', at('/').title, '/', '/images/social/home.jpg'],
  ['/about/', 'about | Wandle Physiotherapy', '/about/', '/images/social/about.jpg'],
  ['/blog/knee-pain/', 'knee-pain | Wandle Physiotherapy', '/blog/knee-pain/', '/images/social/blog-knee-pain.jpg'],
  ['/services/pilates/', 'pilates | Wandle Physiotherapy', '/services/pilates/', '/images/social/services-pilates.jpg'],
  ['/team/pilates/', 'Pilates Team | Wandle Physiotherapy', '/team/pilates/', '/images/social/team.jpg'],
  [
    '/blog/tag/running/',
    'Articles tagged “Running” | Wandle Physiotherapy',
    '/blog/tag/running/',
    '/images/social/blog.jpg',
  ],
  ['/search/', 'Search | Wandle Physiotherapy', '/search/', '/images/social/home.jpg'],
  ['/404.html', 'Page not found | Wandle Physiotherapy', '/', '/images/social/home.jpg'],
];
for (const [path, title, canonical, image] of pages) {
  render(`should give ${path} its title, canonical address and the card it shows`, () => {
    const route = at(path);
    const html = renderPage(
      route,
      templates[route.template]!.select(model, route.key ?? '', NO_MEMO),
      clinicSite.pages.frame(model),
      assets,
      clinicSite,
    );
    assert.ok(html.startsWith('<!DOCTYPE html><html lang="en-GB">'));
    assert.equal(meta(html), { title, canonical: `${origin}${canonical}`, image: `${origin}${image}` });
  });
}

render('should link the scripts of the islands on the page, and the style sheet', () => {
  const route = at('/contact/');
  const html = renderPage(
    route,
    templates.contact!.select(model, '', NO_MEMO),
    clinicSite.pages.frame(model),
    assets,
    clinicSite,
  );
  assert.match(html, '<link rel="stylesheet" href="/assets/css/site.css"/>');
  assert.match(html, '<script type="module" src="/assets/js/header.js"></script>');
  assert.match(html, '<p>island header</p>');
});

render("should give the route to urgent care from its snippet, in every page's footer and under every article", () => {
  const advice = model.snippets.find((snippet) => snippet.id === EMERGENCY_SNIPPET)!.text;
  const pageAt = (path: string) => {
    const route = at(path);
    const selection = templates[route.template]!.select(model, route.key ?? '', NO_MEMO);
    return renderPage(route, selection, clinicSite.pages.frame(model), assets, clinicSite);
  };
  const escaped = advice.replaceAll('&', '&amp;');
  const article = pageAt('/blog/knee-pain/');
  const about = pageAt('/about/');
  assert.match(article.slice(0, article.indexOf('<footer')), escaped);
  assert.match(article.slice(article.indexOf('<footer')), escaped);
  assert.match(about.slice(about.indexOf('<footer')), escaped);
  assert.not.match(article, 'In an emergency call 999');
});

const snippets = suite('snippets.yaml');
snippets('should refuse a list without the emergency snippet the frame and the articles give', () => {
  const others = model.snippets.filter((snippet) => snippet.id !== EMERGENCY_SNIPPET);
  const result = snippetsSchema.safeParse(others);
  assert.not.ok(result.success);
  assert.match(result.error?.issues[0]?.message ?? '', `must keep a snippet with the id ${EMERGENCY_SNIPPET}`);
});
snippets.run();

const outputs = suite('pageOutputs');
const keysOf = (site = model, pageAssets = assets, keys = code) =>
  new Map(
    withStore(reuseFor(memoryStore(), keys), () => pageOutputs(site, clinicSite, pageAssets)).map((file) => [
      file.file,
      file.key,
    ]),
  );
const before = keysOf();
const changed = (after: Map<string, string | undefined>) =>
  [...before].filter(([file, key]) => after.get(file) !== key).map(([file]) => file);
const all = [...before.keys()];

const withService = (html: string): SiteModel => {
  const services = model.services.map((item) => ({ ...item, html }));
  return { ...model, services, serviceBySlug: new Map(services.map((item) => [item.slug, item])) };
};
const withPage = (slug: string, html: string): SiteModel => {
  const pages = model.pages.map((page) => (page.slug === slug ? { ...page, html } : page));
  return { ...model, pages, pageBySlug: new Map(pages.map((page) => [page.slug, page])) };
};

/** What makes a page: the pipeline's page maker, the site's page renderer and each page's template. */
const PAGE_CODE = /^(build\/stages\/outputs\/render-pages\.ts|src\/components\/site-renderer\.tsx|templates\/.*)$/;

const keyCases: [what: string, keys: Map<string, string | undefined>, files: string[]][] = [
  ['nothing when nothing changed', keysOf(), []],
  [
    'the service page when its selection (body) changes',
    keysOf(withService('<p>New.</p>')),
    ['services/pilates/index.html'],
  ],
  ['the page when its body changes', keysOf(withPage('about', '<p>New.</p>')), ['about/index.html']],
  [
    'every page when the frame (site name) changes',
    keysOf({ ...model, site: { ...model.site, name: 'Other Physio' } }),
    all,
  ],
  ['every page when the style sheet changes', keysOf(model, { ...assets, css: '/assets/css/other.css' }), all],
  [
    'every page when an island script changes',
    keysOf(model, { ...assets, islands: { header: { src: '/assets/js/header-2.js' } } }),
    all,
  ],
  ['every page when the islands key changes', keysOf(model, { ...assets, islandsKey: 'other islands' }), all],
  [
    'every page when the code key of render-pages changes',
    keysOf(
      model,
      assets,
      fakeCode(() => 'other code'),
    ),
    all,
  ],
  [
    "nothing when only other modules' code changes",
    keysOf(
      model,
      assets,
      // The modules a page is made by: the pipeline's page maker, the site's page renderer and the templates.
      fakeCode((module) => (PAGE_CODE.test(module) ? 'code' : 'other')),
    ),
    [],
  ],
  [
    'only the post pages when the post template changes',
    keysOf(
      model,
      assets,
      fakeCode((module) => (module === 'templates/post.tsx' ? 'edited' : 'code')),
    ),
    all.filter((file) => model.routes.some((route) => route.template === 'post' && outputFile(route.path) === file)),
  ],
  [
    'every page when the page renderer (the frame around every page) changes',
    keysOf(
      model,
      assets,
      fakeCode((module) => (module === 'src/components/site-renderer.tsx' ? 'edited' : 'code')),
    ),
    all,
  ],
  ['nothing when a different renderIsland function is given', keysOf(model, { ...assets, renderIsland: () => '' }), []],
];
for (const [what, keys, files] of keyCases) {
  outputs(`should change the key of ${what}`, () => {
    assert.equal(changed(keys), files);
  });
}

outputs('should give one output per route, and render only when made', () => {
  let renders = 0;
  // Every page renders the header island, so a page rendered is a header rendered.
  const counting: PageAssets = {
    ...assets,
    renderIsland: (name, props) => (renders++, assets.renderIsland(name, props)),
  };
  const made = withStore(reuseFor(memoryStore(), code), () => pageOutputs(model, clinicSite, counting));
  assert.equal(
    made.map((file) => file.file),
    model.routes.map((route) => outputFile(route.path)),
  );
  assert.is(renders, 0);
  assert.ok(
    made.every((file) => typeof file.key === 'string' && file.key.length > 0),
    'every page has a key',
  );
  assert.match(
    made.find((file) => file.file === 'pricing/index.html')!.make() as string,
    '<title>Pricing | Wandle Physiotherapy</title>',
  );
  assert.is(renders, 1);
});

const ghost: Route = {
  path: '/blog/ghost/',
  template: 'post',
  key: 'ghost',
  source: { file: 'posts/ghost.md', field: 'slug' },
  title: 'ghost',
  card: { path: '/blog/ghost/', title: 'ghost' },
};

outputs('should report a template that throws while selecting as a BuildBug naming the content file', () => {
  try {
    withStore(reuseFor(memoryStore(), code), () =>
      pageOutputs({ ...model, routes: [...model.routes, ghost] }, clinicSite, assets),
    );
    assert.unreachable('pageOutputs should throw');
  } catch (error) {
    assert.instance(error, BuildBug);
    assert.is((error as BuildBug).working, 'posts/ghost.md');
    assert.is(
      (error as Error).message,
      'a bug in the build (not in the content) while working on posts/ghost.md: Route names a missing post ghost',
    );
  }
});

const failing: [file: string, working: string][] = [
  ['about/index.html', 'pages/about.md'],
  ['contact/index.html', '/contact/'],
];
for (const [file, working] of failing) {
  outputs(`should report a page that throws while rendering ${file} as a BuildBug naming ${working}`, () => {
    const broken = {
      ...assets,
      renderIsland: () => {
        throw new Error('island failed');
      },
    };
    const page = withStore(reuseFor(memoryStore(), code), () => pageOutputs(model, clinicSite, broken)).find(
      (item) => item.file === file,
    )!;
    assert.throws(
      () => page.make(),
      (error: Error) =>
        error instanceof BuildBug &&
        error.working === working &&
        error.message.endsWith(`working on ${working}: island failed`),
    );
  });
}

output.run();
frame.run();
render.run();
outputs.run();
