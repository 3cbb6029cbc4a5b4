import './production-mode';
import { buildSite, storeFor } from './build-site';
import { parseBuildOptions } from './options';
import { terminalProgress } from './progress';
import { BuildBug, ContentError, formatProblem } from './problems';
import { readFileSync } from 'node:fs';
import { GRAPH_FILE, type CodeGraph } from './reuse/code-graph.mjs';

/** The import graph the compile step kept beside this code (build/cli.mjs); run from source, the build reads it itself. */
function compiledGraph(): { codeGraph?: CodeGraph } {
  try {
    return { codeGraph: JSON.parse(readFileSync(new URL(GRAPH_FILE, import.meta.url), 'utf8')) as CodeGraph };
  } catch {
    return {};
  }
}

/** `npm run build`: builds the site and prints pages written and time per stage. */
async function main(): Promise<number> {
  const started = performance.now();
  const parsed = parseBuildOptions(process.argv.slice(2), process.env, process.cwd());
  const options = { ...parsed, ...compiledGraph() };
  const store = storeFor(options);
  // Drawn only where someone watches: a CI log gets the summary line alone.
  const progress = process.stderr.isTTY && !options.quiet ? terminalProgress(process.stderr) : undefined;
  try {
    const result = await buildSite(options, { store, ...(progress ? { progress } : {}) });
    progress?.stop();
    await store.save();
    for (const warning of result.warnings) console.warn(`warning: ${formatProblem(warning)}`);
    if (!options.quiet) {
      const stages = result.timings.map(([stage, ms]) => `${stage} ${ms.toFixed(0)} ms`).join(', ');
      const pages = result.routes.length;
      const peakMb = Math.round(process.resourceUsage().maxRSS / 1024);
      const { made, written, removed } = result.written;
      console.log(
        `Built ${pages} pages (${pages - result.pagesRendered} unchanged) into ${options.outDir}/: ${made} files made, ${written} changed, ${removed} removed in ${(performance.now() - started).toFixed(0)} ms, peak memory ${peakMb} MB`,
      );
      console.log(`  ${stages}`);
    }
    return 0;
  } catch (error) {
    progress?.stop();
    if (error instanceof ContentError) {
      console.error(`Build failed: ${error.problems.length} problem${error.problems.length === 1 ? '' : 's'} in ${options.contentDir}/ (nothing was written):`);
      for (const problem of error.problems) console.error(`  ${formatProblem(problem)}`);
      return 1;
    }
    if (error instanceof BuildBug) {
      console.error(`Build failed: ${error.message} (nothing was written). Please report it with this trace:`);
      console.error(error.cause);
      return 2;
    }
    throw error;
  }
}

process.exitCode = await main();
