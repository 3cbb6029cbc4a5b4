import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { defineShelf, madeWith } from '../../../build/reuse/shelf';
import { diskStore } from '../../../build/reuse/disk-store';
import { memoryStore } from '../../../build/reuse/memory-store';
import type { ReuseStore, Shelf } from '../../../build/reuse/store';
import { hashOf } from '../../../build/reuse/hash';
import { withBuild, withStore } from '../../../build/reuse/memory';
import { NO_RECALL } from '../../../build/reuse/recall';
import { keyFor, reused, stored } from '../../../build/reuse/stored';
import type { Explainer } from '../../../build/reuse/explain';
import { buildKeys } from '../../../build/reuse/keys';
import { fakeCode } from './fake-code';

const RECORD = defineShelf<string>(import.meta.url, { name: 'words', disk: 'record' });
const FILES = defineShelf<string>(import.meta.url, {
  name: 'texts',
  disk: {
    folder: 'texts',
    extension: '.txt',
    read: (file) => readFile(file, 'utf8'),
    write: (file, value) => writeFile(file, value),
  },
});
const PROCESS = defineShelf<string>(import.meta.url, { name: 'pixels', disk: 'process' });
const temp = await mkdtemp(path.join(tmpdir(), 'clinic-store-'));
let runs = 0;
const disk = (fresh = false) =>
  diskStore({
    records: path.join(temp, String(runs), 'build'),
    shared: path.join(temp, String(runs), 'shared'),
    fresh,
  });

/** Reuses `key` on `shelf`, counting the times it had to be made. */
async function ask(store: ReuseStore, shelf: Shelf<string>, key: string, made: string[]): Promise<string> {
  return store.reuse(shelf, key, () => (made.push(key), `made from ${key}`));
}

const disks = suite('diskStore');
disks.before.each(() => void runs++);
disks.after(() => rm(temp, { recursive: true, force: true }));

const cases: [string, Shelf<string>, boolean][] = [
  ['a record', RECORD, true],
  ['a folder of files', FILES, true],
  ['the process only', PROCESS, false],
];
for (const [what, shelf, kept] of cases) {
  disks(
    `should make a thing once and ${kept ? 'reuse it in the next build' : 'make it again in the next build'}, kept ` +
      `in ${what}`,
    async () => {
      const made: string[] = [];
      const first = disk();
      assert.is(await ask(first, shelf, 'a', made), 'made from a');
      assert.is(await ask(first, shelf, 'a', made), 'made from a');
      await first.save();
      assert.is(await ask(disk(), shelf, 'a', made), 'made from a');
      assert.equal(made, kept ? ['a'] : ['a', 'a']);
    },
  );
}

/** The disk and memory stores behave alike when two callers miss one entry at once: one make, one value. */
const bothStores: [string, () => ReuseStore][] = [
  ['diskStore', () => disk()],
  ['memoryStore', () => memoryStore()],
];
for (const [name, open] of bothStores) {
  for (const [what, shelf] of cases) {
    disks(`should make once for two callers that miss at once, in ${name} and ${what}`, async () => {
      const store = open();
      let makes = 0;
      const finishers: ((value: string) => void)[] = [];
      let started!: () => void;
      // The make starts once the record is read, which a busy machine may take a while to do.
      const making = new Promise<void>((resolve) => (started = resolve));
      const slow = () => (makes++, started(), new Promise<string>((resolve) => finishers.push(resolve)));
      const [one, two] = [store.reuse(shelf, 'a', slow), store.reuse(shelf, 'a', slow)];
      await making;
      await new Promise((resolve) => setTimeout(resolve, 5));
      for (const finish of finishers) finish('made once');
      assert.equal(await Promise.all([one, two]), ['made once', 'made once']);
      assert.is(makes, 1);
      await store.reuse(shelf, 'b', () => Promise.reject(new Error('no'))).catch(() => undefined);
      assert.is(await store.reuse(shelf, 'b', () => 'second try'), 'second try', 'a failed make is tried again');
    });
  }
}

