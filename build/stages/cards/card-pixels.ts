import { availableParallelism } from 'node:os';
import type { JpegOptions } from 'sharp';
import { SOCIAL_CARD } from '../../../src/lib/routes';
import { escapeXml } from '../../../src/lib/text';
import { createLimit } from '../../reuse/files';
import { getOrAdd } from '../../reuse/store';
import {
  BOLD,
  type CardText,
  cardMarkup,
  clean,
  fitLine,
  KICKER_FONT,
  MARGIN,
  REGULAR,
  sans,
  type SocialCardBrand,
  TEXT_WIDTH,
  TITLE_SIZES,
  wrapText,
} from './card-text';
import { loadSharp } from '../../sharp-library';

/** Gradient, decoration, wave mark, site name and tagline: the same on every card, drawn once by librsvg. */
function backgroundLayer(brand: SocialCardBrand): string {
  return (
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#08434d"/>` +
    `<stop offset="1" stop-color="#127c8a"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/>
<circle cx="1090" cy="80" r="230" fill="#fff" opacity="0.07"/>
<path d="M880 600c50-50 100-50 150 0s100 50 150 0" ` +
    `stroke="#fff" stroke-opacity="0.12" stroke-width="10" fill="none" stroke-linecap="round"/>
<g transform="translate(${MARGIN} 60) scale(2.5)"><circle cx="16" cy="16" r="16" fill="#fff"/>` +
    `<path d="M8 18c3-6 6-6 8-2s5 4 8-2" stroke="#0b5e6b" stroke-width="2.5" fill="none" stroke-linecap="round"/></g>
<rect x="${MARGIN}" y="500" width="${TEXT_WIDTH}" height="2" fill="#fff" opacity="0.25"/>
<text x="${MARGIN}" y="550" ${sans(30, 700, '#fff')}>` +
    `${escapeXml(fitLine(clean(brand.name), { widths: BOLD, size: 30 }))}</text>
<text x="${MARGIN}" y="588" ${sans(22, 400, '#d8eef1')}>` +
    `${escapeXml(fitLine(clean(brand.tagline), { widths: REGULAR, size: 22 }))}</text>`
  );
}

/**
 * JPEG 85 looks as sharp as PNG on this flat artwork at about half the size (50 KB a card, not 82 KB); palette PNG
 * was smaller but three times slower. Huffman optimisation (a second pass) is off: that halves encoding time for
 * about 10% more bytes.
 */
const JPEG: JpegOptions = {
  quality: 85,
  chromaSubsampling: '4:2:0',
  optimiseCoding: false,
  progressive: false,
  mozjpeg: false,
};
const RGB = { width: SOCIAL_CARD.width, height: SOCIAL_CARD.height, channels: 3 } as const;
export const backgroundSvg = (brand: SocialCardBrand) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SOCIAL_CARD.width}" height="${SOCIAL_CARD.height}">` +
  `${backgroundLayer(brand)}</svg>`;

/** A card to draw: its laid-out text (the background is the same for every card of a batch). */
export interface CardJob {
  text: CardText;
}
export const backgroundPixels = async (svg: string) =>
  (await loadSharp())(Buffer.from(svg)).removeAlpha().raw().toBuffer();

/**
 * Each drawing slot keeps its own canvas and puts back only the rows the last card's text covered, not the whole
 * background; a kicker (a category, "Services") is drawn once and laid on every card that has it.
 */
export function drawCards(
  jobs: CardJob[],
  background: Promise<Buffer>,
  concurrency = availableParallelism(),
): Promise<Buffer>[] {
  const limit = createLimit(concurrency);
  const canvases: Canvas[] = [];
  const kickers = new Map<string, Promise<Pixels>>();
  const kickerPixels = (kicker: string) =>
    getOrAdd(kickers, kicker, () => textPixels(kicker, KICKER_FONT.size, '#9fdbe2', KICKER_FONT.spacing));
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

/** The card worker's side (card-worker.ts): draws every job over the background, sending each card back when done. */
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

/** One text as RGBA pixels cropped to its ink, by Pango via sharp: about a third of librsvg's time for it in an SVG. */
async function textPixels(text: string, size: number, colour: string, letterSpacing = 0): Promise<Pixels> {
  const sharp = await loadSharp();
  const { data, info } = await sharp({
    text: { text: cardMarkup(text, size, colour, letterSpacing), rgba: true, dpi: 72, wrap: 'none' },
  })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Lays RGBA pixels over RGB at (left, top), straight alpha "over"; what falls outside the card is cut off. */
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
 * Draws kicker and title over the background, centred as a block in the text area by their ink, and encodes the card.
 * Titles are measured from a width table; should Pango draw one wider than the area, the next smaller size is tried.
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
