import type { OpeningHours } from '../content/site';
import { formatTime } from './format-date';

/** tel: link for a UK number as displayed, e.g. "020 7946 0321" → "tel:+442079460321". */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:${digits.startsWith('0') ? `+44${digits.slice(1)}` : `+${digits}`}`;
}

/** What a postal address on one line is made of, as a clinic (content/clinic.ts) has it. */
export interface PostalAddress {
  building?: string | undefined;
  address: { street: string; locality: string; city: string; postcode: string };
}

/** One-line postal address, building first where there is one. */
export function formatAddress(clinic: PostalAddress): string {
  const { street, locality, city, postcode } = clinic.address;
  return [clinic.building, street, locality, `${city} ${postcode}`].filter(Boolean).join(', ');
}

/**
 * Opening hours as one sentence for prose: "Monday to Friday 7:30am to 8pm; Saturday 8:30am to 1:30pm; closed Sunday
 * and bank holidays".
 */
export function describeHours(hours: readonly OpeningHours[]): string {
  const open = hours
    .filter((row) => row.opens && row.closes)
    .map((row) => `${row.label} ${formatTime(row.opens!)} to ${formatTime(row.closes!)}`);
  // Mid-sentence, "Bank holidays" reads as "bank holidays"; day names keep their capital.
  const inProse = (label: string) =>
    /^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);
  const closed = hours.filter((row) => !(row.opens && row.closes)).map((row) => inProse(row.label));
  return [...open, ...(closed.length ? [`closed ${closed.join(' and ')}`] : [])].join('; ');
}
