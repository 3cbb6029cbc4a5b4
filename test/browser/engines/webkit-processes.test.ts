import { execFileSync, spawn } from 'node:child_process';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startWebKit } from './webkit';

/**
 * WebKit's driver, Xvfb and MiniBrowser run in a process group of their own, out of reach of a check's time limit,
 * which stops the check's group: they must end with the process that started them however it ends, and a driver that
 * stops answering must be replaced for the next test. Run by the webkit check of `npm test`.
 */
const test = suite('WebKit processes');

/** The process groups this process's WebKit drivers run in (each led by a shell, a child of this process). */
const groupsOf = (pid: number) =>
  execFileSync('ps', ['-o', 'pgid=,comm=', '--ppid', String(pid)], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.trim().endsWith(' sh'))
    .map((line) => line.trim().split(/\s+/)[0]!);

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
  const engine = await startWebKit();
  const page = await engine.newDriver(800, 600);
  await page.goto('data:text/html,<p>first');
  const [first] = groupsOf(process.pid);
  assert.ok(first, 'the driver runs in a group of its own');
  execFileSync('pkill', ['-KILL', '-x', '-g', first, 'WebKitWebDriver']);
  const next = await engine.newDriver(800, 600);
  await next.goto('data:text/html,<p>second');
  assert.is(await next.run<string>('document.body.textContent'), 'second');
  assert.equal(await leftIn(first, 10_000), [], 'the first group ended');
  const [second] = groupsOf(process.pid);
  assert.ok(second && second !== first, 'a new group');
  await engine.close();
  assert.equal(await leftIn(second, 10_000), [], 'closing ended Xvfb, the driver and MiniBrowser');
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
