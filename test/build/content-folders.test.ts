import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../build/build-site';
import { parseBuildOptions } from '../../build/options';
import type { Contents } from '../../build/output-file';
import { startDevBuilder } from '../../build/serve/dev-builder';
import { clinicSite } from '../../templates/clinic-site';
import { cacheSharingImages } from './shared-cache';

/**
 * State lives in a build's recall or nowhere: two content folders built one after the other in one
 * process (a, then b, then a again) give exactly the files each gives built alone in a fresh process.
 * Folder b differs where the site's lists remember things from build to build: deleted posts (post
 * cards, related posts), a retitled post, a post with new tags and a body edit.
 */
const root = process.cwd();
const temp = await mkdtemp(path.join(tmpdir(), 'clinic-folders-'));
const folder = (name: string) => path.join(temp, name);
type Site = Map<string, string>;

/** Folder b: folder a with the edits above. */
async function makeFolders(): Promise<void> {
  await cp(path.join(root, 'content'), folder('a'), { recursive: true });
  await cp(folder('a'), folder('b'), { recursive: true });
  const post = (slug: string) => path.join(folder('b'), 'posts', `${slug}.md`);
  const edit = async (slug: string, change: (text: string) => string) =>
    writeFile(post(slug), change(await readFile(post(slug), 'utf8')));
  await unlink(post('groin-strain'));
  await unlink(post('mid-back-pain'));
  await edit('achilles-tendinopathy', (text) => text.replace(/^title: .*$/m, 'title: "Heel pain in runners"'));
  await edit('patellofemoral-pain', (text) => text.replace(/^tags: .*$/m, 'tags: [knee, running, hip]'));
  await edit('pregnancy-nutrition', (text) => `${text}\nA sentence only folder b has.\n`);
}

/** Every file under `dir`, by its path there, as base64. */
async function readSite(dir: string): Promise<Site> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  const read = files.map(async (entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return [path.relative(dir, file), (await readFile(file)).toString('base64')] as const;
  });
  return new Map(await Promise.all(read));
}

const args = (content: string, out: string, cache: string) => [
  '--content',
  content,
  '--out',
  out,
  '--cache-dir',
  cache,
];

/** `npm run build` of `content`, in a process of its own, with a cache of its own. */
async function freshBuild(name: string): Promise<Site> {
  const out = folder(`fresh-${name}`);
  const cache = await cacheSharingImages(folder(`fresh-${name}-cache`));
  await promisify(execFile)('node', ['build/cli.mjs', '--quiet', ...args(folder(name), out, cache)], { cwd: root });
  return readSite(out);
}

/** Differences between two sites, as a short list a failure prints. */
function differences(got: Site, want: Site): string[] {
  const files = [...new Set([...got.keys(), ...want.keys()])].sort();
  return files.flatMap((file) =>
    got.get(file) === want.get(file)
      ? []
      : [`${file}: ${!got.has(file) ? 'missing' : !want.has(file) ? 'extra' : 'differs'}`],
  );
}

const sameSite = (got: Site, want: Site, what: string) => {
  const differ = differences(got, want);
  assert.ok(differ.length === 0, `${what}:\n${differ.slice(0, 20).join('\n')}`);
  assert.ok(want.size > 200, 'a whole site');
};

const folders = suite('two content folders built in one process');
const fresh: Record<string, Site> = {};

folders.before(async () => {
  await makeFolders();
  [fresh.a, fresh.b] = await Promise.all([freshBuild('a'), freshBuild('b')]);
  assert.ok(differences(fresh.a!, fresh.b!).length > 0, 'the folders make different sites');
});

folders('should give, built as npm run build builds, a, b and a again exactly as fresh processes do', async () => {
  for (const [i, name] of ['a', 'b', 'a'].entries()) {
    const out = folder(`in-process-${i}`);
    const cache = await cacheSharingImages(folder(`in-process-${i}-cache`));
    await buildSite(clinicSite, parseBuildOptions(args(folder(name), out, cache), process.env, root));
    sameSite(await readSite(out), fresh[name]!, `build ${i + 1}, of folder ${name}`);
  }
});

folders(
  'should give, built by a dev server’s builder each, a, b and a again exactly as fresh processes do',
  async () => {
    const builderOf = async (name: string) => {
      const cache = await cacheSharingImages(folder(`dev-${name}-cache`));
      const options = parseBuildOptions(['--content', folder(name), '--cache-dir', cache], process.env, root);
      return startDevBuilder(clinicSite, options);
    };
    const builders = { a: await builderOf('a'), b: await builderOf('b') };
    for (const [i, name] of (['a', 'b', 'a'] as const).entries()) {
      const builder = builders[name];
      await (await builder.build()).settled;
      const base64 = (contents: Contents) => Buffer.from(contents).toString('base64');
      const site = new Map([...builder.files].map(([file, contents]) => [file, base64(contents)]));
      sameSite(site, fresh[name]!, `build ${i + 1}, of folder ${name}`);
    }
  },
);

folders.after(() => rm(temp, { recursive: true, force: true }));
folders.run();
