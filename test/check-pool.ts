import { type Outcome, runCheck } from './run-check';

export interface Check {
  name: string;
  command: string;
  /** Checks that must have passed before this one starts; when one fails, this one does not run. */
  needs?: string[];
  /** The environment it runs in; the process's own by default. */
  env?: NodeJS.ProcessEnv;
}

/** What the pool does next: start a check, or report one whose need failed; undefined to wait for one to end. */
type Next = { index: number; failedNeed?: string } | undefined;

/**
 * The first check, in the order given, that may start now. A check waiting for what it needs keeps its place, so one
 * listed after it does not take the place it will want: the longest checks, which read the build, must not wait
 * behind shorter ones that started while the build ran.
 */
function next(waiting: Check[], ended: Map<string, Outcome>, running: number, atOnce: number): Next {
  let kept = 0;
  for (const [index, check] of waiting.entries()) {
    const needs = check.needs ?? [];
    const failedNeed = needs.find((need) => ended.has(need) && ended.get(need)!.code !== 0);
    if (failedNeed) return { index, failedNeed };
    if (running + kept >= atOnce) return undefined;
    if (needs.every((need) => ended.has(need))) return { index };
    kept++;
  }
  return undefined;
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
    const chosen = next(waiting, ended, running, atOnce);
    if (!chosen) {
      await new Promise<void>((resolve) => (wake = resolve));
      continue;
    }
    const [check] = waiting.splice(chosen.index, 1) as [Check];
    if (chosen.failedNeed) {
      const output = `not run: ${chosen.failedNeed} failed`;
      const skipped = { name: check.name, code: 1, ms: 0, output, timedOut: false };
      console.log(`\n── ${check.name}: not run, as ${chosen.failedNeed} failed ──`);
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
