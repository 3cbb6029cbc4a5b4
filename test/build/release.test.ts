import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dump, load } from 'js-yaml';
import { suite } from 'uvu';
import { listFiles } from '../../build/reuse/files';
import * as assert from 'uvu/assert';
import { buildSite } from '../../build/build-site';
import { parseBuildOptions } from '../../build/options';
import { ContentError, formatProblem } from '../../build/problems';
import { isStandIn } from '../../src/content/stand-in';
import { cacheSharingImages } from './shared-cache';
import { clinicSite } from '../../templates/clinic-site';

const root = process.cwd();
const temp = await mkdtemp(path.join(tmpdir(), 'clinic-release-'));
const shippedContent = path.join(root, 'content');
const realContent = path.join(temp, 'content');
const out = path.join(temp, 'dist');
// Both content folders are named content, so the second build reuses the first one's Markdown.
const cache = cacheSharingImages(path.join(temp, 'cache'));
const options = async (content: string, ...flags: string[]) =>
  parseBuildOptions(['--content', content, '--out', out, '--cache-dir', await cache, ...flags], {}, root);

/** What a clinic does before going live: each stand-in replaced by a real value (here, a made-up real-looking one). */
const realValues: Record<string, unknown> = {
  'company.number': '09876543',
  'company.ico': 'ZA123456',
  'emailjs.serviceId': 'service_clinic',
  'emailjs.templateId': 'template_contact',
  'emailjs.publicKey': 'public_key',
  'registration.hcpc': 'PH12345',
};
function replaceStandIns(value: unknown, field = ''): unknown {
  if (isStandIn(value)) return realValues[field] ?? value.standIn;
  if (Array.isArray(value)) return value.map((item) => replaceStandIns(item, field));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, replaceStandIns(item, field ? `${field}.${key}` : key)]),
  );
}

/** How many stand-ins a value holds. */
function countStandIns(value: unknown): number {
  if (isStandIn(value)) return 1;
  if (typeof value !== 'object' || value === null) return 0;
  return Object.values(value).reduce((sum: number, item) => sum + countStandIns(item), 0);
}
const STAND_IN_FILES = ['site.yaml', 'clinics.yaml', 'pricing.yaml', 'testimonials.yaml', 'insurers.yaml'];
/** Team files, whose front matter holds a physiotherapist's registration number as a stand-in. */
const TEAM_FILES = (await readdir(path.join(shippedContent, 'team'))).filter((file) => /^[^_].*\.md$/.test(file));
const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;
const frontMatterOf = async (file: string) =>
  load(FRONT_MATTER.exec(await readFile(path.join(shippedContent, 'team', file), 'utf8'))?.[1] ?? '');
/** A clinical article whose review date is a stand-in until a clinician has reviewed it, as written in its file. */
const REVIEW_STAND_IN = /^reviewed_at: \{ standIn: (\d{4}-\d\d-\d\d), replaceWith: .*\}$/m;
const POST_FILES: string[] = [];
for (const file of await readdir(path.join(shippedContent, 'posts')))
  if (
    /^[^_].*\.md$/.test(file) &&
    REVIEW_STAND_IN.test(await readFile(path.join(shippedContent, 'posts', file), 'utf8'))
  )
    POST_FILES.push(file);

const release = suite('buildSite --release');
release.before(async () => {
  await cp(shippedContent, realContent, { recursive: true });
  for (const file of STAND_IN_FILES) {
    const full = path.join(realContent, file);
    await writeFile(full, dump(replaceStandIns(load(await readFile(full, 'utf8')))));
  }
  for (const file of TEAM_FILES) {
    const full = path.join(realContent, 'team', file);
    const text = await readFile(full, 'utf8');
    const real = dump(replaceStandIns(await frontMatterOf(file)));
    await writeFile(full, text.replace(FRONT_MATTER, `---\n${real}---\n`));
  }
  for (const file of POST_FILES) {
    const full = path.join(realContent, 'posts', file);
    await writeFile(full, (await readFile(full, 'utf8')).replace(REVIEW_STAND_IN, 'reviewed_at: $1'));
  }
  await cp(path.join(root, 'public'), out, { recursive: true });
  await writeFile(path.join(out, 'index.html'), 'previous build');
});

