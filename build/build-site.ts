import path from 'node:path';
import type { Route, SiteModel } from '../src/content/site-model';
import { islands } from '../src/islands/registry';
import { coverPath } from '../src/lib/covers';
import type { BuildOptions } from './options';
import { ContentError, sortProblems, type Problem } from './problems';
import { codeHash, hashOf } from './reuse/hash';
import { diskStore, type ReuseStore, type Shelf } from './reuse/store';
import { silentProgress, type Progress } from './progress';
import { attachBodies } from './stages/attach-bodies';
import { buildCss, CSS_ENTRY } from './stages/build-css';
import { buildIslands, loadIslands, type IslandBuild, type IslandBundle } from './stages/bundle-islands';
import { checkChronology } from './stages/check-chronology';
import { checkLinks, configLinks, pendingPaths } from './stages/check-links';
import { findStandIns } from './stages/check-stand-ins';
import { countMarkdownFiles, loadContent } from './stages/load-content';
import { startMarkdownHelpers } from './stages/markdown-batch';
import { outlineSite } from './stages/outline-site';
import { renderBodies } from './stages/render-bodies';
import { pageOutputs } from './stages/render-pages';
import { renderRasterImages } from './stages/raster-images';
import { formatHeadersFile, headerRules, SPECULATION_RULES_PATH } from './stages/security-headers';
import { coverOutputs, feedXml, robotsTxt, sitemapXml, speculationRules } from './stages/site-files';
import { SEARCH_FOLDER, searchDocuments, searchIndex, type SearchFile } from './stages/search-index';
import { socialCardOutputs, socialCardPages } from './stages/social-cards';
import { validateContent } from './stages/validate-content';
import { folderTarget, openWriter, publicOutputs, type OutputTarget, type WriteReport } from './stages/write-site';

export interface BuildResult {
  model: SiteModel;
  routes: Route[];
  /** Notices that do not stop the build (frames dropped, images without alt text). */
  warnings: Problem[];
  /** Values still marked as stand-ins, which a `--release` build refuses. */
  standIns: Problem[];
  /** Each stage by its own name, with how long it took (stages that overlap each count their own time). */
  timings: [stage: string, ms: number][];
  /** Pages rendered by this build; the others were unchanged and left as the output held them. */
  pagesRendered: number;
  written: WriteReport;
  /** With `deferSearch`, the search index still being made: the files to add to the output. */
  searchFiles?: Promise<SearchFile[]>;
}

/** Where a build reuses from and writes to: by default the disk cache and the output folder. */
export interface BuildPlaces {
  store?: ReuseStore;
  target?: OutputTarget;
  /** Told of each stage and file as the build goes; by default nobody is. */
  progress?: Progress;
  /**
   * The dev server's choice: finish with the pages and leave the output's search index as it is,
   * handing the new one over in `searchFiles` when Pagefind is done, so an edit is served at once.
   */
  deferSearch?: boolean;
}

/** The island bundle depends on the code alone: esbuild's output is kept on disk, the loaded bundle for the process (the dev server's rebuilds). */
const ISLAND_BUILDS: Shelf<IslandBuild> = { name: 'island-builds', disk: 'record' };
const BUNDLES: Shelf<IslandBundle> = { name: 'islands', disk: 'process' };

/** The disk cache of `npm run build`: records per content folder, images shared. */
export function storeFor(options: BuildOptions): ReuseStore {
  const cache = path.resolve(options.root, options.cacheDir);
  const records = path.join(cache, 'build', path.basename(path.resolve(options.root, options.contentDir)));
  return diskStore({ records, files: path.join(cache, 'images'), fresh: !options.cache });
}

function stageTimer(progress: Progress) {
  const timings: BuildResult['timings'] = [];
  const record = (stage: string, started: number) => timings.push([stage, performance.now() - started]);
  return {
    timings,
    run<T>(stage: string, work: () => T): T {
      progress.stage(stage);
      const started = performance.now();
      const value = work();
      record(stage, started);
      return value;
    },
    time<T>(stage: string, work: () => Promise<T>): Promise<T> {
      progress.stage(stage);
      const started = performance.now();
      return work().finally(() => record(stage, started));
    },
  };
}

/**
 * The pipeline, one pass in a straight line: load → validate → outline (with the checks that
 * compare files) → bodies → links; then, once every check has passed, attach bodies → pages →
 * write. Each stage returns its problems with its value, and the build fails once with all of them
 * before anything is written. Social cards start from the outline while the Markdown renders.
 */
