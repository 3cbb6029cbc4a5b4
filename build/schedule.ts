import { SITE_LAYOUT } from '../src/lib/site-layout';
import type { OutputFile } from './output-file';
import { ContentError, type Problem } from './problems';
import type { Progress } from './progress';
import type { Recall } from './reuse/recall';
import type { Reuse } from './reuse/reuse';
import type { StageTimer } from './stage-timer';
import type { OutputTarget } from './stages/write/output-target';
import type { SearchFile, SearchIndexing } from './stages/search/search-index';
import { openWriter, type WriteReport } from './stages/write/write-site';
import { pathClashes } from './stages/write/path-clashes';

/** The site's files besides the cards and the search index, each made on demand. */
export interface SitePlan {
  pages: OutputFile[];
  covers: OutputFile[];
  files: OutputFile[];
}

export interface Committed {
  written: WriteReport;
  /** Pages made by this build; the others were unchanged and left as the output held them. */
  pagesRendered: number;
  /** With `defer`, the search index still being made: the files to add to the output. */
  searchFiles?: Promise<SearchFile[]>;
  /** With `defer`, the social cards still being drawn and stored in the target. */
  cardsStored?: Promise<WriteReport>;
}

/** When a build's outputs are made and stored; `buildSite` says what they are. */
export interface Schedule {
  /** The social cards, drawn from now on while the checks run; none is stored before `finish`. */
  drawCards(cards: OutputFile[]): void;
  /** A check failed: nothing is stored, and the build fails with every problem. */
  fail(problems: Problem[]): never;
  /** Sets the search index going; settles when the pages may start (at once for the dev server). */
  index(search: SearchIndexing): Promise<void>;
  /**
   * Every check has passed: stores the site's files, the cards and the index with them, and finishes, removing what
   * the site no longer has. Two outputs with one path fail the build instead, before anything is stored.
   */
  finish(plan: SitePlan): Promise<Committed>;
}

export interface ScheduleOptions {
  target: OutputTarget;
  reuse: Reuse;
  progress: Progress;
  timer: StageTimer;
  /** The dev server's order: pages first, then the search index and the cards, each handed over when done. */
  defer?: boolean;
  /** What this process stored last, so a target only it changes is not asked again (see openWriter). */
  recall?: Recall;
}

const inFolder = (folder: string) => (file: string) => file.startsWith(`${folder}/`);
const isCard = inFolder(SITE_LAYOUT.cards);
const isSearch = inFolder(SITE_LAYOUT.search);

/**
 * Cards take long to draw and depend on titles alone, so they start as soon as the outline is
 * known, while Markdown renders, but the writer holds them until every check has passed and no
 * two outputs claim one path. Pagefind's index is the longest piece of work, in a process of its
 * own, so it is set going before this thread renders the pages, and each part is stored as it is
 * ready, from then on. The dev server (`defer`) serves the pages first: the index and the cards
 * follow when they are done.
 */
export function startSchedule({ target, reuse, progress, timer, defer = false, recall }: ScheduleOptions): Schedule {
  const writer = openWriter(target, reuse, progress, recall);
  const cardWriter = defer ? openWriter(target, reuse, progress, recall) : writer;
  let indexing: Promise<SearchFile[]> = Promise.resolve([]);
  let indexStored: Promise<unknown> = Promise.resolve();
  let pagesRendered = 0;
  const cardsDrawn: OutputFile[] = [];
  const fail = (problems: Problem[]): never => {
    writer.abandon();
    cardWriter.abandon();
    throw new ContentError(problems);
  };
  const counted = (pages: OutputFile[]) =>
    pages.map((page) => ({ ...page, make: () => (pagesRendered++, page.make()) }));
  return {
    drawCards(cards) {
      cardsDrawn.push(...cards);
      for (const card of timer.outputs('cards', cards)) cardWriter.put(card);
    },
    fail,
    async index(search) {
      indexing = timer.time('search index', () => search.files);
      indexing.catch(() => undefined);
      if (defer) return;
      const store = (files: SearchFile[]) =>
        files.forEach(({ file, contents }) => writer.put({ file, make: () => contents }));
      indexStored = Promise.all(search.parts.map((part) => part.then(store)));
      indexStored.catch(() => undefined);
      await search.busy;
    },
    async finish({ pages, covers, files }) {
      const clashes = pathClashes([...cardsDrawn, ...pages, ...covers, ...files]);
      if (clashes.length > 0) {
        // Pagefind is at work already: it finishes, so its process is closed rather than cut off as the build fails.
        await indexing.catch(() => undefined);
        fail(clashes);
      }
      writer.release();
      cardWriter.release();
      const outputs = [
        ...timer.outputs('pages', counted(pages)),
        ...timer.outputs('covers', covers),
        ...timer.outputs('site files', files),
      ];
      for (const output of outputs) writer.put(output);
      if (!defer) await Promise.all([indexing, indexStored]);
      const leave = defer ? (file: string) => isSearch(file) || isCard(file) : undefined;
      const written = await timer.time('write', () => writer.finish(leave));
      if (!defer) return { written, pagesRendered };
      const cardsStored = cardWriter.finish((file) => !isCard(file));
      return { written, pagesRendered, searchFiles: indexing, cardsStored };
    },
  };
}
