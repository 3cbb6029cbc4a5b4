import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import { reuseFor } from '../reuse/fake-code';
import * as assert from 'uvu/assert';
import { memoryStore } from '../../../build/reuse/memory-store';
import type { ReuseStore } from '../../../build/reuse/store';
import { applyChanges } from '../../../build/serve/served-files';
import { folderTarget, memoryTarget, type FileChanges, type OutputTarget } from '../../../build/write/output-target';
import { listFiles } from '../../../build/reuse/files';
import { openWriter } from '../../../build/write/write-site';
import type { Contents, OutputFile } from '../../../build/output-file';
import { withStore } from '../../../build/reuse/memory';

const write = suite('openWriter');
let root = '';
let store: ReuseStore;
write.before.each(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'write-site-'));
  store = memoryStore();
});
write.after.each(() => rm(root, { recursive: true, force: true }));

const out = () => path.join(root, 'dist');
const files: OutputFile[] = [
  { file: 'index.html', key: 'home v1', make: () => '<h1>Home</h1>' },
  { file: 'blog/neck-pain/index.html', key: 'neck v1', make: () => '<h1>Neck pain</h1>' },
  { file: 'images/social/home.jpg', make: () => new Uint8Array([255, 216, 255]) },
];

/** One build's write: every file put, the checks passed, then finished. */
function build(outputs: OutputFile[], target: OutputTarget = folderTarget(out())) {
  return withStore(reuseFor(store), async () => {
    const writer = openWriter(target);
    for (const output of outputs) writer.put(output);
    writer.release();
    const report = await writer.finish();
    await store.save();
    return report;
  });
}

write('should write every file into a new output folder', async () => {
  assert.equal(await build(files), { made: 3, written: 3, removed: 0 });
  assert.equal((await listFiles(out())).sort(), ['blog/neck-pain/index.html', 'images/social/home.jpg', 'index.html']);
  assert.is(await readFile(path.join(out(), 'blog/neck-pain/index.html'), 'utf8'), '<h1>Neck pain</h1>');
});

write('should neither make nor write a keyed file the output still holds', async () => {
  await build(files);
  let made = 0;
  const again = files.map((output) => ({ ...output, make: () => (made++, output.make()) }));
  assert.equal(await build(again), { made: 0, written: 0, removed: 0 });
  assert.is(made, 1, 'only the file without a key is made, to hash its bytes');
});

write('should key a file by a key found later as by one known at once', async () => {
  let made = 0;
  const script = (key: string): OutputFile => ({
    file: 'admin/editor.js',
    pendingKey: Promise.resolve(key),
    make: () => (made++, `// ${key}`),
  });
  await build([script('editor v1')]);
  assert.equal(await build([script('editor v1')]), { made: 0, written: 0, removed: 0 }, 'the same key: not made');
  assert.equal(await build([script('editor v2')]), { made: 1, written: 1, removed: 0 });
  assert.is(made, 2);
  assert.is(await readFile(path.join(out(), 'admin/editor.js'), 'utf8'), '// editor v2');
});

write('should rewrite only changed files and remove those no longer built, with their empty folders', async () => {
  await build(files);
  const homeBefore = await stat(path.join(out(), 'index.html'));
  const changed = [
    { ...files[0]!, key: 'home v2' },
    { file: 'images/social/home.jpg', make: () => new Uint8Array([1, 2]) },
  ];
  assert.equal(
    await build(changed),
    { made: 2, written: 1, removed: 1 },
    'a new key with the same bytes is made but not written',
  );
  assert.is((await stat(path.join(out(), 'index.html'))).mtimeMs, homeBefore.mtimeMs);
  assert.equal([...(await readFile(path.join(out(), 'images/social/home.jpg')))], [1, 2]);
  assert.equal((await listFiles(out())).sort(), ['images/social/home.jpg', 'index.html']);
  assert.ok(
    await stat(path.join(out(), 'blog')).then(
      () => false,
      () => true,
    ),
    'the emptied blog/ folder is removed',
  );
});

write('should make again a file someone edited or deleted in the output by hand', async () => {
  await build(files);
  await writeFile(path.join(out(), 'index.html'), 'edited');
  await rm(path.join(out(), 'blog/neck-pain/index.html'));
  assert.equal(await build(files), { made: 2, written: 2, removed: 0 });
  assert.is(await readFile(path.join(out(), 'index.html'), 'utf8'), '<h1>Home</h1>');
});

write('should store nothing before open, and nothing at all when the build is abandoned', () =>
  withStore(reuseFor(store), async () => {
    const writer = openWriter(folderTarget(out()));
    let made = 0;
    writer.put({ file: 'early.html', key: 'k', make: () => (made++, 'early') });
    await new Promise((resolve) => setTimeout(resolve, 20));
    assert.is(made, 1, 'made at once, so slow files start early');
    assert.equal(await listFiles(out()), [], 'but not written');
    writer.abandon();
    assert.equal(await listFiles(out()), []);
  }),
);

