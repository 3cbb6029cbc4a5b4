import type { SiteDefinition } from '../src/content/site-definition';
import type { BuildPhase, BuildResult, PagesStored } from './build-result';
import { type BuildRun, type BuildSetup, startBuild } from './build-start';
import { cardOutputs, checkSite, planOutputs, readContent, renderPhotos } from './build-steps';
import type { BuildOptions } from './options';
import { attachBodies } from './stages/attach/attach-bodies';
import { recalledOutline } from './stages/outline/outline-site';
import { searchDocuments } from './stages/search/search-documents';
import { searchIndex } from './stages/search/search-index';
import { phasesWith } from './reuse/memory';

export type { BuildPhase, BuildResult, PagesStored } from './build-result';
export type { BuildSetup } from './build-start';
export { SHARED_CACHE, storeFor } from './build-start';

/**
 * What a build makes, in order: read, validate and select the content; outline the site; render the
 * bodies and attach them; run the checks; plan the outputs; commit them. Every stage returns its
 * problems with its value, and the build fails once with all of them before anything is stored.
 * When each piece runs and where its files go is the schedule's business (schedule.ts). The build
 * yields each phase it passes and returns once the pages are stored, with the rest to come: `buildSite`
 * runs it through and waits for the rest, and the dev server runs the same phases with steps of its
 * own between them, and serves the pages before the rest.
 */
export async function* buildPhases(
  site: SiteDefinition,
  options: BuildOptions,
  setup: BuildSetup = {},
): AsyncGenerator<BuildPhase, PagesStored> {
  const run = await startBuild(site, options, setup);
  // The stages reach the build's memory and store (reuse/memory.ts) without carrying them: every step runs with them.
  return yield* phasesWith(run.memory, phases(run));
}

async function* phases(run: BuildRun): AsyncGenerator<BuildPhase, PagesStored> {
  const { timer, schedule, definition, memory } = run;
  try {
    const content = await readContent(run);
    const outline = timer.run('outline', () => recalledOutline(content.value, definition));
    const outlined = outline.value;
    const early = [...content.problems, ...outline.problems];
    const outlinedWell = outlined && early.length === 0 ? outlined : undefined;
    if (outlinedWell) schedule.drawCards(timer.run('card keys', () => cardOutputs(outlinedWell)));
    const photos = timer.time('photos', () => renderPhotos(run, content.value));
    if (outlinedWell)
      yield { phase: 'outlined', build: { run, content: content.value, outline: outlinedWell, photos } };
    const bodies = await timer.time('bodies', () => run.bodies.render(content.value, definition));
    const images = await photos;
    const model =
      outlinedWell && bodies.problems.length === 0 && images.problems.length === 0
        ? timer.run('attach', () => attachBodies(outlinedWell, bodies.value.bodies, images.value.manifest, definition))
        : undefined;
    if (model) yield { phase: 'attached', model, run };
    const checks = await checkSite(run, outlined, content.value, bodies, [...early, ...images.problems]);
    if (!model || checks.problems.length > 0) return schedule.fail(checks.problems);
    const search = timer.run('search documents', () =>
      searchIndex(searchDocuments(model, definition.templates), run.indexer),
    );
    await schedule.index(search);
    const plan = await planOutputs(run, model, content.value, images.value.files);
    const { settled, ...committed } = await schedule.finish(plan);
    memory.recall.settle(run.started);
    const stored = settled.then((written) => ({ written, timings: timer.timings }));
    stored.catch(() => undefined);
    return {
      explain: run.explain,
      settled: stored,
      model,
      routes: model.routes,
      warnings: checks.warnings,
      withheld: content.value.withheld,
      standIns: content.standIns,
      timings: timer.timings,
      ...committed,
    };
  } finally {
    run.bodies.dispose();
  }
}

/** Builds the site: every phase in turn, with nothing between them, and then what the build stores after its pages. */
export async function buildSite(
  site: SiteDefinition,
  options: BuildOptions,
  setup: BuildSetup = {},
): Promise<BuildResult> {
  const phases = buildPhases(site, options, setup);
  let step = await phases.next();
  while (!step.done) step = await phases.next();
  const pages = step.value;
  return { ...pages, ...(await pages.settled), explanation: await pages.explain() };
}
