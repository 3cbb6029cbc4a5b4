import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { stampedFile } from '../../../build/reuse/file-stamps';
import { withMemory } from '../../../build/reuse/memory';
import { newRecall } from '../../../build/reuse/recall';

const stamps = suite('stampedFile');
const temp = await mkdtemp(path.join(tmpdir(), 'clinic-stamps-'));
const file = path.join(temp, 'photo.jpg');
stamps.after(() => rm(temp, { recursive: true, force: true }));

/**
 * One build, started at `started`, looking at the file: what it kept for it, made again (`made`)
 * unless the stats say it is unchanged.
 */
function look(recall: ReturnType<typeof newRecall>, made: string, started = Date.now()) {
  const { value, unchanged, last } = withMemory(recall, () => {
    const stamped = stampedFile<string>(file);
    return { ...stamped, value: stamped.stamp(stamped.unchanged ?? made) };
  });
  recall.settle(started);
  return { value, unchanged, last };
}

stamps('should keep a value while the stats hold, and hand back the last one when they move', async () => {
  const recall = newRecall();
  await writeFile(file, 'one');
  // Written well before the build that reads it, so its time is not within the racy window.
  const past = new Date(Date.now() - 10_000);
  await utimes(file, past, past);
  assert.equal(look(recall, 'first'), { value: 'first', unchanged: undefined, last: undefined });
  assert.equal(look(recall, 'second'), { value: 'first', unchanged: 'first', last: 'first' });
  await writeFile(file, 'three');
  await utimes(file, past, past);
  assert.equal(look(recall, 'third'), { value: 'third', unchanged: undefined, last: 'first' }, 'the size moved');
});

stamps('should not trust the stats of a file written around the last build start', async () => {
  const recall = newRecall();
  const tick = new Date();
  await writeFile(file, 'one');
  await utimes(file, tick, tick);
  // The build starts in the same tick as the write, however slow the machine is.
  look(recall, 'first', tick.getTime());
  // The same size, inode and time, as when the kernel's clock had not moved on between two writes.
  await writeFile(file, 'two');
  await utimes(file, tick, tick);
  assert.is(look(recall, 'second').unchanged, undefined);
});

stamps.run();
