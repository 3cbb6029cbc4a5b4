import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { formatDate, formatTime, isoDay } from '../../src/lib/format-date';

// [input, London long date, London calendar day, why]
const dateCases: [string, string, string, string][] = [
  ['2025-10-14T09:00:00+01:00', '14 October 2025', '2025-10-14', 'a morning in October'],
  [
    '2025-12-31T23:30:00Z',
    '31 December 2025',
    '2025-12-31',
    'late evening UTC on 31 December is still 31 December in London (GMT)',
  ],
  [
    '2025-06-30T23:30:00Z',
    '1 July 2025',
    '2025-07-01',
    'late evening UTC in summer is already the next day in London (BST)',
  ],
  ['2025-10-25T23:30:00Z', '26 October 2025', '2025-10-26', 'the last BST night of 2025'],
  ['2025-10-26T23:30:00Z', '26 October 2025', '2025-10-26', 'after the clocks went back to GMT'],
  [
    '2024-01-01T00:30:00+02:00',
    '31 December 2023',
    '2023-12-31',
    'an offset east of London can still be the previous year in London',
  ],
  ['2010-03-05T12:00:00Z', '5 March 2010', '2010-03-05', 'a single-digit day has no leading zero in the long form'],
];

const formatDateSuite = suite('formatDate');
for (const [input, expected, , why] of dateCases) {
  formatDateSuite(`should give ${JSON.stringify(expected)} for ${input} (${why})`, () => {
    assert.is(formatDate(input), expected);
  });
}
formatDateSuite.run();

const isoDaySuite = suite('isoDay');
for (const [input, , expected, why] of dateCases) {
  isoDaySuite(`should give ${expected} for ${input} (${why})`, () => {
    assert.is(isoDay(input), expected);
  });
}
isoDaySuite('should always be YYYY-MM-DD', () => {
  assert.match(isoDay('2025-02-03T10:00:00Z'), /^\d{4}-\d{2}-\d{2}$/);
  assert.is(isoDay('2025-02-03T10:00:00Z'), '2025-02-03');
});
isoDaySuite.run();

const formatTimeSuite = suite('formatTime');
const timeCases: [string, string][] = [
  ['07:30', '7:30am'],
  ['20:00', '8pm'],
  ['13:30', '1:30pm'],
  ['00:00', '12am'],
  ['12:00', '12pm'],
  ['08:30', '8:30am'],
  ['18:30', '6:30pm'],
  ['12:05', '12:05pm'],
  ['00:05', '12:05am'],
  ['11:59', '11:59am'],
  ['23:59', '11:59pm'],
];
for (const [input, expected] of timeCases) {
  formatTimeSuite(`should turn ${input} into ${expected}`, () => {
    assert.is(formatTime(input), expected);
  });
}
formatTimeSuite.run();
