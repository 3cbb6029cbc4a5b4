import path from 'node:path';
import type { SiteDefinition } from '../src/content/site-definition';
import type { BuildOptions } from './options';
import { type Progress, silentProgress } from './progress';
import { buildCodeKeys, type CodeKeys } from './reuse/code-keys';
import { diskStore } from './reuse/disk-store';
import { NO_RECALL, type Recall } from './reuse/recall';
import { type BuildMemory, withBuild } from './reuse/memory';
import { buildKeys } from './reuse/keys';
import { type Explanation, explainer } from './reuse/explain';
import type { ReuseStore } from './reuse/store';
import { type Schedule, startSchedule } from './schedule';
import { type StageTimer, stageTimer } from './stage-timer';
import type { ImageFile, IslandBundle, AnyContent } from './model';
import { islandBundle } from './stages/assets/bundle-islands';
import { type Stylesheet, siteStylesheet } from './stages/assets/build-css';
import { countMarkdownFiles } from './stages/read/load-content';
import { folderTarget, type OutputTarget } from './write/output-target';
import { type BodyRenderer, MARKDOWN, startBodies } from './stages/bodies/render-bodies';
import type { SiteOutline } from '../src/content/site-model';
import type { RasterManifest } from '../src/content/images';
import { pagefindIndexer, type SearchIndexer } from './stages/search/search-index';

/** Where a build reuses from and writes to (by default the disk cache and output folder), and what it recalls. */
export interface BuildSetup {
  store?: ReuseStore;
  target?: OutputTarget;
  /** Told of each stage and file as the build goes; by default nobody is. */
  progress?: Progress;
  /** The code part of cache keys, for a process that builds many times over unchanged code (the dev server). */
  code?: CodeKeys;
  /** Makes the search index: Pagefind by default; a test passes its own. */
  indexer?: SearchIndexer;
  /** What the last build in this process made, reused where its inputs are the very same (the dev server's worker). */
  recall?: Recall;
}

/** What a build knows once it has its outline, while its bodies are still being rendered. */
export interface OutlinedBuild {
  run: BuildRun;
  content: AnyContent;
  outline: SiteOutline;
  photos: Promise<{ value: { files: ImageFile[]; manifest: RasterManifest } }>;
}

/** The folder of the cache every content folder shares: images, and what depends on the code alone. */
export const SHARED_CACHE = 'shared';

/** The disk cache of `npm run build`: records per content folder; images and the island bundle shared. */
export function storeFor(options: BuildOptions): ReuseStore {
  const cache = path.resolve(options.root, options.cacheDir);
  const records = path.join(cache, 'build', path.basename(path.resolve(options.root, options.contentDir)));
  return diskStore({ records, shared: path.join(cache, SHARED_CACHE), fresh: !options.cache });
}

/** What every stage of one build shares, and the work started before the content is read. */
export interface BuildRun {
  options: BuildOptions;
  timer: StageTimer;
  /** What the build keeps (its recall, its store and keys, its explainer); its stages run with it (memory.ts). */
  memory: BuildMemory;
  /** When this build started, for the recall's next build. */
  started: number;
  schedule: Schedule;
  indexer: SearchIndexer;
  bodies: BodyRenderer;
  /** The island bundle, which depends on no content, made while the content is read. */
  islands: Promise<IslandBundle>;
  /** The site's stylesheet, which depends on no content either, made or found while the content is read. */
  stylesheet: Promise<Stylesheet>;
  /** The site being built: its collections, data files, templates and the code that draws its pages. */
  definition: SiteDefinition;
  /** A folder of the build, from the root. */
  resolve(dir: string): string;
  /** What this build made again and why, by kind; records its code for the next build's answer. */
  explain(): Promise<Explanation[]>;
}

/** The modules of the code a site hands the pipeline: its templates, its renderers and its schemas. */
export const siteModules = (site: SiteDefinition): string[] =>
  [...Object.values(site.templates), site.pages, site.covers, ...site.schemas].map((code) => code.module);

/** Sets a build going: code keys, the island bundle and, when many bodies are new, the Markdown helpers. */
export async function startBuild(
  definition: SiteDefinition,
  options: BuildOptions,
  setup: BuildSetup,
): Promise<BuildRun> {
  const resolve = (dir: string) => path.resolve(options.root, dir);
  const {
    store = storeFor(options),
    target = folderTarget(resolve(options.outDir)),
    progress = silentProgress,
    recall = NO_RECALL,
    indexer = pagefindIndexer,
  } = setup;
  const timer = stageTimer(progress);
  const started = Date.now();
  // Helpers start before the content is read only when many bodies are new since the last build's
  // Markdown; otherwise a large batch (a change to the renderer's code) starts them when it comes.
  // After a build in this process the recall knows every body, and an edit brings few new ones.
  const bodies = startBodies(
    recall.previousStart > 0
      ? 0
      : countMarkdownFiles(resolve(options.contentDir), definition, store.changedAt?.(MARKDOWN)),
  );
  try {
    const code =
      setup.code ??
      (await timer.time('code keys', () => buildCodeKeys(options.root, options.codeGraph, siteModules(definition))));
    const explaining = explainer(code);
    const memory: BuildMemory = { recall, store, keys: buildKeys(code), explainer: explaining.counts };
    // Set going with the build's memory, which their promises keep however long they run.
    const { islands, stylesheet, schedule } = withBuild(memory, () => ({
      islands: timer.time('islands', () => islandBundle(options.root)),
      stylesheet: timer.time('css', () => siteStylesheet(options.root, definition.stylesheet)),
      schedule: startSchedule({ target, progress, timer }),
    }));
    islands.catch(() => undefined);
    stylesheet.catch(() => undefined);
    return {
      ...{ options, timer, memory, started, schedule, indexer, bodies, islands, stylesheet },
      ...{ resolve, definition, explain: () => explaining.explain(store) },
    };
  } catch (error) {
    bodies.dispose();
    throw error;
  }
}
