import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { closureOf, importGraph } from '../../build/reuse/code-graph.mjs';
import { SUITES } from '../suites';
import type { CheckInfo, Reach } from './select';

/** A path written as the shipped content folder (`'content/posts'`, `'content'`): a test that names it reads it. */
const NAMES_CONTENT = /['"`]content(\/|['"`])/;

/** The test files under `from` (files or folders), relative to the root, sorted. */
function testFilesIn(from: string[]): string[] {
  return from.flatMap((entry) =>
    entry.endsWith('.test.ts')
      ? [entry]
      : readdirSync(entry, { recursive: true, encoding: 'utf8' })
          .filter((file) => file.endsWith('.test.ts'))
          .sort()
          .map((file) => path.posix.join(entry, file.split(path.sep).join('/'))),
  );
}

/** An import by absolute address, which a browser test runs in its page (`import('/pagefind/pagefind.js')`). */
const PAGE_IMPORT = /\bimport\(\s*['"`]\//;

/**
 * Each test file's import closure, from the build's graph of them all. esbuild cannot follow a test that imports by
 * a page's address, so such a file is taken to import every helper of its own folder and of test/ itself: a change
 * to any of them runs it. Undefined when esbuild cannot make the graph.
 */
async function closuresOf(root: string, tests: string[]): Promise<Record<string, string[]> | undefined> {
  const unfollowed = tests.filter((test) => PAGE_IMPORT.test(readFileSync(path.join(root, test), 'utf8')));
  const followed = tests.filter((test) => !unfollowed.includes(test));
  const helpers = readdirSync(path.join(root, 'test'), { recursive: true, encoding: 'utf8' })
    .map((file) => path.posix.join('test', file.split(path.sep).join('/')))
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'));
  const helpersOf = (test: string) =>
    helpers.filter((file) => path.posix.dirname(file) === 'test' || file.startsWith(`${path.posix.dirname(test)}/`));
  try {
    const graph = await importGraph(root, followed);
    return Object.fromEntries([
      ...followed.map((test) => [test, closureOf(graph, test).files]),
      ...unfollowed.map((test) => [test, [test, ...helpersOf(test)]]),
    ]);
  } catch {
    return undefined;
  }
}

/** What test/changed/select.ts needs to know of the repository as it is now. */
export async function reachOf(root: string): Promise<Reach> {
  const checks: CheckInfo[] = JSON.parse(
    execFileSync('npx', ['tsx', 'test/checks.ts', '--with-quick', '--list'], { cwd: root, encoding: 'utf8' }),
  );
  const unit = SUITES.unit!;
  const unitFiles = testFilesIn(unit.from).filter((file) => !unit.except.includes(file));
  const closures = await closuresOf(root, testFilesIn(['test']));
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
  const contentReaders = unitFiles.filter((test) => closures?.[test]?.some((file) => NAMES_CONTENT.test(read(file))));
  const buildModules = Object.keys(await importGraph(root));
  return { checks, unitFiles, closures, contentReaders, buildModules };
}
