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

/** A build whose pages are stored: the search index and the cards follow (`settled`). */
export interface PagesStored extends Omit<Committed, 'settled'> {
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
  /** Settles once the index and the cards are stored too: every file the build stored, and every stage's time. */
  settled: Promise<Pick<PagesStored, 'written' | 'timings'>>;
  /** What was made again and why, by kind, so far; asked once, as it records the code for the next build's answer. */
  explain(): Promise<Explanation[]>;
}

/** A build with everything stored, as `buildSite` ends, and what it made again and why, by kind (`--explain`). */
export type BuildResult = PagesStored & { explanation: Explanation[] };

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
    const plan = await planOutputs(run, model, content.value, images.value.files);
    const { settled, ...committed } = await schedule.finish(plan);
    recall.settle(run.started);
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
