import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { checkRateLimit, parseAttempts, RATE_LIMIT } from '../../src/lib/rate-limit';

const NOW = 1_750_000_000_000;
const MINUTE = 60_000;
const WINDOW = 600_000;

const check = suite('checkRateLimit');
check('should follow the spec: 3 submissions per 600000 ms window', () => {
  assert.equal({ ...RATE_LIMIT }, { attempts: 3, windowMs: WINDOW });
});
check('should allow three attempts and refuse the fourth within the window', () => {
  const stored: number[] = [];
  const outcomes: boolean[] = [];
  for (let i = 0; i < 4; i++) {
    const now = NOW + i * 1000;
    const result = checkRateLimit(stored, now);
    outcomes.push(result.allowed);
    if (result.allowed) stored.push(now);
  }
  assert.equal(outcomes, [true, true, true, false]);
});
check('should tell the real remaining minutes, rounded up', () => {
  // First attempt at NOW, fourth at NOW + 3 s: 597 s remain → 10 minutes.
  const result = checkRateLimit([NOW, NOW + 1000, NOW + 2000], NOW + 3000);
  assert.equal(result.allowed ? null : result.retryInMinutes, 10);
});

// [oldest attempt's age in ms, expected minutes]: remaining = 600000 - age, rounded up to whole minutes.
const retryCases: [number, number][] = [
  [1, 10],
  [MINUTE, 9],
  [MINUTE + 1000, 9],
  [4 * MINUTE, 6],
  [8 * MINUTE - 1, 3],
  [8 * MINUTE, 2],
  [9 * MINUTE, 1],
  [WINDOW - 1, 1],
];
for (const [age, minutes] of retryCases) {
  check(`should ask to wait ${minutes} minute(s) when the oldest of three attempts is ${age} ms old`, () => {
    const result = checkRateLimit([NOW - age, NOW - 2000, NOW - 1000], NOW);
    assert.is(result.allowed, false);
    assert.is(result.allowed ? null : result.retryInMinutes, minutes);
  });
}
check('should order attempts itself, whatever order they are stored in', () => {
  const result = checkRateLimit([NOW - 1000, NOW - MINUTE, NOW - 30_000], NOW);
  assert.is(result.allowed ? null : result.retryInMinutes, 9);
});
check('should count the wait from the attempt that must expire for a place to free up', () => {
  // Five stored in the window: two places must free up, so the third-newest (300 s old) decides: 300 s → 5 minutes.
  const attempts = [NOW - 500_000, NOW - 400_000, NOW - 300_000, NOW - 200_000, NOW - 100_000];
  const result = checkRateLimit(attempts, NOW);
  assert.is(result.allowed ? null : result.retryInMinutes, 5);
  assert.is(checkRateLimit(attempts, NOW + 300_000 - 1).allowed, false);
  assert.is(checkRateLimit(attempts, NOW + 300_000 + 1).allowed, true);
});
check('should forget attempts older than the window', () => {
  const result = checkRateLimit([NOW - WINDOW - 1, NOW - 700_000, NOW - 5 * WINDOW, NOW - 1000], NOW);
  assert.is(result.allowed, true);
  assert.equal(result.recent, [NOW - 1000]);
});
check('should allow again once the window has passed since the first of three attempts', () => {
  const attempts = [NOW, NOW + 1000, NOW + 2000];
  assert.is(checkRateLimit(attempts, NOW + WINDOW - 1).allowed, false);
  assert.is(checkRateLimit(attempts, NOW + WINDOW + 1).allowed, true);
  assert.is(checkRateLimit(attempts, NOW + WINDOW + 2001).allowed, true);
  assert.equal(checkRateLimit(attempts, NOW + WINDOW + 2001).recent, []);
});
check('should return the recent attempts, oldest first, to be stored again', () => {
  const result = checkRateLimit([NOW - 2000, NOW - WINDOW - 5, NOW - 4000], NOW);
  assert.is(result.allowed, true);
  assert.equal(result.recent, [NOW - 4000, NOW - 2000]);
});
check('should ignore timestamps in the future and values that are not finite', () => {
  const result = checkRateLimit([NOW + 5000, NaN, Infinity, -Infinity, NOW - 1000, NOW - 2000], NOW);
  assert.is(result.allowed, true);
  assert.equal(result.recent, [NOW - 2000, NOW - 1000]);
});
check('should accept another limit', () => {
  const limit = { attempts: 1, windowMs: 2 * MINUTE };
  assert.is(checkRateLimit([], NOW, limit).allowed, true);
  const result = checkRateLimit([NOW - 30_000], NOW, limit);
  assert.is(result.allowed ? null : result.retryInMinutes, 2);
});
check.run();

const parse = suite('parseAttempts');
const parseCases: [string | null, number[]][] = [
  [null, []],
  ['', []],
  ['not json', []],
  ['[1, 2', []],
  ['null', []],
  ['42', []],
  ['"[1,2]"', []],
  ['{"0":1,"length":1}', []],
  ['[]', []],
  ['[1750000000000,1750000001000]', [1750000000000, 1750000001000]],
  ['[1,"2",null,{},[3],true,4.5]', [1, 4.5]],
];
for (const [stored, expected] of parseCases) {
  parse(`should read ${JSON.stringify(stored)} as ${JSON.stringify(expected)}`, () => {
    assert.equal(parseAttempts(stored), expected);
  });
}
parse('should round-trip what checkRateLimit returns', () => {
  const { recent } = checkRateLimit([NOW - 3000, NOW - 1000], NOW);
  assert.equal(parseAttempts(JSON.stringify(recent)), recent);
});
parse.run();
