import { availableParallelism } from 'node:os';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { TEST_ENV, TEST_SITE_DIR } from './browser/site';
import { type Check, runChecks } from './check-pool';
import { busyShare, cpuTicks } from './cpu-use';
import { sampleCheckCpu } from './check-cpu';
import { type Outcome, runningChecks } from './run-check';
import { checksNamed, optionList } from './only-checks';
import { inPart } from './part';
import { SHARDS } from './shards';
import { SERVER_PROBES, SLOW_SHARDS } from './suites';

/**
 * `npm run test:site`: builds the site once, then runs every check of the built site side by side (links, markup,
 * sizes, the browser tests in processes of their own, the production install), printing each one's output as it
 * finishes and a line of timings at the end. Fails if any fails.
 *
 * `npm run test:quick` (`--quick`) runs only the quick checks (`QUICK`): lint, types and the unit tests.
 *
 * `npm test` (`--with-quick`) also runs the quick checks and the slow tests (whole
 * builds, copies of the repository, the edit-sequence property test), which build sites of their own, in a few
 * processes (`SLOW_SHARDS`).
 *
 * The checks start longest first, a few at a time (`AT_ONCE`), each as soon as a place is free and, for those that
 * read the shared build, once the build has passed: the run ends about when its longest check does, and no check
 * waits behind a short one that started first. Each has a time limit (`CHECK_TIME_LIMIT_MS`): a hung one fails with
 * what it printed. The run ends with how many tests ran and passed, over every check that runs tests.
 *
 * `--no-browsers` leaves the browser tests out: CI's job on the oldest Node line runs everything that depends on
 * Node and leaves the engines, which do not, to the job on the newest.
 *
 * `--only <name>,<name>` runs only the checks named (and the build, when one of them reads it), `--shard <name>` those
 * of one of CI's shards (test/shards.ts), and `--unit-files <file>,<file>` gives the unit parts these files instead of
 * the whole unit suite: `npm run test:changed` (test/changed/) picks what a change reaches through them. `--list`
 * prints the checks' names and runs none.
 */
const quickOnly = process.argv.includes('--quick');
const withQuick = quickOnly || process.argv.includes('--with-quick');
const withBrowsers = !quickOnly && !process.argv.includes('--no-browsers');
const withSite = !quickOnly;
const siteEnv = { ...process.env, ...TEST_ENV, TEST_SITE_BUILT: '1' };
const tests = (files: string[]) => `npx tsx test/run.ts ${files.join(' ')}`;
const readsBuild = (name: string, command: string): Check => ({ name, command, needs: ['build'], env: siteEnv });

/** The browser test files whose source passes `test`. */
function browserFiles(test: (source: string) => boolean): string[] {
  return readdirSync('test/browser')
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `test/browser/${file}`)
    .filter((file) => test(readFileSync(file, 'utf8')));
}
const CROSS_ENGINE = browserFiles((source) => source.includes('acrossEngines('));
const CHROMIUM_ONLY = browserFiles((source) => !source.includes('acrossEngines(')).filter(
  (file) => !file.endsWith('/accessibility.test.ts'),
);
/** That WebKit's processes end with the check that started them, and a driver that stopped answering is replaced. */
const WEBKIT_PROCESSES = 'test/browser/engines/webkit-processes.test.ts';
/**
 * The Chromium-only files that start a dev server or build a site of their own each take a process of their own, so
 * their waits on a build overlap, and no file runs twice; the editor's (they start one through `startEditor` or
 * `startEditorServer`), the longest, start among the first.
 */
