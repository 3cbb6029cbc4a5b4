import { readdirSync, readFileSync } from 'node:fs';
import { TEST_ENV, TEST_SITE_DIR } from './browser/site';
import { runCheck as run, type Outcome } from './run-check';

/**
 * `npm run test:site`: builds the site once, then runs every check of the built site side by
 * side (links, markup, sizes, the browser tests in a process per engine and one for the
 * accessibility sweep, the production install),
 * printing each one's output as it finishes and a line of timings at the end. Fails if any fails.
 *
 * `npm test` (`--with-quick`) also runs `test:quick` (lint, types and the unit tests) and the slow tests
 * (`test:slow`: whole builds, copies of the repository, the edit-sequence property test), which build sites of
 * their own. Both start at once, beside the build; the checks without a browser and the accessibility sweep (the
 * longest check, four pages at a time in one Chromium) start when the build has passed, and the engines' processes,
 * which keep both cores busy, once `test:quick` has passed.
 *
 * Each check has a time limit (`CHECK_TIME_LIMIT_MS`): a hung one fails with what it printed. The run ends with
 * how many tests ran and passed, over every check that runs tests.
 *
 * `--no-browsers` leaves the browser tests out: CI's job on the oldest Node line runs everything
 * that depends on Node and leaves the engines, which do not, to the job on the newest.
 */
type Check = [name: string, command: string];
const LIGHT_CHECKS: Check[] = [
  ['links', 'npm run --silent test:links'],
  ['markup', 'npm run --silent test:markup'],
  ['sizes', `npm run --silent sizes -- ${TEST_SITE_DIR}`],
  ['install', 'npm run --silent test:install'],
];
const CROSS_ENGINE = browserFiles((source) => source.includes('acrossEngines('));
const CHROMIUM_ONLY = browserFiles((source) => !source.includes('acrossEngines(')).filter(
  (file) => !file.endsWith('/accessibility.test.ts'),
);
const BROWSER_CHECKS: Check[] = [
  // The page-by-page accessibility sweep is the longest check: it starts first, in a browser of its own.
  ['accessibility', 'npx tsx test/run.ts test/browser/accessibility.test.ts'],
  // The same cross-engine tests once per engine, each engine started once; Chromium's process also runs the
  // Chromium-only files in the same browser.
  ['chromium', `ENGINES=chromium npx tsx test/run.ts ${[...CROSS_ENGINE, ...CHROMIUM_ONLY].join(' ')}`],
  ['firefox', `ENGINES=firefox npx tsx test/run.ts ${CROSS_ENGINE.join(' ')}`],
  ['webkit', `ENGINES=webkit npx tsx test/run.ts ${CROSS_ENGINE.join(' ')}`],
];

/** The browser test files whose source passes `test`. */
function browserFiles(test: (source: string) => boolean): string[] {
  return readdirSync('test/browser')
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `test/browser/${file}`)
    .filter((file) => test(readFileSync(file, 'utf8')));
}

/** How many tests ran and passed, from the "N passed, N failed" line test/run.ts ends each run of tests with. */
function testCount(outcomes: Outcome[]): string {
  const counts = outcomes.flatMap((outcome) =>
    [...outcome.output.matchAll(/^(\d+) passed, (\d+) failed$/gm)].map((match) => [Number(match[1]), Number(match[2])]),
  );
  const passed = counts.reduce((sum, [count = 0]) => sum + count, 0);
  const failedTests = counts.reduce((sum, [, count = 0]) => sum + count, 0);
  return `${passed + failedTests} tests ran, ${passed} passed`;
}

const started = performance.now();
const env = { ...process.env, ...TEST_ENV, TEST_SITE_BUILT: '1' };
const runAll = (checks: Check[]) => Promise.all(checks.map(([name, command]) => run(name, command, env)));
const withQuick = process.argv.includes('--with-quick');
const browserChecks = process.argv.includes('--no-browsers') ? [] : BROWSER_CHECKS;
const quick = withQuick ? run('quick', 'npm run --silent test:quick', process.env) : undefined;
const slow = withQuick ? run('slow', 'npm run --silent test:slow', process.env) : undefined;
const build = await run('build', `node build/cli.mjs --out ${TEST_SITE_DIR}`, env);
const outcomes: Outcome[] = [build];
if (build.code === 0) {
  const light = runAll(LIGHT_CHECKS);
  // The accessibility sweep, the longest check, starts at once beside the unit tests; the engines wait for them.
  const [first, ...rest] = browserChecks;
  const sweep = first ? runAll([first]) : Promise.resolve([]);
  const quickOutcome = quick ? await quick : undefined;
  const browsers = !quickOutcome || quickOutcome.code === 0 ? runAll(rest) : Promise.resolve([]);
  outcomes.push(...(await light), ...(await sweep), ...(await browsers));
}
if (slow) outcomes.unshift(await slow);
if (quick) outcomes.unshift(await quick);
const failed = outcomes.filter((outcome) => outcome.code !== 0).map((outcome) => outcome.name);
const timings = outcomes.map((outcome) => `${outcome.name} ${(outcome.ms / 1000).toFixed(1)} s`).join(', ');
console.log(
  `\n${withQuick ? 'Tests' : 'Site checks'} ${failed.length ? `FAILED: ${failed.join(', ')}` : 'passed'} in ` +
    `${((performance.now() - started) / 1000).toFixed(1)} s (${timings}); ${testCount(outcomes)}`,
);
process.exit(failed.length ? 1 : 0);
