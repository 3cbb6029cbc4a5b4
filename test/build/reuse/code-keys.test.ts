import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { closureOf, importGraph, withDigests } from '../../../build/reuse/code-graph.mjs';
import { codeKeys } from '../../../build/reuse/code-keys';
import type { Maker } from '../../../build/reuse/shelf';

const root = process.cwd();
const graph = await importGraph(root);
const files = Object.keys(graph);
const original = (file: string) => readFileSync(path.join(root, file));

/** Every kind of thing the build keeps by a code key, found in the exports of the stages and the writer. */
const declaring = ['stages', 'write'].map((folder) => path.join(root, 'build', folder));
interface Kind {
  name: string;
  /** The declaring module, from the root, as the graph names it. */
  maker: string;
}
const made: Kind[] = [];
for (const file of declaring.flatMap((folder) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.endsWith('-worker.ts'))
    .map((name) => path.join(folder, name)),
)) {
  const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  for (const value of Object.values(module)) {
    const declared = value as Partial<Maker> | null;
    if (declared && typeof declared === 'object' && typeof declared.module === 'string' && declared.name)
      made.push({ name: declared.name, maker: path.relative(root, fileURLToPath(declared.module)) });
  }
}

const keys = suite('codeKeys');

keys('should find every kind of thing the build keeps by code', () => {
  assert.equal(made.map((kind) => kind.name).sort(), [
    'addresses',
    'cards',
    'covers',
    'data-files',
    'front-matter',
    'island-builds',
    'markdown',
    'outputs',
    'pages',
    'photos',
    'search-index',
    'valid-files',
  ]);
});

keys("should take a compiled graph's keys and file hashes, reading no file, for the very same keys", () => {
  const compiled = withDigests(root, graph);
  const read: string[] = [];
  const fromGraph = codeKeys(root, compiled, (file) => (read.push(file), original(file)));
  const fromFiles = codeKeys(root, graph);
  for (const module of files) assert.is(fromGraph.of(module), fromFiles.of(module), module);
  assert.equal(read, [], 'no file read');
  const imports = closureOf(graph, 'build/reuse/keys.ts');
  assert.is(fromGraph.digest(imports), fromFiles.digest(imports), "a bundle's digest from the graph's hashes");
  assert.equal(read, ['package-lock.json'], 'only the lock file, for the packages');
});

keys("should change a key for an edit to any file in its maker's closure, and for no other file", () => {
  for (const kind of made) {
    const closure = new Set(closureOf(graph, kind.maker).files);
    const before = codeKeys(root, graph).of(kind.maker);
    for (const edited of files) {
      const read = (file: string) =>
        file === edited ? Buffer.concat([original(file), Buffer.from('\n// edited\n')]) : original(file);
      const changed = codeKeys(root, graph, read).of(kind.maker) !== before;
      assert.is(
        changed,
        closure.has(edited),
        `${kind.name}: ${edited} ${closure.has(edited) ? 'is in' : 'is outside'} ${kind.maker}'s closure`,
      );
    }
  }
});

keys('should hold the stale-cache case: a text helper that Markdown uses is in its key', () => {
  const markdown = made.find((kind) => kind.name === 'markdown')!;
  assert.ok(closureOf(graph, markdown.maker).files.includes('src/lib/text.ts'));
  assert.ok(closureOf(graph, markdown.maker).files.includes('build/stages/bodies/sanitize-schema.ts'));
});

keys(
  'should change a key when a package its closure reaches changes version, and not for one it does not reach',
  () => {
    const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { version: string }>;
    };
    const bump = (name: string) => (file: string) => {
      if (file !== 'package-lock.json') return original(file);
      const packages = {
        ...lock.packages,
        [`node_modules/${name}`]: { ...lock.packages[`node_modules/${name}`]!, version: '999.0.0' },
      };
      return JSON.stringify({ ...lock, packages });
    };
    const key = (read?: (file: string) => Buffer | string) =>
      codeKeys(root, graph, read).of('build/stages/bodies/render-markdown.ts');
    const before = key();
    for (const reached of ['unified', 'remark-parse', 'rehype-sanitize', 'micromark', 'hast-util-sanitize'])
      assert.is.not(key(bump(reached)), before, reached);
    for (const elsewhere of ['sharp', 'pagefind', 'react']) assert.is(key(bump(elsewhere)), before, elsewhere);
    assert.is.not(
      codeKeys(root, graph, bump('@img/sharp-libvips-linux-x64')).of('build/stages/cards/social-cards.ts'),
      codeKeys(root, graph).of('build/stages/cards/social-cards.ts'),
    );
    // Pagefind's program is found by address (import.meta.resolve), not imported: its version is in the key still.
    const index = (read?: (file: string) => Buffer | string) =>
      codeKeys(root, graph, read).of('build/stages/search/search-index.ts');
    for (const program of ['pagefind', '@pagefind/linux-x64']) assert.is.not(index(bump(program)), index(), program);
  },
);

keys('should refuse a module outside the graph rather than give it an empty closure', () => {
  assert.throws(() => codeKeys(root, graph).of('build/stages/no-such-stage.ts'), /not in the build's import graph/);
});

keys.run();
