import { isExampleReview, type ShownReview } from '../lib/reviews';

/**
 * One patient's words: stars, quote, name and service. Used in the carousel and on the testimonials
 * page. A sample written into the site is labelled "Example review", with no stars and no name, so
 * it is never presented as a patient's words or a real rating. A Google review links its author's
 * name to their Google profile and itself to Google Maps, as Google's attribution rules ask; `rel`
 * keeps the site's address from Google and its standing from the reviewers' links.
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
          <span className="testimonial-meta">{service} · sample text written for this site, not a patient's words</span>
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
          {authorUrl ? (
            <a href={authorUrl} rel="nofollow ugc noreferrer">
              {patientName}
            </a>
          ) : (
            patientName
          )}
        </span>
        <span className="testimonial-meta">
          {service}
          {source === 'google' ? ' · ' : ''}
          {source === 'google' && reviewUrl ? (
            <a href={reviewUrl} rel="nofollow ugc noreferrer">
              Google review<span className="visually-hidden"> by {patientName}</span>
            </a>
          ) : null}
          {source === 'google' && !reviewUrl ? 'Google review' : ''}
          {source === 'google' && relativeTime ? `, ${relativeTime}` : ''}
        </span>
      </figcaption>
    </figure>
  );
}
