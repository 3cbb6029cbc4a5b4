import type { SiteDefinition } from '../src/content/registry';
import type { Publishing } from '../src/lib/publishing';
import type { CodeGraph } from './reuse/code-graph.mjs';
import { parseArgs } from 'node:util';

export interface BuildOptions {
  root: string;
  contentDir: string;
  outDir: string;
  publicDir: string;
  quiet: boolean;
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
  /** Deployment settings from the environment, overriding site.yaml. */
  env: SiteEnvironment;
  /** Which posts besides the live ones the build includes, and its clock. */
  publishing: Publishing;
  /**
   * The site's collections, data files, derived lists and templates; the clinic's (src/content/collections.ts) by
   * default.
   */
  site?: SiteDefinition;
}

export interface SiteEnvironment {
  SITE_URL?: string;
  EMAILJS_SERVICE_ID?: string;
  EMAILJS_TEMPLATE_ID?: string;
  EMAILJS_PUBLIC_KEY?: string;
  REVIEWS_URL?: string;
  REVIEWS_ANON_KEY?: string;
}

export const ENV_KEYS = [
  'SITE_URL',
  'EMAILJS_SERVICE_ID',
  'EMAILJS_TEMPLATE_ID',
  'EMAILJS_PUBLIC_KEY',
  'REVIEWS_URL',
  'REVIEWS_ANON_KEY',
] as const;

export function parseBuildOptions(argv: string[], env: NodeJS.ProcessEnv, root: string): BuildOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      content: { type: 'string', default: 'content' },
      out: { type: 'string', default: 'dist' },
      quiet: { type: 'boolean', default: false },
      'no-cache': { type: 'boolean', default: false },
      'cache-dir': { type: 'string', default: '.cache' },
      release: { type: 'boolean', default: false },
      drafts: { type: 'boolean', default: false },
      future: { type: 'boolean', default: false },
    },
  });
  const picked: SiteEnvironment = {};
  for (const key of ENV_KEYS) if (env[key]) picked[key] = env[key];
  return {
    root,
    contentDir: values.content,
    outDir: values.out,
    publicDir: 'public',
    quiet: values.quiet,
    cache: !values['no-cache'],
    cacheDir: values['cache-dir'],
    release: values.release,
    env: picked,
    publishing: { drafts: values.drafts, future: values.future, now: Date.now() },
  };
}

/** Applies environment overrides to the raw site.yaml data before it is validated. */
export function applyEnvironment(site: unknown, env: SiteEnvironment): unknown {
  if (!site || typeof site !== 'object') return site;
  const raw = site as Record<string, Record<string, unknown> | unknown>;
  const section = (key: string) => ({ ...((raw[key] as Record<string, unknown>) ?? {}) });
  const emailjs = section('emailjs');
  const reviews = section('reviews');
  if (env.EMAILJS_SERVICE_ID) emailjs.serviceId = env.EMAILJS_SERVICE_ID;
  if (env.EMAILJS_TEMPLATE_ID) emailjs.templateId = env.EMAILJS_TEMPLATE_ID;
  if (env.EMAILJS_PUBLIC_KEY) emailjs.publicKey = env.EMAILJS_PUBLIC_KEY;
  if (env.REVIEWS_URL) reviews.url = env.REVIEWS_URL;
  if (env.REVIEWS_ANON_KEY) reviews.anonKey = env.REVIEWS_ANON_KEY;
  return { ...raw, ...(env.SITE_URL ? { url: env.SITE_URL } : {}), emailjs, reviews };
}
