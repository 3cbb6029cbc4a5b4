import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';

/** Whether a process still runs: signal 0 tests for it and sends nothing. */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * This thread's folder for the site's compiled modules (`<parent>/<pid>-<thread>`), after removing those of ended
 * processes and of this process's earlier threads (a dev server replaces its build worker on pipeline edits). Another
 * dev server of the same checkout keeps its own; a loaded module stays loaded whatever becomes of its file.
 */
export function siteFolder(parent: string): string {
  for (const entry of readdirSync(parent, { withFileTypes: true })) {
    const pid = Number(/^(\d+)-\d+$/.exec(entry.name)?.[1]);
    const ended = pid === process.pid || !running(pid);
    // Loose modules are from before each thread had a folder of its own.
    if (entry.isDirectory() ? !Number.isInteger(pid) || !ended : !entry.name.endsWith('.mjs')) continue;
    rmSync(path.join(parent, entry.name), { recursive: true, force: true });
  }
  return path.join(parent, `${process.pid}-${threadId}`);
}

/** Removes the modules of `dir` the site no longer reaches: an edit gives a module a new name, and the old one goes. */
export function pruneSiteFolder(dir: string, reached: ReadonlySet<string>): void {
  for (const name of readdirSync(dir)) if (!reached.has(name)) rmSync(path.join(dir, name), { force: true });
}
