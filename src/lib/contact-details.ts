import type { Clinic } from '../content/clinic';

/** tel: link for a UK number as displayed, e.g. "020 7946 0321" → "tel:+442079460321". */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:${digits.startsWith('0') ? `+44${digits.slice(1)}` : `+${digits}`}`;
}

/** One-line postal address, building first where there is one. */
export function formatAddress(clinic: Clinic): string {
  const { street, locality, city, postcode } = clinic.address;
  return [clinic.building, street, locality, `${city} ${postcode}`].filter(Boolean).join(', ');
}
