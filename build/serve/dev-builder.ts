import { buildPhases, type PagesStored, storeFor } from '../build-site';
import type { BuildOptions } from '../options';
import type { Contents } from '../output-file';
import { buildCodeKeys, type CodeKeys, codeKeys } from '../reuse/code-keys';
import type { CodeGraph } from '../reuse/code-graph.mjs';
import type { SiteDefinition } from '../../src/content/site-definition';
import { memoryStore } from '../reuse/memory-store';
import { newRecall } from '../reuse/recall';
import { type PageDrawing, pageFrom, previewFile } from './page-preview';
import { type BuildRun, type OutlinedBuild, siteModules } from '../build-start';
import type { Route, SiteModel } from '../../src/content/site-model';
import { outputFile } from '../../src/lib/site-layout';
import { collectionItems } from '../../src/content/registry';
import { type FileChanges, memoryTarget } from '../write/output-target';

/**
 * Kept for the dev server's life: its store holds everything in memory over the disk cache `npm run build` left, and
 * its recall what the last build made, so an edit redoes only what it reaches. The pipeline's code never changes under
 * it (a new worker starts instead); `reload` takes the site's new code and forgets the recall, made by the old code,
 * while the store keeps all that the edit does not reach.
 */
export interface DevBuilder {
  readonly site: SiteDefinition;
  /** The site's files as the last build left them; its search index and cards are added as they are made. */
  files: Map<string, Contents>;
  /** What builds changed since the caller last cleared it (null: removed). */
  changes: FileChanges;
  /**
   * `now` is read afresh each build, so a scheduled post's banner goes when due; `first`: pages being looked at, shown
   * ahead when the build changes them. Answers once pages are stored; the search index and cards follow (`settled`).
   */
  build(now?: number, first?: readonly string[]): Promise<PagesStored>;
  /**
   * The site's code changed. The pages at `first` are drawn at once from the last build's model with the new code
   * (`ahead` hears of those that differ); the next build corrects any the new code would model differently.
   */
  reload(site: SiteDefinition, code: CodeKeys, first?: readonly string[]): Promise<void>;
  /** `file`'s page and the files it links to, mid-build (page-preview.ts); undefined: no page there; null: no build. */
  preview(file: string): Promise<[string, Contents][] | undefined | null>;
}

const textOf = (contents: Contents | undefined) =>
  contents === undefined || typeof contents === 'string' ? contents : Buffer.from(contents).toString('utf8');

/** The most pages shown ahead of a build: those of one edited file, or of a few saved together. */
const PAGES_AHEAD = 8;

/**
 * `ahead` hears of the changed items' pages once rendered from the model, before the build's checks, links and other
 * pages: the dev server shows them at once, and the build's own files or problems follow.
 */
export async function startDevBuilder(
  loaded: SiteDefinition,
  options: BuildOptions,
  { ahead, graph }: { ahead?: (pages: [string, Contents][]) => void; graph?: CodeGraph } = {},
): Promise<DevBuilder> {
  let site = loaded;
  let code = graph ? codeKeys(options.root, graph) : await buildCodeKeys(options.root, undefined, siteModules(site));
  const store = memoryStore(storeFor(options));
  let recall = newRecall();
  // Pages being looked at, shown ahead when the build changes them (after a code edit, every item is new).
  let looking: ReadonlySet<string> = new Set();
  const files = new Map<string, Contents>();
  const changes: FileChanges = new Map();
  const target = memoryTarget(files, changes);
  // The build under way once it has its outline; undefined before it has one if it never will, and after it ends.
  let outlined: Promise<OutlinedBuild | undefined> = Promise.resolve(undefined);
  const isLookedAt = (route: Route) => looking.has(route.path);
  // The last model attached and what drew it: a code reload draws pages from it before any build.
  let last: { model: SiteModel; run: PageDrawing } | undefined;
  const drawAhead = async (model: SiteModel, run: PageDrawing, routes: Route[]) => {
    const css = await run.stylesheet;
    const pages = await Promise.all(
      routes.map(async (route) => [outputFile(route.path), (await pageFrom(run, model, route, css)).html] as const),
    );
    // The stored page may be bytes (a build's own write) or text (a page shown ahead): compared as text.
    const differ = pages.filter(([file, html]) => textOf(files.get(file)) !== html);
    if (differ.length > 0) ahead?.(differ as [string, Contents][]);
  };
  // The items of the last build's model, by file: an item that is not the very same object has changed.
  let lastItems: Map<string, unknown> | undefined;
  const showAhead = async (model: SiteModel, run: BuildRun) => {
    const items = new Map(collectionItems(model, run.definition).map(({ item }) => [item.file, item]));
    last = { model, run };
    const before = lastItems;
    lastItems = items;
    if (!before || !ahead) return;
    const changed = new Set([...items].flatMap(([file, item]) => (before.get(file) === item ? [] : [file])));
    const edited = model.routes.filter((route) => route.source && changed.has(route.source.file));
    const routes = edited.length > 0 && edited.length <= PAGES_AHEAD ? edited : model.routes.filter(isLookedAt);
    if (routes.length === 0 || routes.length > PAGES_AHEAD) return;
    // Only pages that differ from what is served: a page shown ahead reloads where it is open.
    await drawAhead(model, run, routes);
  };
  // A page that cannot be drawn early is only logged: the build's own pages follow anyway.
  const aheadFailed = (error: unknown) =>
    console.error(`pages ahead: ${error instanceof Error ? error.message : String(error)}`);
  return {
    get site() {
      return site;
    },
    files,
    changes,
    async build(now = Date.now(), first = []) {
      looking = new Set(first);
      let passOutline!: (build: OutlinedBuild | undefined) => void;
      const thisOutline = new Promise<OutlinedBuild | undefined>((resolve) => (passOutline = resolve));
      outlined = thisOutline;
      try {
        const phases = buildPhases(
          site,
          { ...options, publishing: { ...options.publishing, now } },
          { store, target, code, recall },
        );
        for (let step = await phases.next(); ; step = await phases.next()) {
          if (step.done) {
            await store.save();
            return step.value;
          }
          // A first page can be drawn from the outline; the edited items' pages from the attached model.
          if (step.value.phase === 'outlined') passOutline(step.value.build);
          else void showAhead(step.value.model, step.value.run).catch(aheadFailed);
        }
      } finally {
        // A build that ends, with an outline or without, shows no more first pages.
        passOutline(undefined);
        if (outlined === thisOutline) outlined = Promise.resolve(undefined);
      }
    },
    async preview(file) {
      const build = await outlined;
      return build ? previewFile(build, file) : null;
    },
    async reload(next, nextCode, first = []) {
      // A page drawn ahead links the last build's stylesheet: the new site's build links the same only from one entry.
      const sameStylesheet = next.stylesheet === site.stylesheet;
      site = next;
      code = nextCode;
      recall = newRecall();
      if (!last || !ahead || !sameStylesheet) return;
      const routes = last.model.routes.filter((route) => first.includes(route.path)).slice(0, PAGES_AHEAD);
      await drawAhead(last.model, { ...last.run, definition: next }, routes).catch(aheadFailed);
    },
  };
}
