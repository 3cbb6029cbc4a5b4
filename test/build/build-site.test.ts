import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { load } from 'js-yaml';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildPhases, buildSite, storeFor, type BuildResult } from '../../build/build-site';
import { memoryStore } from '../../build/reuse/memory-store';
import { memoryTarget } from '../../build/write/output-target';
import type { Contents } from '../../build/output-file';
import { parseBuildOptions } from '../../build/options';
import { ContentError, formatProblem } from '../../build/problems';
import { searchDocuments } from '../../build/stages/search/search-documents';
import { SEARCH_INDEX, type SearchIndexer } from '../../build/stages/search/search-index';
import type { ReuseStore } from '../../build/reuse/store';
import { fillFactText } from '../../src/content/fact-text';
import { escapeRegExp } from '../../src/lib/text';
import { servicePath } from '../../src/content/service';
import { isStandIn } from '../../src/content/stand-in';
import { relatedScore } from '../../src/lib/related-posts';
import { missingReferences } from './referenced-files';
import { cacheSharingImages } from './shared-cache';
import { clinicSite } from '../../templates/clinic-site';
import { topicLabel } from '../../src/lib/topic-label';

const root = process.cwd();
const ORIGIN = 'https://clinic.example.org';
const temp = await mkdtemp(path.join(tmpdir(), 'clinic-build-'));
const outDir = path.join(temp, 'dist');
const read = (file: string) => readFile(path.join(outDir, file), 'utf8');

let result: BuildResult;
const shippedOptions = parseBuildOptions(['--out', outDir], { SITE_URL: ORIGIN }, root);
/**
 * The build's store, which later builds of the same content read from, as the dev server reads from `npm run build`'s.
 */
const shippedStore = storeFor(shippedOptions);

const site = suite('buildSite: the shipped content');
site.before(async () => {
  result = await buildSite(clinicSite, shippedOptions, { store: shippedStore });
});

/** The pages the templates build whatever the content says: the editors' files add the rest. */
const specRoutes = [
  '/',
  '/about/',
  '/team/',
  '/team/physiotherapists/',
  '/team/massage-therapists/',
  '/team/pilates/',
  '/team/womens-health/',
  '/services/',
  '/rehabilitation/',
  '/pricing/',
  '/conditions/',
  '/blog/',
  '/testimonials/',
  '/contact/',
  '/privacy-policy/',
  '/terms/',
  '/cookie-policy/',
  '/accessibility/',
  '/complaints/',
];
/** The Markdown files of a collection in the shipped content, leaving out the editors' templates. */
const shippedFiles = async (collection: string) =>
  (await readdir(path.join(root, 'content', collection))).filter(
    (file) => file.endsWith('.md') && !file.startsWith('_'),
  );
/** Members of the shipped team (file slug and name), whoever they are, for the tests on copies of the content. */
const teamPhotos = await readdir(path.join(root, 'content/images/team')).catch(() => [] as string[]);
const shippedMembers = await Promise.all(
  (await shippedFiles('team')).sort().map(async (file) => {
    const text = await readFile(path.join(root, 'content/team', file), 'utf8');
    const slug = file.replace(/\.md$/, '');
    return {
      slug,
      name: /^name: "?([^"\n]+)"?$/m.exec(text)![1]!,
      photo: /^image:/m.test(text) || teamPhotos.some((photo) => photo.startsWith(`${slug}.`)),
    };
  }),
);
/** A member without a photo, whom the tests give none. */
const unpictured = shippedMembers.slice(1).find((member) => !member.photo)!;
const signed = (text: string) => text.replace(/^author: .*$/m, `author: ${shippedMembers[0]!.name}`);
const plainPost = await readFile(path.join(root, 'test/fixtures/plain-post.md'), 'utf8');
/** The names of the fixture posts the tests on copies of the content add, and break, as posts/fixture-<name>.md. */
const FIXTURE_POSTS = ['calf', 'frozen', 'hip', 'neck'];
/**
 * The fixture post as fixture-<name>, with an id of its own (the same each time), signed by a member of the shipped
 * team.
 */
const fixturePost = (name: string) =>
  signed(plainPost)
    .replace(/^id: .*$/m, `id: 5d4c3b2a-1f0e-4d9c-8b7a-${String(FIXTURE_POSTS.indexOf(name) + 1).padStart(12, '0')}`)
    .replace(/^slug: .*$/m, `slug: fixture-${name}`)
    .replace(/^title: .*$/m, `title: "Fixture post ${name}"`);
/** Copies the shipped content to `dir` and adds the fixture posts. */
async function copyContent(dir: string) {
  await cp(path.join(root, 'content'), dir, { recursive: true });
  for (const name of FIXTURE_POSTS) await writeFile(path.join(dir, `posts/fixture-${name}.md`), fixturePost(name));
}
/** A photo of the shipped content, whichever it is, to drop in as another. */
const shippedPhoto = (await readdir(path.join(root, 'content/images'))).find((file) => /\.jpe?g$/.test(file))!;

/** Text as React writes it into a page. */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
/** A published post of the shipped content to look at, and its page. */
const samplePost = () => result.model.posts[0]!;
const samplePage = () => `blog/${samplePost().slug}/index.html`;

site('should index every article, service, team member and content page once for search, and no list', async () => {
  const docs = searchDocuments(result.model, clinicSite.templates);
  const urls = docs.map((doc) => doc.url);
  assert.is(new Set(urls).size, urls.length);
  const expected = [
    ...result.model.posts.map((p) => `/blog/${p.slug}/`),
    ...result.model.services.map(servicePath),
    ...result.model.team.map((m) => `/team/${m.slug}/`),
  ];
  for (const url of expected) assert.ok(urls.includes(url), url);
  assert.ok(urls.includes('/about/') && urls.includes('/conditions/'));
  assert.not.ok(
    urls.some((url) => url === '/blog/' || url.includes('/tag/') || url.includes('/category/') || url === '/'),
    'lists repeat what they list',
  );
  const articles = docs.filter((doc) => doc.kind === 'article');
  assert.is(articles.length, result.model.posts.length, 'every post is indexed as an article');
  assert.ok(articles.every((doc) => doc.category && doc.date));
  assert.ok((await read('pagefind/pagefind-entry.json')).includes('"en"'));
});

site('should refer, from every page and stylesheet, only to files the build wrote', async () => {
  assert.equal(await missingReferences(outDir), []);
});

