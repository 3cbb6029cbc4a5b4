import './production-mode';
import { buildSite, storeFor } from './build-site';
import { readCommandLine } from './options';
import { terminalProgress } from './progress';
import { formatDate } from '../src/lib/format-date';
import type { Publishing, Withheld } from '../src/lib/publishing';
import { BuildBug, ContentError, formatProblem } from './problems';
import { describeCodeError } from './code-error';
import { describeStandIns } from './stages/checks/check-stand-ins';
import { readFileSync } from 'node:fs';
import { GRAPH_FILE, type CodeGraph, SITE_ENTRY } from './reuse/code-graph.mjs';
import type { SiteDefinition } from '../src/content/site-definition';
import { entryModule } from './worker-threads';
import { formatExplanation } from './reuse/explain';

/** The import graph the compile kept beside this code (build/cli.mjs); run from source, the build reads it itself. */
function compiledGraph(): { codeGraph?: CodeGraph } {
  try {
    return { codeGraph: JSON.parse(readFileSync(new URL(GRAPH_FILE, import.meta.url), 'utf8')) as CodeGraph };
  } catch {
    return {};
  }
}

/** The site definition to build, loaded by its module's address, as the dev server's worker loads it. */
async function loadSite(): Promise<SiteDefinition> {
  return ((await import(entryModule(SITE_ENTRY))) as { default: SiteDefinition }).default;
}

/** Which posts the build left out and when the scheduled ones go live, so nobody wonders where a post went. */
function withheldLines(withheld: Withheld[], { drafts, future }: Publishing): string[] {
  const scheduled = withheld
    .filter((post) => post.state === 'scheduled')
    .sort((a, b) => a.published_at.localeCompare(b.published_at));
  const draftCount = withheld.length - scheduled.length;
  return [
    ...scheduled.map(
      (post) =>
        `Scheduled: ${post.file} goes live on ${formatDate(post.published_at)}, at the first build from ` +
        `then${future ? '' : ' (--future includes it now)'}`,
    ),
    ...(draftCount && !drafts
      ? [
          `Left out: ${draftCount} draft${draftCount === 1 ? '' : 's'} (published: false; npm run dev shows ` +
            `${draftCount === 1 ? 'it' : 'them'}, --drafts builds ${draftCount === 1 ? 'it' : 'them'} for a preview)`,
        ]
      : []),
  ];
}

/** `npm run build`: builds the site and prints pages written and time per stage. */
async function main(): Promise<number> {
  const started = performance.now();
  const line = readCommandLine('npm run build', process.argv.slice(2), process.env, process.cwd());
  if (!('options' in line)) {
    (line.exitCode === 0 ? console.log : console.error)(line.say);
    return line.exitCode;
  }
  const options = { ...line.options, ...compiledGraph() };
  const store = storeFor(options);
  // Drawn only where someone watches: a CI log gets the summary line alone.
  const progress = process.stderr.isTTY && !options.quiet ? terminalProgress(process.stderr) : undefined;
  try {
    const result = await buildSite(await loadSite(), options, { store, ...(progress ? { progress } : {}) });
    progress?.stop();
    await store.save();
    for (const warning of result.warnings) console.warn(`warning: ${formatProblem(warning)}`);
    for (const line of withheldLines(result.withheld, options.publishing)) console.log(line);
    // Said even with --quiet: a site full of placeholders must not look finished.
    if (result.standIns.length > 0) console.warn(describeStandIns(result.standIns));
    if (!options.quiet) {
      const stages = result.timings.map(([stage, ms]) => `${stage} ${ms.toFixed(0)} ms`).join(', ');
      const pages = result.routes.length;
      const peakMb = Math.round(process.resourceUsage().maxRSS / 1024);
      const { made, written, removed } = result.written;
      console.log(
        `Built ${pages} pages (${pages - result.pagesRendered} unchanged) into ${options.outDir}/: ${made} files ` +
          `made, ${written} changed, ${removed} removed in ${(performance.now() - started).toFixed(0)} ms, peak ` +
          `memory ${peakMb} MB`,
      );
      console.log(`  ${stages}`);
    }
    if (options.explain) console.log(`Made again: ${formatExplanation(result.explanation)}`);
    return 0;
  } catch (error) {
    progress?.stop();
    if (error instanceof ContentError) {
      console.error(
        `Build failed: ${error.problems.length} problem${error.problems.length === 1 ? '' : 's'} in ` +
          `${options.contentDir}/ (nothing was written):`,
      );
      for (const problem of error.problems) console.error(`  ${formatProblem(problem)}`);
      return 1;
    }
    // A template or component that throws, or code that does not compile, is the site's to fix: said where it is.
    const inSiteCode = describeCodeError(error, options.root);
    if (inSiteCode) {
      console.error(`Build failed: the site's code failed (nothing was written):\n${inSiteCode}`);
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
