import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { intactOutputs, listFiles, writeSite, type OutputFile } from '../../../build/stages/write-site';

const write = suite('writeSite');
let root = '';
write.before.each(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'write-site-'));
  await mkdir(path.join(root, 'public'));
  await writeFile(path.join(root, 'public', 'favicon.svg'), '<svg/>');
});
write.after.each(() => rm(root, { recursive: true, force: true }));

const out = () => path.join(root, 'dist');
/** Files written and removed, without the manifest. */
const counts = async (report: ReturnType<typeof writeSite>) => {
  const { written, removed } = await report;
  return { written, removed };
};
const files = [
  { file: 'index.html', contents: '<h1>Home</h1>' },
  { file: 'blog/neck-pain/index.html', contents: '<h1>Neck pain</h1>' },
  { file: 'images/social/home.jpg', contents: new Uint8Array([255, 216, 255]) },
];

write('should write every file and the public folder into a new output folder', async () => {
  assert.equal(await counts(writeSite(out(), files, path.join(root, 'public'))), { written: 4, removed: 0 });
  assert.equal((await listFiles(out())).sort(), ['blog/neck-pain/index.html', 'favicon.svg', 'images/social/home.jpg', 'index.html']);
  assert.is(await readFile(path.join(out(), 'blog/neck-pain/index.html'), 'utf8'), '<h1>Neck pain</h1>');
});

write('should rewrite only changed files and remove those no longer built, with their empty folders', async () => {
  await writeSite(out(), files, path.join(root, 'public'));
  const homeBefore = await stat(path.join(out(), 'index.html'));
  const changed = [{ ...files[0]!, contents: '<h1>Home</h1>' }, { file: 'images/social/home.jpg', contents: new Uint8Array([1, 2]) }];
  assert.equal(await counts(writeSite(out(), changed, path.join(root, 'public'))), { written: 1, removed: 1 });
  assert.is((await stat(path.join(out(), 'index.html'))).mtimeMs, homeBefore.mtimeMs);
  assert.equal([...(await readFile(path.join(out(), 'images/social/home.jpg')))], [1, 2]);
  assert.equal((await listFiles(out())).sort(), ['favicon.svg', 'images/social/home.jpg', 'index.html']);
  const gone = await stat(path.join(out(), 'blog')).then(() => false, () => true);
  assert.ok(gone, 'the emptied blog/ folder is removed');
});

write('should replace a file someone changed in the output by hand', async () => {
  await writeSite(out(), files, path.join(root, 'public'));
  await writeFile(path.join(out(), 'index.html'), 'edited');
  assert.equal(await counts(writeSite(out(), files, path.join(root, 'public'))), { written: 1, removed: 0 });
  assert.is(await readFile(path.join(out(), 'index.html'), 'utf8'), '<h1>Home</h1>');
});

write('should neither read nor write intact files with unchanged keys, and keep intact files it is not given', async () => {
  const keyed: OutputFile[] = files.map((file) => ({ ...file, key: `key of ${file.file}` }));
  const { manifest } = await writeSite(out(), keyed, path.join(root, 'public'));
  assert.equal([...manifest.keys()].sort(), ['blog/neck-pain/index.html', 'favicon.svg', 'images/social/home.jpg', 'index.html']);
  // Same key, different bytes: trusted without reading, so not rewritten (the key is what the bytes were made from).
  const sameKeys = [{ ...keyed[0]!, contents: 'not read' }, keyed[1]!];
  const kept = ['images/social/home.jpg'];
  const second = await writeSite(out(), sameKeys, path.join(root, 'public'), { intact: intactOutputs(out(), manifest), kept });
  assert.equal({ written: second.written, removed: second.removed }, { written: 0, removed: 0 });
  assert.is(await readFile(path.join(out(), 'index.html'), 'utf8'), '<h1>Home</h1>');
  assert.equal(second.manifest, manifest);
  // A file changed by hand is no longer intact, so it is compared and replaced.
  await writeFile(path.join(out(), 'index.html'), 'edited');
  const intact = intactOutputs(out(), manifest);
  assert.not.ok(intact.has('index.html'));
  assert.ok(intact.has('images/social/home.jpg'));
  const third = await writeSite(out(), keyed, path.join(root, 'public'), { intact, kept: [] });
  assert.is(third.written, 1);
  assert.is(await readFile(path.join(out(), 'index.html'), 'utf8'), '<h1>Home</h1>');
});

write.run();