disks('should keep only what the last build used in a record', async () => {
  const made: string[] = [];
  const first = disk();
  await ask(first, RECORD, 'old', made);
  await ask(first, RECORD, 'kept', made);
  await first.save();
  const second = disk();
  await ask(second, RECORD, 'kept', made);
  await second.save();
  const third = disk();
  await ask(third, RECORD, 'old', made);
  await ask(third, RECORD, 'kept', made);
  assert.equal(made, ['old', 'kept', 'old']);
});

disks('should leave a record on disk as it is when a build neither added to it nor pruned it', async () => {
  const made: string[] = [];
  const record = path.join(temp, String(runs), 'build', `${RECORD.name}.v8`);
  const first = disk();
  await ask(first, RECORD, 'a', made);
  await first.save();
  const written = (await stat(record)).mtimeMs;
  assert.is(first.changedAt?.(RECORD), written, 'the record tells when it last changed');
  await new Promise((resolve) => setTimeout(resolve, 20));
  const same = disk();
  await ask(same, RECORD, 'a', made);
  await same.save();
  assert.is((await stat(record)).mtimeMs, written, 'nothing new: not written again');
  const grown = disk();
  await ask(grown, RECORD, 'a', made);
  await ask(grown, RECORD, 'b', made);
  await grown.save();
  assert.ok((await stat(record)).mtimeMs > written, 'a new entry: written');
  const pruned = disk();
  await ask(pruned, RECORD, 'b', made);
  await pruned.save();
  assert.equal(made, ['a', 'b']);
  const after = disk();
  await ask(after, RECORD, 'a', made);
  assert.equal(made, ['a', 'b', 'a'], 'the unused entry was pruned, so the record was written');
  assert.is(disk(true).changedAt?.(RECORD), undefined, 'a fresh store has no last change to tell');
});

disks('should write again only the files of a record of several that gained or lost an entry', async () => {
  const SPREAD = defineShelf<string>(import.meta.url, { name: 'bodies', disk: 'record', files: 4 });
  const folder = path.join(temp, String(runs), 'build', SPREAD.name);
  const times = async (): Promise<Record<string, number>> =>
    Object.fromEntries(
      await Promise.all((await readdir(folder)).map(async (f) => [f, (await stat(path.join(folder, f))).mtimeMs])),
    );
  const keys = Array.from({ length: 12 }, (_, i) => `key-${i}`);
  const made: string[] = [];
  const first = disk();
  for (const key of keys) await ask(first, SPREAD, key, made);
  await first.save();
  const before = await times();
  assert.ok(Object.keys(before).length > 1, 'the entries are spread over several files');
  assert.is(first.changedAt?.(SPREAD), Math.max(...Object.values(before)), 'the newest file tells the last change');
  await new Promise((resolve) => setTimeout(resolve, 20));
  // One entry replaced by another, as a body edit does: its old file is pruned, its new one gains it.
  const next = disk();
  for (const key of [...keys.slice(1), 'key-new']) await ask(next, SPREAD, key, made);
  await next.save();
  const after = await times();
  const rewritten = Object.keys(after).filter((f) => after[f] !== before[f]);
  assert.ok(rewritten.length >= 1 && rewritten.length <= 2, `rewrote ${rewritten.join(', ')}`);
  assert.ok(rewritten.length < Object.keys(before).length, 'the other files are left as they were');
  const third = disk();
  for (const key of [...keys.slice(1), 'key-new', 'key-0']) await ask(third, SPREAD, key, made);
  assert.equal(made, [...keys, 'key-new', 'key-0'], 'kept entries reused, the pruned one made again');
});

