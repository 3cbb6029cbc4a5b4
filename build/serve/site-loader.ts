import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type BuildContext, context } from 'esbuild';
import type { SiteDefinition } from '../../src/content/registry';
import { type CodeGraph, declaredAtSource, graphOf } from '../reuse/code-graph.mjs';

/** The module that exports the site definition, which the build's entry and the dev server's worker load. */
export const SITE_ENTRY = 'src/site.ts';

/** A site definition as loaded, with the import graph of its code (its closures key what it makes). */
export interface LoadedSite {
  site: SiteDefinition;
  graph: CodeGraph;
}

/**
 * Loads the site's code (templates, components, schemas) as one bundle, again after each edit:
 * Node cannot unload a module, but it can load a new bundle beside the old one. Packages stay
 * external, so React and the rest load once; esbuild rebuilds only what changed. The pipeline's own
 * code is not reloaded: an edit to it starts a new worker.
 */
export async function siteLoader(
  root: string,
  cacheDir: string,
): Promise<{
  load(): Promise<LoadedSite>;
  dispose(): Promise<void>;
}> {
  const outfile = path.resolve(root, cacheDir, 'dev-site', 'site.mjs');
  const bundler: BuildContext<{ metafile: true }> = await context({
    absWorkingDir: root,
    entryPoints: [SITE_ENTRY],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    metafile: true,
    plugins: [declaredAtSource],
    logLevel: 'silent',
  });
  let loads = 0;
  return {
    async load() {
      const { metafile } = await bundler.rebuild();
      // A new address each time: the module cache holds every version loaded, keyed by address.
      const module = await import(`${pathToFileURL(outfile).href}?v=${++loads}`);
      return { site: module.default as SiteDefinition, graph: graphOf(metafile) };
    },
    dispose: () => bundler.dispose(),
  };
}
