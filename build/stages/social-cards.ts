import { readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import type { JpegOptions } from 'sharp';
import type { Route } from '../../src/content/site-model';
import { SOCIAL_CARD, socialCardPath } from '../../src/lib/routes';
import { escapeXml } from '../../src/lib/text';
import { createLimit } from '../reuse/files';
import { sha256 } from '../reuse/hash';
import type { Reuse } from '../reuse/reuse';
import { defineShelf } from '../reuse/shelf';
import { startBuildWorker } from '../worker-pool';
import { loadSharp } from './sharp-library';
import type { OutputFile } from './write-site';

export interface SocialCardPage {
  /** Site path of the page: '/', '/blog/neck-pain/'. */
  path: string;
  title: string;
  /** Small capitals above the title: a post's category, "Services". */
  kicker?: string;
}
export interface SocialCardBrand {
  name: string;
  tagline: string;
}

/**
 * Advance widths of DejaVu Sans, the font librsvg draws with here, for ASCII 32–126 in
 * hundredths of an em (read from the fonts' hmtx tables). Measuring, rather than counting
 * characters, keeps a title of capitals and Ws inside the card.
 */
const BOLD = [
  35, 46, 52, 84, 70, 100, 87, 31, 46, 46, 52, 84, 38, 42, 38, 37, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 40, 40, 84,
  84, 84, 58, 100, 77, 76, 73, 83, 68, 68, 82, 84, 37, 37, 77, 64, 100, 84, 85, 73, 85, 77, 72, 68, 81, 77, 110, 77, 72,
  73, 46, 37, 46, 84, 50, 50, 67, 72, 59, 72, 68, 44, 72, 71, 34, 34, 67, 34, 104, 71, 69, 72, 72, 49, 60, 48, 71, 65,
  92, 65, 65, 58, 71, 37, 71, 84,
];
const REGULAR = [
  32, 40, 46, 84, 64, 95, 78, 27, 39, 39, 50, 84, 32, 36, 32, 34, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 34, 34, 84,
  84, 84, 53, 100, 68, 69, 70, 77, 63, 58, 77, 75, 29, 29, 66, 56, 86, 75, 79, 60, 79, 69, 63, 61, 73, 68, 99, 69, 61,
  69, 39, 34, 39, 84, 50, 50, 61, 63, 55, 63, 62, 35, 63, 63, 28, 28, 58, 28, 97, 63, 61, 63, 63, 41, 52, 39, 63, 59,
  82, 59, 59, 52, 64, 34, 64, 84,
];
interface Font {
  widths: number[];
  size: number;
  spacing?: number;
}

export function textWidth(text: string, { widths, size, spacing = 0 }: Font): number {
  let hundredths = 0;
  // Characters outside ASCII (é, ’, –) are measured as wide letters, so they never overflow.
  for (const char of text) hundredths += widths[(char.codePointAt(0) ?? 0) - 32] ?? 80;
  return (hundredths * size) / 100 + spacing * [...text].length;
}

/** Shortens a line until it fits with an ellipsis. */
function ellipsize(text: string, width: number, font: Font): string {
  let chars = [...text];
  while (chars.length > 0 && textWidth(`${chars.join('')}…`, font) > width) chars = chars.slice(0, -1);
  return `${chars
    .join('')
    .trimEnd()
    .replace(/[\s,;:.–-]+$/, '')}…`;
}

/** Greedy word wrap by measured width; a word wider than a line is split; more than `maxLines` ends in "…". */
export function wrapText(
  text: string,
  width: number,
  font: Font,
  maxLines: number,
): { lines: string[]; truncated: boolean } {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ').filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (textWidth(joined, font) <= width) line = joined;
    else if (textWidth(word, font) <= width) {
      if (line) lines.push(line);
      line = word;
    } else {
      for (const char of `${line ? ' ' : ''}${word}`) {
        if (textWidth(line + char, font) > width) {
          lines.push(line);
          line = char;
        } else line += char;
      }
    }
  }
  lines.push(line);
  const all = lines.map((l) => l.trim()).filter(Boolean);
  if (all.length <= maxLines) return { lines: all, truncated: false };
  const kept = all.slice(0, maxLines);
  kept[maxLines - 1] = ellipsize(`${kept[maxLines - 1]} ${all[maxLines]}`, width, font);
  return { lines: kept, truncated: true };
}

