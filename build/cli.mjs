// `npm run build`: runs build/index.ts compiled to plain JavaScript. Under tsx every module passes through a TypeScript
// loader thread, costing over half a second of start-up and as much again in each helper thread; esbuild compiles the
// build code once (about 0.3 s) into .cache/compiled/<hash of the code>/, and later builds start from there. Packages
// stay in node_modules and load natively. Plain JavaScript, so Node runs it without tsx.
import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import module from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  BUILD_ENTRIES,
  declaredAtSource,
  digestOf,
  fileHashOf,
  GRAPH_FILE,
  graphOf,
  withDigests,
  withStartedModules,
} from './reuse/code-graph.mjs';

// React picks its production build when first loaded; the packages load before any bundled code runs.
process.env.NODE_ENV ||= 'production';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));

// Node 22.1+ keeps V8's compiled code of every module between runs, saving much start-up; Node 20 simply goes without.
module.enableCompileCache?.(path.join(root, '.cache', 'node-compile'));
/** Compiled versions kept besides the one being made. */
const KEEP_COMPILED = 3;

/**
 * A compiled version is named by the digest of the files its compile read (esbuild's metafile), the packages they
 * reach, tsconfig.json and this file (which tell esbuild how to compile). While none changed, neither can the output
 * nor the import graph: an edit that adds an import edits a file the graph holds, so no new file is missed.
 */
const versionOf = (graph, hashOfFile) =>
  digestOf(
    root,
    {
      files: [...Object.keys(graph), 'tsconfig.json', 'build/cli.mjs'].sort(),
      packages: [...new Set(Object.values(graph).flatMap((m) => m.packages))].sort(),
    },
    undefined,
    undefined,
    hashOfFile,
  );

/** Kept versions, newest first. */
const keptVersions = (parent) => {
  try {
    return readdirSync(parent)
      .filter((name) => !name.endsWith('.tmp'))
      .map((name) => ({ name, time: statSync(path.join(parent, name)).mtimeMs }))
      .sort((a, b) => b.time - a.time);
  } catch {
    return [];
  }
};

async function compiled() {
  const parent = path.join(root, '.cache', 'compiled');
  const kept = keptVersions(parent);
  for (const { name } of kept) {
    try {
      // The kept graph's version now, from the files read afresh (not the hashes it vouches for).
      const graph = JSON.parse(readFileSync(path.join(parent, name, GRAPH_FILE), 'utf8'));
      if (versionOf(graph) === name) return path.join(parent, name);
    } catch {
      // No graph, or one of its files has gone: not this code's version.
    }
  }
  const { build } = await import('esbuild');
  const temporary = path.join(parent, `${process.pid}.tmp`);
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints: BUILD_ENTRIES,
    outdir: temporary,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    metafile: true,
    // Beside the code, read only when an error is described: a template that throws is named by its own line.
    sourcemap: 'linked',
    sourcesContent: false,
    plugins: [declaredAtSource],
    // Entries and chunks side by side, so `new URL('./markdown-worker.ts', import.meta.url)` finds its neighbour.
    entryNames: '[name]',
    chunkNames: '[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    logLevel: 'warning',
  });
  const graph = withDigests(root, withStartedModules(root, graphOf(metafile)));
  writeFileSync(path.join(temporary, GRAPH_FILE), JSON.stringify(graph));
  // Named by the very hashes the graph keeps, so the name vouches for them.
  const dir = path.join(
    parent,
    versionOf(graph, (file) => graph[file]?.hash ?? fileHashOf(readFileSync(path.join(root, file)))),
  );
  // Older versions go, but not the few newest: a build of other code may still be running from one.
  for (const { name } of kept.slice(KEEP_COMPILED)) rmSync(path.join(parent, name), { recursive: true, force: true });
  try {
    renameSync(temporary, dir);
  } catch {
    // Another build compiled the same code at the same moment; either copy will do.
    rmSync(temporary, { recursive: true, force: true });
  }
  return dir;
}

await import(pathToFileURL(path.join(await compiled(), 'index.mjs')).href);
