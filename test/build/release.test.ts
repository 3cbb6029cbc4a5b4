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
import { clinicSite } from '../../src/site';

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
const STAND_IN_FILES = ['site.yaml', 'clinics.yaml', 'pricing.yaml', 'testimonials.yaml'];
/** Team files, whose front matter holds a physiotherapist's registration number as a stand-in. */
const TEAM_FILES = (await readdir(path.join(shippedContent, 'team'))).filter((file) => /^[^_].*\.md$/.test(file));
const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;
const frontMatterOf = async (file: string) =>
  load(FRONT_MATTER.exec(await readFile(path.join(shippedContent, 'team', file), 'utf8'))?.[1] ?? '');

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
  assert.ok(standIns > 0, 'the shipped content has stand-ins');
  assert.is(lines.length, standIns, 'one problem for each stand-in');
  assert.ok(
    lines.every((line) =>
      /^(?:[a-z-]+\.yaml|team\/[a-z-]+\.md): \S+: this is a stand-in; replace it with \S/.test(line),
    ),
    lines.join('\n'),
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
  assert.is(await readFile(path.join(out, 'index.html'), 'utf8'), 'previous build');
});

release('should build content whose stand-ins are all replaced, showing no stand-in marks', async () => {
  const result = await buildSite(clinicSite, await options(realContent, '--release'));
  assert.equal(result.standIns, []);
  const read = (file: string) => readFile(path.join(out, file), 'utf8');
  const home = await read('index.html');
  assert.match(home, /company number 09876543\. /);
  assert.not.match(home, /\(stand-in\)|Example review/);
  assert.match(home, /What Our Patients Say/);
  assert.match(home, /<ul class="footer-social">.*>Facebook<.*>Instagram</s, 'the real social links are shown');
  assert.match(await read('pricing/index.html'), /Clear prices, no surprises/);
  assert.not.match(await read('pricing/index.html'), /\(stand-in\)/);
  // No page of a release build marks anything as a stand-in: placeholders, cards, header, footer and JSON-LD alike.
  const pages = (await listFiles(out)).filter((file) => file.endsWith('.html'));
  assert.ok(pages.length > 100, `${pages.length} pages read`);
  for (const page of pages) assert.not.match(await read(page), '(stand-in)', page);
  assert.match(await read('testimonials/index.html'), /class="stars"/);
});
release.after(() => rm(temp, { recursive: true, force: true }));
release.run();
