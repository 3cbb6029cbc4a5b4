import { spawnSync } from 'node:child_process';
import { optionList } from '../only-checks';
import { changesSince } from './git-changes';
import { reachOf } from './reach';
import { selectChecks } from './select';

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
const only = [...selection.checks, ...(selection.unitFiles.length ? ['unit'] : [])];
if (process.argv.includes('--dry-run') || (!selection.everything && only.length === 0)) process.exit(0);
const args = selection.everything
  ? ['--with-quick']
  : [
      '--with-quick',
      '--only',
      only.join(','),
      ...(selection.unitFiles.length ? ['--unit-files', selection.unitFiles.join(',')] : []),
    ];
const run = spawnSync('npx', ['tsx', 'test/checks.ts', ...args], { stdio: 'inherit' });
process.exit(run.status ?? 1);