site('should answer once the pages are stored, and store the cards and the search index after', async () => {
  const files = new Map<string, Contents>([
    ['images/social/gone.jpg', 'a card no page has'],
    ['pagefind/last.pf_meta', 'the last index'],
  ]);
  // The index is made again, and held until the pages are stored: a reused index could be in place before then.
  const store = memoryStore(shippedStore);
  const indexAgain: ReuseStore = {
    ...store,
    reuse: (shelf, key, make) =>
      shelf.name === SEARCH_INDEX.name ? Promise.resolve(make()) : store.reuse(shelf, key, make),
  };
  let pagesStored!: () => void;
  const held = new Promise<void>((resolve) => (pagesStored = resolve));
  const indexer: SearchIndexer = {
    async index(_docs, part = 0) {
      await held;
      const file = part === 0 ? 'pagefind/pagefind-entry.json' : `pagefind/part-${part}.pf_meta`;
      return [{ file, contents: new TextEncoder().encode('{}') }];
    },
  };
  const phases = buildPhases(clinicSite, shippedOptions, { store: indexAgain, target: memoryTarget(files), indexer });
  let step = await phases.next();
  while (!step.done) step = await phases.next();
  assert.ok(files.has(samplePage()), samplePage());
  assert.ok(files.has('pagefind/last.pf_meta'), 'the last index is served until the new one arrives');
  pagesStored();
  const { written } = await step.value.settled;
  assert.ok(files.has(`images/social/blog-${samplePost().slug}.jpg`));
  assert.not.ok(files.has('images/social/gone.jpg'), 'once stored, a card no page has is gone');
  assert.ok(files.has('pagefind/pagefind-entry.json'));
  assert.not.ok(files.has('pagefind/last.pf_meta'), 'the new index replaces the last');
  assert.ok(written.made > step.value.written.made, 'settled counts the cards and the index too');
});

site('should build every route of the spec, each post, member, service, category and tag', async () => {
  const paths = new Set(result.routes.map((route) => route.path));
  for (const route of specRoutes) assert.ok(paths.has(route), `missing ${route}`);
  for (const post of result.model.posts) assert.ok(paths.has(`/blog/${post.slug}/`), `missing post ${post.slug}`);
  for (const member of result.model.team)
    assert.ok(paths.has(`/team/${member.slug}/`), `missing member ${member.slug}`);
  for (const service of result.model.services)
    assert.ok(paths.has(servicePath(service)), `missing service ${service.slug}`);
  for (const taxon of [...result.model.categories, ...result.model.tags])
    assert.ok(paths.has(taxon.path), `missing ${taxon.path}`);
  assert.ok(paths.has('/404.html'));
  assert.not.ok(paths.has('/blog/title-of-the-article/'), "the editors' _template.md is skipped");
  assert.is(result.model.team.length, (await shippedFiles('team')).length, 'every file in content/team is a member');
  assert.is(result.model.services.length, (await shippedFiles('services')).length, 'every file in content/services');
});

site('should write each route as route/index.html with a canonical URL on SITE_URL', async () => {
  for (const route of result.routes.filter((r) => !r.hidden)) {
    const file = route.path === '/' ? 'index.html' : `${route.path.slice(1)}index.html`;
    const html = await read(file);
    assert.ok(html.includes(`<link rel="canonical" href="${ORIGIN}${route.path}"/>`), `canonical of ${route.path}`);
    assert.ok(html.startsWith('<!DOCTYPE html><html lang="en-GB">'), `document of ${route.path}`);
  }
});

