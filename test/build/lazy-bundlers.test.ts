import { readFileSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { closureOf, importGraph } from '../../build/reuse/code-graph.mjs';

/**
 * A build with nothing to do bundles nothing, so it must not pay for loading the bundlers (about 20 ms each in a new
 * process): the modules `npm run build` runs import them only where they bundle, with `await import(…)`.
 */
const BUNDLERS = ['esbuild', 'lightningcss'];
const root = process.cwd();

/** A module's static imports by value of `name` (an `import type` is erased, so it loads nothing). */
const loadsAtStart = (text: string, name: string) =>
  new RegExp(`^import\\s+(?!type\\s)[^;]*?from\\s+'${name}';`, 'm').test(text) ||
  new RegExp(`^import\\s+'${name}';`, 'm').test(text);

const lazy = suite('the bundlers, loaded lazily');

lazy('should find a static import of a package where there is one', () => {
  assert.ok(loadsAtStart("import { build } from 'esbuild';", 'esbuild'));
  assert.ok(loadsAtStart("import * as esbuild from 'esbuild';", 'esbuild'));
  assert.not.ok(loadsAtStart("import type { Message } from 'esbuild';", 'esbuild'));
  assert.not.ok(loadsAtStart("const esbuild = () => import('esbuild');", 'esbuild'));
});

lazy('should load no bundler when the build starts, only on the path that bundles', async () => {
  const graph = await importGraph(root);
  const { files } = closureOf(graph, 'build/index.ts');
  const eager = files.flatMap((file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    return BUNDLERS.filter((name) => loadsAtStart(text, name)).map((name) => `${file} imports ${name}`);
  });
  assert.equal(eager, []);
  const reached = closureOf(graph, 'build/index.ts').packages;
  for (const name of BUNDLERS) assert.ok(reached.includes(name), `the build still reaches ${name}, lazily`);
});

lazy.run();
