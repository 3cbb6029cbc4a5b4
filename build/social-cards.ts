import { readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import sharp, { type JpegOptions } from 'sharp';
import { slugify } from '../src/lib/slug';
import { createLimit, sha256, storeAtomically, type ImageFile } from './raster-images';
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

/** Kicker and title, centred as a block between the mark and the rule, at the largest size that fits three lines. */
function titleLayer(page: SocialCardPage): string {
  const fits = TITLE_SIZES.map((size) => ({ size, ...wrapText(clean(page.title), TEXT_WIDTH, { widths: BOLD, size }, 3) }));
  const { size, lines } = fits.find((fit) => !fit.truncated) ?? fits.at(-1)!;
  const kicker = page.kicker ? clean(page.kicker).toUpperCase() : '';
  const kickerHeight = kicker ? 48 : 0;
  const lineHeight = Math.round(size * 1.18);
  const top = Math.round(170 + (300 - kickerHeight - lines.length * lineHeight) / 2);
  const baseline = top + kickerHeight + Math.round(size * 0.9);
  const kickerText = kicker ? escapeXml(fitLine(kicker, { widths: BOLD, size: 24, spacing: 3 })) : '';
  return `${kicker ? `<text x="${MARGIN}" y="${top + 24}" ${sans(24, 700, '#9fdbe2', ' letter-spacing="3"')}>${kickerText}</text>` : ''}
<text ${sans(size, 700, '#fff')}>${lines.map((line, i) => `<tspan x="${MARGIN}" y="${baseline + i * lineHeight}">${escapeXml(line)}</tspan>`).join('')}</text>`;
}

/** The card as SVG: brand gradient and wave mark, kicker, title in up to three lines, site name and tagline. */
export function socialCardSvg(page: SocialCardPage, brand: SocialCardBrand): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">${backgroundLayer(brand)}\n${titleLayer(page)}</svg>`;
}

/**
 * JPEG: at quality 85 it is as sharp as PNG to the eye on this flat artwork and about half the size
 * (about 50 KB against 82 KB a card on this site), for the same drawing time; palette PNG was smaller but three times slower.
 */
const JPEG: JpegOptions = { quality: 85 };
/** What decides a card's bytes besides its SVG; a change here or in libvips or librsvg redraws every card. */
const ENCODER = JSON.stringify({ v: 1, JPEG, vips: sharp.versions.vips, rsvg: sharp.versions.rsvg });

/**
 * A card for every page, in the order given. Each is looked up in `cacheDir` by the hash of its
 * SVG, which already reflects its texts and the drawing code; only missing cards are drawn, a few at a time.
 */
export async function renderSocialCards(pages: SocialCardPage[], brand: SocialCardBrand, cacheDir: string, options: { concurrency?: number } = {}): Promise<ImageFile[]> {
  const files = pages.map((page) => socialCardPath(page.path).slice(1));
  const seen = new Set<string>();
  const clash = files.find((file) => seen.size === seen.add(file).size);
  if (clash) throw new Error(`Two pages would share the social card ${clash}: ${pages.filter((_, i) => files[i] === clash).map((p) => p.path).join(', ')}`);
  const limit = createLimit(options.concurrency ?? availableParallelism());
  const cards = new Map<string, Promise<Buffer>>();
  const card = (svg: string): Promise<Buffer> => {
    const key = sha256(ENCODER, svg);
    const file = path.join(cacheDir, 'social', `${key}.jpg`);
    const made = cards.get(key) ?? readFile(file).catch(() => limit(() => draw(svg, file)));
    cards.set(key, made);
    return made;
  };
  const contents = await Promise.all(pages.map((page) => card(socialCardSvg(page, brand))));
  return files.map((file, i) => ({ file, contents: contents[i]! }));
}

async function draw(svg: string, cacheFile: string): Promise<Buffer> {
  const contents = await sharp(Buffer.from(svg)).jpeg(JPEG).toBuffer();
  await storeAtomically(cacheFile, (temporary) => writeFile(temporary, contents));
  return contents;
}
