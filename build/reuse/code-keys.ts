import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BUILD_ENTRIES,
  closureOf,
  digestOf,
  fileHashOf,
  importGraph,
  lockedVersions,
  lockPackages,
  type CodeGraph,
  type Imports,
} from './code-graph.mjs';
import { getOrAdd } from './store';

/**
 * The code part of every cache key: `of(module)` hashes the module's import closure and the locked versions of the
 * packages it reaches, so an edit to any file it runs makes all it made again, and an edit elsewhere nothing.
 */
export interface CodeKeys {
  of(module: string): string;
  /** The same for a module named by its file URL (`import.meta.url`, as shelves are declared). */
  ofUrl(url: string): string;
  /** The digest of files and packages as a bundle's metafile names them (the island bundle's dependency list). */
  digest(imports: Imports): string;
  /** Each file of the closure of the module at `url`, with a hash of its text, and each package with its version. */
  files(url: string): Readonly<Record<string, string>>;
}

/** What a file that is gone reads as: no file's text, so a key over it differs from any made while it was there. */
export const GONE = '\0 no such file \0';

/** A file now: one gone since a kept bundle read it is a change, so the bundle is made again, never a crash. */
function readOrGone(full: string): Uint8Array | string {
  try {
    return readFileSync(full);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return GONE;
    throw error;
  }
}

/** Keys over one graph; each file is read once, however many closures hold it (`readFile`: tests put edits there). */
export function codeKeys(
  root: string,
  graph: CodeGraph,
  readFile: (file: string) => Uint8Array | string = (file) => readOrGone(path.join(root, file)),
): CodeKeys {
  const contents = new Map<string, Uint8Array | string>();
  const read = (file: string) => getOrAdd(contents, file, () => readFile(file));
  const keys = new Map<string, string>();
  const byUrl = new Map<string, string>();
  let lock: Record<string, unknown> | undefined;
  const fileHashes = new Map<string, string>();
  // A compiled build's graph holds its file hashes and module keys, vouched for by its version's name (withDigests).
  const fileHash = (file: string) => getOrAdd(fileHashes, file, () => graph[file]?.hash ?? fileHashOf(read(file)));
  const lockOnce = () => (lock ??= lockPackages(read));
  // Each file is hashed once, however many closures and bundles hold it.
  const digest = (imports: Imports) => digestOf(root, imports, read, lockOnce(), fileHash);
  const digests = new Map<string, string>();
  const filesByUrl = new Map<string, Readonly<Record<string, string>>>();
  return {
    of: (module) => getOrAdd(keys, module, () => graph[module]?.key ?? digest(closureOf(graph, module))),
    ofUrl(url) {
      return getOrAdd(byUrl, url, () => this.of(moduleAt(root, url)));
    },
    // Worked out once per module: the code never changes under one set of keys.
    files: (url) =>
      getOrAdd(filesByUrl, url, () => {
        const { files, packages } = closureOf(graph, moduleAt(root, url));
        const hashed: Record<string, string> = {};
        for (const file of files) hashed[file] = fileHash(file);
        for (const entry of lockedVersions(lockOnce(), packages)) {
          const at = entry.lastIndexOf('@');
          hashed[entry.slice(0, at)] = entry.slice(at + 1);
        }
        return Object.freeze(hashed);
      }),
    digest: (imports) => getOrAdd(digests, JSON.stringify(imports), () => digest(imports)),
  };
}

/** The module at file URL `url`, as the graph names it: its path from `root` with '/' separators. */
const moduleAt = (root: string, url: string) => path.relative(root, fileURLToPath(url)).split(path.sep).join('/');

/**
 * The keys of the build's code and the site's, from the graph the compile kept or esbuild's reading of the sources
 * (tests, the dev server). A site declared outside the build's entries (a test's) has its `siteModules` read in too.
 */
export async function buildCodeKeys(root: string, graph?: CodeGraph, siteModules: string[] = []): Promise<CodeKeys> {
  const modules = siteModules.map((url) => moduleAt(root, url));
  const complete = graph && modules.every((module) => graph[module]);
  return codeKeys(root, complete ? graph : await importGraph(root, [...BUILD_ENTRIES, ...new Set(modules)]));
}
