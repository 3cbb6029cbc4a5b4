import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { runCheck } from './run-check';

const check = suite('runCheck');
const quiet = <T>(work: () => Promise<T>) => {
  const log = console.log;
  console.log = () => undefined;
  return work().finally(() => (console.log = log));
};
/** Whether a process is running: a zombie left for a parent that never reaps it has ended. */
const alive = (pid: number) =>
  readFile(`/proc/${pid}/stat`, 'utf8').then(
    (stat) => !/^\d+ \(.*\) Z /.test(stat),
    () => false,
  );

check("should pass on a check's exit code and everything it printed", async () => {
  const passed = await quiet(() => runCheck('ok', 'echo out; echo err >&2', process.env));
  // Two pipes: which one's text arrives first is up to the event loop.
  assert.equal([passed.code, passed.timedOut, passed.output.split('\n').sort()], [0, false, ['', 'err', 'out']]);
  const failed = await quiet(() => runCheck('bad', 'exit 3', process.env));
  assert.equal([failed.code, failed.timedOut], [3, false]);
});

check('should stop a check past its time limit, with what it started, and fail it saying so', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'run-check-'));
  const pidFile = path.join(dir, 'pid');
  const started = performance.now();
  const outcome = await quiet(() =>
    runCheck('hung', `echo starting; sleep 30 & echo $! > ${pidFile}; wait`, process.env, 500),
  );
  assert.ok(performance.now() - started < 10_000, 'stopped long before the sleep ends');
  assert.equal([outcome.code, outcome.timedOut], [124, true]);
  assert.match(outcome.output, /^starting\n[\s\S]*hung: stopped after 0\.5 s without ending/);
  const child = Number(await readFile(pidFile, 'utf8'));
  await rm(dir, { recursive: true, force: true });
  for (let i = 0; i < 50 && (await alive(child)); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  assert.not.ok(await alive(child), 'the background process it started is stopped too');
});

check.run();
