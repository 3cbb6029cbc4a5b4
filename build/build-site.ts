import path from 'node:path';
import { clinicSite } from '../src/content/collections';
import type { Route, SiteModel } from '../src/content/site-model';
import { SOCIAL_CARD_FOLDER } from '../src/lib/routes';
import type { Withheld } from '../src/lib/publishing';
import type { BuildOptions } from './options';
import { ContentError, sortProblems, type Problem } from './problems';
import { silentProgress, type Progress } from './progress';
import { buildCodeKeys, type CodeKeys } from './reuse/code-keys';
import { diskStore, type ReuseStore } from './reuse/store';
import { stageTimer } from './stage-timer';
import { attachBodies } from './stages/attach-bodies';
import { buildCss, CSS_ENTRY } from './stages/build-css';
import { islandBundle } from './stages/bundle-islands';
import { checkSiteChronology } from './stages/check-chronology';
import { checkSiteLinks } from './stages/check-links';
import { findStandIns } from './stages/check-stand-ins';
import { countMarkdownFiles, loadContent } from './stages/load-content';
import { noticeMoves } from './stages/notice-moves';
import { outlineSite } from './stages/outline-site';
import { renderRasterImages } from './stages/raster-images';
import { selectPosts } from './stages/select-posts';
import { MARKDOWN, startBodies } from './stages/render-bodies';
import { siteSearchDocuments } from './stages/site-search';
import {
  createSearchIndexer,
  SEARCH_FOLDER,
  searchIndex,
  type SearchFile,
  type SearchIndexer,
} from './stages/search-index';
import { siteOutputs } from './stages/site-outputs';
import { socialCardOutputs, socialCardPages } from './stages/social-cards';
import { validateContent } from './stages/validate-content';
import { folderTarget, openWriter, type OutputTarget, type WriteReport } from './stages/write-site';

export interface BuildResult {
  model: SiteModel;
  routes: Route[];
  /**
   * Notices that do not stop the build (frames dropped, images without alt text, links to old addresses, moved pages).
   */
  warnings: Problem[];
  /** Posts the build left out: drafts, and posts scheduled for later. */
  withheld: Withheld[];
  /** Values still marked as stand-ins, which a `--release` build refuses. */
  standIns: Problem[];
  /** Each stage by its own name, with how long it took (stages that overlap each count their own time). */
  timings: [stage: string, ms: number][];
  /** Pages rendered by this build; the others were unchanged and left as the output held them. */
  pagesRendered: number;
  written: WriteReport;
  /** With `defer`, the search index still being made: the files to add to the output. */
  searchFiles?: Promise<SearchFile[]>;
  /** With `defer`, the social cards still being drawn and stored in the target. */
  cardsStored?: Promise<WriteReport>;
}

/** Where a build reuses from and writes to: by default the disk cache and the output folder. */
export interface BuildPlaces {
  store?: ReuseStore;
  target?: OutputTarget;
  /** Told of each stage and file as the build goes; by default nobody is. */
  progress?: Progress;
  /**
   * The code part of cache keys, for a process that builds many times over unchanged code (the dev server): worked out
   * once.
   */
  code?: CodeKeys;
  /**
   * Makes the search index; one per process (Pagefind's backend is shared), so the dev server passes its own to every
   * build.
   */
  indexer?: SearchIndexer;
  /**
   * The dev server's choice: finish with the pages, leaving the output's search index and social
   * cards as they are; the new index is handed over in `searchFiles` when Pagefind is done, and
   * the cards are stored by `cardsStored`, so an edited title is served without waiting for its card.
   */
  defer?: boolean;
}

/** The disk cache of `npm run build`: records per content folder; images and the island bundle shared. */
/** The folder of the cache every content folder shares: images, and what depends on the code alone. */
export const SHARED_CACHE = 'shared';

export function storeFor(options: BuildOptions): ReuseStore {
  const cache = path.resolve(options.root, options.cacheDir);
  const records = path.join(cache, 'build', path.basename(path.resolve(options.root, options.contentDir)));
  return diskStore({ records, shared: path.join(cache, SHARED_CACHE), fresh: !options.cache });
}

/**
 * The pipeline, one pass in a straight line: load → validate → outline (with the checks that
 * compare files and addresses) → bodies → links; then, once every check has passed, attach bodies
 * → pages → write. Each stage returns its problems with its value, and the build fails once with
 * all of them before anything is written. Social cards start from the outline while the Markdown
 * renders; the islands bundle and Pagefind's index run beside the rest.
 */
