import type { ReactNode } from 'react';
import { isExampleReview, type ShownReview } from '../lib/reviews';

/** Said beside each example review, so none passes for a patient's words. */
const SAMPLE_NOTE = " · sample text written for this site, not a patient's words";

/** A link to Google when Google gave the address; `rel` keeps the site's address and standing out of it. */
function LinkIf({ href, children }: { href: string | undefined; children: ReactNode }) {
  return href ? (
    <a href={href} rel="nofollow ugc noreferrer">
      {children}
    </a>
  ) : (
    children
  );
}

/**
 * One patient's words: stars, quote, name and service. Used in the carousel and on the testimonials
 * page. A sample written into the site is labelled "Example review", with no stars and no name, so
 * it is never presented as a patient's words or a real rating. A Google review links its author's
 * name to their Google profile and itself to Google Maps, as Google's attribution rules ask.
 */
export function TestimonialCard({ testimonial }: { testimonial: ShownReview }) {
  const { rating, quote, patientName, service, source, relativeTime, authorUrl, reviewUrl } = testimonial;
  if (isExampleReview(testimonial)) {
    return (
      <figure className="testimonial-card testimonial-example">
        <p className="testimonial-label">Example review</p>
        <blockquote>
          <p>{quote}</p>
        </blockquote>
        <figcaption>
          <span className="testimonial-meta">
            {service}
            {SAMPLE_NOTE}
          </span>
        </figcaption>
      </figure>
    );
  }
  return (
    <figure className="testimonial-card">
      <p className="stars" role="img" aria-label={`Rated ${rating} out of 5`}>
        <span aria-hidden="true">
          {'★'.repeat(rating)}
          {'☆'.repeat(5 - rating)}
        </span>
      </p>
      <blockquote>
        <p>{quote}</p>
      </blockquote>
      <figcaption>
        <span className="testimonial-name">
          <LinkIf href={authorUrl}>{patientName}</LinkIf>
        </span>
        <span className="testimonial-meta">
          {service}
          {source === 'google' ? (
            <>
              {' · '}
              <LinkIf href={reviewUrl}>
                Google review{reviewUrl ? <span className="visually-hidden"> by {patientName}</span> : null}
              </LinkIf>
              {relativeTime ? `, ${relativeTime}` : ''}
            </>
          ) : null}
        </span>
      </figcaption>
    </figure>
  );
}
