import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  drawnMoment,
  dayProblem,
  readDay,
  readTime,
  shownDate,
  shownDay,
  storedDay,
  storedMoment,
  timeProblem,
} from '../../../build/editor/day-first';

const dates = suite('dates typed day first');

dates('should read a date day first, as written in the UK', () => {
  assert.equal(readDay('28/11/2026'), { year: 2026, month: 11, day: 28 });
  assert.equal(readDay(' 3.4.2027 '), { year: 2027, month: 4, day: 3 }, 'the 3rd of April, not the 4th of March');
  assert.equal(readDay('03-04-2027'), { year: 2027, month: 4, day: 3 });
  assert.equal(readDay('06122026'), { year: 2026, month: 12, day: 6 }, 'eight digits, as many date boxes take');
  for (const text of ['11/28/2026', '31/02/2027', '28/11/26', '2026-11-28', '20261206', '6122026', 'tomorrow', ''])
    assert.is(readDay(text), undefined, text);
});

dates('should keep a date and a moment as the files keep them today', () => {
  assert.is(storedDay({ year: 2026, month: 11, day: 28 }), '2026-11-28');
  const gmt = () => 0;
  const bst = () => 60;
  assert.is(storedMoment({ year: 2026, month: 11, day: 28 }, [9, 30], gmt), '2026-11-28T09:30:00+00:00');
  assert.is(storedMoment({ year: 2027, month: 6, day: 1 }, [14, 5], bst), '2027-06-01T14:05:00+01:00');
  assert.is(
    storedMoment({ year: 2027, month: 6, day: 1 }, [8, 0], () => -330),
    '2027-06-01T08:00:00-05:30',
  );
});

dates('should show a stored date day first, with its time as written', () => {
  assert.equal(shownDate('2024-01-21T09:30:00+00:00'), { day: '21/01/2024', time: '09:30' });
  assert.equal(shownDate('2027-07-28'), { day: '28/07/2027', time: '' });
  // Once its box is left, a day typed another way is shown as the form reads it.
  assert.is(shownDay('06122026'), '06/12/2026');
  assert.is(shownDay('6/12/2026'), '06/12/2026');
  assert.is(shownDay('31/02/2026'), '31/02/2026', 'no such day: left as typed, for the field to say why');
  assert.is(shownDay('next week'), 'next week');
  assert.equal(shownDate(''), { day: '', time: '' });
});

dates('should read a 24-hour time, and say in staff words what a date or time needs', () => {
  assert.equal(readTime('09:30'), [9, 30]);
  assert.equal(readTime('9.30'), [9, 30]);
  assert.is(readTime('2pm'), undefined);
  assert.is(readTime('24:00'), undefined);
  assert.is(dayProblem('28/11/2026'), undefined);
  assert.is(dayProblem('11/28/2026'), 'There is no 11/28/2026 in the calendar: write the day first, then the month.');
  assert.is(dayProblem('next Tuesday'), 'Write the date day first, such as 28/11/2026.');
  assert.is(timeProblem('2pm'), 'Write the time as on a 24-hour clock, such as 09:30 or 14:00.');
  assert.is(timeProblem('14:00'), undefined);
});

dates('should preview the last date drawn while the field holds one half typed, or now before any', () => {
  const now = () => '2026-11-29T10:00:00.000Z';
  const stored = '2026-12-05T09:00:00+00:00';
  assert.is(drawnMoment(stored, undefined, now), stored);
  assert.is(drawnMoment('2026-12-05', stored, now), '2026-12-05');
  for (const typed of ['05/12', '205/12/20268/11/2026 09:00', '2026-13-45', ''])
    assert.is(drawnMoment(typed, stored, now), stored, typed);
  assert.is(drawnMoment('05/12', undefined, now), now());
});

dates.run();
