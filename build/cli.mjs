// `npm run build`: runs build/index.ts compiled to plain JavaScript. Under tsx every module the
// build loads passes through a TypeScript loader thread, which costs more than half a second of
// start-up and about as much again in each helper thread; esbuild compiles the build code once
// (about 0.3 s) into .cache/compiled/<hash of the code>/, and later builds start from there.
// Packages stay in node_modules and load natively. Plain JavaScript, so Node runs it without tsx.
import { readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import module from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { codeHash } from './reuse/code-hash.mjs';

// React picks its production build when first loaded; the packages load before any bundled code runs.
process.env.NODE_ENV ||= 'production';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));

// Node 22.1 and later keep V8's compiled code for every module between runs, which saves a
// cached build much of its start-up; Node 20 has no such cache and simply goes without.
module.enableCompileCache?.(path.join(root, '.cache', 'node-compile'));
/** Compiled versions kept besides the one being made. */
const KEEP_COMPILED = 3;
const ENTRIES = ['build/index.ts', 'build/stages/markdown-worker.ts', 'build/stages/card-worker.ts'];

async function compiled() {
  const parent = path.join(root, '.cache', 'compiled');
  const dir = path.join(parent, codeHash(root));
  try {
    readFileSync(path.join(dir, 'index.mjs'));
    return dir;
  } catch {
    // Not compiled yet for this code.
  }
  const { build } = await import('esbuild');
  const temporary = `${dir}.${process.pid}.tmp`;
  await build({
    absWorkingDir: root,
    entryPoints: ENTRIES,
    outdir: temporary,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    // Entry points and shared chunks side by side, so `new URL('./stages/markdown-worker.ts', import.meta.url)` finds its neighbour.
    entryNames: '[name]',
    chunkNames: '[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    logLevel: 'warning',
  });
  // Older versions go, but not the few newest: a build of other code may still be running from one.
  const older = readdirSync(parent)
    .filter((name) => !name.endsWith('.tmp'))
    .map((name) => ({ name, time: statSync(path.join(parent, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time)
    .slice(KEEP_COMPILED);
  for (const { name } of older) rmSync(path.join(parent, name), { recursive: true, force: true });
  try {
    renameSync(temporary, dir);
  } catch {
    // Another build compiled the same code at the same moment; either copy will do.
    rmSync(temporary, { recursive: true, force: true });
  }
  return dir;
}

await import(pathToFileURL(path.join(await compiled(), 'index.mjs')).href);
