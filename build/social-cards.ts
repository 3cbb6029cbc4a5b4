import { readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import sharp, { type JpegOptions } from 'sharp';
import { slugify } from '../src/lib/slug';
import { createLimit, sha256, storeAtomically } from './cache-files';
import type { ImageFile } from './raster-images';
import { escapeXml } from './site-files';

export const SOCIAL_CARD = { width: 1200, height: 630, type: 'image/jpeg' } as const;
export interface SocialCardPage {
  /** Site path of the page: '/', '/blog/neck-pain/'. */
  path: string;
  title: string;
  /** Small capitals above the title: a post's category, "Services". */
  kicker?: string;
}
export interface SocialCardBrand { name: string; tagline: string }

/**
 * Advance widths of DejaVu Sans, the font librsvg draws with here, for ASCII 32–126 in
 * hundredths of an em (read from the fonts' hmtx tables). Measuring, rather than counting
 * characters, keeps a title of capitals and Ws inside the card.
 */
const BOLD = [35, 46, 52, 84, 70, 100, 87, 31, 46, 46, 52, 84, 38, 42, 38, 37, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 40, 40, 84, 84, 84, 58, 100, 77, 76, 73, 83, 68, 68, 82, 84, 37, 37, 77, 64, 100, 84, 85, 73, 85, 77, 72, 68, 81, 77, 110, 77, 72, 73, 46, 37, 46, 84, 50, 50, 67, 72, 59, 72, 68, 44, 72, 71, 34, 34, 67, 34, 104, 71, 69, 72, 72, 49, 60, 48, 71, 65, 92, 65, 65, 58, 71, 37, 71, 84];
const REGULAR = [32, 40, 46, 84, 64, 95, 78, 27, 39, 39, 50, 84, 32, 36, 32, 34, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 34, 34, 84, 84, 84, 53, 100, 68, 69, 70, 77, 63, 58, 77, 75, 29, 29, 66, 56, 86, 75, 79, 60, 79, 69, 63, 61, 73, 68, 99, 69, 61, 69, 39, 34, 39, 84, 50, 50, 61, 63, 55, 63, 62, 35, 63, 63, 28, 28, 58, 28, 97, 63, 61, 63, 63, 41, 52, 39, 63, 59, 82, 59, 59, 52, 64, 34, 64, 84];
interface Font { widths: number[]; size: number; spacing?: number }

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
  return `${chars.join('').trimEnd().replace(/[\s,;:.–-]+$/, '')}…`;
}

/** Greedy word wrap by measured width; a word wider than a line is split; more than `maxLines` ends in "…". */
export function wrapText(text: string, width: number, font: Font, maxLines: number): { lines: string[]; truncated: boolean } {
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

/** Site path of a page's card: '/' → '/images/social/home.jpg', '/blog/neck-pain/' → '/images/social/blog-neck-pain.jpg'. */
export function socialCardPath(sitePath: string): string {
  return `/images/social/${slugify(sitePath) || 'home'}.jpg`;
}

const MARGIN = 80;
const TEXT_WIDTH = SOCIAL_CARD.width - 2 * MARGIN;
const TITLE_SIZES = [72, 64, 56, 50];
const sans = (size: number, weight: 400 | 700, fill: string, extra = '') =>
  `font-family="DejaVu Sans, sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}"${extra}`;
// Characters XML 1.0 forbids would make librsvg reject the whole card.
const clean = (text: string) => text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '').replace(/\s+/g, ' ').trim();
const fitLine = (text: string, font: Font) => (textWidth(text, font) > TEXT_WIDTH ? ellipsize(text, TEXT_WIDTH, font) : text);

/** Gradient, decoration, wave mark, site name and tagline: the same on every card. */
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

