import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/** Runs at most `size` tasks at a time; the rest wait their turn in order. */
export function createLimit(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

/** Writes through a temporary name and renames, so a crash never leaves a half-written file or folder. */
export async function storeAtomically(target: string, write: (temporary: string) => Promise<void>): Promise<void> {
  const temporary = `${target}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`;
  await mkdir(path.dirname(target), { recursive: true });
  try {
    await write(temporary);
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { recursive: true, force: true });
    // Another build stored the same entry first: its contents are identical.
    if ((error as NodeJS.ErrnoException).code !== 'ENOTEMPTY' && (error as NodeJS.ErrnoException).code !== 'EEXIST')
      throw error;
  }
}

/** Every file under `dir`, relative to it with '/' separators; none when it does not exist. */
export async function listFiles(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  } catch {
    return [];
  }
}
