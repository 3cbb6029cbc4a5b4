import { parseArgs } from 'node:util';

export interface BuildOptions {
  root: string;
  contentDir: string;
  outDir: string;
  publicDir: string;
  quiet: boolean;
  /** Reuse what earlier builds left in `cacheDir` (off with --no-cache; images are reused whatever it says, as they never go stale). */
  cache: boolean;
  cacheDir: string;
  /** --release: the build that goes live, which refuses any stand-in value left in the data files. */
  release: boolean;
  /** A hash of the build's code (build/reuse/code-hash.mjs), which page keys include; worked out by the build when absent. */
  codeVersion?: string;
  /** Deployment settings from the environment, overriding site.yaml. */
  env: SiteEnvironment;
}

export interface SiteEnvironment {
  SITE_URL?: string;
  EMAILJS_SERVICE_ID?: string;
  EMAILJS_TEMPLATE_ID?: string;
  EMAILJS_PUBLIC_KEY?: string;
  REVIEWS_URL?: string;
  REVIEWS_ANON_KEY?: string;
}

export const ENV_KEYS = ['SITE_URL', 'EMAILJS_SERVICE_ID', 'EMAILJS_TEMPLATE_ID', 'EMAILJS_PUBLIC_KEY', 'REVIEWS_URL', 'REVIEWS_ANON_KEY'] as const;

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