/** Where the kicker and title go: their lines and size, and the band of the card their glyphs can reach. */
function titleLayout(page: SocialCardPage) {
  const fits = TITLE_SIZES.map((size) => ({ size, ...wrapText(clean(page.title), TEXT_WIDTH, { widths: BOLD, size }, 3) }));
  const { size, lines } = fits.find((fit) => !fit.truncated) ?? fits.at(-1)!;
  const kicker = page.kicker ? clean(page.kicker).toUpperCase() : '';
  const kickerHeight = kicker ? 48 : 0;
  const lineHeight = Math.round(size * 1.18);
  const top = Math.round(170 + (300 - kickerHeight - lines.length * lineHeight) / 2);
  const baseline = top + kickerHeight + Math.round(size * 0.9);
  const kickerFont = { widths: BOLD, size: 24, spacing: 3 };
  const kickerText = kicker ? fitLine(kicker, kickerFont) : '';
  // The band their glyphs reach: DejaVu rises 0.93 em above the baseline and falls 0.24 em below it, and
  // widths are measured from the table, so it leaves a margin; `draw` checks the glyphs stay inside.
  const widest = Math.max(kickerText ? textWidth(kickerText, kickerFont) : 0, ...lines.map((line) => textWidth(line, { widths: BOLD, size })));
  const left = MARGIN - 16;
  const y0 = Math.max(0, Math.min(kicker ? top - 8 : Infinity, baseline - Math.round(size * 1.1) - 4));
  const y1 = Math.min(SOCIAL_CARD.height, baseline + (lines.length - 1) * lineHeight + Math.round(size * 0.3) + 4);
  const x1 = Math.min(SOCIAL_CARD.width, Math.ceil(MARGIN + widest * 1.05 + size * 0.25));
  const band = { left, top: y0, width: x1 - left, height: y1 - y0 };
  return { size, lines, kicker, kickerText, top, baseline, lineHeight, band };
}
type TitleLayout = ReturnType<typeof titleLayout>;

/** Kicker and title, centred as a block between the mark and the rule, at the largest size that fits three lines. */
function titleLayer({ size, lines, kickerText, top, baseline, lineHeight }: TitleLayout): string {
  return `${kickerText ? `<text x="${MARGIN}" y="${top + 24}" ${sans(24, 700, '#9fdbe2', ' letter-spacing="3"')}>${escapeXml(kickerText)}</text>` : ''}
<text ${sans(size, 700, '#fff')}>${lines.map((line, i) => `<tspan x="${MARGIN}" y="${baseline + i * lineHeight}">${escapeXml(line)}</tspan>`).join('')}</text>`;
}

/** An SVG root showing the part of the card at (x, y) of the given size, in the card's coordinates. */
const svgOpen = (width: number, height: number, x = 0, y = 0) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${x} ${y} ${width} ${height}">`;

/** The card as SVG: brand gradient and wave mark, kicker, title in up to three lines, site name and tagline. */
export function socialCardSvg(page: SocialCardPage, brand: SocialCardBrand): string {
  return `${svgOpen(SOCIAL_CARD.width, SOCIAL_CARD.height)}${backgroundLayer(brand)}\n${titleLayer(titleLayout(page))}</svg>`;
}

/**
 * JPEG: at quality 85 it is as sharp as PNG to the eye on this flat artwork and about half the size
 * (about 50 KB a card against 82 KB); palette PNG was smaller but three times slower. Huffman
 * optimisation (a second pass) is off: it halves the encoding time for about 10% more bytes.
 */
const JPEG: JpegOptions = { quality: 85, chromaSubsampling: '4:2:0', optimiseCoding: false, progressive: false, mozjpeg: false };
/**
 * What decides a card's bytes besides its SVG; a change here or in libvips or librsvg redraws every card.
 * Bump `v` when the way of drawing changes.
 */
const ENCODER = JSON.stringify({ v: 2, JPEG, vips: sharp.versions.vips, rsvg: sharp.versions.rsvg });

const RGB = { width: SOCIAL_CARD.width, height: SOCIAL_CARD.height, channels: 3 } as const;
/**
 * The parts that are the same on every card, drawn once as RGB pixels and kept for the next build
 * (the dev server) while the brand is unchanged.
 */
let background: { svg: string; pixels: Promise<Buffer> } | undefined;
function backgroundPixels(brand: SocialCardBrand): { svg: string; pixels: Promise<Buffer> } {
  const svg = `${svgOpen(SOCIAL_CARD.width, SOCIAL_CARD.height)}${backgroundLayer(brand)}</svg>`;
  if (background?.svg !== svg) {
    const pixels = sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
    pixels.catch(() => undefined);
    background = { svg, pixels };
  }
  return background;
}

export interface SocialCardFile extends ImageFile {
  /** The hash the card is cached under: it changes whenever anything drawn on it does. */
  key: string;
}
export interface SocialCardOptions {
  concurrency?: number;
  /** Cards the output folder already holds, by file and key: these are neither drawn nor read. */
  keep?: (file: string, key: string) => boolean;
}

/**
 * A card for every page, in the order given, except those `keep` accepts, which are listed in
 * `kept`. Each is looked up in `cacheDir` by the hash of its SVG, which already reflects its texts
 * and the drawing code; only missing cards are drawn, a few at a time.
 * Drawing a card rasterises only its kicker and title, over the band they occupy, and lays them over
 * the constant background drawn once for all cards.
 */
