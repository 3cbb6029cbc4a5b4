const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});

/** en-GB long date in London time, e.g. "14 October 2025". */
export function formatDate(iso: string): string {
  return longDate.format(new Date(iso));
}

// en-CA formats dates as YYYY-MM-DD.
const isoDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' });

/** Calendar date (YYYY-MM-DD) in London time, for sitemaps and <time> attributes. */
export function isoDay(iso: string): string {
  return isoDayFormat.format(new Date(iso));
}

/** "07:30" → "7:30am", "20:00" → "8pm", as the clinic writes its hours. */
export function formatTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours >= 12 ? 'pm' : 'am';
  const hour12 = hours % 12 || 12;
  return minutes ? `${hour12}:${String(minutes).padStart(2, '0')}${suffix}` : `${hour12}${suffix}`;
}
