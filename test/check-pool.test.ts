import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { runChecks } from './check-pool';

const pool = suite('runChecks');
const quiet = <T>(work: () => Promise<T>) => {
  const log = console.log;
  console.log = () => undefined;
  return work().finally(() => (console.log = log));
};
let dir = '';
let journal = '';
pool.before.each(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'check-pool-'));
  journal = path.join(dir, 'journal');
});
pool.after.each(() => rm(dir, { recursive: true, force: true }));
/** A check that notes when it starts and ends in the shared journal, and sleeps between. */
const noting = (name: string, seconds = 0.2, then = '') => ({
  name,
  command: `echo start ${name} >> ${journal}; sleep ${seconds}; echo end ${name} >> ${journal}; ${then}`,
});
const events = async () => (await readFile(journal, 'utf8')).trim().split('\n');

pool('should run at most so many checks at once, starting each in the order given as a place frees', async () => {
  // Each of a and b ends only once the other check named has started (or after five seconds), so the journal's
  // order shows what ran at once whatever the machine's load.
  const until = (name: string, other: string) => ({
    name,
    command:
      `echo start ${name} >> ${journal}; ` +
      `for i in $(seq 100); do grep -q 'start ${other}' ${journal} && break; sleep 0.05; done; ` +
      `echo end ${name} >> ${journal}`,
  });
  const outcomes = await quiet(() => runChecks([until('a', 'b'), until('b', 'c'), noting('c', 0)], 2));
  assert.equal(
    outcomes.map((outcome) => [outcome.name, outcome.code]),
    [
      ['a', 0],
      ['b', 0],
      ['c', 0],
    ],
  );
  const seen = await events();
  assert.equal(seen.slice(0, 2).sort(), ['start a', 'start b'], 'the first two start together');
  assert.ok(seen.indexOf('start c') > seen.indexOf('end a'), 'the third waits for a free place');
  assert.ok(seen.indexOf('start c') < seen.indexOf('end b'), 'and takes the first that frees');
});

pool('should start a check once what it needs has passed, and not at all when that failed', async () => {
  const checks = [
    { ...noting('build', 0.3), needs: [] },
    { ...noting('reads-build'), needs: ['build'] },
    noting('broken', 0, 'exit 2'),
    { ...noting('after-broken'), needs: ['broken'] },
  ];
  const outcomes = await quiet(() => runChecks(checks, 4));
  assert.equal(
    outcomes.map((outcome) => [outcome.name, outcome.code]),
    [
      ['build', 0],
      ['reads-build', 0],
      ['broken', 2],
      ['after-broken', 1],
    ],
  );
  assert.match(outcomes[3]!.output, /not run: broken failed/);
  const seen = await events();
  assert.ok(seen.indexOf('start reads-build') > seen.indexOf('end build'), 'started after what it needs');
  assert.not.ok(seen.includes('start after-broken'), 'never started');
});

pool('should keep the place of a check waiting for what it needs from one listed after it', async () => {
  // With two places: the build and the check that reads it hold both, so "short" starts only once one has ended.
  const checks = [noting('build', 0.3), { ...noting('reads-build'), needs: ['build'] }, noting('short')];
  await quiet(() => runChecks(checks, 2));
  const seen = await events();
  assert.ok(seen.indexOf('start short') > seen.indexOf('end build'), 'not started while the build ran');
});

pool('should refuse a check that needs one not among them, rather than wait for ever', async () => {
  try {
    await runChecks([{ ...noting('a'), needs: ['build'] }], 2);
    assert.unreachable('accepted');
  } catch (error) {
    assert.match(String(error), /Check a needs build, which is not among the checks/);
  }
});

pool.run();
