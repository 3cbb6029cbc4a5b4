import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { contentHash } from '../../../build/reuse/hash';
import { buildCss, type CssBuild, siteStylesheet } from '../../../build/stages/assets/build-css';
import { reuseFor } from '../reuse/fake-code';
import { clinicSite } from '../../../templates/clinic-site';
import { withStore } from '../../../build/reuse/memory';
import type { ReuseStore } from '../../../build/reuse/store';

const text = (contents: Uint8Array) => new TextDecoder().decode(contents);

/** Fails unless `promise` rejects (with an error matching `pattern`, when given). */
async function rejects(promise: Promise<unknown>, pattern?: RegExp) {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  assert.ok(error instanceof Error, 'expected it to reject');
  if (pattern) assert.match(error.message, pattern);
}

const build = suite('buildCss');
let site: CssBuild;
let root = '';
build.before(async () => {
  site = await buildCss(clinicSite.stylesheet);
  root = await mkdtemp(path.join(tmpdir(), 'build-css-'));
});
build.after(() => rm(root, { recursive: true, force: true }));

/** Writes a stylesheet into the temporary folder and returns its path. */
async function source(css: string, name = 'main.css') {
  const file = path.join(root, name);
  await writeFile(file, css);
  return file;
}
const buildSource = async (css: string, name?: string) => buildCss(await source(css, name));

build('should bundle src/styles/main.css into one file named assets/css/site-<10 hex>.css', () => {
  assert.is(clinicSite.stylesheet, 'src/styles/main.css');
  assert.match(site.file, /^assets\/css\/site-[0-9a-f]{10}\.css$/);
  assert.is(site.file, `assets/css/site-${contentHash(site.contents)}.css`);
});

build('should inline every @import and minify the result', () => {
  const css = text(site.contents);
  assert.ok(css.length > 1000, 'the bundle holds the whole site stylesheet');
  assert.not.match(css, '@import');
  assert.not.match(css, '\n');
  assert.not.match(css, '/*');
  assert.match(css, /^:root\{--color-primary:/, 'tokens.css, the first import, comes first');
  assert.match(css, '.site-header', 'header.css is inlined');
});

build('should leave no nesting in the site stylesheet', () => {
  assert.not.match(text(site.contents), '&');
});

build('should give the same name and bytes for the same input', async () => {
  const again = await buildCss(clinicSite.stylesheet);
  assert.is(again.file, site.file);
  assert.equal(again.contents, site.contents);
});

const lowered: [string, string, string][] = [
  ['a nested descendant', '.card{color:red;& .title{color:blue}}', '.card{color:red}.card .title{color:#00f}'],
  ['a nested pseudo-class', '.link{&:hover{color:red}}', '.link:hover{color:red}'],
  [
    'a nested media query',
    '.box{padding:1rem;@media (min-width:40rem){padding:2rem}}',
    '.box{padding:1rem}@media (min-width:40rem){.box{padding:2rem}}',
  ],
  ['a parent suffix', '.nav{&.is-open{display:block}}', '.nav.is-open{display:block}'],
  ['nesting without &', '.card{.title{color:blue}}', '.card .title{color:#00f}'],
];
for (const [label, css, expected] of lowered) {
  build(`should lower ${label} for older browsers`, async () => {
    const { contents } = await buildSource(css);
    assert.is(text(contents), expected);
  });
}

build(
  'should give a stylesheet a new name when its contents change, and keep it when only formatting does',
  async () => {
    const first = await buildSource('.a{color:red}');
    const changed = await buildSource('.a{color:blue}');
    const reformatted = await buildSource('/* note */\n.a {\n  color: red;\n}\n');
    assert.is.not(changed.file, first.file);
    assert.is(reformatted.file, first.file, 'the name hashes the minified output');
  },
);

build('should bundle @imports relative to the entry file', async () => {
  await writeFile(path.join(root, 'part.css'), '.part{margin:0}');
  const { contents } = await buildSource('@import "./part.css";\n.entry{margin:1px}', 'entry.css');
  assert.is(text(contents), '.part{margin:0}.entry{margin:1px}');
});

const broken: [string, string][] = [
  ['an @import of a missing file', '@import "./missing.css";'],
  ['an @import after a rule', '.a{color:red}@import "./part.css";'],
  ['a stray closing brace', '.a{color:red}}'],
];
for (const [label, css] of broken) {
  build(`should throw on ${label}`, async () => {
    const file = await source(css, 'broken.css');
    await rejects(buildCss(file));
  });
}
build('should throw on a missing entry', async () => {
  await rejects(buildCss(path.join(root, 'missing.css')), /no such file/i);
});

build('should name every file it read, the entry and its @imports', async () => {
  const { inputs } = await buildCss(clinicSite.stylesheet);
  assert.ok(inputs.includes(path.resolve(clinicSite.stylesheet)), 'the entry');
  assert.ok(inputs.includes(path.resolve('src/styles/header.css')), 'an @import');
});

build('should keep the site stylesheet while the files it read hold the same bytes', async () => {
  await writeFile(path.join(root, 'kept-part.css'), '.part{margin:0}');
  await writeFile(path.join(root, 'kept.css'), '@import "./kept-part.css";\n.entry{margin:1px}');
  const { store, keys } = reuseFor();
  const made: string[] = [];
  const counting: ReuseStore = {
    ...store,
    reuse: (shelf, key, make) => store.reuse(shelf, key, () => (made.push('made'), make())),
  };
  const counted = { store: counting, keys };
  const first = await withStore(counted, () => siteStylesheet(root, 'kept.css'));
  const again = await withStore(counted, () => siteStylesheet(root, 'kept.css'));
  assert.is(made.length, 1, 'made once, then kept');
  assert.is(again.file, first.file);
  await writeFile(path.join(root, 'kept-part.css'), '.part{margin:2px}');
  const edited = await withStore(counted, () => siteStylesheet(root, 'kept.css'));
  assert.is.not(edited.file, first.file, 'an edit to an @imported file is seen');
  assert.is(text(edited.contents), '.part{margin:2px}.entry{margin:1px}');
});

build.run();

const hash = suite('contentHash');
const hashCases: [string, Uint8Array | string, number | undefined, string][] = [
  ['an empty string', '', undefined, 'e3b0c44298'],
  ['a string', 'abc', undefined, 'ba7816bf8f'],
  ['the same bytes as a string', new TextEncoder().encode('abc'), undefined, 'ba7816bf8f'],
  ['a longer prefix', 'abc', 16, 'ba7816bf8f01cfea'],
  ['a shorter prefix', 'abc', 6, 'ba7816'],
];
for (const [label, contents, length, expected] of hashCases) {
  hash(`should hash ${label} to the first ${expected.length} hex digits of its SHA-256`, () => {
    assert.is(contentHash(contents, length), expected);
  });
}
hash('should give different contents different hashes', () => {
  const inputs = ['.a{color:red}', '.a{color:blue}', '.a{color:red} ', '.b{color:red}'];
  assert.is(new Set(inputs.map((input) => contentHash(input))).size, inputs.length);
});
hash.run();
