import { SITE_LAYOUT } from '../../../src/lib/site-layout';
import { createRequire } from 'node:module';
import path from 'node:path';
import { runInThisContext } from 'node:vm';
import type { RenderIsland } from '../../../src/components/island';
import { islands as registry } from '../../../src/islands/registry';
import { bundleInputs, digestOf, type Imports } from '../../reuse/code-graph.mjs';
import { codeDigest, stored, storedWhile } from '../../reuse/stored';
import { defineShelf } from '../../reuse/shelf';
import type { IslandBundle, IslandScript } from '../../model';

export const ISLANDS_DIR = 'src/islands';

/** What the browser and server bundles share. */
const shared = {
  bundle: true,
  jsx: 'automatic',
  // Islands are written against React's API and shipped as Preact: same JSX, a fraction of the bytes.
  alias: { react: 'preact/compat', 'react-dom': 'preact/compat' },
  define: { 'process.env.NODE_ENV': '"production"' },
  metafile: true,
  write: false,
  logLevel: 'silent',
} as const;

/** What esbuild makes of the islands, as plain data: it depends on the code alone, so builds keep it on disk. */
export interface IslandBuild {
  islands: Record<string, IslandScript>;
  files: { file: string; contents: string }[];
  /** The island code bundled for Node as CommonJS, which renders island markup at build time. */
  server: string;
  root: string;
  /** Every file and package esbuild read to make it, from its metafiles. */
  inputs: Imports;
  /** The digest of those inputs when it was made: its key, which pages include. */
  key: string;
}

/**
 * Kept while none of the files esbuild's metafile lists has changed (an edit that adds an import edits a listed
 * file). It depends on no content, so every content folder built from this code shares it.
 */
export const ISLAND_BUILDS = defineShelf<IslandBuild>(import.meta.url, {
  name: 'island-builds',
  disk: 'record',
  shared: true,
});
/** The loaded bundle, for the process: the dev server's rebuilds run the server code once. */
const BUNDLES = defineShelf<IslandBundle>(import.meta.url, { name: 'islands', disk: 'process' });

/** Loaded only by a build that bundles: a build whose bundle is kept never pays for loading esbuild. */
const esbuild = () => import('esbuild');

/** Browser entries, one per island, with the shared runtime split into cached chunks. */
async function bundleClient(root: string, names: string[]) {
  const result = await (await esbuild()).build({
    ...shared,
    absWorkingDir: root,
    entryPoints: Object.fromEntries(names.map((name) => [name, `${ISLANDS_DIR}/entries/${name}.ts`])),
    outdir: SITE_LAYOUT.scripts,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    splitting: true,
    format: 'esm',
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    minify: true,
    legalComments: 'none',
  });
  const islands: Record<string, IslandScript> = {};
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    const entry = output.entryPoint?.match(/entries\/([a-z-]+)\.ts$/)?.[1];
    if (entry) islands[entry] = { src: `/${file}` };
  }
  const files = result.outputFiles.map((out) => ({ file: path.relative(root, out.path), contents: out.text }));
  return { islands, files, metafile: result.metafile };
}

/**
 * The same island code bundled for Node, run from memory by `loadIslands`. CommonJS, so that it can be run the first
 * time a page renders an island, synchronously, and a build that renders no page never compiles it.
 */
async function bundleServer(root: string) {
  const result = await (await esbuild()).build({
    ...shared,
    absWorkingDir: root,
    entryPoints: [`${ISLANDS_DIR}/server.ts`],
    platform: 'node',
    format: 'cjs',
  });
  return { server: result.outputFiles[0]?.text ?? '', metafile: result.metafile };
}

export async function buildIslands(root: string, names: string[]): Promise<IslandBuild> {
  const [client, server] = await Promise.all([bundleClient(root, names), bundleServer(root)]);
  const inputs = bundleInputs([client.metafile, server.metafile]);
  return {
    islands: client.islands,
    files: client.files,
    server: server.server,
    root,
    inputs,
    key: digestOf(root, inputs),
  };
}

/** The server code's `renderIsland`, run from memory as a CommonJS module. */
function runServer(server: string): RenderIsland {
  const module = { exports: {} as { renderIsland?: RenderIsland } };
  const run = runInThisContext(`(function (module, exports, require) {${server}\n})`, {
    filename: `${ISLANDS_DIR}/server.bundle.cjs`,
  }) as (module: object, exports: object, require: NodeJS.Require) => void;
  run(module, module.exports, createRequire(import.meta.url));
  const { renderIsland } = module.exports;
  if (!renderIsland) throw new Error(`${ISLANDS_DIR}/server.ts: its bundle exports no renderIsland`);
  return renderIsland;
}

/** The bundle ready to use: the server code is run when the first island is rendered, not before. */
export function loadIslands({ islands, files, server, key }: IslandBuild): IslandBundle {
  let render: RenderIsland | undefined;
  const renderIsland: RenderIsland = (name, props) => (render ??= runServer(server))(name, props);
  return { islands, files, renderIsland, key };
}

export async function bundleIslands(root: string, names: string[]): Promise<IslandBundle> {
  return loadIslands(await buildIslands(root, names));
}

/** The stage: every island, for browsers and for rendering markers, kept while none of the files it read changed. */
export async function islandBundle(root: string): Promise<IslandBundle> {
  return loadedIslands(await keptIslands(path.resolve(root)));
}

const keptIslands = storedWhile(
  ISLAND_BUILDS,
  (root: string) => buildIslands(root, Object.keys(registry)),
  (build) => codeDigest(build.inputs) === build.key,
);

const loadedIslands = stored(BUNDLES, loadIslands, { key: (build) => [build.key] });
