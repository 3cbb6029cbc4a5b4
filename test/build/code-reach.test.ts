import { readFileSync } from 'node:fs';
import { appendFile, cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type BuildResult, buildSite, storeFor } from '../../build/build-site';
import { parseBuildOptions } from '../../build/options';
import { BUILD_ENTRIES, importGraph } from '../../build/reuse/code-graph.mjs';
import { type CodeKeys, codeKeys } from '../../build/reuse/code-keys';
import type { Explanation } from '../../build/reuse/explain';
import { memoryStore } from '../../build/reuse/memory-store';
import { memoryTarget } from '../../build/write/output-target';
import type { Contents } from '../../build/output-file';
import type { SiteDefinition } from '../../src/content/site-definition';
import { clinicSite } from '../../templates/clinic-site';
import { cacheSharingImages } from './shared-cache';

/**
 * What a code edit makes again, with the cache of the build before it: exactly what the edited
 * code reaches. An edit is put into the code keys (the files as the keys read them), so the very
 * same site is built with keys that say one file changed, and each kind of thing is counted by the
 * build's own explanation.
 */
const root = process.cwd();
const temp = await mkdtemp(path.join(tmpdir(), 'clinic-code-reach-'));
const cacheDir = await cacheSharingImages(path.join(temp, 'cache'));
const options = parseBuildOptions(['--content', 'content', '--cache-dir', cacheDir], {}, root);
const graph = await importGraph(root, BUILD_ENTRIES);
const store = memoryStore(storeFor(options));

/** The code keys with `edited` changed by a line added at its end, as a save would change it. */
const codeWith = (edited?: string): CodeKeys =>
  codeKeys(root, graph, (file) => {
    const text = readFileSync(path.join(root, file));
    return file === edited ? `${text}\n// an edit\n` : text;
  });

async function build(code: CodeKeys, site: SiteDefinition = clinicSite) {
  const files = new Map<string, Contents>();
  const result = await buildSite(site, options, { store, target: memoryTarget(files), code });
  return { result, files };
}

const row = (result: BuildResult, name: string): Explanation =>
  result.explanation.find((explained) => explained.name === name) ?? { name, asked: 0, made: 0, items: [] };
const made = (result: BuildResult, name: string) => row(result, name).made;
const sorted = (items: Iterable<string>) => [...items].sort();

const reach = suite('a code edit, with the cache of the last build');
let before: Awaited<ReturnType<typeof build>>;
reach.before(async () => {
  before = await build(codeWith());
});
reach.after(async () => {
  await rm(temp, { recursive: true, force: true });
});

reach('should make nothing again when no code changed', async () => {
  const { result } = await build(codeWith());
  for (const explained of result.explanation.filter(({ name }) => name !== 'islands'))
    assert.is(explained.made, 0, `${explained.name}: ${explained.items.slice(0, 3).join(', ')}`);
});

reach('should make only the post pages again after an edit to the post template', async () => {
  const { result } = await build(codeWith('templates/post.tsx'));
  const posts = result.routes.filter((route) => route.template === 'post').map((route) => route.path);
  assert.ok(posts.length > 10);
  assert.equal(sorted(row(result, 'pages').items), sorted(posts));
  assert.is(row(result, 'pages').why, 'code changed: templates/post.tsx');
  for (const name of ['markdown', 'search-index', 'cards', 'covers']) assert.is(made(result, name), 0, name);
});

reach('should make every page again after an edit to the footer, and no body, search part, card or cover', async () => {
  const { result } = await build(codeWith('src/components/footer.tsx'));
  assert.equal(sorted(row(result, 'pages').items), sorted(result.routes.map((route) => route.path)));
  assert.is(row(result, 'pages').why, 'code changed: src/components/footer.tsx');
  for (const name of ['markdown', 'search-index', 'cards', 'covers']) assert.is(made(result, name), 0, name);
});

reach('should make the stylesheet and the pages that link it again after a CSS edit', async () => {
  const styles = path.join(temp, 'styles');
  await cp(path.join(root, 'src/styles'), styles, { recursive: true });
  await appendFile(path.join(styles, 'main.css'), '\n.an-edit { color: inherit; }\n');
  const { result, files } = await build(codeWith(), { ...clinicSite, stylesheet: path.join(styles, 'main.css') });
  const stylesheet = [...files.keys()].find((file) => file.endsWith('.css'))!;
  const linking = [...files]
    .filter(([, contents]) => String(contents).includes(`/${stylesheet}`))
    .map(([file]) => file);
  assert.ok(linking.length >= result.routes.length, `${linking.length} files link the stylesheet`);
  assert.equal(sorted(row(result, 'outputs').items), sorted([stylesheet, ...linking]));
  for (const name of ['markdown', 'search-index', 'cards', 'covers']) assert.is(made(result, name), 0, name);
});

reach('should render every body again, and no page, after an edit to the Markdown renderer', async () => {
  const { result } = await build(codeWith('build/stages/bodies/render-markdown.ts'));
  const markdown = row(result, 'markdown');
  assert.ok(markdown.asked > 50);
  assert.is(markdown.made, markdown.asked);
  assert.is(markdown.why, 'code changed: build/stages/bodies/render-markdown.ts');
  // The same HTML from the renderer: the pages that show it are what they were.
  assert.is(made(result, 'pages'), 0);
  assert.ok(before.result.routes.length > 0);
});

reach.run();