export async function renderSocialCards(
  pages: SocialCardPage[],
  brand: SocialCardBrand,
  cacheDir: string,
  { concurrency = availableParallelism(), keep = () => false }: SocialCardOptions = {},
): Promise<{ files: SocialCardFile[]; kept: string[] }> {
  const files = pages.map((page) => socialCardPath(page.path).slice(1));
  const seen = new Set<string>();
  const clash = files.find((file) => seen.size === seen.add(file).size);
  if (clash) throw new Error(`Two pages would share the social card ${clash}: ${pages.filter((_, i) => files[i] === clash).map((p) => p.path).join(', ')}`);
  const limit = createLimit(concurrency);
  const backdrop = backgroundPixels(brand);
  const backgroundHash = sha256(backdrop.svg);
  const cards = new Map<string, Promise<Buffer>>();
  const kept: string[] = [];
  const made: Promise<SocialCardFile>[] = [];
  pages.forEach((page, i) => {
    const file = files[i]!;
    // The full card's SVG already holds the background; its own hash is named too, so that no change
    // to how the card is split into layers can reuse a card drawn from another background.
    const key = sha256(ENCODER, backgroundHash, socialCardSvg(page, brand));
    if (keep(file, key)) return kept.push(file);
    const cacheFile = path.join(cacheDir, 'social', `${key}.jpg`);
    const contents = cards.get(key) ?? readFile(cacheFile).catch(() => limit(async () => draw(await backdrop.pixels, titleLayout(page), cacheFile)));
    cards.set(key, contents);
    made.push(contents.then((bytes) => ({ file, key, contents: bytes })));
  });
  return { files: await Promise.all(made), kept };
}

/** Lays the title band, drawn transparent by librsvg, over a copy of the background (straight alpha, "over"), and encodes the card. */
async function draw(backdrop: Buffer, layout: TitleLayout, cacheFile: string): Promise<Buffer> {
  let { left, top, width, height } = layout.band;
  const rasterise = () => sharp(Buffer.from(`${svgOpen(width, height, left, top)}${titleLayer(layout)}</svg>`)).ensureAlpha().raw().toBuffer();
  let overlay = await rasterise();
  if (touchesEdge(overlay, layout.band)) {
    // A glyph wider or taller than measured reached the band's edge: draw the text over the whole card.
    ({ left, top, width, height } = { left: 0, top: 0, width: SOCIAL_CARD.width, height: SOCIAL_CARD.height });
    overlay = await rasterise();
  }
  const pixels = Buffer.from(backdrop);
  for (let y = 0; y < height; y++) {
    let from = y * width * 4;
    let to = ((top + y) * RGB.width + left) * 3;
    for (let x = 0; x < width; x++, from += 4, to += 3) {
      const alpha = overlay[from + 3]!;
      if (alpha === 0) continue;
      if (alpha === 255) {
        pixels[to] = overlay[from]!;
        pixels[to + 1] = overlay[from + 1]!;
        pixels[to + 2] = overlay[from + 2]!;
      } else {
        const rest = 255 - alpha;
        pixels[to] = (overlay[from]! * alpha + pixels[to]! * rest + 127) / 255;
        pixels[to + 1] = (overlay[from + 1]! * alpha + pixels[to + 1]! * rest + 127) / 255;
        pixels[to + 2] = (overlay[from + 2]! * alpha + pixels[to + 2]! * rest + 127) / 255;
      }
    }
  }
  const contents = await sharp(pixels, { raw: RGB }).jpeg(JPEG).toBuffer();
  await storeAtomically(cacheFile, (temporary) => writeFile(temporary, contents));
  return contents;
}

/** Whether any pixel of an RGBA overlay on the band's sides inside the card is drawn. */
function touchesEdge(overlay: Buffer, { left, top, width, height }: { left: number; top: number; width: number; height: number }): boolean {
  const drawn = (x: number, y: number) => overlay[(y * width + x) * 4 + 3] !== 0;
  for (let y = 0; y < height; y++) {
    if (left > 0 && drawn(0, y)) return true;
    if (left + width < SOCIAL_CARD.width && drawn(width - 1, y)) return true;
  }
  for (let x = 0; x < width; x++) {
    if (top > 0 && drawn(x, 0)) return true;
    if (top + height < SOCIAL_CARD.height && drawn(x, height - 1)) return true;
  }
  return false;
}