site(
  "should draw a card for each post, service, member and top-level page, and share the section's card on lists",
  async () => {
    const cardOf = async (file: string) =>
      /<meta property="og:image" content="[^"]+(\/images\/social\/[^"]+)"/.exec(await read(file))?.[1];
    const service = result.model.services[0]!.slug;
    const member = result.model.team[0]!.slug;
    const cases: [page: string, card: string][] = [
      ['index.html', '/images/social/home.jpg'],
      [samplePage(), `/images/social/blog-${samplePost().slug}.jpg`],
      [`services/${service}/index.html`, `/images/social/services-${service}.jpg`],
      [`team/${member}/index.html`, `/images/social/team-${member}.jpg`],
      ['pricing/index.html', '/images/social/pricing.jpg'],
      ['blog/index.html', '/images/social/blog.jpg'],
      ['blog/page/2/index.html', '/images/social/blog.jpg'],
      [`${result.model.tags[0]!.path.slice(1)}index.html`, '/images/social/blog.jpg'],
      [`${result.model.categories[0]!.path.slice(1)}index.html`, '/images/social/blog.jpg'],
      [`team/${result.model.teamGroups[0]!.slug}/index.html`, '/images/social/team.jpg'],
    ];
    for (const [page, card] of cases) assert.is(await cardOf(page), card, page);
    const drawn = await readdir(path.join(outDir, 'images/social'));
    const own = result.routes.filter((route) => route.card.path === route.path);
    assert.is(drawn.length, own.length, 'one file per card of its own, none for pages that share');
    assert.ok(
      drawn.length < result.routes.length - result.model.tags.length,
      `${drawn.length} cards for ${result.routes.length} pages`,
    );
  },
);

site(
  'should name the trading company from site.yaml in every footer and in the privacy policy, each stand-in marked',
  async () => {
    const raw = load(await readFile(path.join(root, 'content/site.yaml'), 'utf8')) as {
      company: Record<'name' | 'number' | 'office' | 'ico', unknown>;
    };
    /** A value of site.yaml as the page shows it: a stand-in with its mark. */
    const shown = (value: unknown) => escapeHtml(isStandIn(value) ? `${value.standIn} (placeholder)` : String(value));
    const { name, number, office, ico } = raw.company;
    const company = new RegExp(
      escapeRegExp(
        `${shown(name)}, registered in England and Wales, company number ${shown(number)}. Registered office: ` +
          `${shown(office)}. ICO registration ${shown(ico)}.`,
      ),
    );
    for (const file of ['index.html', samplePage(), 'contact/index.html'])
      assert.match(await read(file), company, file);
    assert.ok((await read('privacy-policy/index.html')).includes(`registration number ${shown(ico)}`));
  },
);

site('should show the sample testimonials and fees for what they are, and count the stand-ins', async () => {
  for (const file of ['index.html', 'testimonials/index.html']) {
    const html = await read(file);
    assert.match(html, /Example review/, file);
    assert.not.match(html, /Kind words from people we have helped|What Our Patients Say/, file);
    assert.not.match(html, /class="stars"/, `${file}: no star ratings on samples`);
  }
  const pricing = await read('pricing/index.html');
  assert.not.match(pricing, /no surprises/);
  assert.is(
    pricing.match(/class="price-example"/g)?.length,
    result.model.pricing.sections.flatMap((s) => s.items).length,
  );
  assert.ok(
    result.standIns.length > 0 &&
      result.standIns.every((p) => p.message.startsWith('this is a stand-in; replace it with ')),
  );
});

site(
  'should mark every stand-in phone and address where a visitor reads it: footer, header, contact, JSON-LD',
  async () => {
    const clinics = result.model.clinics.filter((clinic) => clinic.standIns?.phone && clinic.standIns?.address);
    assert.ok(clinics.length > 0, 'the shipped clinics still have stand-in phones and addresses');
    const home = await read('index.html');
    const contact = await read('contact/index.html');
    for (const clinic of clinics) {
      const phone = `${clinic.phone} (placeholder)`;
      assert.match(home, `>${phone}</a></address>`, `${clinic.name}: the footer`);
      assert.match(home, `&quot;phone&quot;:&quot;${phone}&quot;`, `${clinic.name}: the header's contact menu`);
      assert.match(contact, `${phone}\n`.trim(), `${clinic.name}: the contact page`);
      assert.match(home, `"telephone":"${phone}"`, `${clinic.name}: the JSON-LD`);
    }
  },
);

site('should list exactly the public pages in the sitemap, with absolute URLs and no 404', async () => {
  const sitemap = await read('sitemap.xml');
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  const expected = result.routes.filter((r) => !r.hidden).map((r) => ORIGIN + r.path);
  assert.equal(locs.sort(), expected.sort());
  assert.not.match(sitemap, /404/);
  assert.match(await read('robots.txt'), new RegExp(`Sitemap: ${ORIGIN}/sitemap.xml`));
});

site(
  "should write each clinic's Place ID and the site's address for the reviews function, from clinics.yaml",
  async () => {
    const places = JSON.parse(await read('reviews-places.json')) as { site: string; clinics: unknown[] };
    assert.equal(places, {
      site: ORIGIN,
      clinics: result.model.clinics.map(({ id, name, googlePlaceId }) => ({ id, name, placeId: googlePlaceId })),
    });
    assert.ok(places.clinics.length >= 2);
  },
);

site('should publish a feed of every post, newest first, that every page links to', async () => {
  const feed = await read('feed.xml');
  const links = [...feed.matchAll(/<link>([^<]+)<\/link>/g)].map((m) => m[1]);
  const newest = result.model.posts.map((post) => `${ORIGIN}/blog/${post.slug}/`);
  const dates = result.model.posts.map((post) => Date.parse(post.published_at));
  assert.equal(
    dates,
    [...dates].sort((a, b) => b - a),
    'newest first',
  );
  const live = [];
  for (const file of await shippedFiles('posts')) {
    const text = await readFile(path.join(root, 'content/posts', file), 'utf8');
    const date = Date.parse(/^published_at: ["']?([^"'\n]+)/m.exec(text)?.[1] ?? '');
    if (/^published: true$/m.test(text) && date <= Date.now()) live.push(file);
  }
  assert.ok(live.length > 0);
  assert.is(newest.length, live.length, 'every published post in content/posts dated until now');
  assert.equal(links.slice(1), newest);
  assert.match(
    await read('about/index.html'),
    /<link rel="alternate" type="application\/rss\+xml" title="[^"]+" href="\/feed.xml"\/>/,
  );
});

site('should put the home page sections in the spec order, with their headings', async () => {
  const home = await read('index.html');
  const { hero, experience, about, cta, contact } = result.model.home;
  const sections: [string, string][] = [
    ['hero', hero.headline],
    // The panel names the director and their years from site.yaml.
    ['experience', fillFactText(experience.title, result.model.site)],
    ['about', 'About Us'],
    ['services', 'Our Services'],
    ['team', 'Meet Our Expert Team'],
    ['conditions', 'Conditions We Treat'],
    ['insurers', 'Insurance Partners'],
    ['testimonials', 'Reviews'],
    ['specialised-care', 'Specialised Care'],
    ['latest-posts', 'Latest from Our Blog'],
    ['popular', 'Popular Health Topics'],
    ['cta', cta.title],
    ['contact', contact.title],
  ];
  const positions = sections.map(([id, heading]) => {
    const match = new RegExp(`id="${id}-title"[^>]*>${escapeRegExp(escapeHtml(heading))}`).exec(home);
    assert.ok(match, `home is missing section ${id} headed "${heading}"`);
    return match.index;
  });
  assert.equal(
    positions,
    [...positions].sort((a, b) => a - b),
  );
  assert.ok(home.includes(escapeHtml(about.quote)), about.quote);
});

site('should give every page the skip link, the full header menu and the footer links', async () => {
  const html = await read(samplePage());
  assert.match(html, /<a class="skip-link" href="#main">Skip to main content<\/a>/);
  const { header, footer, legal, featuredPosts } = result.model.navigation;
  const hrefs = [
    ...header.flatMap((item) => [item.path, ...(item.dropdown ?? []).map((link) => link.path)]),
    ...footer.map((link) => link.path),
    ...legal.map((link) => link.path),
    ...featuredPosts.map((slug) => `/blog/${slug}/`),
  ];
  assert.ok(hrefs.length > header.length && featuredPosts.length > 0, hrefs.join(' '));
  for (const href of hrefs) {
    assert.ok(html.includes(`href="${href}"`), `missing link to ${href}`);
  }
  assert.match(html, /mailto:enquiries@/);
});

site('should describe the clinic, articles and trails in JSON-LD', async () => {
  const blocks = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? ''));
  const [clinic] = blocks(await read('index.html'));
  assert.is(clinic['@type'], 'MedicalOrganization');
  assert.is(clinic.department.length, result.model.clinics.length);
  const article = blocks(await read(samplePage()));
  assert.equal(
    article.map((b) => b['@type']),
    ['BlogPosting', 'BreadcrumbList'],
  );
  assert.is(article[0].headline, samplePost().title);
});
site('should show on each article its best-scoring related posts, best first, as the spec scores them', async () => {
  // The scoring itself is worked out by hand on fixture posts in test/lib/related-posts.test.ts and outline-site.
  const posts = result.model.posts;
  assert.ok(posts.length > 4, 'enough posts for four related ones each');
  let scored = 0;
  for (const post of posts) {
    const related = result.model.related.get(post.slug) ?? [];
    assert.is(related.length, 4, post.slug);
    assert.not.ok(related.includes(post), `${post.slug} is not related to itself`);
    assert.is(new Set(related).size, related.length, `${post.slug}: no post twice`);
    const scores = related.map((other) => relatedScore(post, other));
    assert.equal(
      scores,
      [...scores].sort((a, b) => b - a),
      `${post.slug}: best first`,
    );
    const best = Math.max(...posts.filter((p) => p !== post && !related.includes(p)).map((p) => relatedScore(post, p)));
    assert.ok(best <= scores.at(-1)!, `${post.slug}: a post left out scores ${best}, more than ${scores.at(-1)}`);
    scored += scores.filter((score) => score > 0).length;
  }
  assert.ok(scored > 0, 'some posts have something in common');
  const page = await read(samplePage());
  const section = page.slice(page.indexOf('id="related-title"'));
  const shown = [...section.matchAll(/<h3 class="card-title" data-slug="([a-z0-9-]+)">/g)].map((m) => m[1]);
  assert.equal(
    shown,
    result.model.related.get(samplePost().slug)!.map((post) => post.slug),
  );
});

