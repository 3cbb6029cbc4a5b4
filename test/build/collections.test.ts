import { cp, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite, type BuildResult } from '../../build/build-site';
import { parseBuildOptions } from '../../build/options';
import { ContentError, formatProblem } from '../../build/problems';
import { searchDocuments as siteSearchDocuments } from '../../build/stages/search/search-documents';
import { jsonSchemaFiles } from '../../build/tools/json-schemas';
import { clinicSite } from '../../templates/clinic-site';
import { SEARCH_KINDS } from '../../src/lib/search';
import type { SiteDefinition } from '../../src/content/site-definition';
import { coverPath } from '../../src/lib/site-layout';
import { events, eventSite } from '../fixtures/events/site';
import { cacheSharingImages } from './shared-cache';

/**
 * Collections as data: a collection declared outside build/ (test/fixtures/events/) is built,
 * checked, linked, redirected, indexed and described like the clinic's own.
 */
const root = process.cwd();
const ORIGIN = 'https://clinic.example.org';
const temp = await mkdtemp(path.join(tmpdir(), 'clinic-events-'));

/** The shipped content with the fixture's events and `edits` (file → new text), built with a fresh cache. */
async function buildWithEvents(
  name: string,
  edits: Record<string, string> = {},
  site: SiteDefinition = eventSite,
): Promise<[BuildResult, string]> {
  const content = path.join(temp, name, 'content');
  const out = path.join(temp, name, 'dist');
  await cp(path.join(root, 'content'), content, { recursive: true });
  await cp(path.join(root, 'test/fixtures/events/events'), path.join(content, 'events'), { recursive: true });
  for (const [file, text] of Object.entries(edits)) await writeFile(path.join(content, file), text);
  const cache = await cacheSharingImages(path.join(temp, name, 'cache'));
  const options = parseBuildOptions(
    ['--content', content, '--out', out, '--cache-dir', cache],
    { SITE_URL: ORIGIN },
    root,
  );
  return [await buildSite(site, options), out];
}

const built = suite('a collection declared outside build/');
let result: BuildResult;
let out: string;
const read = (file: string) => readFile(path.join(out, file), 'utf8');

built.before(async () => {
  [result, out] = await buildWithEvents('valid');
});

built('should give each event a page from its template', async () => {
  assert.match(await read('events/spring-open-day/index.html'), '<h1>Spring open day</h1>');
  assert.match(await read('events/running-clinic/index.html'), 'href="/events/spring-open-day/"');
});

built('should list each event in the sitemap', async () => {
  const sitemap = await read('sitemap.xml');
  for (const slug of ['spring-open-day', 'pilates-taster', 'running-clinic'])
    assert.match(sitemap, `<loc>${ORIGIN}/events/${slug}/</loc>`);
});

built('should hold each event in site search, under its collection’s search kind', async () => {
  const documents = siteSearchDocuments(result.model, eventSite.templates);
  const event = documents.find((doc) => doc.url === '/events/pilates-taster/');
  assert.is(event?.kind, events.searchKind);
  assert.match(event?.html ?? '', 'Bring a mat');
  assert.ok(
    documents.some((doc) => doc.url === '/blog/frozen-shoulder/'),
    'the clinic’s own documents stay',
  );
  assert.ok((await readdir(path.join(out, 'pagefind'))).includes('pagefind.js'), 'the index is written');
});

built('should list each event in the feed, merged with the posts newest first', async () => {
  const feed = await read('feed.xml');
  const link = `${ORIGIN}/events/running-clinic/`;
  assert.match(feed, `<title>Running injury clinic</title><link>${link}</link><guid isPermaLink="true">${link}</guid>`);
  assert.match(feed, '<description>Quick checks for runners before the summer races.</description>');
  assert.match(feed, `<link>${ORIGIN}/blog/frozen-shoulder/</link>`);
  const dates = [...feed.matchAll(/<pubDate>([^<]+)<\/pubDate>/g)].map(([, date]) => Date.parse(date ?? ''));
  assert.ok(
    dates.every((date, i) => i === 0 || dates[i - 1]! >= date),
    'newest first',
  );
});

built('should draw each event’s cover in a folder of its own, leaving the posts’ covers as they were', async () => {
  const cover = await read('images/covers/events/spring-open-day.svg');
  assert.match(cover, 'Spring open day');
  assert.match(cover, /event/i);
  assert.match(await read('events/spring-open-day/index.html'), 'src="/images/covers/events/spring-open-day.svg"');
  assert.match(await read('images/covers/achilles-tendinopathy.svg'), 'Achilles');
});

