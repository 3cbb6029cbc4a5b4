import { statSync } from 'node:fs';
import { keep, lastKept, previousBuildStart } from './memory';

/**
 * Writes this close to a build's start may not show in a file's modification time (the kernel's clock for file times
 * advances in ticks), so such files are read again and compared.
 */
const RACY_MS = 50;

interface Stamped<T> {
  value: T;
  size: number;
  mtimeMs: number;
  ino: number;
}

/**
 * What the last build in this process made from the file at `full` (`unchanged`), while its size, mtime and inode are
 * unchanged and it was not written around that build's start; else that value, if any, to compare with (`last`). The
 * caller keeps what it uses with `stamp`, which remembers it with the stats read now.
 */
export function stampedFile<T>(full: string): { unchanged?: T; last?: T; stamp: (value: T) => T } {
  const { size, mtimeMs, ino } = statSync(full);
  const slot = `file ${full}`;
  const last = lastKept<Stamped<T>>(slot);
  const stamp = (value: T) => keep(slot, { value, size, mtimeMs, ino }).value;
  const racy = mtimeMs >= previousBuildStart() - RACY_MS;
  if (last && !racy && last.size === size && last.mtimeMs === mtimeMs && last.ino === ino)
    return { unchanged: last.value, last: last.value, stamp: () => keep(slot, last).value };
  return last ? { last: last.value, stamp } : { stamp };
}
