import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readTime, shownTime, TIME_WIDGET, timeProblem } from '../../../build/editor/time-text';
import { type EditorField, objectFields } from '../../../build/editor/editor-fields';
import { openingHoursSchema, siteSchema } from '../../../src/content/site';

const times = suite('a time of day as a person types it');

times('should read a time as said, with or without minutes, and a 24-hour time, as the file keeps it', () => {
  const cases: [string, string][] = [
    ['2pm', '14:00'],
    ['2 pm', '14:00'],
    ['2:30pm', '14:30'],
    ['2.30 p.m.', '14:30'],
    ['9am', '09:00'],
    ['9.15AM', '09:15'],
    ['12pm', '12:00'],
    ['12am', '00:00'],
    ['noon', '12:00'],
    ['14:00', '14:00'],
    ['7:30', '07:30'],
    [' 17.30 ', '17:30'],
  ];
  for (const [typed, kept] of cases) assert.is(readTime(typed), kept, typed);
});

times('should not read a time that is not one, or an hour with no morning or afternoon', () => {
  for (const text of ['', 'after lunch', '2', '13pm', '0am', '24:00', '9:60', '9:5', '2pm-4pm', '14:00:00'])
    assert.is(readTime(text), undefined, text);
});

times('should say in staff words why a value is not a time, and nothing for a time or an empty field', () => {
  assert.is(
    timeProblem('after lunch'),
    'Write the time as 9am, 5:30pm or 17:30: “after lunch” is not a time the site can show.',
  );
  assert.is(timeProblem('2'), 'Say whether 2 is in the morning or the afternoon: 2am or 2pm.');
  assert.is(timeProblem('17'), 'Write the time as 9am, 5:30pm or 17:30: “17” is not a time the site can show.');
  for (const value of ['14:00', '2pm', '', undefined]) assert.is(timeProblem(value), undefined, String(value));
});

times("should show the file's time as the site writes it, which reads back as the same time", () => {
  assert.is(shownTime('08:30'), '8:30am');
  assert.is(shownTime('14:00'), '2pm');
  assert.is(shownTime('00:00'), '12am');
  assert.is(shownTime('after lunch'), 'after lunch');
  assert.is(shownTime(undefined), '');
  for (let minute = 0; minute < 24 * 60; minute += 15) {
    const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
    assert.is(readTime(shownTime(time)), time, time);
  }
});

times('should keep what it reads as the site checks it', () => {
  for (const typed of ['2pm', '9.15am', 'noon', '7:30'])
    assert.ok(openingHoursSchema.shape.opens.safeParse(readTime(typed)).success, typed);
});

times('should give the opening hours their time fields, and no other field', () => {
  const widgets = (fields: EditorField[] = []): [string, string][] =>
    fields.flatMap((field) => [[field.name, field.widget] as [string, string], ...widgets(field.fields)]);
  const timed = widgets(objectFields(siteSchema)).filter(([, widget]) => widget === TIME_WIDGET);
  assert.equal(
    timed.map(([name]) => name),
    ['opens', 'closes'],
  );
});

times.run();