const MARGIN = 80;
const TEXT_WIDTH = SOCIAL_CARD.width - 2 * MARGIN;
const TITLE_SIZES = [72, 64, 56, 50];
const sans = (size: number, weight: 400 | 700, fill: string, extra = '') =>
  `font-family="DejaVu Sans, sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}"${extra}`;
// Characters XML 1.0 forbids would make librsvg and Pango's markup parser reject the whole text.
const clean = (text: string) =>
  text
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this strips: they have no glyph on a card
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
const fitLine = (text: string, font: Font) =>
  textWidth(text, font) > TEXT_WIDTH ? ellipsize(text, TEXT_WIDTH, font) : text;

/** An SVG root of the card's size. */
const svgOpen = () =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SOCIAL_CARD.width}" height="${SOCIAL_CARD.height}">`;

/** Gradient, decoration, wave mark, site name and tagline: the same on every card, drawn once by librsvg. */
function backgroundLayer(brand: SocialCardBrand): string {
  return `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#08434d"/><stop offset="1" stop-color="#127c8a"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/>
<circle cx="1090" cy="80" r="230" fill="#fff" opacity="0.07"/>
<path d="M880 600c50-50 100-50 150 0s100 50 150 0" stroke="#fff" stroke-opacity="0.12" stroke-width="10" fill="none" stroke-linecap="round"/>
<g transform="translate(${MARGIN} 60) scale(2.5)"><circle cx="16" cy="16" r="16" fill="#fff"/><path d="M8 18c3-6 6-6 8-2s5 4 8-2" stroke="#0b5e6b" stroke-width="2.5" fill="none" stroke-linecap="round"/></g>
<rect x="${MARGIN}" y="500" width="${TEXT_WIDTH}" height="2" fill="#fff" opacity="0.25"/>
<text x="${MARGIN}" y="550" ${sans(30, 700, '#fff')}>${escapeXml(fitLine(clean(brand.name), { widths: BOLD, size: 30 }))}</text>
<text x="${MARGIN}" y="588" ${sans(22, 400, '#d8eef1')}>${escapeXml(fitLine(clean(brand.tagline), { widths: REGULAR, size: 22 }))}</text>`;
}

/**
 * What a card says besides the brand: the kicker in capitals, and the title in up to three lines at the largest size
 * that fits them.
 */
export interface CardText {
  kicker: string;
  size: number;
  lines: string[];
}
const KICKER_FONT = { widths: BOLD, size: 24, spacing: 3 };

export function cardText(page: SocialCardPage): CardText {
  const fits = TITLE_SIZES.map((size) => ({
    size,
    ...wrapText(clean(page.title), TEXT_WIDTH, { widths: BOLD, size }, 3),
  }));
  const { size, lines } = fits.find((fit) => !fit.truncated) ?? fits.at(-1)!;
  const kicker = page.kicker ? fitLine(clean(page.kicker).toUpperCase(), KICKER_FONT) : '';
  return { kicker, size, lines };
}

/**
 * Pango markup for one text of a card in bold DejaVu Sans. Everything a page gave is escaped, so a
 * title such as "<b>Knees</b> & hips" is drawn as written and never read as markup.
 */
export function cardMarkup(text: string, size: number, colour: string, letterSpacing = 0): string {
  const spacing = letterSpacing ? ` letter_spacing="${letterSpacing * 1024}"` : '';
  return `<span font_family="DejaVu Sans" font_weight="bold" size="${size * 1024}" foreground="${colour}"${spacing}>${escapeXml(text)}</span>`;
}

/**
 * JPEG: at quality 85 it is as sharp as PNG to the eye on this flat artwork and about half the size
 * (about 50 KB a card against 82 KB); palette PNG was smaller but three times slower. Huffman
 * optimisation (a second pass) is off: it halves the encoding time for about 10% more bytes.
 */
const JPEG: JpegOptions = {
  quality: 85,
  chromaSubsampling: '4:2:0',
  optimiseCoding: false,
  progressive: false,
  mozjpeg: false,
};
const RGB = { width: SOCIAL_CARD.width, height: SOCIAL_CARD.height, channels: 3 } as const;
const backgroundSvg = (brand: SocialCardBrand) => `${svgOpen()}${backgroundLayer(brand)}</svg>`;

