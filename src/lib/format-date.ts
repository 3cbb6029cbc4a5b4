const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});

/**
 * `format`, answered once per text: a site lists the same few thousand dates on many pages, in
 * its sitemap and its feed, and Intl's formatting is the slow part of each.
 */
function oncePerText(format: (text: string) => string): (text: string) => string {
  const answers = new Map<string, string>();
  return (text) => {
    let answer = answers.get(text);
    if (answer === undefined) {
      if (answers.size > 50_000) answers.clear();
      answers.set(text, (answer = format(text)));
    }
    return answer;
  };
}

/** en-GB long date in London time, e.g. "14 October 2025". */
export const formatDate = oncePerText((iso) => longDate.format(new Date(iso)));

const monthYear = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'Europe/London' });

/** A calendar date (YYYY-MM-DD) as its month, e.g. "November 2027": when a review falls due. */
export const formatMonth = oncePerText((day) => monthYear.format(new Date(`${day}T12:00:00Z`)));

// en-CA formats dates as YYYY-MM-DD.
const isoDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' });

/** Calendar date (YYYY-MM-DD) in London time, for sitemaps and <time> attributes. */
export const isoDay = oncePerText((iso) => isoDayFormat.format(new Date(iso)));

/** "07:30" → "7:30am", "20:00" → "8pm", as the clinic writes its hours. */
export function formatTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours >= 12 ? 'pm' : 'am';
  const hour12 = hours % 12 || 12;
  return minutes ? `${hour12}:${String(minutes).padStart(2, '0')}${suffix}` : `${hour12}${suffix}`;
}
