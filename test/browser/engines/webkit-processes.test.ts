import { execFileSync, spawn } from 'node:child_process';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Test } from 'uvu';
import { againAfterTimeout } from './index';
import { WebDriverError, WebDriverTimeout } from './webdriver-client';
import { startWebKit } from './webkit';

/**
 * WebKit's driver, Xvfb and MiniBrowser run in a process group of their own, out of reach of a check's time limit,
 * which stops the check's group: they must end with the process that started them however it ends, and a driver that
 * stops answering must be replaced for the next test. Run by the webkit check of `npm test`.
 */
const test = suite('WebKit processes');

/** The process groups of this process's WebKit drivers (each led by a shell, a child of this process). */
const groupsOf = (pid: number) =>
  execFileSync('ps', ['-o', 'pgid=,comm=', '--ppid', String(pid)], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.trim().endsWith(' sh'))
    .map((line) => line.trim().split(/\s+/)[0]!);

/** The groups started since `before`: not the WebKit the other tests of this process share. */
const startedSince = (before: string[]) => groupsOf(process.pid).filter((group) => !before.includes(group));

/** The commands still running in a group, once they have had up to `ms` to end. */
async function leftIn(group: string, ms: number): Promise<string[]> {
  const commands = () => {
    try {
      return execFileSync('ps', ['-o', 'comm=', '-g', group], { encoding: 'utf8' }).split('\n').filter(Boolean);
    } catch {
      return []; // ps fails when no process is left in the group
    }
  };
  for (const started = Date.now(); commands().length && Date.now() - started < ms; )
    await new Promise((resolve) => setTimeout(resolve, 200));
  return commands();
}

test('should replace a driver that stopped answering for the next page, and end every process on close', async () => {
  const before = groupsOf(process.pid);
  const engine = await startWebKit();
  const page = await engine.newDriver(800, 600);
  await page.goto('data:text/html,<p>first');
  const [first] = startedSince(before);
  assert.ok(first, 'the driver runs in a group of its own');
  execFileSync('pkill', ['-KILL', '-x', '-g', first, 'WebKitWebDriver']);
  const next = await engine.newDriver(800, 600);
  await next.goto('data:text/html,<p>second');
  assert.is(await next.run<string>('document.body.textContent'), 'second');
  assert.equal(await leftIn(first, 10_000), [], 'the first group ended');
  const [second] = startedSince(before);
  assert.ok(second && second !== first, 'a new group');
  await engine.close();
  assert.equal(await leftIn(second, 10_000), [], 'closing ended Xvfb, the driver and MiniBrowser');
});

test('should start a new driver for the next page once a command has timed out', async () => {
  const before = groupsOf(process.pid);
  const engine = await startWebKit({ scriptMs: 1000 });
  const page = await engine.newDriver(800, 600);
  await page.goto('data:text/html,<p>first');
  const [first] = startedSince(before);
  const error = await page.run('new Promise(() => undefined)').catch((caught: Error) => caught);
  assert.instance(error, WebDriverTimeout, 'a script past its time is a timeout');
  const next = await engine.newDriver(800, 600);
  await next.goto('data:text/html,<p>second');
  assert.is(await next.run<string>('document.body.textContent'), 'second');
  assert.equal(await leftIn(first!, 10_000), [], 'the driver that timed out ended');
  await engine.close();
});

test('should run a test again once after a timeout, and never after another failure', async () => {
  const runs: string[] = [];
  const registered: [string, (context: unknown) => Promise<void>][] = [];
  const fake = ((name: string, handler: (context: unknown) => Promise<void>) =>
    registered.push([name, handler])) as unknown as Test;
  const wrapped = againAfterTimeout(fake);
  const failing = (first: Error, second?: Error) => async () => {
    runs.push('run');
    const error = runs.length === 1 ? first : second;
    if (error) throw error;
  };
  wrapped('timed out once', failing(new WebDriverTimeout('slow')));
  wrapped('broken', failing(new WebDriverError('no such element')));
  wrapped('timed out twice', failing(new WebDriverTimeout('slow'), new WebDriverTimeout('slow again')));
  const outcome = async (index: number) => {
    runs.length = 0;
    const error = await registered[index]![1]({}).catch((caught: Error) => caught.message);
    return [runs.length, error ?? 'passed'];
  };
  assert.equal(await outcome(0), [2, 'passed']);
  assert.equal(await outcome(1), [1, 'no such element']);
  assert.equal(await outcome(2), [2, 'slow again']);
});

test('should leave no Xvfb, driver or MiniBrowser behind a process killed outright', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/fixtures/webkit-started.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = await new Promise<string>((resolve) => child.stdout.once('data', (chunk) => resolve(String(chunk))));
  assert.match(ready, 'started');
  const [group] = groupsOf(child.pid!);
  assert.ok(group && (await leftIn(group, 0)).includes('MiniBrowser'), 'MiniBrowser ran in its group');
  child.kill('SIGKILL');
  assert.equal(await leftIn(group, 10_000), []);
});

test.run();
