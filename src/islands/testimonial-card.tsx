import type { Testimonial } from '../content/lists';
import { isExampleReview } from '../lib/reviews';

/**
 * One patient's words: stars, quote, name and service. Used in the carousel and on the testimonials
 * page. A sample written into the site is labelled "Example review", with no stars and no name, so
 * it is never presented as a patient's words or a real rating.
 */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { rating, quote, patientName, service, source, relativeTime } = testimonial;
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
        <span className="testimonial-name">{patientName}</span>
        <span className="testimonial-meta">
          {service}
          {source === 'google' ? ` · Google review${relativeTime ? `, ${relativeTime}` : ''}` : ''}
        </span>
      </figcaption>
    </figure>
  );
}
