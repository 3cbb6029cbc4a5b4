import type { Testimonial } from '../content/lists';

/**
 * The spec's user-agent markers for prerenderers and headless browsers: they get static content and no network call.
 */
const PRERENDER_AGENTS = /ReactSnap|HeadlessChrome|prerender/i;

export const MAX_FETCHED_REVIEWS = 6;
export const MIN_REVIEWS_SHOWN = 4;

/** A testimonial written into the site as a sample (its quote marked as a stand-in), not a patient's words. */
export function isExampleReview(testimonial: Testimonial): boolean {
  return testimonial.standIns?.quote !== undefined;
}

export function isPrerenderAgent(userAgent: string): boolean {
  return PRERENDER_AGENTS.test(userAgent);
}

function toTestimonial(item: unknown, index: number): Testimonial | null {
  if (!item || typeof item !== 'object') return null;
  const review = item as Record<string, unknown>;
  const { quote, patientName, rating } = review;
  if (typeof quote !== 'string' || !quote.trim() || typeof patientName !== 'string' || !patientName.trim()) return null;
  if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < 1 || rating > 5) return null;
  const text = (key: string) => (typeof review[key] === 'string' ? (review[key] as string) : undefined);
  return {
    id: text('id') ?? `google-${index}`,
    quote: quote.trim(),
    patientName: patientName.trim(),
    service: text('service') ?? 'Google review',
    rating,
    source: 'google',
    verified: review.verified === true ? true : undefined,
    relativeTime: text('relativeTime'),
  };
}

/**
 * Reads the reviews endpoint's answer: `success` must be true and `reviews` a list.
 * Returns null when either is missing, so the caller keeps the static testimonials.
 * Items that are not testimonial-shaped are dropped.
 */
export function parseReviewsResponse(body: unknown): Testimonial[] | null {
  if (!body || typeof body !== 'object') return null;
  const { success, reviews } = body as { success?: unknown; reviews?: unknown };
  if (success !== true || !Array.isArray(reviews)) return null;
  return reviews.map(toTestimonial).filter((review): review is Testimonial => review !== null);
}

/** Up to six fetched reviews, topped up with static testimonials to at least four. */
export function mergeReviews(fetched: readonly Testimonial[], statics: readonly Testimonial[]): Testimonial[] {
  const shown = fetched.slice(0, MAX_FETCHED_REVIEWS);
  for (const review of statics) {
    if (shown.length >= MIN_REVIEWS_SHOWN) break;
    shown.push(review);
  }
  return shown;
}
