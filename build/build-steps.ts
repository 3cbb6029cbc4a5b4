import path from 'node:path';
import type { SiteOutline } from '../src/content/site-model';
import type { BuildRun } from './build-start';
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
import { validateKept } from './stages/read/validate-kept';
import { memo } from './reuse/memory';
import type { SiteModel } from '../src/content/site-model';

/**
 * The steps of a build that take more than one stage, each given the run: build-site.ts calls them
 * in order, and reads as the list of what a build does.
 */

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
export function cardOutputs(site: SiteOutline) {
  const brand = { name: site.site.name, tagline: site.site.tagline };
  // The very list of last build while the routes and brand are: the store and code its files are made with are too.
  return memo('cards', [site.routes, brand.name, brand.tagline], () =>
    socialCardOutputs(socialCardPages(site.routes), brand),
  );
}

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
  const bundle = await run.islands;
  const css = await run.stylesheet;
  const parts = {
    model,
    bundle,
    css,
    photos,
    publicFiles: content.publicFiles,
    publicDir: resolve(options.publicDir),
    site: run.definition,
    root: options.root,
  };
  return timer.run('page keys', () => siteOutputs(parts));
}
