import type { Route, SiteModel } from '../src/content/site-model';
import type { SiteDefinition } from '../src/content/registry';
import type { Withheld } from '../src/lib/publishing';
import { type BuildSetup, type BuildRun, type OutlinedBuild, startBuild } from './build-start';
import { cardOutputs, checkSite, planOutputs, readContent, renderPhotos } from './build-steps';
import type { BuildOptions } from './options';
import type { Problem } from './problems';
import type { Explanation } from './reuse/explain';
import type { Committed } from './schedule';
import { attachBodies } from './stages/attach/attach-bodies';
import { recalledOutline } from './stages/outline/outline-site';
import { searchDocuments } from './stages/search/search-documents';
import { searchIndex } from './stages/search/search-index';

export type { BuildSetup } from './build-start';
export { SHARED_CACHE, storeFor } from './build-start';

export interface BuildResult extends Committed {
  model: SiteModel;
  routes: Route[];
  /** Notices that do not stop the build (frames dropped, images without alt text, links to old addresses, moves). */
  warnings: Problem[];
  /** Posts the build left out: drafts, and posts scheduled for later. */
  withheld: Withheld[];
  /** Values still marked as stand-ins, which a `--release` build refuses. */
  standIns: Problem[];
  /** Each stage by its own name, with how long it took (stages that overlap each count their own time). */
  timings: [stage: string, ms: number][];
  /** What was made again and why, by kind (`--explain`). */
  explanation: Explanation[];
}

/** A point a build passes on its way, where a caller may show pages before the build ends (the dev server does). */
export type BuildPhase =
  /** The outline is known and the bodies are being rendered: a page can be drawn from it (page-preview.ts). */
  | { phase: 'outlined'; build: OutlinedBuild }
  /** Every body is rendered and attached, and the checks come next. */
  | { phase: 'attached'; model: SiteModel; run: BuildRun };

/**
 * What a build makes, in order: read, validate and select the content; outline the site; render the
 * bodies and attach them; run the checks; plan the outputs; commit them. Every stage returns its
 * problems with its value, and the build fails once with all of them before anything is stored.
 * When each piece runs and where its files go is the schedule's business (schedule.ts). The build
 * yields each phase it passes and returns its result: `buildSite` runs it through, and the dev
 * server runs the same phases with steps of its own between them.
 */
export async function* buildPhases(
  site: SiteDefinition,
  options: BuildOptions,
  setup: BuildSetup = {},
): AsyncGenerator<BuildPhase, BuildResult> {
  const run = await startBuild(site, options, setup);
  const { timer, reuse, schedule, definition, recall } = run;
  try {
    const content = await readContent(run);
    const outline = timer.run('outline', () => recalledOutline(content.value, definition, recall));
    const outlined = outline.value;
    const early = [...content.problems, ...outline.problems];
    const outlinedWell = outlined && early.length === 0 ? outlined : undefined;
    if (outlinedWell) schedule.drawCards(timer.run('card keys', () => cardOutputs(outlinedWell, run)));
    const photos = timer.time('photos', () => renderPhotos(run, content.value));
    if (outlinedWell)
      yield { phase: 'outlined', build: { run, content: content.value, outline: outlinedWell, photos } };
    const bodies = await timer.time('bodies', () => run.bodies.render(content.value, reuse, definition, recall));
    const images = await photos;
    const model =
      outlinedWell && bodies.problems.length === 0 && images.problems.length === 0
        ? timer.run('attach', () =>
            attachBodies(outlinedWell, bodies.value.bodies, images.value.manifest, definition, recall),
          )
        : undefined;
    if (model) yield { phase: 'attached', model, run };
    const checks = await checkSite(run, outlined, content.value, bodies, [...early, ...images.problems]);
    if (!model || checks.problems.length > 0) return schedule.fail(checks.problems);
    const search = timer.run('search documents', () =>
      searchIndex(searchDocuments(model, definition.templates, recall), reuse, run.indexer, recall),
    );
    await schedule.index(search);
    const committed = await schedule.finish(await planOutputs(run, model, content.value, images.value.files));
    recall.settle(run.started);
    return {
      explanation: await run.explain(),
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

/** Builds the site: every phase in turn, with nothing between them. */
export async function buildSite(
  site: SiteDefinition,
  options: BuildOptions,
  setup: BuildSetup = {},
): Promise<BuildResult> {
  const phases = buildPhases(site, options, setup);
  for (;;) {
    const step = await phases.next();
    if (step.done) return step.value;
  }
}