release('should refuse the shipped content, listing every stand-in at once and writing nothing', async () => {
  const error = await buildSite(clinicSite, await options(shippedContent, '--release')).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  assert.instance(error, ContentError);
  const lines = (error as ContentError).problems.map(formatProblem);
  let standIns = 0;
  for (const file of STAND_IN_FILES)
    standIns += countStandIns(load(await readFile(path.join(shippedContent, file), 'utf8')));
  for (const file of TEAM_FILES) standIns += countStandIns(await frontMatterOf(file));
  assert.ok(POST_FILES.length > 40, `${POST_FILES.length} articles await their clinical review`);
  standIns += POST_FILES.length;
  assert.ok(standIns > 0, 'the shipped content has stand-ins');
  assert.is(lines.length, standIns, 'one problem for each stand-in');
  assert.ok(
    lines.every((line) =>
      /^(?:[a-z-]+\.yaml|(?:team|posts)\/[a-z-]+\.md): \S+: this is a stand-in; replace it with \S/.test(line),
    ),
    lines.join('\n'),
  );
  for (const file of POST_FILES)
    assert.ok(
      lines.includes(
        `posts/${file}: reviewed_at: this is a stand-in; replace it with the day a clinician reviews ` +
          "this article's advice",
      ),
      file,
    );
  for (const file of [...STAND_IN_FILES, 'team/helen-marsh.md'])
    assert.ok(
      lines.some((line) => line.startsWith(`${file}: `)),
      file,
    );
  assert.ok(
    lines.includes(
      'site.yaml: company.number: this is a stand-in; replace it with the 8-character company number from Companies ' +
        'House',
    ),
    lines.join('\n'),
  );
  // Every Book link in a sentence ({{booking.link}}) goes to this page while it is a stand-in.
  assert.ok(
    lines.includes("site.yaml: booking.url: this is a stand-in; replace it with the clinic's online booking page"),
    lines.join('\n'),
  );
  assert.is(await readFile(path.join(out, 'index.html'), 'utf8'), 'previous build');
});

release('should build content whose stand-ins are all replaced, showing no stand-in marks', async () => {
  const result = await buildSite(clinicSite, await options(realContent, '--release'));
  assert.equal(result.standIns, []);
  const read = (file: string) => readFile(path.join(out, file), 'utf8');
  const home = await read('index.html');
  assert.match(home, /company number 09876543\. /);
  assert.not.match(home, /\(placeholder\)|Example review/);
  assert.match(home, /What Our Patients Say/);
  assert.match(home, /<ul class="footer-social">.*>Facebook<.*>Instagram</s, 'the real social links are shown');
  assert.match(await read('pricing/index.html'), /Clear prices, no surprises/);
  const article = await read('blog/knee-injuries/index.html');
  assert.match(article, /or <a href="https:\/\/booking\.example\/wandle-physiotherapy">book online<\/a>, and/);
  assert.match(article, /Reviewed by <a href="\/team\/[a-z-]+\/">[^<]+<\/a>, physiotherapist, on <time/);
  assert.not.match(await read('pricing/index.html'), /\(placeholder\)/);
  // No page of a release build marks anything as a stand-in: placeholders, cards, header, footer and JSON-LD alike.
  const pages = (await listFiles(out)).filter((file) => file.endsWith('.html'));
  assert.ok(pages.length > 100, `${pages.length} pages read`);
  for (const page of pages) assert.not.match(await read(page), '(placeholder)', page);
  assert.match(await read('testimonials/index.html'), /class="stars"/);
});
release.after(() => rm(temp, { recursive: true, force: true }));
release.run();
