/** What a build hands back: the phases it passes, and its result once the pages are stored and once all is. */
import type { Route, SiteModel } from '../src/content/site-model';
import type { Withheld } from '../src/lib/publishing';
import type { BuildRun, OutlinedBuild } from './build-start';
import type { Problem } from './problems';
import type { Explanation } from './reuse/explain';
import type { Committed } from './schedule';

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