write('should warm a file before open and make it only once it may be written', () =>
  withStore(reuseFor(store), async () => {
    const writer = openWriter(folderTarget(out()));
    const calls: string[] = [];
    writer.put({
      file: 'card.jpg',
      key: 'c',
      warm: async () => void calls.push('warm'),
      make: () => (calls.push('make'), 'card'),
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    assert.equal(calls, ['warm'], 'warmed at once; made, and so held, only after the checks');
    writer.release();
    await writer.finish();
    assert.equal(calls, ['warm', 'make']);
    assert.is(await readFile(path.join(out(), 'card.jpg'), 'utf8'), 'card');
  }),
);

write('should neither warm nor make a warmed file the output still holds', async () => {
  const card = (calls: string[]): OutputFile => ({
    file: 'card.jpg',
    key: 'c',
    warm: async () => void calls.push('warm'),
    make: () => (calls.push('make'), 'card'),
  });
  await build([card([])]);
  const calls: string[] = [];
  await build([card(calls)]);
  assert.equal(calls, []);
});

write('should keep a site in memory the same way, for the dev server', async () => {
  const served = new Map<string, Contents>();
  assert.equal(await build(files, memoryTarget(served)), { made: 3, written: 3, removed: 0 });
  assert.is(String(served.get('index.html')), '<h1>Home</h1>');
  assert.equal(await build(files.slice(0, 1), memoryTarget(served)), { made: 0, written: 0, removed: 2 });
  assert.equal([...served.keys()], ['index.html']);
});

write('should keep the files a later step replaces, and remove the other files the site no longer has', () =>
  withStore(reuseFor(store), async () => {
    const served = new Map<string, Contents>([
      ['pagefind/old.pf_index', 'old index'],
      ['gone.html', 'gone'],
    ]);
    const writer = openWriter(memoryTarget(served));
    writer.put(files[0]!);
    writer.release();
    assert.equal(await writer.finish((file) => file.startsWith('pagefind/')), { made: 1, written: 1, removed: 1 });
    assert.equal([...served.keys()].sort(), ['index.html', 'pagefind/old.pf_index']);
  }),
);

write('should link a file from where it already is, without making it, into a folder', async () => {
  const source = path.join(root, 'card.jpg');
  await writeFile(source, new Uint8Array([255, 216, 255, 9]));
  let made = 0;
  const card: OutputFile = {
    file: 'images/social/home.jpg',
    key: 'card',
    make: () => (made++, new Uint8Array([1])),
    source: async () => source,
  };
  assert.equal(await build([card]), { made: 1, written: 1, removed: 0 });
  assert.equal([...(await readFile(path.join(out(), 'images/social/home.jpg')))], [255, 216, 255, 9]);
  assert.is(made, 0, 'the bytes never passed through the build');
  const [linked, kept] = await Promise.all([stat(path.join(out(), 'images/social/home.jpg')), stat(source)]);
  assert.is(linked.ino, kept.ino, 'a second name for the same bytes, not a copy');
  const served = new Map<string, Contents>();
  await build([card], memoryTarget(served));
  assert.equal(
    [...(served.get('images/social/home.jpg') as Uint8Array)],
    [1],
    'memory cannot copy a file: the file is made',
  );
});

write('should write new files in place and leave no temporary file, and replace a changed one whole', async () => {
  await build(files);
  await build([{ ...files[0]!, key: 'home v2', make: () => '<h1>Home again</h1>' }, ...files.slice(1)]);
  assert.equal((await listFiles(out())).sort(), ['blog/neck-pain/index.html', 'images/social/home.jpg', 'index.html']);
  assert.is(await readFile(path.join(out(), 'index.html'), 'utf8'), '<h1>Home again</h1>');
});

write("should tell a memory target's changes, so the dev server sends only those", async () => {
  const served = new Map<string, Contents>();
  const changes: FileChanges = new Map();
  await build(files, memoryTarget(served, changes));
  assert.equal([...changes.keys()].sort(), ['blog/neck-pain/index.html', 'images/social/home.jpg', 'index.html']);
  changes.clear();
  const mirror = new Map(served);
  await build(
    [{ ...files[0]!, key: 'home v2', make: () => '<h1>Home again</h1>' }, files[2]!],
    memoryTarget(served, changes),
  );
  const told = [...changes].map(([file, contents]) => [file, contents === null ? null : String(contents)]);
  assert.equal(told.sort(), [
    ['blog/neck-pain/index.html', null],
    ['index.html', '<h1>Home again</h1>'],
  ]);
  applyChanges(mirror, changes);
  assert.equal(
    [...mirror].map(([file, contents]) => [file, String(contents)]).sort(),
    [...served].map(([file, contents]) => [file, String(contents)]).sort(),
  );
});

write.run();
