import { spawnSync } from 'node:child_process';
import { optionList } from '../only-checks';
import { changesSince } from './git-changes';
import { reachOf } from './reach';
import { selectChecks } from './select';
import { changedPages, pageDigests } from './changed-pages';
import { TEST_ENV, TEST_SITE_DIR } from '../browser/site';

/**
 * `npm run test:changed [-- --since <rev>]`: runs the checks a change reaches, through test/checks.ts, after a line
 * for each check saying whether it runs and why. The change is the working tree against `HEAD` (uncommitted and
 * untracked files too), or against `<rev>` with `--since`. `--dry-run` prints the lines and runs nothing. A developer's
 * shortcut: `npm test` and CI run everything.
 */
const since = optionList(process.argv, '--since')?.[0] ?? 'HEAD';
const changes = changesSince(since);
const selection = selectChecks(changes, await reachOf(process.cwd()));
const files = changes.map((change) => `${change.file}${change.deleted ? ' (deleted)' : ''}`);
console.log(`${changes.length} file(s) changed against ${since}${files.length ? `: ${files.join(', ')}` : ''}`);
for (const line of selection.lines) console.log(`  ${line}`);
let only = [...selection.checks, ...(selection.unitFiles.length ? ['unit'] : [])];
if (process.argv.includes('--dry-run') || (!selection.everything && only.length === 0)) process.exit(0);
const env: NodeJS.ProcessEnv = { ...process.env };
const sweeps = only.filter((name) => name.startsWith('accessibility')).sort();
if (!selection.everything && sweeps.length > 0) {
  // The sweep checks only the pages this change made anew: the site is built first, as the checks build it.
  const before = pageDigests(TEST_SITE_DIR);
  const build = spawnSync('node', ['build/cli.mjs', '--out', TEST_SITE_DIR], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...TEST_ENV, TEST_SITE_BUILT: '1' },
  });
  const pages = build.status === 0 ? changedPages(before, pageDigests(TEST_SITE_DIR)) : undefined;
  if (pages?.length === 0) {
    console.log('  skip accessibility: the build changed no page');
    only = only.filter((name) => !sweeps.includes(name));
  } else if (pages) {
    // The sweep's parts take every third page: parts past the number of pages would check none.
    const idle = sweeps.slice(pages.length);
    only = only.filter((name) => !idle.includes(name));
    console.log(
      `  sweep ${pages.length} page(s) the build changed: ` +
        `${pages.slice(0, 8).join(', ')}${pages.length > 8 ? ', …' : ''}`,
    );
    env.ACCESSIBILITY_PAGES = pages.join('\n');
  } else console.log('  sweep every page: no earlier build of the test site to compare with');
}
const args = selection.everything
  ? ['--with-quick']
  : [
      '--with-quick',
      '--only',
      only.join(','),
      ...(selection.unitFiles.length ? ['--unit-files', selection.unitFiles.join(',')] : []),
    ];
const run = spawnSync('npx', ['tsx', 'test/checks.ts', ...args], { stdio: 'inherit', env });
process.exit(run.status ?? 1);
