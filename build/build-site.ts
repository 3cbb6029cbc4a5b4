import path from 'node:path';
import type { Route, SiteModel, SiteOutline } from '../src/content/site-model';
import type { Withheld } from '../src/lib/publishing';
import { type BuildPlaces, type BuildRun, startBuild } from './build-start';
import type { BuildOptions } from './options';
import type { Explanation } from './reuse/explain';
import type { SiteDefinition } from '../src/content/registry';
import { type Problem, type Staged, sortProblems } from './problems';
import type { Committed, SitePlan } from './schedule';
import { attachBodies } from './stages/attach/attach-bodies';
import { buildCss } from './stages/assets/build-css';
import { checkSiteChronology } from './stages/checks/check-chronology';
import { checkUpdateNotes } from './stages/checks/update-notes';
import { checkReviewDates } from './stages/checks/review-dates';
import { checkSiteLinks } from './stages/checks/check-links';
import { checkCopiedFacts } from './stages/checks/copied-facts';
import { findStandIns } from './stages/checks/check-stand-ins';
import { loadContent } from './stages/read/load-content';
import { noticeMoves } from './stages/checks/notice-moves';
import { recalledOutline } from './stages/outline/outline-site';
import type { ImageFile } from './model';
import { renderRasterImages } from './stages/assets/raster-images';
import type { RenderedBodies } from './model';
import { searchDocuments } from './stages/search/search-documents';
import { searchIndex } from './stages/search/search-index';
import { selectPublished } from './stages/read/select-published';
import { siteOutputs } from './stages/outputs/site-outputs';
import { socialCardOutputs, socialCardPages } from './stages/cards/social-cards';
import type { ValidContent } from './model';
import { validateContent } from './stages/read/validate-content';

export type { BuildPlaces } from './build-start';
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

/**
 * What a build makes, in order: read, validate and select the content; outline the site; render the
 * bodies; run the checks; attach the bodies; plan the outputs; commit them. Every stage returns its
 * problems with its value, and the build fails once with all of them before anything is stored.
 * When each piece runs and where its files go is the schedule's business (schedule.ts).
 */
export async function buildSite(
  site: SiteDefinition,
  options: BuildOptions,
  places: BuildPlaces = {},
): Promise<BuildResult> {
  const run = await startBuild(site, options, places);
  const { timer, reuse, schedule, definition } = run;
  try {
    const content = await readContent(run);
    const outline = timer.run('outline', () => recalledOutline(content.value, definition, run.recall));
    const outlined = outline.value;
    const early = [...content.problems, ...outline.problems];
    if (outlined && early.length === 0) schedule.drawCards(timer.run('card keys', () => cardOutputs(outlined, run)));
    const photos = timer.time('photos', () => renderPhotos(run, content.value));
    if (outlined && early.length === 0) places.outlined?.({ run, content: content.value, outline: outlined, photos });
    const bodies = await timer.time('bodies', () => run.bodies.render(content.value, reuse, definition, run.recall));
    const images = await photos;
    const attach = (outline: SiteOutline) =>
      timer.run('attach', () =>
        attachBodies(outline, bodies.value.bodies, images.value.manifest, definition, run.recall),
      );
    // Attached before the checks when nothing has failed yet, so the dev server can show an edited page meanwhile.
    const attached =
      outlined && early.length === 0 && bodies.problems.length === 0 && images.problems.length === 0
        ? attach(outlined)
        : undefined;
    if (attached) places.attached?.(attached, run);
    const checks = await checkSite(run, outlined, content.value, bodies, [...early, ...images.problems]);
    if (!outlined || checks.problems.length > 0) return schedule.fail(checks.problems);
    const model = attached ?? attach(outlined);
    const search = timer.run('search documents', () =>
      searchIndex(searchDocuments(model, definition.templates, run.recall), reuse, run.indexer, run.recall),
    );
    await schedule.index(search);
    const committed = await schedule.finish(await planOutputs(run, model, content.value, images.value.files));
    const { withheld } = content.value;
    const { warnings } = checks;
    run.recall.settle(run.started);
    const explanation = await run.explain();
    return {
      explanation,
      model,
      routes: outlined.routes,
      warnings,
      withheld,
      standIns: content.standIns,
      timings: timer.timings,
      ...committed,
    };
  } finally {
    run.bodies.dispose();
  }
}

