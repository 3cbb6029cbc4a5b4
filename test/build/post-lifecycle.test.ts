import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite, type BuildResult } from '../../build/build-site';
import { parseBuildOptions } from '../../build/options';
import { formatProblem } from '../../build/problems';
import { searchDocuments } from '../../build/stages/search/search-documents';
import { memoryTarget } from '../../build/write/output-target';
import type { Contents } from '../../build/output-file';
import { clinicSite } from '../../templates/clinic-site';
import { cacheSharingImages, freshStoreSharingCode } from './shared-cache';

/**
 * A post's life in whole builds, on a copy of the shipped content with a fixed clock: a draft and
 * a post written ahead are in no page, list, count, feed, sitemap, search or card of the live site;
 * a preview build shows them with their banner; old addresses redirect.
 */
const root = process.cwd();
const temp = await mkdtemp(path.join(tmpdir(), 'clinic-lifecycle-'));
const content = path.join(temp, 'content');
const NOW = Date.parse('2026-11-24T12:00:00Z');
const cacheDir = await cacheSharingImages(path.join(temp, 'cache'));
/** A build of the copy that keeps no record between builds and draws no photo or card the repository has drawn. */
const optionsFor = (flags: string[] = [], env: Record<string, string> = {}) =>
  parseBuildOptions(['--content', content, '--cache-dir', cacheDir, '--no-cache', ...flags], env, root);
/** Each build's own memory, over the images shared with every build (named by what they are made from). */
const storeOf = freshStoreSharingCode;
const plain = await readFile(path.join(root, 'test/fixtures/plain-post.md'), 'utf8');
/** The name of a member of the shipped team, whoever is on it, to sign the fixture posts. */
const shippedTeam = (await readdir(path.join(root, 'content/team'))).filter(
  (f) => f.endsWith('.md') && !f.startsWith('_'),
);
const author = /^name: (.*)$/m.exec(await readFile(path.join(root, 'content/team', shippedTeam[0]!), 'utf8'))![1]!;
/** That member's page, which lists the articles they signed. */
const authorPage = `team/${shippedTeam[0]!.replace(/\.md$/, '')}/index.html`;
/** A service of the shipped content, whichever it is, for a redirect to point at. */
const service = (await readdir(path.join(root, 'content/services')))
  .find((f) => !f.startsWith('_'))!
  .replace(/\.md$/, '');
/** The fixture post under another slug and id, with a tag only the new ones have. */
const copy = (slug: string, fields: Record<string, string>) =>
  Object.entries({
    id: crypto.randomUUID(),
    slug,
    title: `"Post ${slug}"`,
    author,
    tags: '[zz-only-new]',
    ...fields,
  }).reduce((text, [field, value]) => {
    const line = new RegExp(`^${field}: .*$`, 'm');
    return line.test(text)
      ? text.replace(line, `${field}: ${value}`)
      : text.replace(/^tags:/m, `${field}: ${value}\ntags:`);
  }, plain);
/** Two live fixture posts: one the tests link from, one they move to a new address. */
const LINKER = 'posts/zz-linker.md';
const TARGET = 'posts/zz-target.md';
/** A new team member saved as a draft with little more than a name, as the editor lets one be. */
const DRAFT_MEMBER = 'team/zz-new-member.md';
const draftMember = '---\nname: Zz New Member\npublished: false\ngroups: [physiotherapists]\n---\nJoins us soon.\n';

async function build(flags: string[] = []): Promise<{ result: BuildResult; files: Map<string, Contents> }> {
  const files = new Map<string, Contents>();
  const options = optionsFor(flags, { SITE_URL: 'https://clinic.example.org' });
  const result = await buildSite(
    clinicSite,
    { ...options, publishing: { ...options.publishing, now: NOW } },
    { store: storeOf(options), target: memoryTarget(files) },
  );
  return { result, files };
}
const text = (files: Map<string, Contents>, file: string) => String(files.get(file) ?? '');

/** Every card of the post `slug` on the pages of a build but its own. */
function* cardsOf(files: Map<string, Contents>, slug: string) {
  const card = new RegExp(`<article class="card post-card">(?:(?!</article>).)*data-slug="${slug}".*?</article>`, 'gs');
  for (const file of files.keys())
    if (file.endsWith('.html') && !file.startsWith(`blog/${slug}/`)) yield* text(files, file).match(card) ?? [];
}

const life = suite('buildSite: drafts and scheduled posts');
let live: Awaited<ReturnType<typeof build>>;
life.before(async () => {
  await cp(path.join(root, 'content'), content, { recursive: true });
  await writeFile(path.join(content, LINKER), copy('zz-linker', { tags: '[zz-fixture]' }));
  await writeFile(path.join(content, TARGET), copy('zz-target', { title: 'Target of a move', tags: '[zz-fixture]' }));
  await writeFile(path.join(content, 'posts/zz-draft.md'), copy('zz-draft', { published: 'false' }));
  await writeFile(
    path.join(content, 'posts/zz-soon.md'),
    copy('zz-soon', { published_at: '2027-03-03T09:00:00+00:00' }),
  );
  await writeFile(path.join(content, DRAFT_MEMBER), draftMember);
  live = await build();
});
life.after(() => rm(temp, { recursive: true, force: true }));