site('should show en-GB dates, author, category and tags on articles', async () => {
  const post = result.model.posts.find((p) => p.tags.length > 0 && result.model.team.some((m) => m.name === p.author))!;
  assert.ok(post, 'an article with tags by a team member');
  const page = await read(`blog/${post.slug}/index.html`);
  const date = new Date(post.published_at).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  });
  assert.match(date, /^\d{1,2} [A-Z][a-z]+ \d{4}$/);
  assert.ok(page.includes(`<time dateTime="${post.published_at}">${date}</time>`), `${post.slug}: ${date}`);
  const author = result.model.team.find((m) => m.name === post.author)!;
  assert.ok(
    page.includes(`By <a href="/team/${author.slug}/">${escapeHtml(author.name)}</a>, ${author.role}`),
    `${post.slug}: author`,
  );
  const category = result.model.categories.find((c) => c.name === post.category)!;
  assert.ok(page.includes(`<a href="${category.path}">${escapeHtml(category.name)}</a>`), `${post.slug}: category`);
  const tag = result.model.tags.find((t) => t.posts.includes(post))!;
  // A tag reads as a sentence has it ("Running", "ACL"), its address as typed.
  const label = escapeHtml(topicLabel(tag.name));
  assert.ok(page.includes(`<a href="${tag.path}">${label}</a>`), `${post.slug}: tag ${tag.name} as ${label}`);
});

site('should show the About photo as a responsive picture whose every variant is written', async () => {
  const about = await read('about/index.html');
  const front = await readFile(path.join(root, 'content/pages/about.md'), 'utf8');
  const photo = /^image: \/images\/(.+)\.jpg$/m.exec(front)?.[1];
  const alt = /^image_alt: "?([^"\n]+)"?$/m.exec(front)?.[1];
  assert.ok(photo && alt, 'the About page has a photo, described');
  const picture = /<picture>(.*?)<\/picture>/.exec(about)?.[1] ?? '';
  assert.match(picture, /<source type="image\/avif" srcSet="[^"]+ 400w, [^"]+ 1200w" sizes="[^"]+"\/>/);
  assert.match(picture, /<source type="image\/webp" srcSet="[^"]+ 1200w"/);
  assert.match(
    picture,
    new RegExp(
      `<img src="/assets/images/${escapeRegExp(photo)}-1200\\.[a-f0-9]+\\.jpg" width="1200" height="\\d+" ` +
        `loading="lazy"[^>]* alt="${escapeRegExp(escapeHtml(alt))}"`,
    ),
  );
  for (const [, file] of picture.matchAll(/(\/assets\/images\/[^\s",]+)/g)) {
    assert.ok((await read(file?.slice(1) ?? '')).length > 0, `${file} is written`);
  }
});

const pagesHtml = async () =>
  Promise.all(
    result.routes.map(async (route) => ({
      route,
      html: await read(route.path.endsWith('/') ? `${route.path.slice(1)}index.html` : route.path.slice(1)),
    })),
  );

site('should give every page its own title and description', async () => {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const { route, html } of await pagesHtml()) {
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? '';
    const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1] ?? '';
    assert.ok(title && description, `${route.path} has a title and description`);
    assert.ok(
      description.length >= 50 && description.length <= 200,
      `${route.path} description length ${description.length}`,
    );
    assert.is(titles.get(title), undefined, `${route.path} repeats the title of ${titles.get(title)}`);
    assert.is(
      descriptions.get(description),
      undefined,
      `${route.path} repeats the description of ${descriptions.get(description)}`,
    );
    titles.set(title, route.path);
    descriptions.set(description, route.path);
  }
});

const REQUIRED_LD: Record<string, string[]> = {
  MedicalOrganization: ['name', 'url', 'department'],
  BlogPosting: ['headline', 'datePublished', 'author', 'image', 'mainEntityOfPage', 'publisher'],
  BreadcrumbList: ['itemListElement'],
};

site('should give every JSON-LD block valid JSON and the properties its type requires', async () => {
  let blocks = 0;
  const checked = { trails: 0, clinics: 0 };
  for (const { route, html } of await pagesHtml()) {
    for (const [, text] of html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)) {
      blocks++;
      const data = JSON.parse(text ?? '') as Record<string, unknown>;
      const type = String(data['@type']);
      assert.is(data['@context'], 'https://schema.org', route.path);
      const required = REQUIRED_LD[type];
      assert.ok(required, `${route.path}: unexpected type ${type}`);
      for (const key of required ?? []) assert.ok(data[key] !== undefined, `${route.path}: ${type} lacks ${key}`);
      if (type === 'BreadcrumbList') {
        const items = data.itemListElement as { position: number; item: string }[];
        assert.ok(items.length > 0, `${route.path}: an empty trail`);
        checked.trails++;
        items.forEach((item, i) => {
          assert.is(item.position, i + 1);
          assert.ok(item.item.startsWith(`${ORIGIN}/`), `${route.path}: breadcrumb URLs are absolute`);
        });
      }
      if (type === 'MedicalOrganization') {
        assert.is((data.department as unknown[]).length, result.model.clinics.length, route.path);
        checked.clinics++;
        for (const clinic of data.department as Record<string, unknown>[]) {
          assert.equal(clinic['@type'], ['MedicalClinic', 'Physiotherapy']);
          assert.ok(
            clinic.telephone && clinic.address && clinic.openingHoursSpecification,
            `${route.path}: clinic details`,
          );
        }
      }
    }
  }
  assert.ok(blocks > result.model.posts.length, `${blocks} blocks checked`);
  assert.ok(checked.trails >= result.model.posts.length, `${checked.trails} trails checked`);
  assert.ok(checked.clinics > 0, 'the clinic is described');
});

