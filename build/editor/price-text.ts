import type { Typing } from './typed-widget';

/**
 * A price as a person types it: "£70", "70", "70.00" and "£1,200" are prices, kept as the number of pounds the price
 * list holds (70), so a fee changed in the editor is still one changed line. A browser's number box took only the
 * figures and letters of a number from what was typed ("seventy pounds" kept only "e"), and said nothing of why.
 */

/** The editor's widget for a price field, which the configuration names (editor-fields.ts). */
export const PRICE_WIDGET = 'price';

/** Pounds, with or without "£", thousands marked by commas or not, and pence as two figures after the point. */
const PRICE = /^£?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/** The number of pounds `text` gives, or undefined when it is not a price. */
export function readPrice(text: string): number | undefined {
  const match = PRICE.exec(text.trim());
  if (!match) return undefined;
  return Number(`${match[1]!.replace(/,/g, '')}.${match[2] ?? '0'}`);
}

/** Why a price field's value is not a price, in words for staff; undefined when it is one, or is left empty. */
export function priceProblem(value: unknown): string | undefined {
  if (typeof value === 'number') return value < 0 ? 'A price cannot be below £0.' : undefined;
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text || readPrice(text) !== undefined) return undefined;
  if (/^-/.test(text)) return 'A price cannot be below £0.';
  if (/^£?\s*[\d,]+\.\d{3,}$/.test(text)) return 'Write pence as two figures after the point, such as £70.50.';
  return `Write the price in figures, such as 70 or £70.50: “${text}” is not a price the site can show.`;
}

/** A price as its field shows it: 70 as "70", 70.5 as "70.50". */
export const priceText = (value: unknown): string =>
  typeof value === 'number' ? (Number.isInteger(value) ? String(value) : value.toFixed(2)) : String(value ?? '');

/** What the price list's preview shows for a price the field does not hold yet. */
export const NOT_A_PRICE = 'No price yet: the form says what to write';

/**
 * A price as the preview of the price list shows it, "£70" or "£70.50"; while the field holds words ("seventy
 * pounds"), which the form refuses, a plain note rather than the "£NaN" the words made.
 */
export function shownPrice(value: unknown): string {
  const pounds = typeof value === 'number' ? value : readPrice(String(value ?? ''));
  if (pounds === undefined || !Number.isFinite(pounds) || pounds < 0) return NOT_A_PRICE;
  return `£${pounds % 1 ? pounds.toFixed(2) : pounds}`;
}

/** How the price field reads what is typed (typed-widget.ts). */
export const PRICE_TYPING: Typing = {
  displayName: 'Price',
  inputMode: 'decimal',
  read: readPrice,
  shown: priceText,
  problem: priceProblem,
};
