import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);

/** One side of a paired benchmark: a checkout and what its rows are headed. */
export interface Side {
  label: string;
  /** The checkout's folder, whose `build/` runs. */
  root: string;
}

/** This working tree, as it is. */
export const THIS_SIDE: Side = { label: 'this tree', root: process.cwd() };

/**
 * The other side of `--against <rev>`: the revision checked out into a git worktree under `.cache/against/` and
 * installed with `npm ci`, both kept for the next run of the same revision. Machines this size vary by seconds
 * between runs of the same code, so the benchmarks alternate the two sides, A B A B, for every row.
 */
export async function againstSide(rev: string): Promise<Side> {
  const git = async (...args: string[]) => (await exec('git', args)).stdout.trim();
  const commit = await git('rev-parse', '--verify', '--quiet', `${rev}^{commit}`).catch(() => {
    throw new Error(`--against ${rev}: git knows no such revision`);
  });
  const root = path.resolve('.cache', 'against', commit.slice(0, 12));
  if (!existsSync(root)) await git('worktree', 'add', '--detach', root, commit);
  if (!existsSync(path.join(root, 'node_modules'))) {
    console.log(`Installing ${rev} (${commit.slice(0, 12)}) in ${path.relative(process.cwd(), root)}…`);
    await exec('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: root, maxBuffer: 1 << 26 });
  }
  return { label: `${rev.slice(0, 12)}`, root };
}

/** The other side, when the arguments hold `--against <rev>`. */
export async function sidesFrom(args: string[]): Promise<Side[]> {
  const at = args.indexOf('--against');
  if (at === -1) return [THIS_SIDE];
  const rev = args[at + 1];
  if (!rev || rev.startsWith('--')) throw new Error('--against needs a revision: npm run bench -- --against main');
  return [THIS_SIDE, await againstSide(rev)];
}

/** "0.93": this side's time over the other's. */
export const ratio = (ours: number, theirs: number) => (theirs > 0 ? (ours / theirs).toFixed(2) : '');
