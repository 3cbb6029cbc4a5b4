import { readFileSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { importGraph } from '../../../build/reuse/code-graph.mjs';
import { misplacedReuses, REUSE_CALLS, shelfTakers } from './reuse-calls';

const root = process.cwd();
const check = suite('misplacedReuses');

check('should find no reuse outside its shelf’s closure in the build', async () => {
  const graph = await importGraph(root);
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
  assert.equal(misplacedReuses(graph, read), []);
  // The check reads real calls: the build has some to read.
  const calls = Object.keys(graph).filter((file) =>
    new RegExp(`\\b(${REUSE_CALLS.join('|')})\\(\\s*[A-Z]`).test(read(file)),
  );
  assert.ok(calls.length >= 5, `found reuse calls in ${calls.join(', ')}`);
});

check('should take as the store’s calls each function whose first parameter is a shelf or a maker', () => {
  assert.equal(
    shelfTakers(
      'export function reused<T>(shelf: Shelf<T>, inputs: unknown[]) {}\n' +
        'export const keyFor = (maker: Maker, ...inputs: unknown[]) => 1;\n' +
        'export const exchangedOn =\n  <T>(shelf: Shelf<T>) => 1;\n' +
        'export const codeDigest = (imports: Imports) => 1;\n',
    ),
    ['reused', 'keyFor', 'exchangedOn'],
  );
  assert.ok(['stored', 'storedWhile', 'ensuredFile', 'exchanged'].every((name) => REUSE_CALLS.includes(name)));
});

/** A small build: a loader that parses with a YAML module it imports, and a fence splitter on its own. */
const fixture = (sources: Record<string, string>) => ({
  graph: {
    'build/load.ts': { files: ['build/fence.ts', 'build/yaml.ts'], packages: [] },
    'build/fence.ts': { files: [], packages: [] },
    'build/yaml.ts': { files: [], packages: ['js-yaml'] },
  },
  read: (file: string) => sources[file] ?? '',
});

const cases: [what: string, sources: Record<string, string>, expected: string[]][] = [
  [
    'a shelf declared by the fence splitter but filled by the loader, which parses with another module',
    {
      'build/fence.ts':
        "export const FRONT_MATTER = defineShelf<Parsed>(import.meta.url, { name: 'fm', disk: 'record' });",
      'build/load.ts':
        "import { FRONT_MATTER } from './fence';\nimport { parse } from './yaml';\n" +
        'const parsed = await reuse.reuse(FRONT_MATTER, [text], () => parse(text));',
    },
    ['build/load.ts FRONT_MATTER: build/load.ts is outside the closure of build/fence.ts'],
  ],
  [
    "the same, filled through the build's store as a stage fills it",
    {
      'build/fence.ts':
        "export const FRONT_MATTER = defineShelf<Parsed>(import.meta.url, { name: 'fm', disk: 'record' });",
      'build/load.ts':
        "import { FRONT_MATTER } from './fence';\nimport { parse } from './yaml';\n" +
        'const parsed = await reused(FRONT_MATTER, [text], () => parse(text));',
    },
    ['build/load.ts FRONT_MATTER: build/load.ts is outside the closure of build/fence.ts'],
  ],
  [
    'the same, filled by a function the loader declares as kept on it',
    {
      'build/fence.ts':
        "export const FRONT_MATTER = defineShelf<Parsed>(import.meta.url, { name: 'fm', disk: 'record' });",
      'build/load.ts':
        "import { FRONT_MATTER } from './fence';\nimport { parse } from './yaml';\n" +
        'const parsed = stored(FRONT_MATTER, (text: string) => parse(text));',
    },
    ['build/load.ts FRONT_MATTER: build/load.ts is outside the closure of build/fence.ts'],
  ],
  [
    'the same shelf declared by the loader that fills it',
    {
      'build/load.ts':
        "import { parse } from './yaml';\n" +
        "const FRONT_MATTER = defineShelf<Parsed>(import.meta.url, { name: 'fm', disk: 'record' });\n" +
        'const parsed = await reuse.reuse(FRONT_MATTER, [text], () => parse(text));',
    },
    [],
  ],
  [
    'a shelf named by a typed path',
    {
      'build/load.ts':
        "const FRONT_MATTER = defineShelf(new URL('../build/fence.ts', base).href, { name: 'fm', disk: 'record' });\n" +
        'await reuse.ensure(FRONT_MATTER, [text], make);',
    },
    ['build/load.ts FRONT_MATTER: its module is not given as import.meta.url'],
  ],
  [
    'a key taken from something no declaration made',
    { 'build/load.ts': 'const key = reuse.key(PAGES, frame);' },
    ['build/load.ts PAGES: not declared by defineShelf or defineMaker'],
  ],
];
for (const [what, sources, expected] of cases) {
  check(`should judge ${what}`, () => {
    const { graph, read } = fixture(sources);
    const found = misplacedReuses(graph, read).map(({ file, shelf, problem }) => `${file} ${shelf}: ${problem}`);
    assert.equal(found, expected);
  });
}

check.run();