/**
 * Drawn cards, one JPEG per key in .cache/shared/social/: a card with the same inputs never changes, so they are kept
 * even with --no-cache.
 * The key's code part is this module's closure with sharp's locked release (which pins libvips, librsvg and Pango): a
 * change to either redraws every card.
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

/**
 * The cards to draw, from the route table: one per page that has a card of its own, as its template says it (a title
 * under a kicker).
 */
export function socialCardPages(routes: Route[]): SocialCardPage[] {
  return routes.flatMap((route) => (route.draws ? [{ path: route.path, ...route.draws }] : []));
}

/** A card to draw: the page and the background it goes on. */
export interface CardJob {
  text: CardText;
}
/**
 * From this many cards to draw, a thread of their own pays for its start-up: the main thread is busy with Markdown
 * meanwhile.
 */
const THREAD_THRESHOLD = 24;

/**
 * A card for every page as an output file made on demand, keyed by the hash of its title and
 * kicker, its background and the drawing code. A card the output already holds is neither drawn
 * nor read; one in the store is copied from it; the rest are drawn together, in a thread of their
 * own when there are many.
 */
export function socialCardOutputs(pages: SocialCardPage[], brand: SocialCardBrand, reuse: Reuse): OutputFile[] {
  const files = pages.map((page) => socialCardPath(page.path).slice(1));
  // The outline refuses content whose pages would share a card (check-addresses), so a clash here is a bug.
  const seen = new Set<string>();
  const clash = files.find((file) => seen.size === seen.add(file).size);
  if (clash)
    throw new Error(
      `Two pages would share the social card ${clash}: ${pages
        .filter((_, i) => files[i] === clash)
        .map((p) => p.path)
        .join(', ')}`,
    );
  const background = backgroundSvg(brand);
  const backgroundHash = sha256(background);
  const draw = batchDrawer(brand, () => reuse.reuse(BACKGROUNDS, [backgroundHash], () => backgroundPixels(background)));
  return pages.map((page, i) => {
    // Keyed by what the page says, not by its laid-out text: the layout follows from it and from
    // this module's code (in the key), and is worked out only for a card that is drawn.
    const inputs = [backgroundHash, page.title, page.kicker ?? ''];
    const drawn = () => draw(cardText(page));
    const keep = () => reuse.keep(CARDS, inputs, drawn);
    const make = () => reuse.reuse(CARDS, inputs, drawn);
    return { file: files[i]!, key: reuse.key(CARDS, ...inputs), make, warm: keep, source: keep };
  });
}

const backgroundPixels = async (svg: string) => (await loadSharp())(Buffer.from(svg)).removeAlpha().raw().toBuffer();

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

/**
 * Draws cards here, `concurrency` at a time. Each drawing slot keeps a canvas of its own and puts
 * back only the rows the last card's text covered, rather than copying the whole background for
 * every card; a kicker (a category, "Services") is drawn once and laid on every card that has it.
 */
export function drawCards(
  jobs: CardJob[],
  background: Promise<Buffer>,
  concurrency = availableParallelism(),
): Promise<Buffer>[] {
  const limit = createLimit(concurrency);
  const canvases: Canvas[] = [];
  const kickers = new Map<string, Promise<Pixels>>();
  const kickerPixels = (kicker: string) => {
    if (!kickers.has(kicker)) kickers.set(kicker, textPixels(kicker, KICKER_FONT.size, '#9fdbe2', KICKER_FONT.spacing));
    return kickers.get(kicker)!;
  };
  return jobs.map((job) =>
    limit(async () => {
      const backdrop = await background;
      const canvas = canvases.pop() ?? { pixels: Buffer.from(backdrop), dirty: [0, 0] };
      try {
        return await draw(canvas, backdrop, job.text, kickerPixels);
      } finally {
        canvases.push(canvas);
      }
    }),
  );
}

/** Draws cards in a thread of its own (build/stages/card-worker.ts), which sends each back as it is done. */
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