site('should use https for every external link and open new tabs safely', async () => {
  const checked = { external: 0, newTabs: 0 };
  for (const { route, html } of await pagesHtml()) {
    for (const [tag] of html.matchAll(/<a [^>]*>/g)) {
      const href = /href="([^"]*)"/.exec(tag)?.[1] ?? '';
      if (!href.startsWith('/') && !href.startsWith('#')) {
        assert.match(href, /^(https:\/\/|tel:\+44\d{10}$|mailto:[^@\s]+@[^@\s]+$)/, `${route.path}: ${href}`);
        checked.external++;
      }
      if (tag.includes('target="_blank"')) {
        assert.match(tag, /rel="noopener noreferrer"/, `${route.path}: ${tag}`);
        checked.newTabs++;
      }
    }
  }
  assert.ok(
    checked.external > 0 && checked.newTabs > 0,
    `${checked.external} external links, ${checked.newTabs} new tabs`,
  );
});
site.after(() => rm(temp, { recursive: true, force: true }));
site(
  'should leave out the social links while they are stand-ins, so no visitor reaches a page not the clinic’s',
  async () => {
    const home = await read('index.html');
    assert.not.match(home, /footer-social/);
    assert.not.match(home, /<a href="https:\/\/www\.(facebook|instagram)\.com/);
  },
);

site('should say before anyone types that the contact form is not connected while EmailJS is unset', async () => {
  const html = await read('contact/index.html');
  const start = html.indexOf('<form', html.indexOf('contact-form-wrap'));
  const form = html.slice(start, html.indexOf('</form>', start));
  assert.match(form, /<strong>This form is not connected yet, so it cannot send a message\.<\/strong> Please call us/);
  assert.match(form, /aria-describedby="contact-note contact-offline contact-privacy"/);
  for (const name of ['name', 'email', 'phone', 'subject', 'message'])
    assert.match(form, new RegExp(`<(input|textarea) id="contact-${name}"[^>]* disabled`), `${name} takes no typing`);
  assert.match(form, /<button type="submit"[^>]* disabled/);
});

site.run();

const broken = suite('buildSite: invalid content');
const brokenTemp = await mkdtemp(path.join(tmpdir(), 'clinic-broken-'));
const brokenContent = path.join(brokenTemp, 'content');
const brokenOut = path.join(brokenTemp, 'dist');

broken.before(async () => {
  await copyContent(brokenContent);
  await cp(
    path.join(brokenContent, 'posts/fixture-frozen.md'),
    path.join(brokenContent, 'posts/fixture-frozen-copy.md'),
  );
  const edit = async (file: string, change: (text: string) => string) => {
    const full = path.join(brokenContent, file);
    await writeFile(full, change(await readFile(full, 'utf8')));
  };
  await edit('posts/fixture-neck.md', (t) =>
    t.replace(/^title: .*$/m, '').replace(/^category: .*$/m, 'category: Gossip'),
  );
  await edit('posts/fixture-calf.md', (t) =>
    t
      .replace(/^published_at: .*$/m, 'published_at: last Tuesday')
      .replace(/\n---\n/, '\n---\nSee [our gym](/gym/) and {{fax}}.\n'),
  );
  await edit('clinics.yaml', (t) => t.replace(/phone: \{[^}]*\}/, 'phone: "12 34"'));
  await writeFile(path.join(brokenContent, 'posts/broken-yaml.md'), '---\ntitle: Fine\nslug: "unclosed\n---\nBody\n');
  await mkdirOut();
});
async function mkdirOut() {
  await cp(path.join(root, 'public'), brokenOut, { recursive: true });
  await writeFile(path.join(brokenOut, 'index.html'), 'previous build');
}

broken('should report every problem at once as file: field: message and write nothing', async () => {
  try {
    await buildSite(clinicSite, parseBuildOptions(['--content', brokenContent, '--out', brokenOut], {}, root));
    assert.unreachable('the build should fail');
  } catch (error) {
    assert.instance(error, ContentError);
    const lines = (error as ContentError).problems.map(formatProblem);
    const expected = [
      /^posts\/fixture-neck\.md: title: is required$/,
      /^posts\/fixture-neck\.md: category: must be one of: Conditions, Sports Injuries/,
      /^posts\/fixture-calf\.md: published_at: must be an ISO date-time/,
      /^clinics\.yaml: \[0\]\.phone: must be a UK number/,
      /^posts\/broken-yaml\.md: line 3: invalid YAML: unexpected end of the stream within a double quoted scalar$/,
    ];
    for (const pattern of expected)
      assert.ok(
        lines.some((line) => pattern.test(line)),
        `no problem matching ${pattern}:\n${lines.join('\n')}`,
      );
  }
  assert.is(await readFile(path.join(brokenOut, 'index.html'), 'utf8'), 'previous build');
});

broken(
  'should report duplicate slugs, unknown placeholders and broken internal links once the files are valid',
  async () => {
    await rm(path.join(brokenContent, 'posts/broken-yaml.md'));
    await writeFile(
      path.join(brokenContent, 'clinics.yaml'),
      await readFile(path.join(root, 'content/clinics.yaml'), 'utf8'),
    );
    await writeFile(path.join(brokenContent, 'posts/fixture-neck.md'), fixturePost('neck'));
    const calf = path.join(brokenContent, 'posts/fixture-calf.md');
    await writeFile(
      calf,
      (await readFile(calf, 'utf8')).replace('published_at: last Tuesday', 'published_at: 2019-07-02T09:00:00+01:00'),
    );
    try {
      await buildSite(clinicSite, parseBuildOptions(['--content', brokenContent, '--out', brokenOut], {}, root));
      assert.unreachable('the build should fail');
    } catch (error) {
      const lines = (error as ContentError).problems.map(formatProblem);
      assert.ok(
        lines.some((l) => /^posts\/fixture-frozen(-copy)?\.md: slug: duplicate slug "fixture-frozen"/.test(l)),
        lines.join('\n'),
      );
      assert.ok(
        lines.some((l) => l === 'posts/fixture-calf.md: body: link "/gym/" points to no page or file on the site'),
        lines.join('\n'),
      );
      assert.ok(
        lines.some((l) => /^posts\/fixture-calf\.md: line \d+: unknown placeholder \{\{fax\}\}/.test(l)),
        lines.join('\n'),
      );
    }
    assert.is(await readFile(path.join(brokenOut, 'index.html'), 'utf8'), 'previous build');
  },
);

