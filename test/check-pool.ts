import { type Outcome, runCheck } from './run-check';

export interface Check {
  name: string;
  command: string;
  /** Checks that must have passed before this one starts; when one fails, this one does not run. */
  needs?: string[];
  /** The environment it runs in; the process's own by default. */
  env?: NodeJS.ProcessEnv;
}

/**
 * Runs checks side by side, at most `atOnce` at a time, each started in the order given as soon as a place is free
 * and what it needs has passed: list the longest first, so the run is not left waiting on one that started late.
 * A check whose needs failed does not run and fails with a line that says why. Outcomes come in the order given.
 */
export async function runChecks(checks: Check[], atOnce: number): Promise<Outcome[]> {
  const names = new Set(checks.map((check) => check.name));
  for (const check of checks)
    for (const need of check.needs ?? [])
      if (!names.has(need)) throw new Error(`Check ${check.name} needs ${need}, which is not among the checks`);
  const outcomes = new Map<string, Promise<Outcome>>();
  const ended = new Map<string, Outcome>();
  const waiting = [...checks];
  let running = 0;
  let wake: () => void = () => undefined;
  while (waiting.length) {
    const failedNeed = (check: Check) => check.needs?.find((need) => ended.has(need) && ended.get(need)!.code !== 0);
    const ready = waiting.findIndex((check) => failedNeed(check) || (check.needs ?? []).every((n) => ended.has(n)));
    const check = ready >= 0 && (running < atOnce || failedNeed(waiting[ready]!)) ? waiting[ready] : undefined;
    if (!check) {
      await new Promise<void>((resolve) => (wake = resolve));
      continue;
    }
    waiting.splice(ready, 1);
    const need = failedNeed(check);
    if (need) {
      const skipped = { name: check.name, code: 1, ms: 0, output: `not run: ${need} failed`, timedOut: false };
      console.log(`\n── ${check.name}: not run, as ${need} failed ──`);
      ended.set(check.name, skipped);
      outcomes.set(check.name, Promise.resolve(skipped));
      continue;
    }
    running++;
    const outcome = runCheck(check.name, check.command, check.env ?? process.env).then((result) => {
      running--;
      ended.set(check.name, result);
      wake();
      return result;
    });
    outcomes.set(check.name, outcome);
  }
  return Promise.all(checks.map((check) => outcomes.get(check.name)!));
}
