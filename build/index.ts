import './production-mode';
import { buildSite, storeFor } from './build-site';
import { parseBuildOptions } from './options';
import { terminalProgress } from './progress';
import { ContentError, formatProblem } from './problems';
import { describeStandIns } from './stages/check-stand-ins';
import { codeHash } from './reuse/hash';

/** `npm run build`: builds the site and prints pages written and time per stage. */
async function main(): Promise<number> {
  const started = performance.now();
  const parsed = parseBuildOptions(process.argv.slice(2), process.env, process.cwd());
  const options = { ...parsed, codeVersion: codeHash(parsed.root) };
  const store = storeFor(options);
  // Drawn only where someone watches: a CI log gets the summary line alone.
  const progress = process.stderr.isTTY && !options.quiet ? terminalProgress(process.stderr) : undefined;
  try {
    const result = await buildSite(options, { store, ...(progress ? { progress } : {}) });
    progress?.stop();
    await store.save();
    for (const warning of result.warnings) console.warn(`warning: ${formatProblem(warning)}`);
    // Said even with --quiet: a site full of placeholders must not look finished.
    if (result.standIns.length > 0) console.warn(describeStandIns(result.standIns));
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
    throw error;
  }
}

process.exitCode = await main();
