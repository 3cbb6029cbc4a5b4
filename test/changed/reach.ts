import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { closureOf, graphOf, importGraph, withStartedModules } from '../../build/reuse/code-graph.mjs';
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

/**
 * Each test file's import closure, from the graph esbuild gives of them all, as the build's `importGraph` makes it but
 * that an import by absolute address (`import('/pagefind/pagefind.js')`, which a browser test runs in its page) is
 * the page's, not the test's. Undefined when esbuild cannot make the graph.
 */
async function closuresOf(root: string, tests: string[]): Promise<Record<string, string[]> | undefined> {
  try {
    const { metafile } = await build({
      absWorkingDir: root,
      entryPoints: tests,
      bundle: true,
      write: false,
      metafile: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      outdir: 'graph',
      splitting: true,
      logLevel: 'silent',
      plugins: [{ name: 'page-addresses', setup: (on) => on.onResolve({ filter: /^\// }, () => ({ external: true })) }],
    });
    const graph = withStartedModules(root, graphOf(metafile));
    return Object.fromEntries(tests.map((test) => [test, closureOf(graph, test).files]));
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