built('should draw each event a social card of its own, under the kicker its template gives', async () => {
  const route = result.routes.find(({ path }) => path === '/events/spring-open-day/');
  assert.equal(route?.ownCard, { title: 'Spring open day', kicker: 'Event' });
  const card = await readFile(path.join(out, 'images/social/events-spring-open-day.jpg'));
  assert.equal([...card.subarray(0, 3)], [0xff, 0xd8, 0xff], 'a JPEG');
  assert.match(
    await read('events/spring-open-day/index.html'),
    `<meta property="og:image" content="${ORIGIN}/images/social/events-spring-open-day.jpg"/>`,
  );
});

built('should redirect an event’s old address', async () => {
  assert.ok(
    result.model.moved.some(({ from, to }) => from === '/pilates-open-class/' && to === '/events/pilates-taster/'),
  );
  assert.match(await read('_redirects'), '/pilates-open-class/ /events/pilates-taster/ 301');
});

built('should describe the event front matter in a JSON Schema', () => {
  const file = jsonSchemaFiles(eventSite).find((f) => f.file.endsWith('/event-front-matter.schema.json'));
  const schema = JSON.parse(file?.contents ?? '{}');
  assert.equal(Object.keys(schema.properties ?? {}), [
    'title',
    'slug',
    'date',
    'description',
    'speakers',
    'redirect_from',
  ]);
});

const broken = suite('a collection declared outside build/, with problems');

broken('should check duplicate slugs, references and links to events as file: field: message', async () => {
  const fixture = (file: string) => readFile(path.join(root, 'test/fixtures/events/events', file), 'utf8');
  try {
    await buildWithEvents('broken', {
      'events/zz-open-day-again.md': await fixture('spring-open-day.md'),
      'events/pilates-taster.md': (await fixture('pilates-taster.md')).replace('[helen-marsh]', '[nobody-here]'),
      'events/running-clinic.md': (await fixture('running-clinic.md')).replace('spring-open-day/', 'summer-fair/'),
    });
    assert.unreachable('the build should fail');
  } catch (error) {
    assert.instance(error, ContentError);
    const lines = (error as ContentError).problems.map(formatProblem);
    for (const line of [
      'events/zz-open-day-again.md: slug: duplicate slug "spring-open-day" (also in events/spring-open-day.md)',
      'events/pilates-taster.md: speakers[0]: no team member with slug "nobody-here"',
      'events/running-clinic.md: body: link "/events/summer-fair/" points to no page or file on the site',
    ])
      assert.ok(lines.includes(line), `no "${line}" in:\n${lines.join('\n')}`);
  }
});

const clashing = suite('a collection whose covers would take the posts’ paths');

clashing('should refuse two covers with one path, naming both files, and write nothing', async () => {
  const intoPostsCovers: SiteDefinition = {
    ...eventSite,
    collections: { ...eventSite.collections, events: { ...events, cover: { ...events.cover!, path: coverPath } } },
  };
  const fixture = await readFile(path.join(root, 'test/fixtures/events/events/running-clinic.md'), 'utf8');
  const sameSlug = fixture.replace('slug: running-clinic', 'slug: achilles-tendinopathy');
  try {
    await buildWithEvents('clashing', { 'events/achilles-tendinopathy.md': sameSlug }, intoPostsCovers);
    assert.unreachable('the build should fail');
  } catch (error) {
    assert.instance(error, ContentError);
    assert.equal((error as ContentError).problems.map(formatProblem), [
      'events/achilles-tendinopathy.md: images/covers/achilles-tendinopathy.svg is made by ' +
        'posts/achilles-tendinopathy.md and by events/achilles-tendinopathy.md',
    ]);
  }
  const written = await readdir(path.join(temp, 'clashing', 'dist')).catch(() => []);
  assert.equal(written, [], 'nothing stored');
});

built.run();
broken.run();
clashing.run();

const registry = suite('the clinic registry');

registry('should index every collection under a kind site search has, and use every kind', () => {
  const kinds = Object.values(clinicSite.collections).map((collection) => collection.searchKind);
  assert.equal([...new Set(kinds)].sort(), Object.keys(SEARCH_KINDS).sort());
});

registry('should name every data file and collection folder the shipped content has', async () => {
  const names = (await readdir(path.join(root, 'content'))).filter((name) => !name.startsWith('.'));
  const declared = [
    ...Object.values(clinicSite.dataFiles).map(({ file }) => `${file}.yaml`),
    ...Object.values(clinicSite.collections).map(({ folder }) => folder),
    'images',
  ];
  assert.equal(names.sort(), declared.sort());
});

registry.run();
