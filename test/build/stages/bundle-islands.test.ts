import { suite } from 'uvu';
import { reuseFor } from '../reuse/fake-code';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { importGraph } from '../../../build/reuse/code-graph.mjs';
import { codeKeys } from '../../../build/reuse/code-keys';
import { memoryStore } from '../../../build/reuse/memory-store';
import { bundleIslands, ISLAND_BUILDS, islandBundle, loadIslands } from '../../../build/stages/assets/bundle-islands';
import type { IslandBundle } from '../../../build/model';
import { contactMessages } from '../../../src/lib/contact-messages';
import { islands, type IslandName, type IslandProps } from '../../../src/islands/registry';
import { withStore } from '../../../build/reuse/memory';
import { reused } from '../../../build/reuse/stored';

const names = Object.keys(islands) as IslandName[];
const bundle = suite('bundleIslands');
let result: IslandBundle;
const scripts = new Map<string, string>();
bundle.before(async () => {
  result = await bundleIslands(process.cwd(), names);
  for (const { file, contents } of result.files) scripts.set(file, contents);
});

/** The static imports of a bundled script, as output paths. */
const importsOf = (file: string) =>
  [...(scripts.get(file) ?? '').matchAll(/(?:from|import)\s*"([^"]+)"/g)].map((match) => match[1] ?? '');
const resolve = (from: string, specifier: string) => new URL(specifier, `file:///${from}`).pathname.slice(1);

/** An entry and every chunk it loads, directly or through other chunks. */
function loadedBy(entry: string): string[] {
  const seen = new Set([entry]);
  for (const file of seen) for (const specifier of importsOf(file)) seen.add(resolve(file, specifier));
  return [...seen];
}
const entryFile = (name: IslandName) => result.islands[name]?.src.slice(1) ?? '';

bundle('should write one hashed entry script per island under /assets/js/', () => {
  assert.equal(Object.keys(result.islands).sort(), [...names].sort());
  for (const name of names) {
    assert.match(result.islands[name]?.src ?? '', new RegExp(`^/assets/js/${name}-[A-Z0-9]{8}\\.js$`));
    assert.ok(scripts.has(entryFile(name)), `${name} has its file`);
  }
});

bundle('should put the shared runtime in chunks that every entry loads', () => {
  const chunks = [...scripts.keys()].filter((file) => /^assets\/js\/chunk-[A-Z0-9]{8}\.js$/.test(file));
  assert.ok(chunks.length > 0, 'there are shared chunks');
  assert.is(chunks.length + names.length, scripts.size, 'every file is an entry or a chunk');
  const loaded = names.map((name) => new Set(loadedBy(entryFile(name))));
  assert.ok(
    chunks.some((chunk) => loaded.every((files) => files.has(chunk))),
    'one chunk is shared by all islands',
  );
  for (const files of loaded) for (const file of files) assert.ok(scripts.has(file), `${file} is written`);
});

bundle('should import only its own relative chunks, never a bare package name', () => {
  for (const file of scripts.keys()) {
    for (const specifier of importsOf(file))
      assert.match(specifier, /^\.\/chunk-[A-Z0-9]{8}\.js$/, `${file} imports ${specifier}`);
  }
});

const leftovers = [
  'process.env.NODE_ENV',
  'react.development',
  'react-dom.development',
  'jsxDEV',
  'react/jsx-runtime',
  'sourceMappingURL',
];
for (const text of leftovers) {
  bundle(`should leave no ${JSON.stringify(text)} in any script`, () => {
    for (const [file, code] of scripts) assert.not.match(code, text, file);
  });
}

bundle('should minify every script', () => {
  for (const [file, code] of scripts) assert.ok(code.split('\n').length <= 2, `${file} is minified`);
});

const contactText = contactMessages.success;
for (const name of names) {
  const own = name === 'contact-form';
  bundle(`should ${own ? '' : 'not '}load the contact form's code with the ${name} island`, () => {
    const code = loadedBy(entryFile(name))
      .map((file) => scripts.get(file))
      .join('\n');
    assert.is(code.includes(contactText), own);
  });
}

