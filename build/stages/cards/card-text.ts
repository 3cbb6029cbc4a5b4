import { SOCIAL_CARD } from '../../../src/lib/routes';
import { escapeXml } from '../../../src/lib/text';

export interface SocialCardPage {
  /** Site path of the page: '/', '/blog/neck-pain/'. */
  path: string;
  title: string;
  /** Small capitals above the title: a post's category, "Services". */
  kicker?: string;
  /** The content file the page comes from, named if another output claims the card's path. */
  from?: string;
}
export interface SocialCardBrand {
  name: string;
  tagline: string;
}

/**
 * DejaVu Sans advance widths (the font librsvg draws with here) for ASCII 32–126, in hundredths of an em, from the
 * fonts' hmtx tables. Measuring, not counting characters, keeps a title of capitals and Ws inside the card.
 */
export const BOLD = [
  35, 46, 52, 84, 70, 100, 87, 31, 46, 46, 52, 84, 38, 42, 38, 37, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 40, 40, 84,
  84, 84, 58, 100, 77, 76, 73, 83, 68, 68, 82, 84, 37, 37, 77, 64, 100, 84, 85, 73, 85, 77, 72, 68, 81, 77, 110, 77, 72,
  73, 46, 37, 46, 84, 50, 50, 67, 72, 59, 72, 68, 44, 72, 71, 34, 34, 67, 34, 104, 71, 69, 72, 72, 49, 60, 48, 71, 65,
  92, 65, 65, 58, 71, 37, 71, 84,
];
export const REGULAR = [
  32, 40, 46, 84, 64, 95, 78, 27, 39, 39, 50, 84, 32, 36, 32, 34, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 34, 34, 84,
  84, 84, 53, 100, 68, 69, 70, 77, 63, 58, 77, 75, 29, 29, 66, 56, 86, 75, 79, 60, 79, 69, 63, 61, 73, 68, 99, 69, 61,
  69, 39, 34, 39, 84, 50, 50, 61, 63, 55, 63, 62, 35, 63, 63, 28, 28, 58, 28, 97, 63, 61, 63, 63, 41, 52, 39, 63, 59,
  82, 59, 59, 52, 64, 34, 64, 84,
];
export interface Font {
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

function ellipsize(text: string, width: number, font: Font): string {
  let chars = [...text];
  while (chars.length > 0 && textWidth(`${chars.join('')}…`, font) > width) chars = chars.slice(0, -1);
  return `${chars.join('').replace(/[\s,;:.–-]+$/, '')}…`;
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

export const MARGIN = 80;
export const TEXT_WIDTH = SOCIAL_CARD.width - 2 * MARGIN;
export const TITLE_SIZES = [72, 64, 56, 50];
export const sans = (size: number, weight: 400 | 700, fill: string, extra = '') =>
  `font-family="DejaVu Sans, sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}"${extra}`;
// Characters XML 1.0 forbids would make librsvg and Pango's markup parser reject the whole text.
export const clean = (text: string) =>
  text
    // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point; they have no glyph
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
export const fitLine = (text: string, font: Font) =>
  textWidth(text, font) > TEXT_WIDTH ? ellipsize(text, TEXT_WIDTH, font) : text;

/** What a card says besides the brand: kicker in capitals, title in up to three lines at the largest size that fits. */
export interface CardText {
  kicker: string;
  size: number;
  lines: string[];
}
export const KICKER_FONT = { widths: BOLD, size: 24, spacing: 3 };

export function cardText(page: SocialCardPage): CardText {
  const fits = TITLE_SIZES.map((size) => ({
    size,
    ...wrapText(clean(page.title), TEXT_WIDTH, { widths: BOLD, size }, 3),
  }));
  const { size, lines } = fits.find((fit) => !fit.truncated) ?? fits.at(-1)!;
  const kicker = page.kicker ? fitLine(clean(page.kicker).toUpperCase(), KICKER_FONT) : '';
  return { kicker, size, lines };
}

/** Everything a page gave is escaped, so a title such as "<b>Knees</b> & hips" is drawn as written, never as markup. */
export function cardMarkup(text: string, size: number, colour: string, letterSpacing = 0): string {
  const spacing = letterSpacing ? ` letter_spacing="${letterSpacing * 1024}"` : '';
  return (
    `<span font_family="DejaVu Sans" font_weight="bold" size="${size * 1024}" foreground="${colour}"${spacing}>` +
    `${escapeXml(text)}</span>`
  );
}
