import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import { reuseFor } from '../reuse/fake-code';
import * as assert from 'uvu/assert';
import { memoryStore } from '../../../build/reuse/memory-store';
import { countMarkdownFiles, loadContent } from '../../../build/stages/read/load-content';
import { clinicSite } from '../../../templates/clinic-site';
import { withStore } from '../../../build/reuse/memory';

const temp = await mkdtemp(path.join(tmpdir(), 'clinic-load-'));
const content = path.join(temp, 'content');
await mkdir(path.join(content, 'posts'), { recursive: true });
const write = (file: string, text: string) => writeFile(path.join(content, 'posts', file), text);

const reuse = suite('loadContent with a store');
reuse.after(() => rm(temp, { recursive: true, force: true }));

reuse('should parse front matter once, report a broken one every time, and read an edit', async () => {
  await write('a.md', '---\ntitle: Knees\ntags: [knee]\n---\nBody.\n');
  await write('b.md', '---\ntitle: [unclosed\n---\nBody.\n');
  const store = memoryStore();
  const load = () => withStore(reuseFor(store), () => loadContent(content, path.join(temp, 'public'), clinicSite));
  const yamlProblems = (problems: { file: string; field: string; message: string }[]) =>
    problems.filter((problem) => problem.message.startsWith('invalid YAML'));
  const first = await load();
  const second = await load();
  const post = (loaded: typeof first, file: string) =>
    loaded.value.collections.posts?.find((entry) => entry.file === file)?.data;
  assert.equal(post(first, 'posts/a.md'), { title: 'Knees', tags: ['knee'] });
  assert.is(post(second, 'posts/a.md'), post(first, 'posts/a.md'), 'the same parse, reused');
  assert.ok(
    Object.isFrozen(post(first, 'posts/a.md')) &&
      Object.isFrozen((post(first, 'posts/a.md') as { tags: string[] }).tags),
    'frozen, so no build can change what the next reuses',
  );
  for (const loaded of [first, second])
    assert.equal(
      yamlProblems(loaded.problems).map(({ file, field }) => `${file} ${field}`),
      ['posts/b.md line 2'],
    );
  await write('a.md', '---\ntitle: Hips\n---\nBody.\n');
  assert.equal(post(await load(), 'posts/a.md'), { title: 'Hips' });
});

reuse('should parse a data file once, report a broken one every time with its line, and read an edit', async () => {
  const writeData = (file: string, text: string) => writeFile(path.join(content, file), text);
  await writeData('pricing.yaml', 'fees:\n  - name: First visit\n');
  await writeData('site.yaml', 'name: Clinic\nsocial: [unclosed\n');
  const store = memoryStore();
  const load = () => withStore(reuseFor(store), () => loadContent(content, path.join(temp, 'public'), clinicSite));
  const [first, second] = [await load(), await load()];
  assert.equal(first.value.data.pricing?.value, { fees: [{ name: 'First visit' }] });
  assert.is(second.value.data.pricing?.value, first.value.data.pricing?.value, 'the same parse, reused');
  for (const loaded of [first, second])
    assert.equal(
      loaded.problems.filter((problem) => problem.file === 'site.yaml').map(({ field }) => field),
      ['line 3'],
    );
  await writeData('pricing.yaml', 'fees: []\n');
  assert.equal((await load()).value.data.pricing?.value, { fees: [] });
});

reuse.run();

const count = suite('countMarkdownFiles');
count('should count the Markdown files of every collection, or only those modified since a moment', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'clinic-count-'));
  try {
    for (const folder of ['posts', 'pages']) await mkdir(path.join(dir, folder));
    await writeFile(path.join(dir, 'posts', 'old.md'), 'old');
    await writeFile(path.join(dir, 'pages', 'about.md'), 'about');
    await writeFile(path.join(dir, 'posts', 'notes.txt'), 'not Markdown');
    const old = new Date(Date.now() - 60_000);
    await Promise.all(['posts/old.md', 'pages/about.md'].map((file) => utimes(path.join(dir, file), old, old)));
    const since = Date.now() - 30_000;
    await writeFile(path.join(dir, 'posts', 'new.md'), 'new');
    assert.is(countMarkdownFiles(dir, clinicSite), 3);
    assert.is(countMarkdownFiles(dir, clinicSite, since), 1);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
count.run();
