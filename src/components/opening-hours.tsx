import type { OpeningHours } from '../content/site';
import { formatTime } from '../lib/format-date';

export function OpeningHoursList({ hours }: { hours: OpeningHours[] }) {
  return (
    <dl className="opening-hours">
      {hours.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.opens && row.closes ? `${formatTime(row.opens)} to ${formatTime(row.closes)}` : 'Closed'}</dd>
        </div>
      ))}
    </dl>
  );
}
