/**
 * Which test files `npm run test:quick` runs, and which wait for `npm test`.
 *
 * The unit tests are every test file under these folders but the slow ones: a developer learns that a unit broke in
 * under a minute. The slow ones build the shipped site end to end, copy the repository and build it again after an
 * edit, run the property test's sequences of edits, or key every shelf against an edit to every file of the build;
 * `npm test` runs them as a check of its own, beside the others.
 */
export const UNIT_FOLDERS = ['test/lib', 'test/templates', 'test/build', 'test/functions', 'test/run-check.test.ts'];

export const SLOW_TESTS = [
  'test/build/build-site.test.ts',
  'test/build/code-change.test.ts',
  'test/build/code-reach.test.ts',
  'test/build/collections.test.ts',
  'test/build/content-folders.test.ts',
  'test/build/edit-sequences.test.ts',
  'test/build/incremental.test.ts',
  'test/build/post-lifecycle.test.ts',
  'test/build/release.test.ts',
  'test/build/reuse/code-keys.test.ts',
  'test/build/serve/first-page.test.ts',
];

/** The named suites `test/run.ts` takes (`--suite unit`): each one's files, from the folders and files it names. */
export const SUITES: Record<string, { from: string[]; except: string[] }> = {
  unit: { from: UNIT_FOLDERS, except: SLOW_TESTS },
  slow: { from: SLOW_TESTS, except: [] },
};
