import { cp, mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite, storeFor, type BuildResult } from '../../build/build-site';
import { parseBuildOptions } from '../../build/options';
import { listFiles } from '../../build/reuse/files';
import { cacheSharingImages } from './shared-cache';
import { clinicSite } from '../../templates/clinic-site';

const root = process.cwd();
const temp = await mkdtemp(path.join(tmpdir(), 'clinic-incremental-'));
const content = path.join(temp, 'content');
const outDir = path.join(temp, 'dist');
const cacheDir = await cacheSharingImages(path.join(temp, 'cache'));
const options = (out = outDir) =>
  parseBuildOptions(['--content', content, '--out', out, '--cache-dir', cacheDir], {}, root);

/** A build as `npm run build` does it: the cache read from disk before and saved after. */
async function buildLikeTheCommand(): Promise<BuildResult> {
  const store = storeFor(options());
  const result = await buildSite(clinicSite, options(), { store });
  await store.save();
  return result;
}

/** Every file of a folder with its bytes. */
async function snapshot(dir: string): Promise<Map<string, string>> {
  const files = await listFiles(dir);
  return new Map(
    await Promise.all(
      files.map(async (file) => [file, (await readFile(path.join(dir, file))).toString('base64')] as [string, string]),
    ),
  );
}

const incremental = suite('buildSite: a second build with the cache');
let first: BuildResult;
incremental.before(async () => {
  await cp(path.join(root, 'content'), content, { recursive: true });
  first = await buildLikeTheCommand();
});
incremental.after(() => rm(temp, { recursive: true, force: true }));

incremental('should make and write nothing again when nothing changed', async () => {
  assert.ok(first.routes.length > 0);
  assert.is(first.pagesRendered, first.routes.length, 'the first build renders every page');
  const again = await buildLikeTheCommand();
  assert.is(again.pagesRendered, 0);
  assert.equal(
    again.written,
    { made: 0, written: 0, removed: 0 },
    'no page, card or other file is made, read or written',
  );
});

incremental('should render again only the pages an edit to one post body reaches', async () => {
  // The oldest post, whichever it is: no list on the site starts with it.
  const oldest = first.model.posts.at(-1)!;
  const post = path.join(content, oldest.file);
  await writeFile(post, `${await readFile(post, 'utf8')}\nA sentence added by an editor.\n`);
  const edited = await buildLikeTheCommand();
  assert.ok(edited.pagesRendered >= 1 && edited.pagesRendered < 10, `${edited.pagesRendered} pages rendered`);
  assert.match(
    await readFile(path.join(outDir, `blog/${oldest.slug}/index.html`), 'utf8'),
    'A sentence added by an editor.',
  );
});

incremental('should put back output files edited or deleted by hand', async () => {
  const page = path.join(outDir, 'about/index.html');
  const card = path.join(outDir, 'images/social/about.jpg');
  const [pageBefore, cardBefore] = await Promise.all([readFile(page), readFile(card)]);
  await writeFile(page, 'changed by hand');
  await unlink(card);
  const repaired = await buildLikeTheCommand();
  const why = repaired.explanation.filter((row) => row.made > 0).map((row) => `${row.name}: ${row.made} (${row.why})`);
  assert.equal(repaired.written, { made: 2, written: 2, removed: 0 }, `made again: ${why.join('; ')}`);
  assert.ok((await readFile(page)).equals(pageBefore));
  assert.ok((await readFile(card)).equals(cardBefore));
});

incremental('should leave exactly what a clean build without the cache makes', async () => {
  const cleanOut = path.join(temp, 'clean');
  await buildSite(clinicSite, { ...options(cleanOut), cache: false });
  const [kept, clean] = await Promise.all([snapshot(outDir), snapshot(cleanOut)]);
  const differing = [...new Set([...kept.keys(), ...clean.keys()])].filter(
    (file) => kept.get(file) !== clean.get(file),
  );
  assert.equal(differing, [], 'files that differ from a clean build');
});

incremental.run();
