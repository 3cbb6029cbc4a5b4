import type { SiteDefinition } from '../src/content/site-definition';
import type { BuildPhase, BuildResult, PagesStored } from './build-result';
import { type BuildRun, type BuildSetup, startBuild } from './build-start';
import type { BuildOptions } from './options';
import { attachBodies } from './stages/attach/attach-bodies';
import { memoisedOutline } from './stages/outline/outline-site';
import { searchDocuments } from './stages/search/search-documents';
import { searchIndex } from './stages/search/search-index';
import path from 'node:path';
import type { ImageFile, RenderedBodies, AnyContent } from './model';
import { type Problem, type Staged, sortProblems } from './problems';
import type { SitePlan } from './schedule';
import { renderRasterImages } from './stages/assets/raster-images';
import { checkSiteChronology } from './stages/checks/check-chronology';
import { checkSiteLinks } from './stages/checks/check-links';
import { findItemStandIns, findStandIns } from './stages/checks/check-stand-ins';
import { checkCopiedFacts } from './stages/checks/copied-facts';
import { noticeMoves } from './stages/checks/notice-moves';
import { checkRedFlags } from './stages/checks/red-flags';
import { checkReviewDates } from './stages/checks/review-dates';
import { checkReviewers } from './stages/checks/reviewers';
import { checkUpdateNotes } from './stages/checks/update-notes';
import { socialCardOutputs, socialCardPages } from './stages/cards/social-cards';
import { siteOutputs } from './stages/outputs/site-outputs';
import { loadContent } from './stages/read/load-content';
import { selectPublished } from './stages/read/select-published';
import { validateKept } from './stages/read/validate-content';
import { memoised, phasesWith } from './reuse/memory';
import type { SiteModel, SiteOutline } from '../src/content/site-model';

export type { BuildResult, PagesStored } from './build-result';
export { SHARED_CACHE, storeFor } from './build-start';

/**
 * What a build makes, in order: read, validate and select the content; outline the site; render and attach the bodies;
 * run the checks; plan the outputs; commit them. Every stage returns its problems with its value, and the build fails
 * once with all of them before anything is stored; schedule.ts says when each piece runs and where its files go. It
 * yields each phase it passes and returns once the pages are stored: `buildSite` runs it through and waits for the
 * rest; the dev server runs steps of its own between the phases and serves the pages before the rest.
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
    const outline = timer.run('outline', () => memoisedOutline(content.value, definition));
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
    if (model) {
      yield { phase: 'attached', model, run };
      // Pagefind starts now, in processes of its own, beside the checks and pages on the cores this thread leaves; a
      // failed build stops it. What waits on the attached model (the dev server's early pages) runs first, this turn.
      await new Promise(setImmediate);
      schedule.index(
        timer.run('search documents', () => searchIndex(searchDocuments(model, definition.templates), run.indexer)),
      );
    }
    const checks = await checkSite(run, outlined, content.value, bodies, [...early, ...images.problems]);
    if (!model || checks.problems.length > 0) return schedule.fail(checks.problems);
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

/* The steps that take more than one stage, in the order the build takes them. */

/** Load, validate and select: the content this build includes, and the stand-ins it still holds. */
export async function readContent({ options, timer, resolve, definition }: BuildRun) {
  const { contentDir, publicDir, env, publishing, release } = options;
  const loaded = await timer.time('load', () => loadContent(resolve(contentDir), resolve(publicDir), definition));
  const valid = await timer.time('validate', () => validateKept(loaded.value, env, definition));
  const selected = timer.run('select', () => selectPublished(valid.value, publishing, definition));
  const standIns = timer.run('stand-ins', () => [
    ...findStandIns(valid.value.data, definition),
    ...findItemStandIns(valid.value.entries),
  ]);
  const problems = [...loaded.problems, ...valid.problems, ...(release ? standIns : [])];
  return { value: selected, problems, standIns };
}

/** Each page's social card, keyed by what it says. */
export function cardOutputs(outline: SiteOutline) {
  return cardsOf(outline.routes, outline.site.name, outline.site.tagline);
}

/** The very list of last build while the routes and brand are: the store and code its files are made with are too. */
const cardsOf = memoised('cards', (routes: SiteOutline['routes'], name: string, tagline: string) =>
  socialCardOutputs(socialCardPages(routes), { name, tagline }),
);

/** The responsive variants of the photos in the content's images folder. */
export function renderPhotos({ options, resolve }: BuildRun, content: AnyContent) {
  return renderRasterImages(path.join(resolve(options.contentDir), 'images'), { sources: content.photos });
}

/** The checks that need rendered bodies: moved addresses, links, copied facts, dates and notes. */
export async function checkSite(
  { timer, definition, options }: BuildRun,
  site: SiteOutline | undefined,
  content: AnyContent,
  bodies: Staged<RenderedBodies>,
  earlier: Problem[],
): Promise<{ problems: Problem[]; warnings: Problem[] }> {
  const problems = [...earlier, ...bodies.problems];
  const { links: bodyLinks, warnings } = bodies.value;
  if (!site) return { problems, warnings };
  // Addresses are compared with the last build's before the links, so a link to an old address says where it went.
  const moves =
    problems.length === 0
      ? await timer.time('moves', () => noticeMoves(site.routes, site.moved))
      : { renamed: [], warnings: [] };
  const links = timer.run('links', () => checkSiteLinks(site, content, bodyLinks, moves.renamed, definition));
  const facts = definition.facts?.(content.data) ?? [];
  const copies = timer.run('copied facts', () => checkCopiedFacts(content, facts));
  const redFlags = timer.run('red flags', () => checkRedFlags(content, definition.redFlags?.(content.data)));
  const chronology = timer.run('chronology', () => checkSiteChronology(site, bodyLinks, definition));
  const notes = timer.run('update notes', () => checkUpdateNotes(site, bodyLinks, definition));
  const reviews = checkReviewDates(site, definition, options.publishing.now, options.release);
  const reviewers = timer.run('reviewers', () => checkReviewers(site, definition));
  return {
    problems: [...problems, ...links.problems, ...copies, ...redFlags, ...notes, ...reviews.problems, ...reviewers],
    warnings: sortProblems([...warnings, ...links.warnings, ...moves.warnings, ...chronology, ...reviews.warnings]),
  };
}

/** Every file of the site but the cards and the search index, each made on demand. */
export async function planOutputs(
  run: BuildRun,
  model: SiteModel,
  content: AnyContent,
  photos: ImageFile[],
): Promise<SitePlan> {
  const { options, timer, resolve } = run;
  const parts = {
    model,
    bundle: await run.islands,
    css: await run.stylesheet,
    photos,
    publicFiles: content.publicFiles,
    publicDir: resolve(options.publicDir),
    site: run.definition,
    root: options.root,
  };
  return timer.run('page keys', () => siteOutputs(parts));
}
