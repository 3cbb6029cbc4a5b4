/**
 * CI's shards: the checks of `npm test` shared out over jobs of their own (.github/workflows/ci.yml runs
 * `tsx test/checks.ts --with-quick --shard <name>` in each), so a push waits for the longest shard rather than for
 * every check on one machine. Every check is in exactly one shard (test/shards.test.ts), and each shard that reads
 * the build makes it for itself. Balanced by each check's time alone on the two-core machine (docs/testing.md).
 * `unit` stands for every part of the unit tests, whose number is the machine's cores (test/only-checks.ts).
 */
export const SHARDS: Record<string, string[]> = {
  node: ['unit', 'types', 'lint', 'workflow', 'slow 1', 'slow 2', 'slow 3', 'install'],
  chromium: ['chromium', 'chromium: search-parts', 'chromium: dev-code-errors', 'chromium: security', 'security'],
  editor: ['chromium: editor', 'chromium: editor-tasks', 'chromium: editor-phone'],
  'editor-saves': ['chromium: editor-saves'],
  'webkit-firefox': ['webkit', 'firefox'],
  site: [
    'accessibility 1/3',
    'accessibility 2/3',
    'accessibility 3/3',
    'markup',
    'links',
    'sizes',
    'chromium: dev-server',
    'chromium: dev-first-page',
  ],
};
