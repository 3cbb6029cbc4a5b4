import path from 'node:path';
import * as esbuild from 'esbuild';
import type { RenderIsland } from '../../src/components/island';
import type { IslandScript } from './render-pages';

export const ISLANDS_DIR = 'src/islands';
export const JS_DIR = 'assets/js';

/** Islands are written against React's API and shipped as Preact: same JSX, a fraction of the bytes. */
const alias = { react: 'preact/compat', 'react-dom': 'preact/compat' };
const define = { 'process.env.NODE_ENV': '"production"' };

/** What esbuild makes of the islands, as plain data: it depends on the code alone, so builds keep it on disk. */
export interface IslandBuild {
  islands: Record<string, IslandScript>;
  files: { file: string; contents: string }[];
  /** The island code bundled for Node, which renders island markup at build time. */
  server: string;
}

export interface IslandBundle {
  islands: Record<string, IslandScript>;
  files: { file: string; contents: string }[];
  renderIsland: RenderIsland;
}

/** Browser entries, one per island, with the shared runtime split into cached chunks. */
async function bundleClient(root: string, names: string[]) {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(names.map((name) => [name, `${ISLANDS_DIR}/entries/${name}.ts`])),
    outdir: JS_DIR,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    minify: true,
    jsx: 'automatic',
    alias,
    define,
    legalComments: 'none',
    metafile: true,
    write: false,
    logLevel: 'silent',
  });
  const islands: Record<string, IslandScript> = {};
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    const entry = output.entryPoint?.match(/entries\/([a-z-]+)\.ts$/)?.[1];
    if (!entry) continue;
    islands[entry] = { src: `/${file}` };
  }
  const files = result.outputFiles.map((out) => ({ file: path.relative(root, out.path), contents: out.text }));
  return { islands, files };
}

/** The same island code bundled for Node, imported from memory by `loadIslands`. */
async function bundleServer(root: string): Promise<string> {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [`${ISLANDS_DIR}/server.ts`],
    bundle: true,
    platform: 'node',
    format: 'esm',
    jsx: 'automatic',
    alias,
    define,
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

export async function buildIslands(root: string, names: string[]): Promise<IslandBuild> {
  const [client, server] = await Promise.all([bundleClient(root, names), bundleServer(root)]);
  return { ...client, server };
}

/** The bundle ready to use: the server code imported from memory. */
export async function loadIslands({ islands, files, server }: IslandBuild): Promise<IslandBundle> {
  const module = (await import(`data:text/javascript;base64,${Buffer.from(server).toString('base64')}`)) as { renderIsland: RenderIsland };
  return { islands, files, renderIsland: module.renderIsland };
}

export async function bundleIslands(root: string, names: string[]): Promise<IslandBundle> {
  return loadIslands(await buildIslands(root, names));
}
