const ELLIPSIS = '…';

/** Cuts text to at most `max` characters at a word boundary, adding an ellipsis when cut. */
/** Names as a sentence gives them: "Allianz, AXA Health and Bupa" (or, with `last` "or", "… AXA Health or Bupa"). */
export function listInWords(names: readonly string[], last: 'and' | 'or' = 'and'): string {
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} ${last} ${names.at(-1)}` : (names[0] ?? '');
}

export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  if (max < 2) return ELLIPSIS.slice(0, Math.max(0, max));
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  const base = lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut;
  return base.replace(/[\s,.;:!?–—-]+$/, '') + ELLIPSIS;
}

/**
 * The first `count` words of text, ending in an ellipsis when anything was left out; reads no further than it needs.
 */
export function firstWords(text: string, count: number): string {
  const words: string[] = [];
  for (const [word] of text.matchAll(/\S+/g)) {
    if (words.length === count) return words.join(' ').replace(/[,.;:!?–—-]+$/, '') + ELLIPSIS;
    words.push(word);
  }
  return words.join(' ');
}

/** Words: runs of non-space with a letter or digit in them. */
export function countWords(text: string): number {
  return text.match(/\S*\w\S*/g)?.length ?? 0;
}

/** "Helen Marsh" → "HM", for monogram portraits. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('')
    .slice(0, 2);
}

/** Text safe inside XML (and SVG or Pango markup): the five special characters as entities. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', '"': 'quot', "'": 'apos' }[c]};`);
}

/** `text` as a regular expression's source that matches exactly it. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
