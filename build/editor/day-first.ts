/**
 * Dates as staff in the UK write them, day first ("28/11/2026"), kept in the files as they are today (`2026-11-28`,
 * or `2026-11-28T09:30:00+00:00` with a time). Decap's date fields are the browser's own, which write the month first
 * in a browser set up for the US, whatever the clinic's country: "03/04/2027" was then the 4th of March.
 */

export interface Day {
  year: number;
  month: number;
  day: number;
}

/**
 * Day, month and year, by slashes, dots, hyphens or spaces ("28/11/2026", "1.2.2027"), or as eight digits
 * ("06122026"), as many date boxes take them: that was typed, and was not read as the 6th of December.
 */
const DAY_FIRST = /^(\d{1,2})[/.\- ](\d{1,2})[/.\- ](\d{4})$|^(\d{2})(\d{2})(\d{4})$/;
/** A 24-hour time, as the site's opening hours are written: "09:30", "9.30". */
const TIME = /^([01]?\d|2[0-3])[:.]([0-5]\d)$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The day `text` names, or undefined when it is not a day written day first, or is no day of the calendar. */
export function readDay(text: string): Day | undefined {
  const match = DAY_FIRST.exec(text.trim());
  if (!match) return undefined;
  const [, separatedDay, separatedMonth, separatedYear, day8, month8, year8] = match;
  const [day, month, year] = [separatedDay ?? day8, separatedMonth ?? month8, separatedYear ?? year8].map(Number);
  if (day === undefined || month === undefined || year === undefined) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? { year, month, day } : undefined;
}

/** Hours and minutes of a 24-hour time, or undefined. */
export function readTime(text: string): [number, number] | undefined {
  const match = TIME.exec(text.trim());
  return match ? [Number(match[1]), Number(match[2])] : undefined;
}

/** Why a date field's words are not a date, for staff; undefined when they are one. */
export function dayProblem(text: string): string | undefined {
  if (readDay(text)) return undefined;
  if (DAY_FIRST.test(text.trim()))
    return `There is no ${text.trim()} in the calendar: write the day first, then the month.`;
  return 'Write the date day first, such as 28/11/2026.';
}

export const timeProblem = (text: string): string | undefined =>
  readTime(text) ? undefined : 'Write the time as on a 24-hour clock, such as 09:30 or 14:00.';

/** A stored date or date and time as its field shows it: the day first, and the time as written in the file. */
export function shownDate(stored: string): { day: string; time: string } {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(stored);
  if (!match) return { day: stored, time: '' };
  return { day: `${match[3]}/${match[2]}/${match[1]}`, time: match[4] ? `${match[4]}:${match[5]}` : '' };
}

/** A day as its box shows it once left: "06122026" or "6/12/26" as "06/12/2026"; words that are no day as they are. */
export function shownDay(text: string): string {
  const day = readDay(text);
  return day ? shownDate(storedDay(day)).day : text;
}

/** A day as the files keep a date: `2026-11-28`. */
export const storedDay = ({ year, month, day }: Day) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** Minutes east of Greenwich on the browser's clock at that moment: the clinic's own, GMT or BST. */
const localOffset = (date: Date) => -date.getTimezoneOffset();

/** A day and time as the files keep a moment: `2026-11-28T09:30:00+00:00`, with the offset of that day. */
export function storedMoment(day: Day, [hours, minutes]: [number, number], offsetOf = localOffset): string {
  const offset = offsetOf(new Date(day.year, day.month - 1, day.day, hours, minutes));
  const sign = offset < 0 ? '-' : '+';
  const zone = `${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
  return `${storedDay(day)}T${pad(hours)}:${pad(minutes)}:00${zone}`;
}

/**
 * The moment a preview draws for a date field's value: the value while it is a moment the files could keep, or else
 * the last one drawn, or else `now`. While a date is half typed ("05/12") the form holds the words, which no page can
 * show: the page's template threw on them, and the whole preview went. The field says what it needs meanwhile.
 */
export function drawnMoment(value: string, last: string | undefined, now: () => string): string {
  if (/^\d{4}-\d{2}-\d{2}/.test(value) && Number.isFinite(Date.parse(value))) return value;
  return last ?? now();
}
