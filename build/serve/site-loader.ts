import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { transform } from 'esbuild';
import type { SiteDefinition } from '../../src/content/site-definition';
import { type CodeGraph, SITE_ENTRY } from '../reuse/code-graph.mjs';
import { getOrAdd } from '../reuse/store';
import { pruneSiteFolder, siteFolder } from './site-folder';

/** A site definition as loaded, with the import graph of its code (its closures key what it makes). */
export interface LoadedSite {
  site: SiteDefinition;
  graph: CodeGraph;
}

/** One module of the site's code as last compiled. */
interface Compiled {
  text: string;
  js: string;
  /** Its imports of the site's own modules (paths from the root) and of packages (by name), in its order. */
  files: string[];
  packages: string[];
  /** Each relative specifier of the compiled text, with the module it names. */
  specifiers: Map<string, string>;
}

/** A relative specifier in esbuild's output: `from "./x"`, `import "./x"`, `import("./x")`. */
const RELATIVE = /(\bfrom\s*|\bimport\s*\(?\s*)"(\.{1,2}\/[^"]+)"/g;
/** A package specifier in esbuild's output. */
const PACKAGE = /(?:\bfrom\s*|\bimport\s*\(?\s*)"([^."][^"]*)"/g;

const packageName = (specifier: string) =>
  specifier.startsWith('node:')
    ? undefined
    : specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/');

/**
 * Loads the site's code (templates, components, schemas), and again after each edit. Node cannot unload a module, but
 * loads one at a new address beside the old: each module is compiled into `.cache/dev-site/`, named by a hash of its
 * code and its imports' names. An edit renames the edited module and its importers up to the site definition, so only
 * they load again; every other module is the very module it was. Packages load once, from node_modules. The
 * pipeline's own code is not reloaded: an edit to it starts a new worker.
 */
export function siteLoader(root: string): { load(): Promise<LoadedSite> } {
  // Inside the checkout whatever the cache folder: a compiled module finds its packages in the checkout's node_modules.
  const parent = path.join(root, '.cache', 'dev-site');
  mkdirSync(parent, { recursive: true });
  const outDir = siteFolder(parent);
  mkdirSync(outDir, { recursive: true });
  const compiled = new Map<string, Compiled>();

  /** The site's module a relative specifier names, as TypeScript's bundler resolution finds it. */
  const resolve = (from: string, specifier: string) => {
    const base = path.posix.join(path.posix.dirname(from), specifier);
    const found = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((file) =>
      statSync(path.join(root, file), { throwIfNoEntry: false })?.isFile(),
    );
    if (!found) throw new Error(`${from}: cannot find ${specifier}`);
    return found;
  };

  async function compile(file: string): Promise<Compiled> {
    const text = readFileSync(path.join(root, file), 'utf8');
    const kept = compiled.get(file);
    if (kept?.text === text) return kept;
    // Each module keeps its own address, as it has when it runs from source (templates declare it).
    const source = text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path.join(root, file)).href));
    const { code: js } = await transform(source, {
      loader: file.endsWith('x') ? 'tsx' : 'ts',
      format: 'esm',
      jsx: 'automatic',
      target: 'node20',
      sourcefile: file,
      // Stack traces and the dev server's overlay name the line of the source, not of this compiled copy.
      sourcemap: 'inline',
      sourcesContent: false,
      sourceRoot: `${pathToFileURL(root).href}/`,
    });
    const specifiers = new Map(
      [...js.matchAll(RELATIVE)].map(([, , specifier]) => [specifier!, resolve(file, specifier!)]),
    );
    const packages = [...js.matchAll(PACKAGE)].flatMap(([, specifier]) => packageName(specifier!) ?? []);
    const made = { text, js, files: [...new Set(specifiers.values())], packages: [...new Set(packages)], specifiers };
    compiled.set(file, made);
    return made;
  }

  return {
    async load() {
      // Every module the site reaches, compiled where its text changed.
      const reached = new Map<string, Compiled>();
      const visiting = new Map<string, Promise<void>>();
      // Side by side: a first load compiles every module, each a round trip to esbuild.
      const visit = (file: string): Promise<void> =>
        getOrAdd(visiting, file, async () => {
          const module = await compile(file);
          reached.set(file, module);
          await Promise.all(module.files.map(visit));
        });
      await visit(SITE_ENTRY);
      // Named by its code and its imports' names: a change reaches every module that imports it, and no other.
      const names = new Map<string, string>();
      const nameOf = (file: string, trail: Set<string> = new Set()): string => {
        const known = names.get(file);
        if (known) return known;
        if (trail.has(file)) throw new Error(`the site's code imports itself round a circle at ${file}`);
        const module = reached.get(file)!;
        const hash = createHash('sha1').update(file).update(module.js);
        for (const imported of module.files) hash.update(nameOf(imported, new Set([...trail, file])));
        const name = `${hash.digest('base64url').slice(0, 16)}.mjs`;
        names.set(file, name);
        return name;
      };
      for (const [file, module] of reached) {
        const out = path.join(outDir, nameOf(file));
        if (existsSync(out)) continue;
        const js = module.js.replace(RELATIVE, (_, keyword, specifier) => {
          return `${keyword}"./${nameOf(module.specifiers.get(specifier)!)}"`;
        });
        writeFileSync(out, js);
      }
      const entry = await import(pathToFileURL(path.join(outDir, nameOf(SITE_ENTRY))).href);
      pruneSiteFolder(outDir, new Set(names.values()));
      const graph: CodeGraph = {};
      for (const [file, { files, packages }] of reached)
        graph[file] = { files: [...files].sort(), packages: [...packages].sort() };
      return { site: entry.default as SiteDefinition, graph };
    },
  };
}