/** The card worker's side: draws every job over the background and sends each card back as it is done. */
export function drawCardsInWorker(
  jobs: CardJob[],
  backgroundSvg: string,
  send: (index: number, contents: Buffer) => void,
): void {
  drawCards(jobs, backgroundPixels(backgroundSvg)).forEach(
    (card, index) => void card.then((contents) => send(index, contents)),
  );
}

/** Where the kicker and title may go: between the mark and the rule above the site name. */
const TEXT_AREA = { top: 170, height: 300 };

/** A card being drawn, and the rows its text covered, which the next card on it puts back first. */
interface Canvas {
  pixels: Buffer;
  dirty: [from: number, to: number];
}

interface Pixels {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * One text as RGBA pixels cropped to its ink, drawn by Pango through sharp's text input: about a
 * third of the time librsvg takes for the same text in an SVG.
 */
async function textPixels(text: string, size: number, colour: string, letterSpacing = 0): Promise<Pixels> {
  const sharp = await loadSharp();
  const { data, info } = await sharp({
    text: { text: cardMarkup(text, size, colour, letterSpacing), rgba: true, dpi: 72, wrap: 'none' },
  })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Lays RGBA pixels over RGB ones at (left, top) (straight alpha, "over"); whatever falls outside the card is cut off.
 */
function blend(card: Buffer, { data, width, height }: Pixels, left: number, top: number): void {
  const rows = Math.min(height, SOCIAL_CARD.height - top);
  const columns = Math.min(width, SOCIAL_CARD.width - left);
  for (let y = Math.max(0, -top); y < rows; y++) {
    let from = y * width * 4;
    let to = ((top + y) * SOCIAL_CARD.width + left) * 3;
    for (let x = 0; x < columns; x++, from += 4, to += 3) {
      const alpha = data[from + 3]!;
      if (alpha === 0) continue;
      const rest = 255 - alpha;
      card[to] = (data[from]! * alpha + card[to]! * rest + 127) / 255;
      card[to + 1] = (data[from + 1]! * alpha + card[to + 1]! * rest + 127) / 255;
      card[to + 2] = (data[from + 2]! * alpha + card[to + 2]! * rest + 127) / 255;
    }
  }
}

/**
 * Draws the kicker and title over a copy of the background, the pair centred as a block in the text
 * area by their ink, and encodes the card. The title's lines are measured from a width table; should
 * Pango draw them wider than the area, the next smaller size is tried.
 */
async function draw(
  canvas: Canvas,
  backdrop: Buffer,
  text: CardText,
  kickerPixels: (kicker: string) => Promise<Pixels>,
): Promise<Buffer> {
  const { pixels } = canvas;
  const rowBytes = SOCIAL_CARD.width * 3;
  backdrop.copy(pixels, canvas.dirty[0] * rowBytes, canvas.dirty[0] * rowBytes, canvas.dirty[1] * rowBytes);
  const kicker = text.kicker ? await kickerPixels(text.kicker) : undefined;
  let title: Pixels | undefined;
  for (const size of TITLE_SIZES.filter((size) => size <= text.size)) {
    const lines =
      size === text.size ? text.lines : wrapText(text.lines.join(' '), TEXT_WIDTH, { widths: BOLD, size }, 3).lines;
    title = lines.length ? await textPixels(lines.join('\n'), size, '#ffffff') : undefined;
    if (!title || title.width <= TEXT_WIDTH) break;
  }
  // The gap keeps the kicker where it sat above the title's capitals when both were laid out on baselines.
  const gap = kicker && title ? 24 + Math.round(text.size * 0.17) : 0;
  const block = (kicker?.height ?? 0) + gap + (title?.height ?? 0);
  const top = Math.round(TEXT_AREA.top + (TEXT_AREA.height - block) / 2);
  // Pango crops to the ink; letters start about 0.07 em right of their origin, where the site name starts.
  if (kicker) blend(pixels, kicker, MARGIN + 2, top);
  if (title) blend(pixels, title, MARGIN + Math.round(text.size * 0.07), top + (kicker?.height ?? 0) + gap);
  canvas.dirty = [Math.max(0, top), Math.min(SOCIAL_CARD.height, top + block)];
  return (await loadSharp())(pixels, { raw: RGB }).jpeg(JPEG).toBuffer();
}
