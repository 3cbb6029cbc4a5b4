import { itemsIn, type Registry, type SiteValues, textOf } from '../../../src/content/registry';
import { formatDate } from '../../../src/lib/format-date';
import type { Problem } from '../../problems';

/** How long before a review falls due the ordinary build starts to say so. */
export const REVIEW_NOTICE_DAYS = 30;
const DAY = 24 * 60 * 60 * 1000;

/**
 * Clinical advice past its review date must not go live, so `--release` refuses it; other builds warn 30 days ahead
 * so a clinician can review it before the release build stops.
 */
export function checkReviewDates(
  site: SiteValues,
  registry: Registry,
  now: number,
  release: boolean,
): { problems: Problem[]; warnings: Problem[] } {
  const problems: Problem[] = [];
  const warnings: Problem[] = [];
  for (const [name, { reviewDue }] of Object.entries(registry.collections)) {
    if (!reviewDue) continue;
    for (const item of itemsIn(site, name)) {
      const due = textOf(item, reviewDue);
      if (!due) continue;
      const dueAt = Date.parse(`${due}T00:00:00Z`);
      const when = formatDate(`${due}T12:00:00Z`);
      const problem = (message: string) => ({ file: item.file ?? '', field: reviewDue, message });
      if (dueAt <= now) {
        const overdue = problem(
          `its clinical review was due on ${when}: have a clinician review the advice, then set reviewed_at and ` +
            `${reviewDue}${release ? '' : ' (npm run build -- --release refuses it until then)'}`,
        );
        (release ? problems : warnings).push(overdue);
      } else if (dueAt - now <= REVIEW_NOTICE_DAYS * DAY)
        warnings.push(problem(`its clinical review falls due on ${when}; --release refuses it from then`));
    }
  }
  return { problems, warnings };
}