export async function buildSite(options: BuildOptions, places: BuildPlaces = {}): Promise<BuildResult> {
  const {
    store = storeFor(options),
    target = folderTarget(path.resolve(options.root, options.outDir)),
    progress = silentProgress,
  } = places;
  const resolve = (dir: string) => path.resolve(options.root, dir);
  const { site: definition = clinicSite } = options;
  const timer = stageTimer(progress);
  const writer = openWriter(target, store, progress);
  const cardWriter = places.defer ? openWriter(target, store, progress) : writer;
  const coding = places.code
    ? Promise.resolve(places.code)
    : timer.time('code keys', () => buildCodeKeys(options.root, options.codeGraph));
  // Bundling depends on no content, so it runs while the content is read.
  const bundling = timer.time('islands', async () => islandBundle(options.root, store, await coding));
  bundling.catch(() => undefined);
  // Helpers start before the content is read only when many bodies are new since the last build's
  // Markdown; otherwise a large batch (a change to the renderer's code) starts them when it comes.
  const bodies = startBodies(countMarkdownFiles(resolve(options.contentDir), store.changedAt?.(MARKDOWN), definition));
  try {
    const code = await coding;
    const loaded = await timer.time('load', () =>
      loadContent(resolve(options.contentDir), resolve(options.publicDir), { store, code }, definition),
    );
    const content = timer.run('validate', () => validateContent(loaded.value, options.env, definition));
    const selected = selectPosts(content.value, options.publishing, definition);
    const outline = timer.run('outline', () => outlineSite(selected, definition));
    const site = outline.value;
    const standIns = findStandIns(content.value.data, definition);
    const problems = [
      ...loaded.problems,
      ...content.problems,
      ...outline.problems,
      ...(options.release ? standIns : []),
    ];
    if (site && problems.length === 0) {
      const cards = socialCardOutputs(
        socialCardPages(site.routes),
        { name: site.site.name, tagline: site.site.tagline },
        store,
        code,
      );
      for (const card of timer.outputs('cards', cards)) cardWriter.put(card);
    }
    const photos = timer.time('photos', () =>
      renderRasterImages(path.join(resolve(options.contentDir), 'images'), store, { sources: selected.photos, code }),
    );
    const rendered = await timer.time('bodies', () => bodies.render(selected, store, code, definition));
    const photoVariants = await photos;
    problems.push(...rendered.problems, ...photoVariants.problems);
    // Addresses are compared with the last build's before the links, so a link to a page's old address says where it
    // went.
    const moves =
      site && problems.length === 0 ? await noticeMoves(site.routes, site.moved, store) : { renamed: [], warnings: [] };
    const links = site
      ? timer.run('links', () => checkSiteLinks(site, selected, rendered.value.links, moves.renamed, definition))
      : { problems: [], warnings: [] };
    problems.push(...links.problems);
    if (!site || problems.length > 0) {
      writer.abandon();
      cardWriter.abandon();
      throw new ContentError(problems);
    }

    writer.open();
    cardWriter.open();
    const model = timer.run('attach', () =>
      attachBodies(site, rendered.value.bodies, photoVariants.value.manifest, definition),
    );
    // Pagefind indexes in a process of its own while the pages render.
    const indexer = places.indexer ?? createSearchIndexer();
    const writePart = places.defer
      ? undefined
      : (files: SearchFile[]) => files.forEach(({ file, contents }) => writer.put({ file, make: () => contents }));
    const search = searchIndex(siteSearchDocuments(model, definition.templates), code, store, indexer, writePart);
    const indexing = timer.time('search index', () => search.files);
    indexing.catch(() => undefined);
    // Pagefind's part of the work is the longest, so it is set going before this thread turns to the
    // pages; the dev server, which serves the pages before the index, does not wait for it.
    if (!places.defer) await search.busy;
    const bundle = await bundling;
    const css = timer.run('css', () => buildCss(resolve(CSS_ENTRY)));
    let pagesRendered = 0;
    const parts = {
      model,
      bundle,
      css,
      photos: photoVariants.value.files,
      publicFiles: selected.publicFiles,
      publicDir: resolve(options.publicDir),
      site: definition,
    };
    const outputs = timer.run('page keys', () => siteOutputs(parts, code, () => pagesRendered++));
    for (const output of [
      ...timer.outputs('pages', outputs.pages),
      ...timer.outputs('covers', outputs.covers),
      ...timer.outputs('site files', outputs.files),
    ])
      writer.put(output);
    // Each part's files were put as it came; the writer waits for what was put before it finishes.
    if (!places.defer) await indexing;
    const deferred = (file: string) =>
      file.startsWith(`${SEARCH_FOLDER}/`) || file.startsWith(`${SOCIAL_CARD_FOLDER}/`);
    const written = await timer.time('write', () => writer.finish(places.defer ? deferred : undefined));
    const later = places.defer
      ? { searchFiles: indexing, cardsStored: cardWriter.finish((file) => !file.startsWith(`${SOCIAL_CARD_FOLDER}/`)) }
      : {};
    const warnings = sortProblems([
      ...rendered.value.warnings,
      ...links.warnings,
      ...moves.warnings,
      ...checkSiteChronology(site, rendered.value.links, definition),
    ]);
    return {
      model,
      routes: site.routes,
      warnings,
      withheld: selected.withheld,
      standIns,
      timings: timer.timings,
      pagesRendered,
      written,
      ...later,
    };
  } finally {
    bodies.dispose();
  }
}
