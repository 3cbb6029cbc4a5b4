import { type AnyItem, itemsIn, type Registry, type SiteValues } from '../../../src/content/registry';
import { formatDate } from '../../../src/lib/format-date';
import type { Problem } from '../../problems';

/**
 * An item's reviewer must list its area in their own entry, and at most a quarter of items fall due on one day, so
 * a year's reviews never all stop the release build at once.
 */
export function checkReviewers(site: SiteValues, registry: Registry): Problem[] {
  return Object.entries(registry.collections).flatMap(([name, { reviewer, reviewDue }]) => [
    ...(reviewer ? outsideAreas(site, name, reviewer) : []),
    ...(reviewDue ? crowdedDays(itemsIn(site, name), reviewDue) : []),
  ]);
}

function outsideAreas(
  site: SiteValues,
  name: string,
  reviewer: NonNullable<Registry['collections'][string]['reviewer']>,
) {
  const { field, area, by, areas } = reviewer;
  const areasOf = new Map(itemsIn(site, reviewer.in).map((member) => [member[by], member[areas] as string[]]));
  return itemsIn(site, name).flatMap((item) => {
    const [who, what] = [item[field], item[area]];
    const theirs = areasOf.get(who);
    // An unknown reviewer is the references check's to report.
    if (typeof who !== 'string' || typeof what !== 'string' || !theirs || theirs.includes(what)) return [];
    const listed = theirs.length ? theirs.join(', ') : 'none';
    const message =
      `${who} reviews ${listed}, not ${what}: ` +
      `choose a reviewer whose ${areas} include ${what}, or correct the area`;
    return [{ file: item.file, field, message }];
  });
}

function crowdedDays(items: readonly AnyItem[], due: string): Problem[] {
  const byDay = new Map<string, AnyItem[]>();
  for (const item of items) {
    const day = item[due];
    if (typeof day === 'string') byDay.set(day, [...(byDay.get(day) ?? []), item]);
  }
  const dated = [...byDay.values()].reduce((sum, on) => sum + on.length, 0);
  const limit = Math.max(1, Math.floor(dated / 4));
  return [...byDay].flatMap(([day, on]) =>
    on.length <= limit
      ? []
      : on.map((item) => ({
          file: item.file,
          field: due,
          message:
            `${on.length} of ${dated} reviews fall due on ${formatDate(`${day}T12:00:00Z`)}, more than a quarter ` +
            `(${limit}): spread them over the year so they do not all stop the release build at once`,
        })),
  );
}
