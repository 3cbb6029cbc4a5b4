import type { Publishing } from '../src/lib/publishing';
import type { CodeGraph } from './reuse/code-graph.mjs';
import { parseArgs } from 'node:util';

export interface BuildOptions {
  root: string;
  contentDir: string;
  outDir: string;
  publicDir: string;
  quiet: boolean;
  /** --explain: say, for each kind of thing, how many the build made again and the first change that made it. */
  explain: boolean;
  /**
   * Reuse what earlier builds left in `cacheDir` (off with --no-cache; images are reused whatever it says, as they
   * never go stale).
   */
  cache: boolean;
  cacheDir: string;
  /** --release: the build that goes live, which refuses any stand-in value left in the data files. */
  release: boolean;
  /** The build code's import graph, which every cache key's code part comes from; read by esbuild when absent. */
  codeGraph?: CodeGraph;
  /** The process's environment: the data files that declare an override read their own variables from it. */
  env: Readonly<Record<string, string>>;
  /** Which posts besides the live ones the build includes, and its clock. */
  publishing: Publishing;
}

export function parseBuildOptions(argv: string[], env: NodeJS.ProcessEnv, root: string): BuildOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      content: { type: 'string', default: 'content' },
      out: { type: 'string', default: 'dist' },
      quiet: { type: 'boolean', default: false },
      explain: { type: 'boolean', default: false },
      'no-cache': { type: 'boolean', default: false },
      'cache-dir': { type: 'string', default: '.cache' },
      release: { type: 'boolean', default: false },
      drafts: { type: 'boolean', default: false },
      future: { type: 'boolean', default: false },
    },
  });
  const picked: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) if (value) picked[key] = value;
  return {
    root,
    contentDir: values.content,
    outDir: values.out,
    publicDir: 'public',
    quiet: values.quiet,
    explain: values.explain,
    cache: !values['no-cache'],
    cacheDir: values['cache-dir'],
    release: values.release,
    env: picked,
    publishing: { drafts: values.drafts, future: values.future, now: Date.now() },
  };
}