disks(
  'should remove the files of a record of several that a build asked nothing of, and its old single file',
  async () => {
    const SPREAD = defineShelf<string>(import.meta.url, { name: 'parts', disk: 'record', files: 8 });
    const build = path.join(temp, String(runs), 'build');
    await mkdir(build, { recursive: true });
    await writeFile(path.join(build, `${SPREAD.name}.v8`), 'a record from before it was kept in several files');
    const made: string[] = [];
    const first = disk();
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f']) await ask(first, SPREAD, key, made);
    await first.save();
    const spread = await readdir(path.join(build, SPREAD.name));
    assert.ok(spread.length > 1);
    assert.not.ok((await readdir(build)).includes(`${SPREAD.name}.v8`), 'the old single file is gone');
    const second = disk();
    await ask(second, SPREAD, 'a', made);
    await second.save();
    assert.is((await readdir(path.join(build, SPREAD.name))).length, 1, 'only the file holding the one entry used');
    const third = disk();
    for (const key of ['a', 'b']) await ask(third, SPREAD, key, made);
    assert.equal(made, ['a', 'b', 'c', 'd', 'e', 'f', 'b']);
  },
);

disks('should keep a shared record where every content folder finds it', async () => {
  const SHARED = defineShelf<string>(import.meta.url, { name: 'bundle', disk: 'record', shared: true });
  const shared = path.join(temp, String(runs), 'shared');
  const made: string[] = [];
  const one = diskStore({ records: path.join(temp, String(runs), 'build', 'content-one'), shared });
  await ask(one, SHARED, 'code', made);
  await one.save();
  const other = diskStore({ records: path.join(temp, String(runs), 'build', 'content-two'), shared });
  await ask(other, SHARED, 'code', made);
  assert.equal(made, ['code'], 'made once for both content folders');
  assert.equal(await readdir(shared), ['bundle.v8']);
});

disks('should give the file that holds a thing kept in a file of its own, made only when missing', async () => {
  const made: string[] = [];
  const store = disk();
  const file = await store.ensure(FILES, 'a', () => (made.push('a'), 'made from a'));
  assert.is(file, path.join(temp, String(runs), 'shared', 'texts', 'a.txt'));
  assert.is(await readFile(file!, 'utf8'), 'made from a');
  assert.is(await store.ensure(FILES, 'a', () => (made.push('a'), 'again')), file);
  assert.equal(made, ['a']);
  assert.is(await store.ensure(RECORD, 'a', () => 'in a record'), undefined, 'a record entry has no file of its own');
});

disks('should start records empty when fresh, and still reuse files', async () => {
  const made: string[] = [];
  const first = disk();
  await ask(first, RECORD, 'a', made);
  await ask(first, FILES, 'a', made);
  await first.save();
  const fresh = disk(true);
  await ask(fresh, RECORD, 'a', made);
  await ask(fresh, FILES, 'a', made);
  assert.equal(made, ['a', 'a', 'a']);
  assert.equal(await readdir(path.join(temp, String(runs), 'shared', 'texts')), ['a.txt']);
});

disks('should make a thing again when a kept one no longer holds, and when the record is damaged', async () => {
  const made: string[] = [];
  let holds = true;
  const checked: Shelf<string> = { ...RECORD, isValid: () => holds };
  const first = disk();
  await ask(first, checked, 'a', made);
  await first.save();
  holds = false;
  await ask(disk(), checked, 'a', made);
  await writeFile(path.join(temp, String(runs), 'build', 'words.v8'), 'not a record');
  await ask(disk(), checked, 'a', made);
  assert.equal(made, ['a', 'a', 'a']);
});

disks('should keep a file without reading it when it is there, and make it when it is not', async () => {
  const made: string[] = [];
  const read: string[] = [];
  const counted: Shelf<string> = {
    ...FILES,
    disk: {
      ...(FILES.disk as Exclude<Shelf<string>['disk'], string>),
      read: async (file) => (read.push(path.basename(file)), readFile(file, 'utf8')),
    },
  };
  const first = disk();
  await first.ensure(counted, 'a', () => (made.push('a'), 'made from a'));
  await first.ensure(counted, 'a', () => (made.push('a'), 'made from a'));
  assert.equal(made, ['a'], 'made once');
  assert.equal(read, [], 'never read while kept');
  assert.is(await ask(disk(), counted, 'a', made), 'made from a');
  assert.equal(read, ['a.txt'], 'read when asked for');
});
disks.run();