/** Load, validate and select: the content this build includes, and the stand-ins it still holds. */
async function readContent({ options, timer, reuse, recall, resolve, definition }: BuildRun) {
  const { contentDir, publicDir, env, publishing, release } = options;
  const loaded = await timer.time('load', () =>
    loadContent(resolve(contentDir), resolve(publicDir), definition, reuse, recall),
  );
  const valid = timer.run('validate', () => validateContent(loaded.value, env, definition, recall));
  const selected = timer.run('select', () => selectPublished(valid.value, publishing, definition));
  const standIns = timer.run('stand-ins', () => findStandIns(valid.value.data, definition));
  const problems = [...loaded.problems, ...valid.problems, ...(release ? standIns : [])];
  return { value: selected, problems, standIns };
}

/** Each page's social card, keyed by what it says. */
function cardOutputs(site: SiteOutline, { reuse, recall }: BuildRun) {
  const brand = { name: site.site.name, tagline: site.site.tagline };
  // The very list of last build while the routes and brand are: the store and code its files are made with are too.
  return recall.same('cards', [site.routes, brand.name, brand.tagline], () =>
    socialCardOutputs(socialCardPages(site.routes), brand, reuse, recall),
  );
}

/** The responsive variants of the photos in the content's images folder. */
function renderPhotos({ options, reuse, resolve, recall }: BuildRun, content: ValidContent) {
  return renderRasterImages(path.join(resolve(options.contentDir), 'images'), {
    sources: content.photos,
    reuse,
    recall,
  });
}

/** The checks that need rendered bodies: moved addresses, links, and links to posts written later. */
async function checkSite(
  { timer, reuse, definition, recall, options }: BuildRun,
  site: SiteOutline | undefined,
  content: ValidContent,
  bodies: Staged<RenderedBodies>,
  earlier: Problem[],
): Promise<{ problems: Problem[]; warnings: Problem[] }> {
  const problems = [...earlier, ...bodies.problems];
  const { links: bodyLinks, warnings } = bodies.value;
  if (!site) return { problems, warnings };
  // Addresses are compared with the last build's before the links, so a link to an old address says where it went.
  const moves =
    problems.length === 0
      ? await timer.time('moves', () => noticeMoves(site.routes, site.moved, reuse))
      : { renamed: [], warnings: [] };
  const links = timer.run('links', () => checkSiteLinks(site, content, bodyLinks, moves.renamed, definition, recall));
  const facts = definition.facts?.(content.data) ?? [];
  const copies = timer.run('copied facts', () => checkCopiedFacts(content, facts, recall));
  const chronology = timer.run('chronology', () => checkSiteChronology(site, bodyLinks, definition, recall));
  const notes = timer.run('update notes', () => checkUpdateNotes(site, bodyLinks, definition));
  const reviews = checkReviewDates(site, definition, options.publishing.now, options.release);
  return {
    problems: [...problems, ...links.problems, ...copies, ...notes, ...reviews.problems],
    warnings: sortProblems([...warnings, ...links.warnings, ...moves.warnings, ...chronology, ...reviews.warnings]),
  };
}

/** Every file of the site but the cards and the search index, each made on demand. */
async function planOutputs(
  run: BuildRun,
  model: SiteModel,
  content: ValidContent,
  photos: ImageFile[],
): Promise<SitePlan> {
  const { options, timer, reuse, resolve } = run;
  const bundle = await run.islands;
  const css = timer.run('css', () => buildCss(resolve(run.definition.stylesheet)));
  const parts = {
    model,
    bundle,
    css,
    photos,
    publicFiles: content.publicFiles,
    publicDir: resolve(options.publicDir),
    site: run.definition,
    recall: run.recall,
    root: options.root,
  };
  return timer.run('page keys', () => siteOutputs(parts, reuse));
}