life('should leave both out of every page, list, count, related posts, sitemap, feed, search and card', () => {
  const { result, files } = live;
  for (const slug of ['zz-draft', 'zz-soon']) {
    assert.not.ok(files.has(`blog/${slug}/index.html`), slug);
    assert.not.ok(files.has(`images/social/blog-${slug}.jpg`), `${slug}: no card`);
    assert.not.ok(result.model.postBySlug.has(slug));
    assert.not.ok(
      [...result.model.related.values()].flat().some((post) => post.slug === slug),
      `${slug}: related`,
    );
    for (const file of ['sitemap.xml', 'feed.xml', 'blog/index.html', 'blog/category/conditions/index.html'])
      assert.not.match(text(files, file), slug, `${slug} in ${file}`);
    assert.not.ok(
      searchDocuments(result.model, clinicSite.templates).some((doc) => doc.url.includes(slug)),
      `${slug}: search`,
    );
  }
  assert.not.ok(files.has('blog/tag/zz-only-new/index.html'), 'a tag only they carry has no page');
  assert.is(
    result.model.categories.find((c) => c.slug === 'conditions')?.posts.length,
    result.model.posts.filter((p) => p.category === 'Conditions').length,
  );
});

life('should mark no card of the live build', () => {
  for (const file of live.files.keys())
    if (file.endsWith('.html')) assert.not.match(text(live.files, file), 'status-mark', file);
});

life('should say which posts it left out, and when the scheduled one goes live', () => {
  assert.equal(
    live.result.withheld.map(({ file, state, reason }) => `${file} ${state} ${reason}`),
    [
      'posts/zz-draft.md draft a draft',
      'posts/zz-soon.md scheduled scheduled for 3 March 2027',
      `${DRAFT_MEMBER} draft a draft`,
    ],
  );
});

life(
  "should leave a draft team member out of the live site, and show a preview their page and team page's card",
  async () => {
    for (const file of ['team/index.html', 'team/physiotherapists/index.html', 'sitemap.xml'])
      assert.not.match(text(live.files, file), 'zz-new-member', file);
    assert.not.ok(live.files.has('team/zz-new-member/index.html'));
    assert.not.ok(searchDocuments(live.result.model, clinicSite.templates).some((doc) => doc.url.includes('zz-new')));
    const { files } = await build(['--drafts']);
    const page = text(files, 'team/zz-new-member/index.html');
    assert.match(page, '<p class="container status-banner" role="note">Draft: not on the live site</p>');
    assert.match(page, '<meta name="robots" content="noindex"/>');
    // What the draft does not say yet has no heading over nothing; a whole profile has each.
    assert.not.match(page, /<dt>(Qualifications|Specialisms|Works at)<\/dt>/);
    assert.match(text(files, authorPage), '<dt>Qualifications</dt>');
    const card = /<article class="card team-member-card">(?:(?!<\/article>).)*zz-new-member.*?<\/article>/s;
    assert.match(text(files, 'team/physiotherapists/index.html').match(card)?.[0] ?? '', 'status-mark');
    assert.not.match(text(files, 'sitemap.xml'), 'zz-new-member');
  },
);

life(
  'should include them with --drafts and --future, each page with its banner and noindex, still out of the sitemap ' +
    'and feed',
  async () => {
    const { result, files } = await build(['--drafts', '--future']);
    assert.equal(result.withheld, []);
    for (const [slug, banner] of [
      ['zz-draft', 'Draft: not on the live site'],
      ['zz-soon', 'Scheduled for 3 March 2027'],
    ] as const) {
      const page = text(files, `blog/${slug}/index.html`);
      assert.match(page, `<p class="status-banner" role="note">${banner}</p>`);
      // Its card on the lists says so too, or a scheduled post looks live there.
      const cards = [...cardsOf(files, slug)];
      assert.ok(cards.length > 0, `${slug} is listed`);
      for (const card of cards) assert.match(card, `<p class="status-mark">${banner}</p>`);
      // So does its link on its author's page, among their articles.
      assert.match(
        text(files, authorPage),
        `<a href="/blog/${slug}/">Post ${slug}</a><p class="status-mark">${banner}</p>`,
      );
      assert.match(page, '<meta name="robots" content="noindex"/>');
      assert.not.match(text(files, 'sitemap.xml'), slug);
      assert.not.match(text(files, 'feed.xml'), slug);
    }
  },
);

