import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { attribute, parseStat, type ProcessStat } from './check-cpu';

const stat = suite('parseStat');
stat('should read the parent, the start and the CPU time past a name with spaces and parentheses', () => {
  const line =
    '4242 (Web Content (x)) S 4200 4242 4242 0 -1 4194560 1000 0 0 0 150 25 0 0 20 0 12 0 98765 1000000 5000';
  assert.equal(parseStat(line), { pid: 4242, ppid: 4200, started: 98765, ticks: 175 });
  assert.is(parseStat('not a stat line'), undefined);
});
stat.run();

const counted = suite('attribute');
const p = (pid: number, ppid: number, ticks: number, started = pid): ProcessStat => ({ pid, ppid, started, ticks });
counted("should give each process to the check whose shell it descends from, and none to the others'", () => {
  const known = new Map<string, string | null>();
  const checks = new Map([[10, 'chromium']]);
  const found = attribute([p(1, 0, 5), p(10, 1, 1), p(11, 10, 20), p(12, 11, 300), p(20, 1, 99)], checks, known);
  assert.equal(found, [
    ['10:10', 'chromium', 1],
    ['11:11', 'chromium', 20],
    ['12:12', 'chromium', 300],
  ]);
});
counted('should keep counting a process left to the system by its parent, but not a new one with its number', () => {
  const known = new Map<string, string | null>();
  attribute([p(1, 0, 5), p(10, 1, 1), p(11, 10, 20), p(12, 11, 300)], new Map([[10, 'webkit']]), known);
  // The check's shell and the browser have ended: the browser's helper now has the system as its parent.
  const later = attribute([p(1, 0, 6), p(12, 1, 450), p(11, 1, 7, 999)], new Map(), known);
  assert.equal(later, [['12:12', 'webkit', 450]]);
});
counted.run();