broken('should exit non-zero from the command line with the problems and no stack trace', async () => {
  const run = promisify(execFile);
  const failure = await run(
    'node',
    ['--import', 'tsx', 'build/index.ts', '--content', brokenContent, '--out', brokenOut],
    { cwd: root },
  ).then(
    () => null,
    (error: { code: number; stderr: string }) => error,
  );
  assert.ok(failure, 'the command should fail');
  assert.is(failure?.code, 1);
  assert.match(failure?.stderr ?? '', /Build failed: \d+ problems? in .*\(nothing was written\)/);
  assert.not.match(failure?.stderr ?? '', /\n\s+at /);
});
broken('should stop the search index of a build whose checks fail, as it fails', async () => {
  // Only the link to /gym/ is left wrong: the bodies attach, the index starts, and the check of links fails.
  await rm(path.join(brokenContent, 'posts/fixture-frozen-copy.md'));
  const calf = path.join(brokenContent, 'posts/fixture-calf.md');
  await writeFile(calf, (await readFile(calf, 'utf8')).replace(' and {{fax}}', ''));
  let started = 0;
  let stopped = 0;
  // A part never ends by itself: it is stopped, at once if the build has failed before Pagefind's turn.
  const indexer: SearchIndexer = {
    index: (_docs, _part, signal) =>
      new Promise((_resolve, reject) => {
        started++;
        const stop = () => reject((stopped++, signal?.reason));
        if (signal?.aborted) stop();
        else signal?.addEventListener('abort', stop);
      }),
  };
  const options = parseBuildOptions(['--content', brokenContent, '--out', brokenOut], {}, root);
  // A store of its own, so each part is made rather than taken from an earlier build's record.
  const store = memoryStore();
  const failure = await buildSite(clinicSite, options, { indexer, store }).catch((error: unknown) => error);
  assert.instance(failure, ContentError);
  const lines = (failure as ContentError).problems.map(formatProblem);
  assert.equal(lines, ['posts/fixture-calf.md: body: link "/gym/" points to no page or file on the site']);
  await new Promise((resolve) => setTimeout(resolve, 50));
  assert.ok(started > 0, 'the index was started');
  assert.is(stopped, started, 'every part was stopped');
});
broken.after(() => rm(brokenTemp, { recursive: true, force: true }));
broken.run();

const photos = suite('buildSite: photos dropped into content/images/');
const photoTemp = await mkdtemp(path.join(tmpdir(), 'clinic-photos-'));
let embedsBuild: BuildResult;
const photoContent = path.join(photoTemp, 'content');
const photoOut = path.join(photoTemp, 'dist');
const readPhotoSite = (file: string) => readFile(path.join(photoOut, file), 'utf8');

photos.before(async () => {
  await copyContent(photoContent);
  await cp(
    path.join(root, 'content/images', shippedPhoto),
    path.join(photoContent, `images/team/${shippedMembers[0]!.slug}.jpg`),
  );
  // As the editor saves an upload: the photo in content/images/team/, and the member's `image` naming it.
  const member = path.join(photoContent, `team/${shippedMembers[0]!.slug}.md`);
  const memberText = await readFile(member, 'utf8');
  const image = `image: /images/team/${shippedMembers[0]!.slug}.jpg`;
  if (!/^image:/m.test(memberText)) await writeFile(member, memberText.replace(/^role: /m, `${image}\nrole: `));
  const post = path.join(photoContent, 'posts/fixture-frozen.md');
  const text = await readFile(post, 'utf8');
  await writeFile(
    post,
    text.replace(/^(author: .*)$/m, `$1\nimage_url: /images/${shippedPhoto}\nimage_alt: A treatment couch by a window`),
  );
  const fixtures: [fixture: string, file: string][] = [
    ['embeds-post.md', 'embeds.md'],
    ['hostile-post.md', 'hostile-content.md'],
  ];
  for (const [fixture, file] of fixtures)
    await writeFile(
      path.join(photoContent, 'posts', file),
      signed(await readFile(path.join(root, 'test/fixtures', fixture), 'utf8')),
    );
  await cacheSharingImages(path.join(photoTemp, 'cache'));
  embedsBuild = await buildSite(
    clinicSite,
    parseBuildOptions(
      ['--content', photoContent, '--out', photoOut, '--cache-dir', path.join(photoTemp, 'cache')],
      {},
      root,
    ),
  );
});

photos(
  'should keep a titled YouTube frame and a Google Maps frame, lazily, and drop a frame from elsewhere with a warning',
  async () => {
    const html = await readPhotoSite('blog/embeds/index.html');
    const frames = [...html.matchAll(/<iframe[^>]*>/g)].map(([frame]) => frame);
    assert.is(frames.length, 2, frames.join('\n'));
    assert.match(
      frames[0] ?? '',
      new RegExp(
        /src="https:\/\/www\.youtube-nocookie\.com\/embed\/test-video-id" title="Video: a test clip".* /.source +
          /loading="lazy" referrerpolicy="strict-origin-when-cross-origin"/.source,
      ),
    );
    assert.match(
      frames[1] ?? '',
      /src="https:\/\/www\.google\.com\/maps\/embed\?pb=test-map" title="Map of the clinic".* loading="lazy"/,
    );
    assert.not.match(html, /elsewhere\.example/);
    assert.ok(
      embedsBuild.warnings.some(
        (w) =>
          w.file === 'posts/embeds.md' && w.message.includes('removed an iframe (https://elsewhere.example/frame)'),
      ),
    );
  },
);