export async function buildSite(options: BuildOptions, places: BuildPlaces = {}): Promise<BuildResult> {
  const { store = storeFor(options), target = folderTarget(path.resolve(options.root, options.outDir)), progress = silentProgress } = places;
  const resolve = (dir: string) => path.resolve(options.root, dir);
  const timer = stageTimer(progress);
  const codeVersion = options.codeVersion ?? codeHash(options.root);
  const writer = openWriter(target, store, progress);
  // Bundling depends on no content, so it runs while the content is read.
  const bundleKey = hashOf([options.root, codeVersion]);
  const bundling = timer.time('islands', () =>
    store.reuse(BUNDLES, bundleKey, async () => loadIslands(await store.reuse(ISLAND_BUILDS, bundleKey, () => buildIslands(options.root, Object.keys(islands))))),
  );
  bundling.catch(() => undefined);

  // Markdown helpers take a moment to load: when the site is large, they load while the content is read.
  const helpers = startMarkdownHelpers(countMarkdownFiles(resolve(options.contentDir)));
  const loaded = await timer.time('load', () => loadContent(resolve(options.contentDir), resolve(options.publicDir), { store, codeVersion }));
  const content = timer.run('validate', () => validateContent(loaded.value, options.env));
  const outline = timer.run('outline', () => outlineSite(content.value));
  const site = outline.value;
  const standIns = findStandIns(content.value.data);
  const problems = [...loaded.problems, ...content.problems, ...outline.problems, ...(options.release ? standIns : [])];
  if (site && problems.length === 0) {
    for (const card of socialCardOutputs(socialCardPages(site), { name: site.site.name, tagline: site.site.tagline }, store)) writer.put(card);
  }
  const photos = timer.time('photos', () => renderRasterImages(path.join(resolve(options.contentDir), 'images'), store, { sources: content.value.photos }));
  const bodies = await timer.time('bodies', () => renderBodies(content.value, options.root, store, helpers));
  const photoVariants = await photos;
  problems.push(...bodies.problems, ...photoVariants.problems);
  if (site) {
    const photoPaths = new Set(content.value.photos.map((photo) => `/images/${photo}`));
    const pages = new Set([...site.routes.map((route) => route.path), ...pendingPaths(content.value.failed)]);
    const files = new Set([...content.value.publicFiles, ...site.posts.filter((post) => !post.image_url).map((post) => coverPath(post.slug))]);
    problems.push(...timer.run('links', () => checkLinks([...bodies.value.links, ...configLinks(site, photoPaths)], pages, files)));
  }
  if (!site || problems.length > 0) {
    writer.abandon();
    throw new ContentError(problems);
  }

  writer.open();
  const model = timer.run('attach', () => attachBodies(site, bodies.value.bodies, photoVariants.value.manifest));
  // Pagefind indexes in a process of its own while the pages render.
  const indexing = timer.time('search index', () => searchIndex(searchDocuments(model), codeVersion, store));
  indexing.catch(() => undefined);
  const bundle = await bundling;
  const css = timer.run('css', () => buildCss(resolve(CSS_ENTRY)));
  let pagesRendered = 0;
  const assets = { renderIsland: bundle.renderIsland, css: `/${css.file}`, islands: bundle.islands };
  const own = [
    ...timer.run('pages', () => pageOutputs(model, assets, codeVersion, () => pagesRendered++)),
    ...coverOutputs(site.posts, codeVersion),
    ...[...photoVariants.value.files, css, ...bundle.files].map(({ file, contents }) => ({ file, make: () => contents })),
    ...Object.entries({
      'sitemap.xml': sitemapXml(site),
      'robots.txt': robotsTxt(site),
      'feed.xml': feedXml(model),
      _headers: formatHeadersFile(headerRules(site.site)),
      [SPECULATION_RULES_PATH.slice(1)]: speculationRules(),
    }).map(([file, contents]) => ({ file, make: () => contents })),
  ];
  const ownFiles = new Set(own.map((output) => output.file));
  // The build's own files win over public/ on a clash.
  const publicFiles = content.value.publicFiles.map((file) => file.slice(1)).filter((file) => !ownFiles.has(file));
  for (const output of [...own, ...publicOutputs(resolve(options.publicDir), publicFiles)]) writer.put(output);
  if (!places.deferSearch) for (const { file, contents } of await indexing) writer.put({ file, make: () => contents });
  const keep = places.deferSearch ? (file: string) => file.startsWith(`${SEARCH_FOLDER}/`) : undefined;
  const written = await timer.time('render and write', () => writer.finish(keep));
  const deferred = places.deferSearch ? { searchFiles: indexing } : {};
  return { model, routes: site.routes, warnings: sortProblems([...bodies.value.warnings, ...checkChronology(site.posts, bodies.value.links)]), standIns, timings: timer.timings, pagesRendered, written, ...deferred };
}
