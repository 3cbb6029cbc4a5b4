import { formatDate, formatMonth } from '../lib/format-date';

export interface Review {
  /** The reviewing clinician, with their profession and, when on the team, their page. */
  reviewer: { name: string; profession: string; path?: string };
  reviewedAt: string;
  nextReview: string;
}

/** Who last checked an article's clinical advice, when, and when they will check it again. */
export function ReviewNote({ reviewer, reviewedAt, nextReview }: Review) {
  return (
    <p className="update-note review-note">
      Reviewed by {reviewer.path ? <a href={reviewer.path}>{reviewer.name}</a> : reviewer.name}, {reviewer.profession},
      on <time dateTime={reviewedAt}>{formatDate(`${reviewedAt}T12:00:00Z`)}</time>. Next review{' '}
      {formatMonth(nextReview)}.
    </p>
  );
}
