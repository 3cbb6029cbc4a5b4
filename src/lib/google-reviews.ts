/**
 * Google's reviews as the site's testimonials. Pure, with no web, DOM or Node API, so the reviews function (in workerd)
 * and the tests share it; the function imports nothing else from the site.
 */

/** Text with its language, as the Places API (New) gives a review's text and original text. */
export interface LocalizedText {
  text?: string;
  languageCode?: string;
}

/** A review as Place Details (New) returns it in `reviews`, every field optional as Google may leave any out. */
export interface PlaceReview {
  /** `places/{placeId}/reviews/{reviewId}`. */
  name?: string;
  relativePublishTimeDescription?: string;
  rating?: number;
  /** In the language asked for (translated when needed); `originalText` is what the author wrote. */
  text?: LocalizedText;
  originalText?: LocalizedText;
  authorAttribution?: { displayName?: string; uri?: string; photoUri?: string };
  /** RFC 3339, e.g. 2026-10-02T14:03:11.123456Z. */
  publishTime?: string;
  googleMapsUri?: string;
}

/** A clinic as the reviews function knows it: its id and name, and its Google Place ID from clinics.yaml. */
export interface ClinicPlace {
  id: string;
  name: string;
  placeId: string;
}

/**
 * The file the build writes into the site for the reviews function, which reads it from the deployment it runs in:
 * so the Place IDs are written once, in clinics.yaml, and each deployment asks Google for the ones it was built with.
 */
export const REVIEWS_PLACES_FILE = 'reviews-places.json';

export interface ReviewsPlaces {
  /** The site's canonical address, which names the function's cache whatever address it was reached by. */
  site: string;
  clinics: ClinicPlace[];
}

export function reviewsPlacesJson(
  siteUrl: string,
  clinics: readonly { id: string; name: string; googlePlaceId: string }[],
): string {
  const places: ReviewsPlaces = {
    site: new URL(siteUrl).origin,
    clinics: clinics.map(({ id, name, googlePlaceId }) => ({ id, name, placeId: googlePlaceId })),
  };
  return `${JSON.stringify(places, null, 2)}\n`;
}

/** One review in the function's answer: the testimonial shape, with where it came from. */
export interface LiveReview {
  id: string;
  quote: string;
  patientName: string;
  rating: number;
  relativeTime?: string;
  /** The author's Google profile (Google's attribution rules ask for the name to link there). */
  authorUrl?: string;
  /** The review on Google Maps. */
  reviewUrl?: string;
  /** The clinic's name. */
  clinic: string;
}

/** The testimonial schema's longest quote; a longer review ends at a word with an ellipsis and links to the rest. */
export const MAX_QUOTE_LENGTH = 800;
/** What Google itself shows for a review whose author is gone. */
export const ANONYMOUS_AUTHOR = 'A Google user';

/** Plain text on one line: control characters and runs of white space become single spaces. */
function plainText(value: unknown): string {
  if (typeof value !== 'string') return '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes
  return value.replace(/[\u0000-\u001f\u007f\s]+/g, ' ').trim();
}

function shorten(text: string, max = MAX_QUOTE_LENGTH): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

/** Only an https address may become a link: anything else (javascript:, data:, a relative path) is dropped. */
export function httpsUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    return new URL(value).protocol === 'https:' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** A review as a testimonial, or null when it has no text or no rating from 1 to 5. */
export function toLiveReview(review: PlaceReview, clinic: ClinicPlace, index = 0): LiveReview | null {
  const quote = shorten(plainText(review.text?.text) || plainText(review.originalText?.text));
  const rating = typeof review.rating === 'number' ? Math.round(review.rating) : Number.NaN;
  if (!quote || !(rating >= 1 && rating <= 5)) return null;
  const author = plainText(review.authorAttribution?.displayName);
  const relativeTime = plainText(review.relativePublishTimeDescription);
  const authorUrl = author ? httpsUrl(review.authorAttribution?.uri) : undefined;
  const reviewUrl = httpsUrl(review.googleMapsUri);
  return {
    id: plainText(review.name) || `${clinic.id}-${index}`,
    quote,
    patientName: author || ANONYMOUS_AUTHOR,
    rating,
    ...(relativeTime ? { relativeTime } : {}),
    ...(authorUrl ? { authorUrl } : {}),
    ...(reviewUrl ? { reviewUrl } : {}),
    clinic: clinic.name,
  };
}

/**
 * When a review was written, in milliseconds; a missing or unreadable time counts as 1970, so it sorts last. Google
 * writes up to nine digits of a second, and Date.parse is only sure to read three.
 */
function publishedAt(review: PlaceReview): number {
  const time = Date.parse(
    (review.publishTime ?? '').replace(/\.(\d+)Z$/, (_, digits: string) => `.${digits.padEnd(3, '0').slice(0, 3)}Z`),
  );
  return Number.isNaN(time) ? 0 : time;
}

/** Every clinic's reviews in one list, newest first, without those that have no text, at most `limit`. */
export function mergeClinicReviews(
  perClinic: readonly { clinic: ClinicPlace; reviews: readonly PlaceReview[] }[],
  limit: number,
): LiveReview[] {
  const all = perClinic.flatMap(({ clinic, reviews }) =>
    reviews.map((review, index) => ({ time: publishedAt(review), live: toLiveReview(review, clinic, index) })),
  );
  return all
    .filter((item): item is { time: number; live: LiveReview } => item.live !== null)
    .sort((a, b) => b.time - a.time)
    .slice(0, limit)
    .map((item) => item.live);
}

/**
 * A link that opens the place on Google Maps, in Google's documented Maps URLs form: the search names the clinic and
 * the Place ID picks the exact place, where its reviews are.
 */
export function googleMapsPlaceUrl(query: string, placeId: string): string {
  const params = new URLSearchParams({ api: '1', query, query_place_id: placeId });
  return `https://www.google.com/maps/search/?${params}`;
}
