import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type Change, type Reach, selectChecks } from './select';

const test = suite('test:changed selection');

const check = (name: string, command = name) => ({
  name,
  command,
  needs: /^(build|unit|types|lint|workflow|install|slow)/.test(name) ? [] : ['build'],
});
/** A small repository's worth of checks, tests and imports, named as test/checks.ts names them. */
const REACH: Reach = {
  checks: [
    check('build'),
    check('chromium: editor', 'npx tsx test/run.ts test/browser/editor.test.ts'),
    check('webkit', 'ENGINES=webkit npx tsx test/run.ts test/browser/header.test.ts'),
    check('slow 1', 'npx tsx test/run.ts test/build/edit-sequences.test.ts'),
    check('chromium', 'ENGINES=chromium npx tsx test/run.ts test/browser/header.test.ts'),
    check('accessibility 1/3', 'npx tsx test/run.ts test/browser/accessibility.test.ts'),
    check('unit 1/2'),
    check('unit 2/2'),
    check('types'),
    check('lint'),
    check('workflow'),
    check('chromium: dev-server', 'npx tsx test/run.ts test/browser/dev-server.test.ts'),
    check('install'),
    check('security'),
    check('markup'),
    check('links'),
    check('sizes'),
  ],
  unitFiles: [
    'test/build/stages/feed.test.ts',
    'test/build/stages/load-content.test.ts',
    'test/templates/post.test.ts',
    'test/docs/paths.test.ts',
  ],
  closures: {
    'test/build/stages/feed.test.ts': ['test/build/stages/feed.test.ts', 'build/stages/outputs/feed.ts'],
    'test/build/stages/load-content.test.ts': [
      'test/build/stages/load-content.test.ts',
      'build/stages/read/load-content.ts',
      'build/stages/read/front-matter.ts',
    ],
    'test/templates/post.test.ts': ['test/templates/post.test.ts', 'templates/post.tsx'],
    'test/build/edit-sequences.test.ts': ['test/build/edit-sequences.test.ts', 'test/seeded-random.ts'],
    'test/browser/header.test.ts': ['test/browser/header.test.ts', 'test/browser/site.ts'],
    'test/browser/accessibility.test.ts': ['test/browser/accessibility.test.ts', 'test/browser/site.ts'],
  },
  contentReaders: ['test/build/stages/load-content.test.ts'],
  buildModules: ['build/index.ts', 'build/stages/read/front-matter.ts', 'build/stages/outputs/feed.ts'],
};

const changed = (...files: string[]): Change[] => files.map((file) => ({ file, deleted: false }));
const SITE = ['build', 'accessibility 1/3', 'markup', 'links', 'sizes'];
const ENGINES = ['webkit', 'chromium'];

test('one post: the whole-site checks and the unit tests that read content, but no engine, types or lint', () => {
  const selection = selectChecks(changed('content/posts/calf-pain.md'), REACH);
  assert.is(selection.everything, false);
  assert.equal(selection.checks.sort(), [...SITE].sort());
  assert.equal(selection.unitFiles, ['test/build/stages/load-content.test.ts']);
  assert.ok(selection.lines.includes('run build: content/posts/calf-pain.md is content'), selection.lines.join('\n'));
  assert.ok(selection.lines.some((line) => /^skip webkit: no island, style, template/.test(line)));
  assert.ok(selection.lines.some((line) => /^skip slow 1: /.test(line)));
});

test('one module under build/stages/: the unit tests that import it, the built site, types and lint', () => {
  const selection = selectChecks(changed('build/stages/read/front-matter.ts'), REACH);
  assert.equal(selection.unitFiles, ['test/build/stages/load-content.test.ts']);
  assert.equal(selection.checks.sort(), [...SITE, 'install', 'types', 'lint'].sort());
  assert.ok(
    selection.lines.includes('run 1 unit test file(s): their import closure holds build/stages/read/front-matter.ts'),
  );
});

test('a stage that makes what the browsers load runs the engines too', () => {
  const selection = selectChecks(changed('build/stages/outputs/feed.ts'), REACH);
  assert.equal(selection.unitFiles, ['test/build/stages/feed.test.ts']);
  for (const name of ENGINES) assert.ok(selection.checks.includes(name), name);
});

