import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { storeAtomically } from './cache-files';
import type { RenderedMarkdown } from '../stages/render-markdown';
import type { OutputManifest } from '../stages/write-site';

/** Work a build can reuse. */
export interface BuildCache {
  /** Rendered Markdown by the hash of its source text. */
  markdown: Map<string, RenderedMarkdown>;
  /**
   * Pages by site path with the key of their inputs, for builds that serve from memory (the dev
   * server). Not saved: a written page stays in the output folder, and `output` says whether it still holds it.
   */
  pages: Map<string, { key: string; html: string }>;
  /** What the last build left in its output folder. */
  output?: { dir: string; files: OutputManifest };
}

export const CACHE_FILE = 'build-cache.v8';
/** Files whose change invalidates everything cached: the code that turns content into pages. */
const CODE_DIRS = ['build', 'src', 'templates'];

export function emptyCache(): BuildCache {
  return { markdown: new Map(), pages: new Map() };
}

/** A hash of the build code and the installed packages' lock file. */
export async function codeVersion(root: string): Promise<string> {
  const hash = createHash('sha1');
  for (const dir of CODE_DIRS) {
    const files = (await readdir(path.join(root, dir), { recursive: true })).filter((f) => /\.(tsx?|css)$/.test(f)).sort();
    for (const file of files) hash.update(file).update(await readFile(path.join(root, dir, file)));
  }
  hash.update(await readFile(path.join(root, 'package-lock.json')).catch(() => Buffer.alloc(0)));
  return hash.digest('base64url');
}

/** Reads the persistent cache; anything unreadable or from other code counts as empty. */
export async function loadCache(dir: string, version: string): Promise<BuildCache> {
  try {
    const stored = deserialize(await readFile(path.join(dir, CACHE_FILE))) as { version: string; cache: Omit<BuildCache, 'pages'> };
    return stored.version === version ? { ...stored.cache, pages: new Map() } : emptyCache();
  } catch {
    return emptyCache();
  }
}

export async function saveCache(dir: string, version: string, cache: BuildCache): Promise<void> {
  // Stored aside and renamed, so a build stopped half-way never leaves a torn cache.
  const { markdown, output } = cache;
  await storeAtomically(path.join(dir, CACHE_FILE), (temporary) => writeFile(temporary, serialize({ version, cache: { markdown, output } })));
}

/** Keeps only the entries used by the latest build, so the cache does not grow forever. */
export function pruneCache(cache: BuildCache, usedMarkdown: Set<string>, usedPages: Set<string>): void {
  for (const key of cache.markdown.keys()) if (!usedMarkdown.has(key)) cache.markdown.delete(key);
  for (const key of cache.pages.keys()) if (!usedPages.has(key)) cache.pages.delete(key);
}
