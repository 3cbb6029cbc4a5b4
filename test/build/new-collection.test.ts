import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { copyOfCode } from '../code-copy';
import { SLOW_TESTS } from '../suites';

/**
 * A newcomer adds a collection as docs/collections.md says, to a copy of the repository: the events of
 * test/fixtures/events/ become the clinic's own, in exactly the files the guide lists and nothing under build/. The
 * type check and every unit test that reads the registry then pass as they are, with no list of collections to
 * extend: what they check comes from the registry, and the small site takes the new collection's shipped entries.
 */
const root = process.cwd();
const exec = promisify(execFile);
const temp = await mkdtemp(path.join(tmpdir(), 'clinic-new-collection-'));
const copy = path.join(temp, 'repo');
const fixture = path.join(root, 'test/fixtures/events');

/** The unit tests that read the registry, the site definition or the templates: found by their imports. */
async function registryTests(): Promise<string[]> {
  const folders = ['test/build/stages', 'test/build/tools', 'test/templates', 'test/lib'];
  const found: string[] = [];
  for (const folder of folders)
    for (const file of (await readdir(path.join(root, folder))).filter((name) => name.endsWith('.test.ts'))) {
      const source = await readFile(path.join(root, folder, file), 'utf8');
      if (/small-site'|clinic-site'|templates\/index'|content\/collections'/.test(source))
        found.push(`${folder}/${file}`);
    }
  return found.filter((file) => !SLOW_TESTS.includes(file));
}

/** A fixture module moved into the site's own folders, its imports of the repository written from there. */
async function moveFixture(from: string, to: string, prefixes: [from: string, to: string][]) {
  const text = await readFile(path.join(fixture, from), 'utf8');
  const moved = prefixes.reduce((done, [old, now]) => done.replaceAll(`from '${old}`, `from '${now}`), text);
  await writeFile(path.join(copy, to), moved);
}

/** A module of the copy with an import added at its top and `line` after the one `after` matches. */
async function addLine(file: string, imported: string, after: RegExp, line: string) {
  const text = await readFile(path.join(copy, file), 'utf8');
  assert.match(text, after, `the line a newcomer adds beside: ${after}`);
  await writeFile(path.join(copy, file), `${imported}\n${text.replace(after, (found) => `${found}\n${line}`)}`);
}

const added = suite('a collection added as docs/collections.md says');
added.before(async () => {
  await copyOfCode(copy, root);
  for (const folder of ['test', '.vscode', 'content'])
    await cp(path.join(root, folder), path.join(copy, folder), { recursive: true });
  // 1. The schema, 2. the registry's entry, 4. the template and its line, 5. the content, 6. the JSON Schemas.
  await moveFixture('event.ts', 'src/content/event.ts', [
    ['../../../src/content/', './'],
    ['../../../src/lib/', '../lib/'],
  ]);
  await addLine(
    'src/content/collections.ts',
    "import { events } from './event';",
    /^export const collections = \{$/m,
    '  events,',
  );
  await moveFixture('event-template.tsx', 'templates/event.tsx', [
    ['../../../templates/', './'],
    ['../../../src/', '../src/'],
    ['./event', '../src/content/event'],
  ]);
  const notFound = /^ {2}'not-found': notFoundTemplate,$/m;
  await addLine('templates/index.ts', "import { eventTemplate } from './event';", notFound, '  event: eventTemplate,');
  await cp(path.join(fixture, 'events'), path.join(copy, 'content/events'), { recursive: true });
  await exec('npx', ['tsx', 'build/tools/json-schemas.ts'], { cwd: copy });
});
added.after(() => rm(temp, { recursive: true, force: true }));

added('should pass the type check', async () => {
  const checked = await exec('npx', ['tsc', '--noEmit', '-p', '.'], { cwd: copy }).then(
    () => '',
    (error: { stdout: string }) => error.stdout,
  );
  assert.is(checked, '');
});

added('should pass every unit test that reads the registry, as they are', async () => {
  const files = await registryTests();
  assert.ok(files.includes('test/build/stages/validate-content.test.ts'), files.join(' '));
  const { stdout } = await exec('npx', ['tsx', 'test/run.ts', ...files], { cwd: copy, maxBuffer: 1 << 26 }).catch(
    (error: { stdout: string }) => ({ stdout: error.stdout }),
  );
  assert.match(stdout, / 0 failed/, stdout.slice(-6000));
});

added.run();