life('should publish the scheduled post in a build on its day, without --future', async () => {
  const options = optionsFor();
  const result = await buildSite(
    clinicSite,
    { ...options, publishing: { ...options.publishing, now: Date.parse('2027-03-03T09:00:00Z') } },
    { store: storeOf(options), target: memoryTarget(new Map()) },
  );
  assert.ok(result.model.postBySlug.has('zz-soon'));
  assert.not.ok(result.model.postBySlug.get('zz-soon')?.status, 'live: no banner');
});

life('should refuse a live page that links to a draft, naming both files', async () => {
  const linker = path.join(content, LINKER);
  const original = await readFile(linker, 'utf8');
  await writeFile(linker, `${original}\nSee [the draft](/blog/zz-draft/).\n`);
  try {
    await build();
    assert.unreachable('the build should fail');
  } catch (error) {
    assert.equal((error as { problems: Parameters<typeof formatProblem>[0][] }).problems.map(formatProblem), [
      'posts/zz-linker.md: body: link "/blog/zz-draft/" points to posts/zz-draft.md (a draft), which this build ' +
        'leaves out; publish it first, or remove the link',
    ]);
  } finally {
    await writeFile(linker, original);
  }
});

life(
  'should write a 301 and a page at each old address, outside the sitemap and search, and pass a link to it with a ' +
    'warning',
  async () => {
    const target = path.join(content, TARGET);
    const original = await readFile(target, 'utf8');
    await writeFile(target, original.replace(/^tags:/m, 'redirect_from: [/blog/stiff-shoulder/]\ntags:'));
    const redirects = await readFile(path.join(content, 'redirects.yaml'), 'utf8');
    await writeFile(
      path.join(content, 'redirects.yaml'),
      `- { from: /services/old-massage/, to: /services/${service}/ }\n`,
    );
    const linker = path.join(content, LINKER);
    const linkerText = await readFile(linker, 'utf8');
    await writeFile(linker, `${linkerText}\nSee [stiff shoulders](/blog/stiff-shoulder/).\n`);
    try {
      const { result, files } = await build();
      // The shipped content has moves of its own (a merged page's redirect_from): these two are among them.
      const redirects = text(files, '_redirects').trimEnd().split('\n');
      assert.ok(redirects.includes('/blog/stiff-shoulder/ /blog/zz-target/ 301'), 'the post moved by redirect_from');
      assert.ok(redirects.includes(`/services/old-massage/ /services/${service}/ 301`), 'the move in redirects.yaml');
      assert.equal(
        redirects,
        result.model.moved.map(({ from, to }) => `${from} ${to} 301`),
      );
      const moved = text(files, 'blog/stiff-shoulder/index.html');
      assert.match(moved, '<meta http-equiv="refresh" content="0; url=/blog/zz-target/"/>');
      assert.match(moved, '<link rel="canonical" href="https://clinic.example.org/blog/zz-target/"/>');
      assert.match(moved, '<meta name="robots" content="noindex"/>');
      assert.match(moved, '<a href="/blog/zz-target/">Target of a move');
      assert.not.match(text(files, 'sitemap.xml'), 'stiff-shoulder');
      assert.not.match(text(files, 'speculation-rules.json'), '"/blog/zz-target/"');
      assert.match(text(files, 'speculation-rules.json'), '"/blog/stiff-shoulder/"');
      assert.not.ok(
        searchDocuments(result.model, clinicSite.templates).some((doc) => doc.url === '/blog/stiff-shoulder/'),
      );
      assert.ok(
        result.warnings
          .map(formatProblem)
          .includes(
            'posts/zz-linker.md: body: link "/blog/stiff-shoulder/" is an old address, which redirects to ' +
              '/blog/zz-target/; link to /blog/zz-target/',
          ),
      );
    } finally {
      await writeFile(target, original);
      await writeFile(linker, linkerText);
      await writeFile(path.join(content, 'redirects.yaml'), redirects);
    }
  },
);

life("should warn when a post's slug changed since the last build, unless the old address redirects", async () => {
  const options = optionsFor();
  const store = storeOf(options);
  const files = new Map<string, Contents>();
  const once = () =>
    buildSite(
      clinicSite,
      { ...options, publishing: { ...options.publishing, now: NOW } },
      { store, target: memoryTarget(files) },
    );
  const moving = path.join(content, 'posts/zz-moving.md');
  try {
    await writeFile(moving, copy('zz-moving', {}));
    await once();
    await writeFile(moving, copy('zz-moved', {}));
    assert.ok(
      (await once()).warnings
        .map(formatProblem)
        .includes(
          'posts/zz-moving.md: slug: slug changed from zz-moving to zz-moved; add redirect_from: [/blog/zz-moving/] ' +
            'so old links keep working',
        ),
    );
    await writeFile(moving, copy('zz-moved-again', { redirect_from: '[/blog/zz-moved/]' }));
    assert.not.ok(
      (await once()).warnings.some((w) => w.message.includes('slug changed')),
      'redirected: no warning',
    );
  } finally {
    await rm(moving);
  }
});

life.run();
