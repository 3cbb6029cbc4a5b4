import { readFile, writeFile } from 'node:fs/promises';
import type { Route } from '../../../src/content/site-model';
import { socialCardPath } from '../../../src/lib/site-layout';
import { sha256 } from '../../reuse/hash';
import { memoisedByParts } from '../../reuse/memory';
import { ensuredFile, keyFor, stored } from '../../reuse/stored';
import { defineShelf } from '../../reuse/shelf';
import { startBuildWorker } from '../../worker-threads';
import { backgroundPixels, backgroundSvg, type CardJob, drawCards } from './card-pixels';
import { type CardText, cardText, type SocialCardBrand, type SocialCardPage } from './card-text';
import type { OutputFile } from '../../output-file';

/**
 * One JPEG per key in .cache/shared/social/, kept even with --no-cache: a card with the same inputs never changes.
 * The key's code part is this module's closure and sharp's locked release (pinning libvips, librsvg and Pango).
 */
export const CARDS = defineShelf<Buffer>(import.meta.url, {
  name: 'cards',
  disk: {
    folder: 'social',
    extension: '.jpg',
    read: (file) => readFile(file),
    write: (file, contents) => writeFile(file, contents),
  },
});
/** The parts every card shares, as RGB pixels: drawn once a process while the brand is unchanged. */
const BACKGROUNDS = defineShelf<Buffer>(import.meta.url, { name: 'card-backgrounds', disk: 'process' });

/** One card per page whose template gives it one of its own (a title under a kicker). */
export function socialCardPages(routes: Route[]): SocialCardPage[] {
  return routes.flatMap((route) =>
    route.ownCard ? [{ path: route.path, ...route.ownCard, ...(route.source ? { from: route.source.file } : {}) }] : [],
  );
}
/** From this many cards a thread pays for its start-up, as the main thread is busy with Markdown meanwhile. */
const THREAD_THRESHOLD = 24;

/**
 * Each page's card, made on demand, keyed by title, kicker, background and drawing code. A card the output holds is
 * neither drawn nor read; one in the store is copied; the rest are drawn together, in a thread of their own when there
 * are many.
 */
export function socialCardOutputs(pages: SocialCardPage[], brand: SocialCardBrand): OutputFile[] {
  // Two pages sharing a card are refused with the outline (check-addresses), and any other output at a card's path
  // before anything is stored (path-clashes.ts).
  const files = pages.map((page) => socialCardPath(page.path).slice(1));
  const background = backgroundSvg(brand);
  const backgroundHash = sha256(background);
  const draw = batchDrawer(brand, () => backgroundOf(backgroundHash, background));
  return pages.map((page, i) => {
    // Keyed by what the page says, not its laid-out text, which follows from it and this module's code (in the key)
    // and is worked out only for a card that is drawn.
    const inputs = [backgroundHash, page.title, page.kicker ?? ''];
    const drawn = () => draw(cardText(page));
    const keep = () => cardFile(inputs, drawn, page.path);
    const make = () => card(inputs, drawn, page.path);
    return { file: files[i]!, from: page.from, key: cardKey(inputs, files[i]), make, warm: keep, source: keep };
  });
}

const backgroundOf = stored(BACKGROUNDS, (_hash: string, background: string) => backgroundPixels(background), {
  key: (hash) => [hash],
});

/** A card is kept by what the page says (`inputs`), and drawn by `draw` when the store lacks it. */
const drawCard = (_inputs: string[], draw: () => Promise<Buffer>, _path: string) => draw();
const cardKeeping = {
  key: (inputs: string[]) => inputs,
  about: (_inputs: string[], _draw: unknown, path: string) => path,
};
const card = stored(CARDS, drawCard, cardKeeping);
const cardFile = ensuredFile(CARDS, drawCard, cardKeeping);

/** A card's key, hashed only when what the page says has changed. */
const cardKey = memoisedByParts('card', (inputs: string[]) => keyFor(CARDS, ...inputs));

/** Cards asked for in one turn of the event loop are drawn together: here, or in a thread when there are many. */
function batchDrawer(brand: SocialCardBrand, background: () => Promise<Buffer>): (text: CardText) => Promise<Buffer> {
  let queue: { job: CardJob; resolve: (card: Buffer) => void; reject: (error: unknown) => void }[] = [];
  const flush = () => {
    const batch = queue;
    queue = [];
    const jobs = batch.map((item) => item.job);
    const drawn = jobs.length >= THREAD_THRESHOLD ? drawInThread(jobs, brand) : drawCards(jobs, background());
    drawn.forEach((card, i) => card.then(batch[i]!.resolve, batch[i]!.reject));
  };
  return (text) =>
    new Promise((resolve, reject) => {
      if (queue.length === 0) setImmediate(flush);
      queue.push({ job: { text }, resolve, reject });
    });
}

function drawInThread(jobs: CardJob[], brand: SocialCardBrand): Promise<Buffer>[] {
  const worker = startBuildWorker(new URL('./card-worker.ts', import.meta.url), {
    jobs,
    background: backgroundSvg(brand),
  });
  const settle: ({ resolve: (contents: Buffer) => void; reject: (error: unknown) => void } | undefined)[] = [];
  const cards = jobs.map(() => new Promise<Buffer>((resolve, reject) => settle.push({ resolve, reject })));
  let done = 0;
  worker.on('message', ({ index, contents }: { index: number; contents: Uint8Array }) => {
    settle[index]?.resolve(Buffer.from(contents.buffer, contents.byteOffset, contents.byteLength));
    // A resolver keeps its promise, and so the card, alive: dropped, a drawn card is held only by whoever wants it.
    settle[index] = undefined;
    if (++done === jobs.length) void worker.terminate();
  });
  worker.once('error', (error) => settle.forEach((pending) => pending?.reject(error)));
  for (const card of cards) card.catch(() => undefined);
  return cards;
}
