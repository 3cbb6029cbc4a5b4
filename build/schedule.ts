import { SITE_LAYOUT } from '../src/lib/site-layout';
import type { OutputFile } from './output-file';
import { ContentError, type Problem } from './problems';
import type { Progress } from './progress';
import type { StageTimer } from './stage-timer';
import type { OutputTarget } from './write/output-target';
import type { SearchFile, SearchIndexing } from './stages/search/search-index';
import { openWriter, type WriteReport } from './write/write-site';
import { pathClashes } from './write/path-clashes';

/** The site's files besides the cards and the search index, each made on demand. */
export interface SitePlan {
  pages: OutputFile[];
  covers: OutputFile[];
  files: OutputFile[];
}

export interface Committed {
  /** The pages and the site's other files, stored; the cards and the search index follow (`settled`). */
  written: WriteReport;
  /** Pages made by this build; the others were unchanged and left as the output held them. */
  pagesRendered: number;
  /** Settles once the search index and the cards are stored too, with every file the build stored. */
  settled: Promise<WriteReport>;
}

/** When a build's outputs are made and stored; `buildSite` says what they are. */
export interface Schedule {
  /** The social cards, drawn from now on while the checks run; none is stored before `finish`. */
  drawCards(cards: OutputFile[]): void;
  /** A check failed: nothing is stored, the search index is stopped, and the build fails with every problem. */
  fail(problems: Problem[]): never;
  /** Takes the search index being made, while the checks run: each part is stored once `finish` has begun. */
  index(search: SearchIndexing): void;
  /**
   * Every check has passed: stores the site's files, removing what the site no longer has; the cards and the index are
   * stored as they are ready (`settled`). Two outputs with one path fail the build instead, before anything is stored.
   */
  finish(plan: SitePlan): Promise<Committed>;
}

export interface ScheduleOptions {
  target: OutputTarget;
  progress: Progress;
  timer: StageTimer;
}

/** The files stored after the pages: each build's cards and search index replace the last one's. */
const isLate = (file: string) =>
  [SITE_LAYOUT.cards, SITE_LAYOUT.search].some((folder) => file.startsWith(`${folder}/`));

/**
 * Cards take long to draw and depend on titles alone, so they start once the outline is known, while Markdown renders;
 * but no writer stores anything until every check has passed and no two outputs claim one path. Pagefind's index, the
 * longest work, runs in processes of its own from before the checks; a failed build stops it. The pages are stored
 * first and are all the build's answer needs: the index and the cards follow by a writer of their own, as each is ready
 * (`settled`). A command that ends with the build waits for them; the dev server serves the pages meanwhile.
 */
export function startSchedule({ target, progress, timer }: ScheduleOptions): Schedule {
  const writer = openWriter(target, progress);
  const lateWriter = openWriter(target, progress);
  let indexing: Promise<SearchFile[]> = Promise.resolve([]);
  let indexStored: Promise<unknown> = Promise.resolve();
  let stopIndex: () => void = () => undefined;
  let pagesRendered = 0;
  const cardsDrawn: OutputFile[] = [];
  const fail = (problems: Problem[]): never => {
    stopIndex();
    writer.abandon();
    lateWriter.abandon();
    throw new ContentError(problems);
  };
  const counted = (pages: OutputFile[]) =>
    pages.map((page) => ({ ...page, make: () => (pagesRendered++, page.make()) }));
  return {
    drawCards(cards) {
      cardsDrawn.push(...cards);
      for (const card of timer.outputs('cards', cards)) lateWriter.put(card);
    },
    fail,
    index(search) {
      stopIndex = search.stop;
      indexing = timer.time('search index', () => search.files);
      indexing.catch(() => undefined);
      const store = (files: SearchFile[]) =>
        files.forEach(({ file, contents }) => lateWriter.put({ file, make: () => contents }));
      indexStored = Promise.all(search.parts.map((part) => part.then(store)));
      indexStored.catch(() => undefined);
    },
    async finish({ pages, covers, files }) {
      const clashes = pathClashes([...cardsDrawn, ...pages, ...covers, ...files]);
      if (clashes.length > 0) fail(clashes);
      writer.release();
      lateWriter.release();
      const outputs = [
        ...timer.outputs('pages', counted(pages)),
        ...timer.outputs('covers', covers),
        ...timer.outputs('site files', files),
      ];
      for (const output of outputs) writer.put(output);
      const written = await timer.time('write', () => writer.finish(isLate));
      // Every part of the index is put before the late writer finishes, which waits for what it was given.
      const settled = Promise.all([indexing, indexStored])
        .then(() => lateWriter.finish((file) => !isLate(file)))
        .then((late) => ({
          made: written.made + late.made,
          written: written.written + late.written,
          removed: written.removed + late.removed,
        }));
      settled.catch(() => undefined);
      return { written, pagesRendered, settled };
    },
  };
}
