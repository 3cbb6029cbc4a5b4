import { STAND_IN_LABEL } from '../content/stand-in';
import { StandInMark } from './stand-in-mark';
import { formatDate, formatMonth } from '../lib/format-date';

export interface Review {
  /** The reviewing clinician, with their profession and, when on the team, their page. */
  reviewer: { name: string; profession: string; path?: string };
  reviewedAt: string;
  nextReview: string;
  /** No clinician has reviewed the article yet: its review date is a stand-in, which `--release` refuses. */
  standIn?: boolean;
}

/** Who last checked an article's clinical advice, when, and when they will check it again. */
export function ReviewNote({ reviewer, reviewedAt, nextReview, standIn }: Review) {
  // A review that has not happened names no reviewer and no date: a patient must not take it for a check.
  if (standIn)
    return (
      <p className="update-note review-note">
        Clinical review to be confirmed by the clinic
        <StandInMark mark={STAND_IN_LABEL} />: once one of our clinicians has checked this advice, their name and the
        date will be shown here.
      </p>
    );
  return (
    <p className="update-note review-note">
      Reviewed by {reviewer.path ? <a href={reviewer.path}>{reviewer.name}</a> : reviewer.name}, {reviewer.profession},
      on <time dateTime={reviewedAt}>{formatDate(`${reviewedAt}T12:00:00Z`)}</time>. Next review{' '}
      {formatMonth(nextReview)}.
    </p>
  );
}
