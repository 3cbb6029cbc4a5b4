import type { Testimonial } from '../content/lists';

/** One patient's words: stars, quote, name and service. Used in the carousel and on the testimonials page. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { rating, quote, patientName, service, source, relativeTime } = testimonial;
  return (
    <figure className="testimonial-card">
      <p className="stars" role="img" aria-label={`Rated ${rating} out of 5`}>
        <span aria-hidden="true">{'★'.repeat(rating)}{'☆'.repeat(5 - rating)}</span>
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
