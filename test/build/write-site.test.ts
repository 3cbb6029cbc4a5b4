import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { listFiles, writeSite } from '../../build/write-site';

const write = suite('writeSite');
let root = '';
write.before.each(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'write-site-'));
  await mkdir(path.join(root, 'public'));
  await writeFile(path.join(root, 'public', 'favicon.svg'), '<svg/>');
});
write.after.each(() => rm(root, { recursive: true, force: true }));

const out = () => path.join(root, 'dist');
const files = [
  { file: 'index.html', contents: '<h1>Home</h1>' },
  { file: 'blog/neck-pain/index.html', contents: '<h1>Neck pain</h1>' },
  { file: 'images/social/home.jpg', contents: new Uint8Array([255, 216, 255]) },
];

write('should write every file and the public folder into a new output folder', async () => {
  assert.equal(await writeSite(out(), files, path.join(root, 'public')), { written: 4, removed: 0 });
  assert.equal((await listFiles(out())).sort(), ['blog/neck-pain/index.html', 'favicon.svg', 'images/social/home.jpg', 'index.html']);
  assert.is(await readFile(path.join(out(), 'blog/neck-pain/index.html'), 'utf8'), '<h1>Neck pain</h1>');
});

write('should rewrite only changed files and remove those no longer built, with their empty folders', async () => {
  await writeSite(out(), files, path.join(root, 'public'));
  const homeBefore = await stat(path.join(out(), 'index.html'));
  const changed = [{ ...files[0]!, contents: '<h1>Home</h1>' }, { file: 'images/social/home.jpg', contents: new Uint8Array([1, 2]) }];
  assert.equal(await writeSite(out(), changed, path.join(root, 'public')), { written: 1, removed: 1 });
  assert.is((await stat(path.join(out(), 'index.html'))).mtimeMs, homeBefore.mtimeMs);
  assert.equal([...(await readFile(path.join(out(), 'images/social/home.jpg')))], [1, 2]);
  assert.equal((await listFiles(out())).sort(), ['favicon.svg', 'images/social/home.jpg', 'index.html']);
  const gone = await stat(path.join(out(), 'blog')).then(() => false, () => true);
  assert.ok(gone, 'the emptied blog/ folder is removed');
});

write('should replace a file someone changed in the output by hand', async () => {
  await writeSite(out(), files, path.join(root, 'public'));
  await writeFile(path.join(out(), 'index.html'), 'edited');
  assert.equal(await writeSite(out(), files, path.join(root, 'public')), { written: 1, removed: 0 });
  assert.is(await readFile(path.join(out(), 'index.html'), 'utf8'), '<h1>Home</h1>');
});

write.run();
