import type { Testimonial } from '../content/lists';
import { httpsUrl } from './google-reviews';
import { isRecord, textOf } from './field-of';

/**
 * The spec's user-agent markers for prerenderers and headless browsers: they get static content and no network call.
 */
const PRERENDER_AGENTS = /ReactSnap|HeadlessChrome|prerender/i;

export const MAX_FETCHED_REVIEWS = 6;
export const MIN_REVIEWS_SHOWN = 4;

/** Where the site's own reviews function answers, on the site's origin (the spec's path). */
export const REVIEWS_FUNCTION_PATH = '/functions/v1/fetch-google-reviews';

/** A testimonial as the carousel shows it: a review from Google also links to its author and to itself. */
export type ShownReview = Testimonial & { authorUrl?: string; reviewUrl?: string };

/** A link to one clinic's reviews on Google Maps. */
export interface ClinicReviewsLink {
  clinic: string;
  url: string;
  /** "(placeholder)" while the link is a stand-in's: a map of the area instead of the clinic's reviews. */
  mark?: string;
}

/** A testimonial written into the site as a sample (its quote marked as a stand-in), not a patient's words. */
export function isExampleReview(testimonial: Testimonial): boolean {
  return testimonial.standIns?.quote !== undefined;
}

export function isPrerenderAgent(userAgent: string): boolean {
  return PRERENDER_AGENTS.test(userAgent);
}

function toTestimonial(item: unknown, index: number): ShownReview | null {
  if (!isRecord(item)) return null;
  const review = item;
  const { quote, patientName, rating } = review;
  if (typeof quote !== 'string' || !quote.trim() || typeof patientName !== 'string' || !patientName.trim()) return null;
  if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < 1 || rating > 5) return null;
  const text = (key: string) => textOf(review, key);
  const authorUrl = httpsUrl(review.authorUrl);
  const reviewUrl = httpsUrl(review.reviewUrl);
  return {
    id: text('id') ?? `google-${index}`,
    quote: quote.trim(),
    patientName: patientName.trim(),
    // The site's own function names the clinic; an endpoint of another shape may name a service.
    service: text('service') ?? text('clinic') ?? 'Google review',
    rating,
    source: 'google',
    verified: review.verified === true ? true : undefined,
    relativeTime: text('relativeTime'),
    ...(authorUrl ? { authorUrl } : {}),
    ...(reviewUrl ? { reviewUrl } : {}),
  };
}

/**
 * Reads the reviews endpoint's answer: `success` must be true and `reviews` a list.
 * Returns null when either is missing, so the caller keeps the static testimonials.
 * Items that are not testimonial-shaped are dropped.
 */
export function parseReviewsResponse(body: unknown): ShownReview[] | null {
  if (!body || typeof body !== 'object') return null;
  const { success, reviews } = body as { success?: unknown; reviews?: unknown };
  if (success !== true || !Array.isArray(reviews)) return null;
  return reviews.map(toTestimonial).filter((review): review is ShownReview => review !== null);
}

/**
 * Up to six fetched reviews, topped up to four with real testimonials only: an example written into the site is never
 * shown beside a real review.
 */
export function mergeReviews(fetched: readonly ShownReview[], statics: readonly Testimonial[]): ShownReview[] {
  const shown = fetched.slice(0, MAX_FETCHED_REVIEWS);
  for (const review of statics) {
    if (shown.length >= MIN_REVIEWS_SHOWN) break;
    if (!isExampleReview(review)) shown.push(review);
  }
  return shown;
}

/** The request headers for the reviews call: a bearer key only for an endpoint that asks for one. */
export function reviewsHeaders(key: string): Record<string, string> {
  return key ? { Authorization: `Bearer ${key}` } : {};
}
