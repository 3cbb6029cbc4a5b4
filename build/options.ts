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
  /** Reuse what earlier builds left in `cacheDir`; off with --no-cache, bar images, which never go stale. */
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

/** The build's flags: the parser takes them from here, and `--help` prints them with a string flag's `value` name. */
const FLAGS = {
  content: { type: 'string', default: 'content', value: 'folder', help: 'the content folder to build' },
  out: { type: 'string', default: 'dist', value: 'folder', help: 'the folder the site is written to' },
  quiet: {
    type: 'boolean',
    default: false,
    help: 'print no summary or progress: problems, warnings and stand-ins only',
  },
  explain: { type: 'boolean', default: false, help: 'say what was made again, and the first change that made it' },
  'no-cache': { type: 'boolean', default: false, help: 'reuse nothing from earlier builds but their images' },
  'cache-dir': { type: 'string', default: '.cache', value: 'folder', help: 'where builds keep what later ones reuse' },
  release: { type: 'boolean', default: false, help: 'the build that goes live: refuse any stand-in value' },
  drafts: { type: 'boolean', default: false, help: 'include drafts, marked as not live, for a preview' },
  future: { type: 'boolean', default: false, help: 'include posts scheduled for later, marked as not live' },
  help: { type: 'boolean', default: false, help: 'print these flags and build nothing' },
} as const;

/** A flag the build does not know, or one without its value: said in a line, not a stack trace. */
class UsageError extends Error {}

/** `--help`: each flag with its value and default, and what it does; `leaveOut` names those a command ignores. */
export function buildUsage(command: string, leaveOut: (keyof typeof FLAGS)[] = []): string {
  const left = new Set<string>(leaveOut);
  const shown = Object.entries(FLAGS).filter(([name]) => !left.has(name));
  const lines = shown.map(([name, flag]) => {
    const named = 'value' in flag ? `--${name} <${flag.value}>` : `--${name}`;
    const fallback = 'value' in flag ? ` (default: ${flag.default})` : '';
    return `  ${named.padEnd(22)} ${flag.help}${fallback}`;
  });
  return [`Usage: ${command} -- [flags]`, '', ...lines].join('\n');
}

/** What a command line asks of a command: the options to run with, or words to print and the exit code to end with. */
export type CommandLine = { options: BuildOptions } | { say: string; exitCode: number };

/**
 * `npm run build` and `npm run dev` read their flags alike: `--help` gives `help()` and exit code 0, a flag the build
 * does not know (or one without its value) a line saying so and 2, anything else the options.
 */
export function readCommandLine(
  command: string,
  argv: string[],
  env: NodeJS.ProcessEnv,
  root: string,
  help = () => buildUsage(command),
): CommandLine {
  if (argv.includes('--help')) return { say: help(), exitCode: 0 };
  try {
    return { options: parseBuildOptions(argv, env, root) };
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    return { say: `${command}: ${error.message}. ${command} -- --help lists the flags.`, exitCode: 2 };
  }
}

/** The flags' values, or a usage error saying what is wrong with them. */
function flagValues(argv: string[]) {
  try {
    // parseArgs reads a flag's type and default and leaves the words `--help` prints.
    return parseArgs({ args: argv, options: FLAGS }).values;
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

export function parseBuildOptions(argv: string[], env: NodeJS.ProcessEnv, root: string): BuildOptions {
  const values = flagValues(argv);
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
