import { spawn } from 'node:child_process';

export interface Outcome {
  name: string;
  code: number;
  ms: number;
  output: string;
  /** Stopped by the time limit rather than ended by itself. */
  timedOut: boolean;
}

/**
 * A check that has run this long has hung (a browser driver waiting on an answer that never comes,
 * say). The longest check, the accessibility sweep, has taken from four to fifteen minutes on the
 * same two-core machine as its load varied, so thirty leave room for a slow machine while a hang
 * still fails the run well before CI's own hour, with the output it printed.
 */
export const CHECK_TIME_LIMIT_MS = 30 * 60_000;

/** Process groups of the checks still running, by name: stopped with this process, being no longer in its group. */
const running = new Map<number, string>();
/** The checks running now, by the process each runs in. */
export const runningChecks = (): ReadonlyMap<number, string> => running;
const stopGroup = (pid: number) => {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // It has ended already.
  }
};
let stoppingWithThisProcess = false;
const stopAllWithThisProcess = () => {
  if (stoppingWithThisProcess) return;
  stoppingWithThisProcess = true;
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      for (const pid of running.keys()) stopGroup(pid);
      process.exit(130);
    });
};

const duration = (ms: number) => (ms >= 60_000 ? `${ms / 60_000} min` : `${ms / 1000} s`);

/**
 * Runs one check as a shell command with its output gathered, and prints it once the check ends.
 * It runs in a process group of its own, so a check past `limitMs` is stopped with everything it
 * started (browsers, drivers, servers) and fails with a line that says so.
 */
export function runCheck(
  name: string,
  command: string,
  env: NodeJS.ProcessEnv,
  limitMs = CHECK_TIME_LIMIT_MS,
): Promise<Outcome> {
  const started = performance.now();
  stopAllWithThisProcess();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const pid = child.pid!;
    running.set(pid, name);
    let output = '';
    let timedOut = false;
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const watchdog = setTimeout(() => {
      timedOut = true;
      output +=
        `\n${name}: stopped after ${duration(limitMs)} without ending; the output above is what it printed ` +
        `until then.\n`;
      stopGroup(pid);
    }, limitMs);
    child.on('close', (code) => {
      clearTimeout(watchdog);
      running.delete(pid);
      const outcome = { name, code: timedOut ? 124 : (code ?? 1), ms: performance.now() - started, output, timedOut };
      const status = outcome.code === 0 ? 'passed' : timedOut ? 'TIMED OUT' : `FAILED (exit ${outcome.code})`;
      console.log(`\n── ${name}: ${status} in ${(outcome.ms / 1000).toFixed(1)} s ──\n${output.trimEnd()}`);
      resolve(outcome);
    });
  });
}