const headerProps: IslandProps<'header'> = {
  siteName: 'Wandle Physiotherapy',
  nav: [
    { name: 'Home', path: '/' },
    { name: 'Blog', path: '/blog/' },
    { name: 'Contact', path: '/contact/' },
  ],
  clinics: [
    {
      name: 'Earlsfield',
      phone: '020 7946 0321',
      tel: 'tel:+442079460321',
      address: '12 Garratt Lane, London SW18 4AA',
    },
  ],
  findUsUrl: 'https://maps.example/earlsfield',
  bookingUrl: 'https://booking.example/wandle',
  searchUrl: '/search/',
  currentPath: '/blog/',
};
const currentCases: [string, string | null][] = [
  ['/blog/', '/blog/'],
  ['/blog/neck-pain/', '/blog/'],
  ['/', '/'],
  ['/services/', null],
];
for (const [currentPath, current] of currentCases) {
  bundle(`should render the header markup on ${currentPath}, marking ${current ?? 'no link'} as current`, () => {
    const html = result.renderIsland('header', { ...headerProps, currentPath });
    assert.match(html, /^<header class="site-header">/);
    assert.match(html, '<span>Wandle Physiotherapy</span>');
    assert.match(html, 'href="https://booking.example/wandle"');
    assert.match(html, 'href="https://maps.example/earlsfield"');
    for (const { path } of headerProps.nav) assert.match(html, `href="${path}"`);
    const marked = [...html.matchAll(/href="([^"]+)" aria-current="page"/g)].map((match) => match[1]);
    assert.equal(marked, current ? [current] : []);
  });
}

bundle('should escape text from the props', () => {
  const html = result.renderIsland('header', { ...headerProps, siteName: '<script>alert(1)</script>' });
  assert.not.match(html, '<script>');
  assert.match(html, '&lt;script>');
});

bundle('should bundle the server code as CommonJS, run from memory without a module loader', () => {
  const build = { islands: {}, files: [], root: '', inputs: { files: [], packages: [] }, key: 'k' };
  const runs = { count: 0 };
  const counted = globalThis as { islandServerRuns?: typeof runs };
  counted.islandServerRuns = runs;
  const server = 'globalThis.islandServerRuns.count++; exports.renderIsland = (name) => "<p>" + name + "</p>";';
  const loaded = loadIslands({ ...build, server });
  assert.is(runs.count, 0, 'a build that renders no island never runs it');
  assert.is(loaded.renderIsland('header', {}), '<p>header</p>');
  assert.is(loaded.renderIsland('search', {}), '<p>search</p>');
  assert.is(runs.count, 1, 'run once, at the first island rendered');
  delete counted.islandServerRuns;
  assert.throws(() => loadIslands({ ...build, server: '' }).renderIsland('header', {}), /exports no renderIsland/);
});

bundle.run();

const stage = suite('islandBundle');
stage('should reuse the bundle while no file esbuild read has changed, and make it again when one has', async () => {
  const root = process.cwd();
  const graph = await importGraph(root);
  const store = memoryStore();
  const code = codeKeys(root, graph);
  const kept = (keys = code) =>
    withStore(reuseFor(store, keys), () =>
      reused(ISLAND_BUILDS, [path.resolve(root)], () => Promise.reject(new Error('not kept'))),
    );
  const first = await withStore(reuseFor(store, code), () => islandBundle(root));
  const firstBuild = await kept();
  assert.is(
    await withStore(reuseFor(store, code), () => islandBundle(root)),
    first,
    'nothing changed: the same bundle',
  );
  assert.is(await kept(), firstBuild);
  // An island file edited (in the keys' view of the files): the inputs' digest no longer matches, so esbuild runs
  // again.
  const edited = (file: string) =>
    readFileSync(path.join(root, file), 'utf8') + (file === 'src/islands/hydrate.ts' ? '\n// edited\n' : '');
  const editedCode = codeKeys(root, graph, edited);
  await withStore(reuseFor(store, editedCode), () => islandBundle(root));
  assert.is.not(await kept(editedCode), firstBuild, 'made again and kept in its place');
  assert.ok(firstBuild.inputs.files.includes('src/islands/hydrate.ts'));
});
stage.run();