test('a template: the unit tests that import it, the built site and the engines, but not the editor', () => {
  const selection = selectChecks(changed('templates/post.tsx'), REACH);
  assert.equal(selection.unitFiles, ['test/templates/post.test.ts']);
  assert.equal(selection.checks.sort(), [...SITE, ...ENGINES, 'install', 'types', 'lint'].sort());
  assert.ok(selection.lines.includes('skip chromium: editor: nothing of build/editor/ or its browser tests changed'));
});

test('package.json or the lockfile runs everything, and says why', () => {
  for (const file of ['package.json', 'package-lock.json']) {
    const selection = selectChecks(changed('content/posts/calf-pain.md', file), REACH);
    assert.is(selection.everything, true);
    assert.equal(
      selection.checks,
      REACH.checks.map((check) => check.name),
    );
    assert.equal(selection.unitFiles, REACH.unitFiles);
    assert.equal(selection.lines, [`run everything (npm test): ${file} changed, which every check depends on`]);
  }
});

test('a deleted module runs every unit test, since no graph of today shows who imported it', () => {
  const selection = selectChecks([{ file: 'build/stages/read/old-reader.ts', deleted: true }], REACH);
  assert.is(selection.everything, false);
  assert.equal(selection.unitFiles, REACH.unitFiles);
  assert.ok(selection.checks.includes('types'), 'an import of it left behind fails the type check');
});

test('a deleted post runs what a changed one does', () => {
  const selection = selectChecks([{ file: 'content/posts/calf-pain.md', deleted: true }], REACH);
  assert.equal(selection.checks.sort(), [...SITE].sort());
  assert.equal(selection.unitFiles.sort(), ['test/build/stages/load-content.test.ts', 'test/docs/paths.test.ts']);
});

test("a change to the docs alone runs only the docs' own test, of the paths they name", () => {
  const selection = selectChecks(changed('docs/testing.md', 'README.md'), REACH);
  assert.equal([selection.checks, selection.unitFiles], [[], ['test/docs/paths.test.ts']]);
  assert.equal(
    selection.lines.filter((line) => !line.startsWith('skip ')),
    ['run 1 unit test file(s): they check the paths the docs name, and docs/testing.md changed'],
  );
});

test('a file it cannot place runs everything, and says so', () => {
  const selection = selectChecks(changed('Makefile'), REACH);
  assert.is(selection.everything, true);
  assert.equal(selection.lines, ['run everything (npm test): test/changed cannot tell what Makefile reaches']);
});

test('without an import graph it runs everything', () => {
  const selection = selectChecks(changed('build/stages/read/front-matter.ts'), { ...REACH, closures: undefined });
  assert.is(selection.everything, true);
});

test('a browser test helper runs the checks whose test files import it, and the build they read', () => {
  const selection = selectChecks(changed('test/browser/site.ts'), REACH);
  assert.equal(selection.checks.sort(), ['accessibility 1/3', 'build', 'chromium', 'lint', 'types', 'webkit']);
  assert.ok(selection.lines.includes('run build: webkit reads it'), selection.lines.join('\n'));
  assert.equal(selection.unitFiles, []);
  assert.ok(selection.lines.includes('skip the unit tests: no unit test imports a changed file'));
});

test('a slow test runs its own group only when it or its helpers change', () => {
  assert.ok(selectChecks(changed('test/seeded-random.ts'), REACH).checks.includes('slow 1'));
  assert.not.ok(selectChecks(changed('build/stages/read/front-matter.ts'), REACH).checks.includes('slow 1'));
});

test('a check it does not know runs', () => {
  const reach = { ...REACH, checks: [...REACH.checks, check('firefox: new-thing')] };
  const selection = selectChecks(changed('docs/testing.md'), reach);
  assert.ok(selection.checks.includes('firefox: new-thing'));
  assert.ok(selection.lines.includes('run firefox: new-thing: test/changed does not know this check, so it runs'));
});

test('every check has one line, whether it runs or not, and the unit tests one for each reason', () => {
  const selection = selectChecks(changed('templates/post.tsx', 'content/posts/calf-pain.md'), REACH);
  const others = REACH.checks.filter((c) => !c.name.startsWith('unit '));
  const unitLines = selection.lines.filter((line) => / unit test file\(s\): /.test(line));
  assert.is(unitLines.length, 2, unitLines.join('\n'));
  assert.is(selection.lines.length, others.length + unitLines.length);
  for (const { name } of others)
    assert.ok(
      selection.lines.some((line) => line.startsWith(`run ${name}: `) || line.startsWith(`skip ${name}: `)),
      name,
    );
});

test.run();
