import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Change } from './select';

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

/**
 * The files changed since `since` (a revision): committed since then, staged, unstaged and untracked (but ignored)
 * alike, as the working tree differs from it. A rename is its old file deleted and its new one added, so both count.
 */
export function changesSince(since: string): Change[] {
  const listed = git('diff', '--name-only', '-z', '--no-renames', since, '--').split('\0');
  const untracked = git('ls-files', '-z', '--others', '--exclude-standard').split('\0');
  const files = [...new Set([...listed, ...untracked].filter(Boolean))].sort();
  return files.map((file) => ({ file, deleted: !existsSync(file) }));
}
