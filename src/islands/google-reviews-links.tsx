import type { ClinicReviewsLink } from '../lib/reviews';

/**
 * Where the reviews come from, or where to read them: a sentence ending in a link to each clinic's reviews on Google
 * Maps. Google's attribution rules ask for the source to be named beside its reviews; with nothing to show, the same
 * links stand in for an empty carousel.
 */
export function GoogleReviewsLinks({ lead, links }: { lead: string; links: readonly ClinicReviewsLink[] }) {
  return (
    <p className="reviews-source">
      {lead}{' '}
      {links.map((link, i) => (
        <span key={link.url}>
          {i === 0 ? '' : i === links.length - 1 ? ' and ' : ', '}
          <a href={link.url} rel="noreferrer">
            {link.clinic} clinic{link.mark ? ` ${link.mark}` : ''}
          </a>
        </span>
      ))}
      .
    </p>
  );
}
