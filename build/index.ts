import './production-mode';
import path from 'node:path';
import { codeVersion, emptyCache, loadCache, saveCache } from './reuse/build-cache';
import { buildSite } from './build-site';
import { parseBuildOptions } from './options';
import { ContentError, formatProblem } from './problems';

/** `npm run build`: builds the site and prints pages written and time per stage. */
async function main(): Promise<number> {
  const options = parseBuildOptions(process.argv.slice(2), process.env, process.cwd());
  const started = performance.now();
  try {
    const cacheDir = path.resolve(options.root, options.cacheDir, path.basename(path.resolve(options.contentDir)));
    const version = options.cache ? await codeVersion(options.root) : '';
    const cache = options.cache ? await loadCache(cacheDir, version) : emptyCache();
    const result = await buildSite(options, { cache });
    if (options.cache) await saveCache(cacheDir, version, cache);
    for (const warning of result.warnings) console.warn(`warning: ${formatProblem(warning)}`);
    if (!options.quiet) {
      const stages = result.timings.map(([stage, ms]) => `${stage} ${ms.toFixed(0)} ms`).join(', ');
      const pages = result.routes.length;
      const peakMb = Math.round(process.resourceUsage().maxRSS / 1024);
      const reuse = options.cache ? ` (${pages - result.pagesRendered} unchanged)` : '';
      const others = result.files.length + result.kept.length - pages;
      const changes = result.written ? `; ${result.written.written} files changed, ${result.written.removed} removed` : '';
      console.log(`Built ${pages} pages${reuse} and ${others} other files into ${options.outDir}/${changes} in ${(performance.now() - started).toFixed(0)} ms, peak memory ${peakMb} MB`);
      console.log(`  ${stages}`);
    }
    return 0;
  } catch (error) {
    if (error instanceof ContentError) {
      console.error(`Build failed: ${error.problems.length} problem${error.problems.length === 1 ? '' : 's'} in ${options.contentDir}/ (nothing was written):`);
      for (const problem of error.problems) console.error(`  ${formatProblem(problem)}`);
      return 1;
    }
    throw error;
  }
}

process.exitCode = await main();