const startsOwnSite = (file: string) =>
  /\b(spawn|makeCorpus|buildSite)\(|\bstartEditor(Server)?\b/.test(readFileSync(file, 'utf8'));
/** The editor's files, each in a process of its own: a second link dialog in one browser session can miss its words. */
const EDITOR_FILES = CHROMIUM_ONLY.filter((file) => /\bstartEditor(Server)?\b/.test(readFileSync(file, 'utf8')));
/** The editor's longest file, which starts first; its others start after the slow tests. */
const EDITOR_LONGEST = 'test/browser/editor.test.ts';
if (!EDITOR_FILES.includes(EDITOR_LONGEST)) throw new Error(`${EDITOR_LONGEST} no longer starts an editor session`);
const ownSite = (file: string) => readsBuild(`chromium: ${path.basename(file, '.test.ts')}`, tests([file]));
/**
 * The accessibility sweep in parts, each a process with a Chromium of its own checking every third page: axe-core is
 * most of the sweep's time, and in one process the sweep alone took most of the run.
 */
const ACCESSIBILITY_PARTS = 3;
const accessibility = (part: number): Check => ({
  ...readsBuild(`accessibility ${part}/${ACCESSIBILITY_PARTS}`, tests(['test/browser/accessibility.test.ts'])),
  env: { ...siteEnv, ACCESSIBILITY_PART: `${part}/${ACCESSIBILITY_PARTS}` },
});
/**
 * `npm run test:quick`: Biome, the type check, the unit tests in as many processes as there are cores (most of its
 * time, and one process keeps one core busy) and the workflow check, side by side. Each says what it found, so a lint
 * error and a failing unit test show in the same run.
 */
const cores = availableParallelism();
const unitFiles = optionList(process.argv, '--unit-files');
const unitPart = (part: number) =>
  unitFiles
    ? tests(inPart(unitFiles, { index: part, of: cores }))
    : `npx tsx test/run.ts --suite unit --part ${part}/${cores}`;
const QUICK: Check[] = [
  ...Array.from({ length: cores }, (_, i) => ({ name: `unit ${i + 1}/${cores}`, command: unitPart(i + 1) })).filter(
    (_, i) => !unitFiles || i < unitFiles.length,
  ),
  { name: 'types', command: 'npm run --silent typecheck' },
  { name: 'lint', command: 'npm run --silent lint' },
  { name: 'workflow', command: 'npm run --silent lint:workflow' },
];

/** A group of the slow tests (`SLOW_SHARDS`, the longest first). */
const slow = (shard: number): Check => ({ name: `slow ${shard + 1}`, command: tests(SLOW_SHARDS[shard] ?? []) });

/**
 * Two more than the cores: a browser test's process waits on its browser for much of its time, so four keep both
 * cores of a two-core machine busy. On a machine that other work loaded, six at once left the editor's save and
 * WebKit's driver without an answer in time, and with every check at once WebKit's driver has stopped answering.
 */
const AT_ONCE = cores + 2;

/** Longest first, as measured (docs/testing.md): the build first, as most checks read it. */
const CHECKS: Check[] = [
  ...(withSite ? [{ name: 'build', command: `node build/cli.mjs --out ${TEST_SITE_DIR}`, env: siteEnv }] : []),
  ...(withBrowsers
    ? [ownSite(EDITOR_LONGEST), readsBuild('webkit', `ENGINES=webkit ${tests([...CROSS_ENGINE, WEBKIT_PROCESSES])}`)]
    : []),
  ...(withQuick && withSite ? [slow(0)] : []),
  ...(withBrowsers
    ? [
        readsBuild(
          'chromium',
          `ENGINES=chromium ${tests([...CROSS_ENGINE, ...CHROMIUM_ONLY.filter((file) => !startsOwnSite(file))])}`,
        ),
        ...Array.from({ length: ACCESSIBILITY_PARTS }, (_, i) => accessibility(i + 1)),
      ]
    : []),
  ...(withQuick && withSite ? SLOW_SHARDS.slice(1).map((_, i) => slow(i + 1)) : []),
  ...(withBrowsers
    ? [
        ...EDITOR_FILES.filter((file) => file !== EDITOR_LONGEST).map(ownSite),
        readsBuild('firefox', `ENGINES=firefox ${tests(CROSS_ENGINE)}`),
      ]
    : []),
  ...(withQuick ? QUICK : []),
  ...(withBrowsers
    ? CHROMIUM_ONLY.filter((file) => startsOwnSite(file) && !EDITOR_FILES.includes(file)).map(ownSite)
    : []),
  ...(withSite
    ? [
        { name: 'install', command: 'npm run --silent test:install' },
        readsBuild('security', tests(SERVER_PROBES)),
        readsBuild('markup', 'npm run --silent test:markup'),
        readsBuild('links', 'npm run --silent test:links'),
        readsBuild('sizes', `npm run --silent sizes -- ${TEST_SITE_DIR}`),
      ]
    : []),
];

const shard = optionList(process.argv, '--shard')?.[0];
if (shard !== undefined && !SHARDS[shard])
  throw new Error(`test/shards.ts has no shard "${shard}"; it has ${Object.keys(SHARDS).join(', ')}`);
const only = shard === undefined ? optionList(process.argv, '--only') : SHARDS[shard];
if (process.argv.includes('--list')) {
  console.log(JSON.stringify(CHECKS.map(({ name, command, needs }) => ({ name, command, needs }))));
  process.exit(0);
}
const chosen = only ? checksNamed(CHECKS, only) : CHECKS;

/** How many tests ran and passed, from the "N passed, N failed" line test/run.ts ends each run of tests with. */
function testCount(outcomes: Outcome[]): string {
  const counts = outcomes.flatMap((outcome) =>
    [...outcome.output.matchAll(/^(\d+) passed, (\d+) failed$/gm)].map((match) => [Number(match[1]), Number(match[2])]),
  );
  const passed = counts.reduce((sum, [count = 0]) => sum + count, 0);
  const failedTests = counts.reduce((sum, [, count = 0]) => sum + count, 0);
  return `${passed + failedTests} tests ran, ${passed} passed`;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const started = performance.now();
const ticksAtStart = cpuTicks();
const sampler = sampleCheckCpu(runningChecks);
const outcomes = await runChecks(chosen, AT_ONCE);
const cpuByCheck = sampler.stop();
const failed = outcomes.filter((outcome) => outcome.code !== 0).map((outcome) => outcome.name);
const timings = outcomes.map((outcome) => `${outcome.name} ${seconds(outcome.ms)}`).join(', ');
const busy = busyShare(ticksAtStart, cpuTicks());
const ran = quickOnly ? 'Quick checks' : withQuick ? 'Tests' : 'Site checks';
console.log(
  `\n${ran} ${failed.length ? `FAILED: ${failed.join(', ')}` : 'passed'} in ` +
    `${seconds(performance.now() - started)} (${timings}); ${testCount(outcomes)}` +
    (busy === undefined ? '' : `; the ${cores} cores were busy ${Math.round(busy * 100)} % of the time`),
);
const cpuTimes = [...cpuByCheck].map(([name, ms]) => `${name} ${seconds(ms)}`).join(', ');
const cpuTotal = [...cpuByCheck.values()].reduce((sum, ms) => sum + ms, 0);
console.log(`CPU time of each check's processes, from /proc: ${cpuTimes}; together ${seconds(cpuTotal)}`);
process.exit(failed.length ? 1 : 0);