const memory = suite('memoryStore');
memory(
  'should make each key once while builds keep asking for it, and forget what a build did not ask for',
  async () => {
    const made: string[] = [];
    const store = memoryStore();
    await Promise.all([ask(store, RECORD, 'a', made), ask(store, RECORD, 'a', made), ask(store, RECORD, 'b', made)]);
    await store.save();
    await ask(store, RECORD, 'a', made);
    await store.save();
    await ask(store, RECORD, 'b', made);
    assert.equal(made, ['a', 'b', 'b']);
  },
);
memory('should ask the store under it before making anything', async () => {
  const made: string[] = [];
  const under = memoryStore();
  await ask(under, RECORD, 'a', made);
  const over = memoryStore(under);
  assert.is(await ask(over, RECORD, 'a', made), 'made from a');
  assert.equal(made, ['a']);
});
memory('should make a thing again after making it failed', async () => {
  const store = memoryStore();
  await store.reuse(RECORD, 'a', () => Promise.reject(new Error('no'))).catch(() => undefined);
  assert.is(await store.reuse(RECORD, 'a', () => 'second try'), 'second try');
});
memory(
  'should answer its finished view with what is made, never with work under way, and keep nothing made there',
  async () => {
    const store = memoryStore();
    await store.reuse(RECORD, 'made', () => 'from the build');
    let finish: (value: string) => void = () => undefined;
    const underWay = store.reuse(RECORD, 'busy', () => new Promise<string>((resolve) => (finish = resolve)));
    const view = store.finished?.();
    assert.ok(view, 'a memory store has a finished view');
    assert.is(await view.reuse(RECORD, 'made', () => 'made again'), 'from the build');
    assert.is(await view.reuse(RECORD, 'busy', () => 'made beside it'), 'made beside it', 'it does not wait');
    assert.is(await view.reuse(RECORD, 'new', () => 'made in the view'), 'made in the view');
    assert.is(
      await store.reuse(RECORD, 'new', () => 'made by the build'),
      'made by the build',
      'the view kept nothing',
    );
    finish('the build’s');
    assert.is(await underWay, 'the build’s');
    assert.is(await view.reuse(RECORD, 'busy', () => 'made again'), 'the build’s', 'once finished, it is shared');
  },
);

memory.run();

const stages = suite("the build's store, as stages reach it");
stages(
  "should key a thing by its shelf's name, the code part of each of its modules and its inputs, in that order",
  async () => {
    const code = fakeCode((module) => `code of ${module}`);
    const template = new URL('../../../templates/post.tsx', import.meta.url).href;
    const shelf = madeWith(RECORD, { module: template });
    const expected = hashOf([shelf.name, code.ofUrl(shelf.module), code.ofUrl(template), 'a', 2]);
    const keys: string[] = [];
    const under = memoryStore();
    const store: ReuseStore = { ...under, reuse: (on, key, make) => (keys.push(key), under.reuse(on, key, make)) };
    await withStore({ store, keys: buildKeys(code) }, async () => {
      assert.is(keyFor(shelf, 'a', 2), expected);
      await reused(shelf, ['a', 2], () => 'made');
    });
    assert.equal(keys, [expected]);
  },
);
stages('should count what is asked for and made, and nothing outside a build', async () => {
  const counts: string[] = [];
  const explainer: Explainer = {
    asked: (name) => counts.push(`asked ${name}`),
    made: (name, _, about) => counts.push(`made ${name} ${about}`),
  };
  const memory = { recall: NO_RECALL, store: memoryStore(), keys: buildKeys(fakeCode()), explainer };
  const words = stored(RECORD, (word: string) => word, { about: (word) => word });
  await withBuild(memory, async () => [await words('a'), await words('a'), await words('b')]);
  assert.equal(counts, ['asked words', 'made words a', 'asked words', 'asked words', 'made words b']);
  assert.is(await words('c'), 'c', 'made outside a build');
  assert.throws(() => keyFor(RECORD, 'c'), /no build under way/);
});
stages.run();
