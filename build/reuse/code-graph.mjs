// What a cached thing's code is: its module's import closure, from esbuild's metafile, and the locked versions of the
// packages it reaches. Plain JavaScript, so the launcher (build/cli.mjs) can use it before anything is compiled.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The module whose default export is the site definition the pipeline builds: the one place that names it. */
export const SITE_ENTRY = 'templates/clinic-site.ts';

/**
 * The build's command, its helper threads and the site definition: all but the command are loaded by address, not
 * imported (the pipeline imports no site code), so esbuild cannot reach them from the command alone.
 */
export const BUILD_ENTRIES = [
  'build/index.ts',
  'build/stages/bodies/markdown-worker.ts',
  'build/stages/cards/card-worker.ts',
  SITE_ENTRY,
];

/** A shelf or maker declared with its module's address: `defineShelf(import.meta.url, …)`. */
const DECLARED_HERE = /\b(defineShelf|defineMaker)(<[^>(]*>)?\(import\.meta\.url\b/g;

/**
 * An esbuild plugin for bundles of the project's code. In a bundle every `import.meta.url` is the bundle's, so a
 * declaration would name the wrong module and its keys the wrong code; this gives each its source file's address. In
 * build/ only shelves and makers (other uses start helper threads beside the bundle); elsewhere (no threads) every use.
 */
export const declaredAtSource = {
  name: 'declared-at-source',
  /** @param {{ onLoad: Function, initialOptions: { absWorkingDir?: string } }} build */
  setup(build) {
    const root = build.initialOptions.absWorkingDir ?? process.cwd();
    build.onLoad({ filter: /\.tsx?$/ }, (/** @type {{ path: string }} */ args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const text = readFileSync(args.path, 'utf8');
      const here = JSON.stringify(pathToFileURL(args.path).href);
      const pipeline = path.relative(root, args.path).split(path.sep)[0] === 'build';
      if (pipeline ? text.search(DECLARED_HERE) === -1 : !text.includes('import.meta.url')) return undefined;
      const contents = pipeline
        ? text.replace(DECLARED_HERE, (_, name, types = '') => `${name}${types}(${here}`)
        : text.replaceAll('import.meta.url', here);
      return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

/** Beside each compiled version of the build (build/cli.mjs): the import graph its compile read. */
export const GRAPH_FILE = 'graph.json';

/**
 * @typedef {{ files: string[]; packages: string[] }} Imports What a module imports: files from the root, and packages.
 * @typedef {Imports & { hash?: string; key?: string }} GraphModule In the compiled build's graph, with its `fileHashOf`
 * and code key (see `withDigests`).
 * @typedef {Record<string, GraphModule>} CodeGraph Every module of the code by its path from the root.
 */

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`; Node's own modules are not packages. */
function packageName(specifier) {
  if (isBuiltin(specifier)) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * The graph as plain data from an esbuild metafile of a build with `packages: 'external'`.
 * @param {{ inputs: Record<string, { imports: { path: string; external?: boolean }[] }> }} metafile
 * @returns {CodeGraph}
 */
export function graphOf(metafile) {
  /** @type {CodeGraph} */
  const graph = {};
  for (const [file, { imports }] of Object.entries(metafile.inputs)) {
    const local = imports.filter((entry) => !entry.external).map((entry) => entry.path);
    const packages = imports.filter((entry) => entry.external).map((entry) => packageName(entry.path));
    graph[file] = { files: [...new Set(local)].sort(), packages: [...new Set(packages.filter(Boolean))].sort() };
  }
  return graph;
}

/** `new URL('./markdown-worker.ts', import.meta.url)`: a module started as a thread, by address. */
const STARTED = /new URL\(\s*'(\.{1,2}\/[^']+\.ts)',\s*import\.meta\.url\s*\)/g;
/** `import.meta.resolve('pagefind')`: a package whose files a module finds by address (a program it runs). */
const LOCATED = /import\.meta\.resolve\(\s*'([^'.][^']*)'\s*\)/g;

/**
 * The graph with what each module reaches by address, unseen by esbuild: each module it starts as a thread and each
 * package whose files it finds (a program it runs), both part of its code.
 * @param {string} root
 * @param {CodeGraph} graph
 * @param {(file: string) => string} [read]
 * @returns {CodeGraph}
 */
export function withStartedModules(root, graph, read = (file) => readFileSync(path.join(root, file), 'utf8')) {
  /** @type {CodeGraph} */
  const linked = {};
  for (const [file, imports] of Object.entries(graph)) {
    const source = file.startsWith('build/') ? read(file) : '';
    const started = [...source.matchAll(STARTED)].map((match) => path.posix.join(path.posix.dirname(file), match[1]));
    const files = started.filter((target) => graph[target] && !imports.files.includes(target));
    const located = [...source.matchAll(LOCATED)].map((match) => packageName(match[1]));
    const packages = located.filter((name) => name && !imports.packages.includes(name));
    linked[file] =
      files.length || packages.length
        ? { files: [...imports.files, ...files].sort(), packages: [...imports.packages, ...packages].sort() }
        : imports;
  }
  return linked;
}

/**
 * The graph with each module's hash as the compile read it, and its code key. The compiled version runs only while the
 * files as they are now digest to its name (build/cli.mjs), which is taken over these hashes: so while it runs they
 * are the true hashes and keys, and code keys take them instead of reading, hashing and walking every closure again.
 * @param {string} root
 * @param {CodeGraph} graph
 * @param {(file: string) => string | Uint8Array} [read]
 * @returns {CodeGraph}
 */
export function withDigests(root, graph, read = (file) => readFileSync(path.join(root, file))) {
  /** @type {CodeGraph} */
  const hashed = Object.fromEntries(
    Object.entries(graph).map(([file, imports]) => [file, { ...imports, hash: fileHashOf(read(file)) }]),
  );
  const lock = lockPackages(read);
  const hashOf = (file) => hashed[file]?.hash ?? fileHashOf(read(file));
  for (const [file, module] of Object.entries(hashed))
    module.key = digestOf(root, closureOf(hashed, file), read, lock, hashOf);
  return hashed;
}

/**
 * The import graph from `entries` as esbuild resolves it (type-only imports erased: no type is code), in about 0.1 s.
 * @param {string} root
 * @param {string[]} entries
 * @returns {Promise<CodeGraph>}
 */
export async function importGraph(root, entries = BUILD_ENTRIES) {
  const { build } = await import('esbuild');
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints: entries,
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outdir: 'graph',
    splitting: true,
    logLevel: 'silent',
  });
  return withStartedModules(root, graphOf(metafile));
}

/**
 * Every file and package a module reaches. One not in the graph is the caller's bug (a misspelt path, code outside the
 * build's entries), never an empty closure.
 * @param {CodeGraph} graph
 * @param {string} module
 * @returns {Imports}
 */
export function closureOf(graph, module) {
  if (!graph[module]) throw new Error(`${module} is not in the build's import graph`);
  const files = new Set();
  const packages = new Set();
  const visit = (file) => {
    if (files.has(file)) return;
    files.add(file);
    const imports = graph[file];
    if (!imports) return;
    imports.packages.forEach((name) => packages.add(name));
    imports.files.forEach(visit);
  };
  visit(module);
  return { files: [...files].sort(), packages: [...packages].sort() };
}

/**
 * The files reached from `entries` short of `barrier`: the pipeline's code without the site definition it is handed,
 * which the dev server can reload in place.
 * @param {CodeGraph} graph
 * @param {string[]} entries
 * @param {string} barrier
 * @returns {Set<string>}
 */
export function reachedWithout(graph, entries, barrier) {
  const reached = new Set();
  const visit = (file) => {
    if (file === barrier || reached.has(file)) return;
    reached.add(file);
    (graph[file]?.files ?? []).forEach(visit);
  };
  entries.forEach(visit);
  return reached;
}

/**
 * The locked versions of the named packages and all they depend on, optional ones too (sharp's libvips and Pagefind's
 * binary come as optional platform packages).
 * @param {Record<string, {
 *   version?: string;
 *   dependencies?: object;
 *   optionalDependencies?: object;
 *   peerDependencies?: object;
 * }>} lock package-lock.json's `packages`
 * @param {string[]} names
 * @returns {string[]} `name@version`, sorted
 */
export function lockedVersions(lock, names) {
  const seen = new Map();
  const visit = (name) => {
    const entry = lock[`node_modules/${name}`];
    if (!entry || seen.has(name)) return;
    seen.set(name, entry.version);
    for (const deps of [entry.dependencies, entry.optionalDependencies, entry.peerDependencies])
      Object.keys(deps ?? {}).forEach(visit);
  };
  names.forEach(visit);
  return [...seen].map(([name, version]) => `${name}@${version}`).sort();
}

/** @param {(file: string) => string | Uint8Array} read */
export const lockPackages = (read) => JSON.parse(String(read('package-lock.json'))).packages ?? {};

/** @param {string | Uint8Array} contents */
export const fileHashOf = (contents) => createHash('sha1').update(contents).digest('base64url').slice(0, 12);

/**
 * A cached thing's code part: a hash over each file's hash and the packages' locked versions, so a caller digesting
 * many sets of files hashes each file once (`hashOfFile`).
 * @param {string} root
 * @param {Imports} imports
 * @param {(file: string) => string | Uint8Array} [read] the files' contents (tests put edits here)
 * @param {Record<string, any>} [lock] package-lock.json's `packages`, when the caller has read it already
 * @param {(file: string) => string} [hashOfFile] each file's `fileHashOf`, when the caller keeps them
 * @returns {string}
 */
export function digestOf(
  root,
  { files, packages },
  read = (file) => readFileSync(path.join(root, file)),
  lock = lockPackages(read),
  hashOfFile = (file) => fileHashOf(read(file)),
) {
  const hash = createHash('sha1');
  for (const file of files) hash.update(`${file}\0${hashOfFile(file)}\0`);
  hash.update(lockedVersions(lock, packages).join('\n'));
  return hash.digest('base64url').slice(0, 16);
}

/**
 * What a bundle read, from its builds' metafiles: its own files, and the packages it bundled by name (their locked
 * versions stand for their files).
 * @param {{ inputs: Record<string, unknown> }[]} metafiles
 * @returns {Imports}
 */
export function bundleInputs(metafiles) {
  const files = new Set();
  const packages = new Set();
  for (const file of metafiles.flatMap((metafile) => Object.keys(metafile.inputs))) {
    const at = file.lastIndexOf('node_modules/');
    if (at === -1) files.add(file);
    else packages.add(packageName(file.slice(at + 'node_modules/'.length)));
  }
  return { files: [...files].sort(), packages: [...packages].sort() };
}