photos('should keep every frame of the built articles titled, lazy and from YouTube or Google Maps', async () => {
  const kept: string[] = [];
  for (const post of embedsBuild.model.posts) {
    const html = await readPhotoSite(`blog/${post.slug}/index.html`);
    for (const [frame] of html.matchAll(/<iframe[^>]*>/g)) {
      assert.match(frame, / title="[^"]+"/, `${post.slug}: frame without title`);
      assert.match(frame, / loading="lazy"/, `${post.slug}: frame loaded eagerly`);
      const src = / src="(https:\/\/www\.(?:youtube-nocookie\.com\/embed\/|google\.com\/maps\/embed\?)[^"]+)"/.exec(
        frame,
      );
      assert.ok(src, `${post.slug}: frame host in ${frame}`);
      kept.push(`${post.slug} ${src[1]}`);
    }
  }
  assert.ok(kept.length > 0, 'the fixture posts have frames to check');
  assert.equal(kept, [
    'embeds https://www.youtube-nocookie.com/embed/test-video-id',
    'embeds https://www.google.com/maps/embed?pb=test-map',
  ]);
});

photos('should replace a monogram with the photo named after the member, on her page and on team cards', async () => {
  const [pictured] = shippedMembers;
  const other = unpictured;
  const member = await readPhotoSite(`team/${pictured!.slug}/index.html`);
  assert.match(
    member,
    new RegExp(
      `<picture><source type="image/avif" srcSet="[^"]+ 400w[^"]*" sizes="clamp\\([^"]+\\)"/>.*?<img ` +
        `src="/assets/images/team/${pictured!.slug}-1200\\.[a-f0-9]+\\.jpg" width="1200" height="\\d+" ` +
        `loading="eager" decoding="async" fetchPriority="high" alt="Portrait of ` +
        `${escapeRegExp(escapeHtml(pictured!.name))}" class="portrait portrait-large"/></picture>`,
    ),
  );
  const team = await readPhotoSite('team/index.html');
  assert.ok(team.includes(`alt="Portrait of ${escapeHtml(pictured!.name)}" class="portrait portrait-medium"/>`));
  const monogram = other!.name
    .split(/\s+/)
    .map((part) => part[0]!.toUpperCase())
    .join('')
    .slice(0, 2);
  assert.ok(
    team.includes(`class="portrait portrait-medium monogram" aria-hidden="true">${monogram}<`),
    `members without a photo keep their monogram: ${other!.name}, ${monogram}`,
  );
});

photos('should show an uploaded portrait in the home team strip from the variants the build writes', async () => {
  const home = await readPhotoSite('index.html');
  const card = new RegExp(`<a class="team-card" href="/team/${shippedMembers[0]!.slug}/">(.*?)</a>`);
  assert.match(
    card.exec(home)?.[1] ?? home,
    /<picture><source type="image\/avif" srcset="\/assets\/images\/team\/[^"]+ 400w/i,
  );
  assert.not.match(home, /"\/images\/team\//, 'the uploaded file itself is not part of the built site');
});

photos('should refer, from every page and stylesheet, only to files the build wrote', async () => {
  assert.equal(await missingReferences(photoOut), []);
});

photos('should show a post photo from content/images/ as a responsive picture in its 16:9 box', async () => {
  const article = await readPhotoSite('blog/fixture-frozen/index.html');
  assert.match(
    article,
    new RegExp(
      /<picture><source type="image\/avif" srcSet="[^"]+" sizes="\(min-width: 848px\) 800px, 100vw"\/>.*?/.source +
        /fetchPriority="high" alt="A treatment couch by a window" class="post-image"\/><\/picture>/.source,
    ),
  );
  assert.match(article, /<meta property="og:image" content="[^"]+\/images\/social\/blog-fixture-frozen\.jpg"/);
});

photos('should name a missing photo and a photo without alt text', async () => {
  const post = path.join(photoContent, 'posts/fixture-neck.md');
  await writeFile(
    post,
    (await readFile(post, 'utf8')).replace(/^author: (.*)$/m, `author: $1\nimage_url: /images/${shippedPhoto}`),
  );
  const member = path.join(photoContent, `team/${unpictured.slug}.md`);
  await writeFile(
    member,
    (await readFile(member, 'utf8')).replace(/^role: /m, 'image: /images/team/nobody.jpg\nrole: '),
  );
  try {
    await buildSite(
      clinicSite,
      parseBuildOptions(
        ['--content', photoContent, '--out', photoOut, '--cache-dir', path.join(photoTemp, 'cache')],
        {},
        root,
      ),
    );
    assert.unreachable('the build should fail');
  } catch (error) {
    assert.instance(error, ContentError);
    const messages = (error as ContentError).problems.map(formatProblem);
    assert.ok(
      messages.includes('posts/fixture-neck.md: image_alt: a photo needs a description of what it shows'),
      messages.join('\n'),
    );
    assert.ok(
      messages.includes(`team/${unpictured.slug}.md: image: no photo /images/team/nobody.jpg in content/images/`),
      messages.join('\n'),
    );
  }
});
photos.after(() => rm(photoTemp, { recursive: true, force: true }));
photos.run();

const together = suite('buildSite: every problem at once');
const togetherTemp = await mkdtemp(path.join(tmpdir(), 'clinic-together-'));
let copies = 0;

/**
 * A copy of the shipped content with `edits` applied (file → change, or new text for a new file); the problems the
 * build reports.
 */
async function problemsOf(edits: Record<string, (text: string) => string>): Promise<string[]> {
  const dir = path.join(togetherTemp, String(copies++));
  const content = path.join(dir, 'content');
  const out = path.join(dir, 'dist');
  await copyContent(content);
  for (const [file, change] of Object.entries(edits)) {
    const full = path.join(content, file);
    await writeFile(full, change(await readFile(full, 'utf8').catch(() => '')));
  }
  await mkdirOutIn(out);
  try {
    await buildSite(
      clinicSite,
      parseBuildOptions(
        ['--content', content, '--out', out, '--cache-dir', await cacheSharingImages(path.join(dir, 'cache'))],
        {},
        root,
      ),
    );
  } catch (error) {
    assert.instance(error, ContentError);
    assert.is(await readFile(path.join(out, 'index.html'), 'utf8'), 'previous build', 'nothing was written');
    return (error as ContentError).problems.map(formatProblem);
  }
  assert.unreachable('the build should fail');
  return [];
}
async function mkdirOutIn(out: string) {
  await cp(path.join(root, 'public'), out, { recursive: true });
  await writeFile(path.join(out, 'index.html'), 'previous build');
}
const frozen = async () => fixturePost('frozen');
const newId = (text: string) => text.replace(/^id: .*$/m, 'id: 0b0b9a43-3f4e-4d7a-9f61-3c1f6d2a7e55');

