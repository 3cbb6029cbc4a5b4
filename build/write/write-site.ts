import { statSync } from 'node:fs';
import { bytesOf, type Contents, type OutputFile } from '../output-file';
import { kindOf, type Progress, silentProgress } from '../progress';
import { createLimit } from '../reuse/files';
import { sha256 } from '../reuse/hash';
import { keep, lastKept } from '../reuse/memory';
import { reused } from '../reuse/stored';
import { defineShelf } from '../reuse/shelf';
import type { OutputTarget, Written } from './output-target';

const untouched = ({ path: file, size, mtimeMs }: Written) => {
  if (!file) return true;
  const stats = statSync(file, { throwIfNoEntry: false });
  return stats?.isFile() === true && stats.size === size && stats.mtimeMs === mtimeMs;
};

/**
 * The output record (what each output file was made from) makes the output folder the cache of pages and cards: a file
 * with an unchanged key, untouched, is neither made, read nor written; one edited or deleted by hand is made again.
 */
export const OUTPUTS = defineShelf<Written>(import.meta.url, {
  name: 'outputs',
  disk: 'record',
  isValid: untouched,
  local: true,
});

export interface WriteReport {
  /** Files made this build (the rest were left as the output held them). */
  made: number;
  /** Files whose bytes changed in the output. */
  written: number;
  removed: number;
}

export interface SiteWriter {
  /** Makes and stores a file unless the output holds it. None is stored before `release`, so files may come early. */
  put(output: OutputFile): void;
  /** Every check has passed: files may now be stored. */
  release(): void;
  /** The build failed: nothing is stored. */
  abandon(): void;
  /** Waits for every file, then removes what the site no longer has, bar what `leave` says another step replaces. */
  finish(leave?: (file: string) => boolean): Promise<WriteReport>;
}

/** How many files the writer takes in before it lets other tasks have a turn. */
const FILES_PER_TURN = 200;

/** Brings `target` up to date with the files put, reusing what it already holds through the store's output record. */
export function openWriter(target: OutputTarget, progress: Progress = silentProgress): SiteWriter {
  // A target only this writer changes (the dev server's memory) holds what this process stored
  // last: a file put under the key it was last stored with is left as it is, with no lookup at all.
  const keepsStored = target.exclusive === true;
  let release!: () => void;
  let abandon!: (error: Error) => void;
  const gate = new Promise<void>((resolve, reject) => ((release = resolve), (abandon = reject)));
  gate.catch(() => undefined);
  let released = false;
  const report: WriteReport = { made: 0, written: 0, removed: 0 };
  const files = new Set<string>();
  const pending: Promise<unknown>[] = [];
  // Writes a few at a time; files put after `release` are made a few at a time too, so pages go to disk
  // as they render instead of all being held at once.
  const writeLimit = createLimit(32);
  const makeLimit = createLimit(32);
  // Files the output holds already are checked without waiting for the disk, in promise callbacks one after another,
  // which would keep every other task (Pagefind's index parts, the dev server's requests) waiting until thousands were
  // checked: so the writer lets the event loop turn every so many files.
  let sinceTurn = 0;
  const takeTurns = async () => {
    if (++sinceTurn < FILES_PER_TURN) return;
    sinceTurn = 0;
    await new Promise(setImmediate);
  };
  /** Stores a file once the checks have passed, a few at a time, counting what was made and what changed. */
  const storeWith = async (write: () => Promise<{ changed: boolean; written: Written }>) => {
    report.made++;
    await gate;
    const { changed, written } = await writeLimit(write);
    if (changed) report.written++;
    return written;
  };
  const storeFile = (file: string, contents: Contents) => {
    const bytes = bytesOf(contents);
    return storeWith(() => target.put(file, bytes));
  };
  /** A file from where it already is when it is somewhere and the target can copy, else from its bytes. */
  const makeAndStore = async ({ file, make, source }: OutputFile) => {
    const from = target.copy && source ? await source() : undefined;
    return from ? storeWith(() => target.copy!(file, from)) : storeFile(file, await make());
  };
  const putOne = async (output: OutputFile) => {
    const { file, make, warm } = output;
    const key = output.key ?? (await output.pendingKey);
    if (key) {
      return reused(
        OUTPUTS,
        [target.id, file, key],
        async () => {
          // Made early and kept where make finds it; stored only once it may be written, a few at a
          // time like the files put later, so thousands of cards are not all held at once.
          if (warm && !released) {
            await warm();
            await gate;
            return makeLimit(() => makeAndStore(output));
          }
          return makeAndStore(output);
        },
        file,
      );
    }
    const contents = await make();
    return reused(OUTPUTS, [target.id, file, sha256(bytesOf(contents))], () => storeFile(file, contents), file);
  };
  return {
    put(output) {
      files.add(output.file);
      const slot = `stored ${target.id} ${output.file}`;
      if (keepsStored && output.key !== undefined && lastKept(slot) === output.key) {
        keep(slot, output.key);
        return;
      }
      const kind = kindOf(output.file);
      progress.expect(kind);
      const putting = (released ? makeLimit(async () => (await takeTurns(), putOne(output))) : putOne(output)).then(
        async () => {
          const key = output.key ?? (await output.pendingKey);
          if (keepsStored && key !== undefined) keep(slot, key);
          progress.settle(kind);
        },
      );
      putting.catch(() => undefined);
      pending.push(putting);
    },
    release() {
      released = true;
      release();
    },
    abandon() {
      abandon(new Error('the build failed before writing'));
    },
    async finish(leave = () => false) {
      await Promise.all(pending);
      const stale = (await target.list()).filter((file) => !files.has(file) && !leave(file));
      await target.remove(stale);
      report.removed = stale.length;
      return report;
    },
  };
}
