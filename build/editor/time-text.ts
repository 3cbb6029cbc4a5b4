import { formatTime } from '../../src/lib/format-date';
import { readTime as readClock } from './day-first';
import type { Typing } from './typed-widget';

/**
 * A time of day as a person types it: "2pm", "2:30 pm", "9.15am", "noon" and "14:00" are times, kept as the file
 * holds them ("14:00", a 24-hour time), so the opening hours are still one changed line. A time the box held as typed
 * ("2pm") was refused by the build's 24-hour pattern, and staff had to work out the 24-hour clock themselves.
 */

/** The editor's widget for a time of day, which the configuration names (editor-fields.ts). */
export const TIME_WIDGET = 'time-of-day';

const TWELVE_HOUR = /^(\d{1,2})(?:[:.](\d{2}))?\s*([ap])\.?\s*m\.?$/;
const twoFigures = (n: number) => String(n).padStart(2, '0');

/** The 24-hour time `text` gives ("14:00"), or undefined when it is not a time, or names no morning or afternoon. */
export function readTime(text: string): string | undefined {
  const typed = text.trim().toLowerCase();
  if (typed === 'noon' || typed === 'midday') return '12:00';
  const twelve = TWELVE_HOUR.exec(typed);
  if (twelve) {
    const [, hour = '', minutes = '00', half] = twelve;
    if (Number(hour) < 1 || Number(hour) > 12 || Number(minutes) > 59) return undefined;
    return `${twoFigures((Number(hour) % 12) + (half === 'p' ? 12 : 0))}:${minutes}`;
  }
  // A 24-hour time, read as a date's time box reads it.
  const clock = readClock(typed);
  return clock && `${twoFigures(clock[0])}:${twoFigures(clock[1])}`;
}

/** Why a time field's value is not a time, in words for staff; undefined when it is one, or is left empty. */
export function timeProblem(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text || readTime(text) !== undefined) return undefined;
  if (/^(0?[1-9]|1[0-2])$/.test(text))
    return `Say whether ${text} is in the morning or the afternoon: ${text}am or ${text}pm.`;
  return `Write the time as 9am, 5:30pm or 17:30: “${text}” is not a time the site can show.`;
}

/** A time as its box shows it: the file's "14:00" as "2pm", as the site and the help write it; else as it is. */
export const shownTime = (value: unknown): string =>
  typeof value === 'string' && readTime(value) === value ? formatTime(value) : String(value ?? '');

/** How a time field reads what is typed (typed-widget.ts). */
export const TIME_TYPING: Typing = {
  displayName: 'TimeOfDay',
  inputMode: 'text',
  read: readTime,
  shown: shownTime,
  problem: timeProblem,
  placeholder: 'such as 9am or 5:30pm',
};
