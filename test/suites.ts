/**
 * Which test files `npm run test:quick` runs, and which wait for `npm test`.
 *
 * The unit tests are every test file under these folders but the slow ones: a developer learns that a unit broke in
 * under a minute. The slow ones build the shipped site end to end, copy the repository and build it again after an
 * edit, run the property test's sequences of edits, or key every shelf against an edit to every file of the build;
 * `npm test` runs them in a few processes of their own, beside the other checks.
 */
export const UNIT_FOLDERS = [
  'test/lib',
  'test/templates',
  'test/build',
  'test/functions',
  'test/docs',
  'test/security',
  'test/run-check.test.ts',
  'test/check-pool.test.ts',
  'test/check-cpu.test.ts',
  'test/cpu-use.test.ts',
  'test/part.test.ts',
  'test/src-imports.test.ts',
  'test/only-checks.test.ts',
  'test/shards.test.ts',
  'test/changed',
];

/**
 * The slow tests in the processes `npm test` runs them in, side by side, longest first. The groups are balanced by
 * each file's time (the "Slowest files" line a run of tests ends with): the edit-sequence property test takes about as
 * long as the rest of one group, the dev server's first page against every page and the shipped site's builds another.
 */
export const SLOW_SHARDS = [
  ['test/build/edit-sequences.test.ts', 'test/build/serve/dev-twin.test.ts'],
  ['test/build/serve/first-page.test.ts', 'test/build/build-site.test.ts', 'test/build/collections.test.ts'],
  [
    'test/build/post-lifecycle.test.ts',
    'test/build/content-folders.test.ts',
    'test/build/code-change.test.ts',
    'test/build/code-reach.test.ts',
    'test/build/incremental.test.ts',
    'test/build/release.test.ts',
    'test/build/reuse/code-keys.test.ts',
    'test/build/new-collection.test.ts',
  ],
];

/** The local servers probed as an attacker would: each started as a developer starts it, so a check of its own. */
export const SERVER_PROBES = ['test/security/servers.test.ts'];

export const SLOW_TESTS = SLOW_SHARDS.flat();

/** The named suites `test/run.ts` takes (`--suite unit`): each one's files, from the folders and files it names. */
export const SUITES: Record<string, { from: string[]; except: string[] }> = {
  unit: { from: UNIT_FOLDERS, except: [...SLOW_TESTS, ...SERVER_PROBES] },
  slow: { from: SLOW_TESTS, except: [] },
};