together('should report four problems from four different checks together, sorted by file', async () => {
  const copy = newId(await frozen());
  const lines = await problemsOf({
    'posts/fixture-neck.md': (t) => t.replace(/^category: .*$/m, 'category: Gossip'),
    'posts/fixture-calf.md': (t) => t.replace(/\n---\n/, '\n---\nSee [our gym](/gym/).\n'),
    'posts/fixture-hip.md': (t) => t.replace(/^author: .*$/m, 'author: Nobody Known'),
    'posts/zz-fixture-frozen-again.md': () => copy,
  });
  assert.equal(lines, [
    'posts/fixture-calf.md: body: link "/gym/" points to no page or file on the site',
    'posts/fixture-hip.md: author: "Nobody Known" is not a team member',
    'posts/fixture-neck.md: category: must be one of: Conditions, Sports Injuries, News, General, Uncategorized, ' +
      'Free Articles',
    'posts/zz-fixture-frozen-again.md: slug: duplicate slug "fixture-frozen" (also in posts/fixture-frozen.md)',
  ]);
});

together(
  'should report a duplicate slug alongside a post with a missing title, and no second problem for links to that post',
  async () => {
    const copy = newId(await frozen());
    const lines = await problemsOf({
      'posts/fixture-neck.md': (t) => t.replace(/^title: .*$/m, ''),
      'posts/zz-fixture-frozen-again.md': () => copy,
    });
    assert.equal(lines, [
      'posts/fixture-neck.md: title: is required',
      'posts/zz-fixture-frozen-again.md: slug: duplicate slug "fixture-frozen" (also in posts/fixture-frozen.md)',
    ]);
  },
);

together('should report a broken photo path with an unknown placeholder and a dead link elsewhere', async () => {
  const lines = await problemsOf({
    [`team/${unpictured.slug}.md`]: (t) => t.replace(/^role: /m, 'image: /images/team/nobody.jpg\nrole: '),
    'posts/fixture-calf.md': (t) => t.replace(/\n---\n/, '\n---\nFax us on {{fax}}.\n'),
    'pages/about.md': (t) => `${t}\nSee [the gym](/gym/).\n`,
  });
  assert.is(lines.length, 3, lines.join('\n'));
  assert.is(lines[0], 'pages/about.md: body: link "/gym/" points to no page or file on the site');
  assert.match(
    lines[1] ?? '',
    new RegExp(
      /^posts\/fixture-calf\.md: line \d+: unknown placeholder \{\{fax\}\}; known: name, email, /.source +
        /.*\bhours\b.*\bphone\.earlsfield\b/.source,
    ),
  );
  assert.is(lines[2], `team/${unpictured.slug}.md: image: no photo /images/team/nobody.jpg in content/images/`);
});

together('should refuse a built-in testimonial that claims to be verified, naming its place in the list', async () => {
  const lines = await problemsOf({
    'testimonials.yaml': (t) => t.replace(/^( {2}rating: \d)$/m, '$1\n  verified: true'),
  });
  assert.equal(lines, [
    'testimonials.yaml: [0].verified: only reviews fetched from Google can be marked verified; remove it from a ' +
      'testimonial written into the site',
  ]);
});

together('should refuse two posts with one id and a tag that makes no page address', async () => {
  const copy = (await frozen()).replace(/^slug: .*$/m, 'slug: fixture-frozen-again');
  const lines = await problemsOf({
    'posts/zz-fixture-frozen-again.md': () => copy,
    'posts/fixture-neck.md': (t) => t.replace(/^tags: \[/m, 'tags: ["?!", '),
  });
  assert.equal(lines, [
    'posts/fixture-neck.md: tags[0]: "?!" has no letters or digits to make its page address from',
    `posts/zz-fixture-frozen-again.md: id: duplicate id "${/^id: (.*)$/m.exec(copy)![1]}" (also in ` +
      `posts/fixture-frozen.md)`,
  ]);
});

together(
  'should report a post with an unknown category and a second post repeating its slug, in one build',
  async () => {
    const neck = fixturePost('neck');
    const lines = await problemsOf({
      'posts/fixture-neck.md': (t) => t.replace(/^category: .*$/m, 'category: Gossip'),
      'posts/zz-fixture-neck-again.md': () => newId(neck),
    });
    assert.equal(lines, [
      'posts/fixture-neck.md: category: must be one of: Conditions, Sports Injuries, News, General, Uncategorized, ' +
        'Free Articles',
      'posts/zz-fixture-neck-again.md: slug: duplicate slug "fixture-neck" (also in posts/fixture-neck.md)',
    ]);
  },
);

const page = (title: string) => () =>
  `---\ntitle: ${title}\ndescription: A page an editor added to the site, with a description long enough to ` +
  `pass.\n---\nSome text.\n`;
const clashes: [string, string][] = [
  ['blog', "pages/blog.md: (file name): the address /blog/ is also the site's own blog page; rename the file"],
  ['search', "pages/search.md: (file name): the address /search/ is also the site's own search page; rename the file"],
  ['team', "pages/team.md: (file name): the address /team/ is also the site's own team page; rename the file"],
  [
    'home',
    "pages/home.md: (file name): its social card would be /images/social/home.jpg, the card of the site's own home " +
      'page; choose another address; rename the file',
  ],
  [
    'blog-fixture-neck',
    'posts/fixture-neck.md: slug: its social card would be /images/social/blog-fixture-neck.jpg, the card of the ' +
      'page of pages/blog-fixture-neck.md; choose another address',
  ],
  [
    'pagefind',
    'pages/pagefind.md: (file name): the address /pagefind/ is inside /pagefind/, where the site keeps files of its ' +
      'own; choose another',
  ],
];
for (const [slug, problem] of clashes) {
  together(
    `should refuse a content page at /${slug}/ as a problem naming its file, never a stack trace or a page silently ` +
      `replaced`,
    async () => {
      assert.equal(await problemsOf({ [`pages/${slug}.md`]: page(`About ${slug}`) }), [problem]);
    },
  );
}

together.after(() => rm(togetherTemp, { recursive: true, force: true }));
together.run();
