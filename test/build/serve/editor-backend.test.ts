import { cp, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { contentFile, editorAction, PathRefused } from '../../../build/serve/editor-actions';

const backend = suite('editor backend');
let content = '';

backend.before(async () => {
  content = path.join(await mkdtemp(path.join(tmpdir(), 'editor-backend-')), 'content');
  await cp('content', content, { recursive: true });
});
backend.after(() => rm(path.dirname(content), { recursive: true, force: true }));

backend('should map repository paths into the content folder and refuse any other', () => {
  assert.is(contentFile(content, 'content/posts/calf-pain.md'), path.join(content, 'posts/calf-pain.md'));
  for (const bad of [
    '/etc/passwd',
    'content/../package.json',
    'content/posts/../../build/cli.mjs',
    'build/cli.mjs',
    'content\\..\\x',
    'content/x\0.md',
    '../content/site.yaml',
    42,
  ])
    assert.throws(
      () => contentFile(content, bad),
      (error: unknown) => error instanceof PathRefused,
      String(bad),
    );
});

backend('should list a folder as entries, leaving out files starting with "_"', async () => {
  const entries = (await editorAction(content, 'entriesByFolder', {
    folder: 'content/posts',
    extension: 'md',
    depth: 1,
  })) as { data: string; file: { path: string; id: string } }[];
  assert.ok(entries.length > 50);
  assert.ok(entries.every((entry) => entry.file.path.startsWith('content/posts/') && entry.data.startsWith('---')));
  assert.not.ok(entries.some((entry) => entry.file.path.endsWith('_template.md')));
});

backend('should write an entry and a photo, and refuse to write code or outside the photo folder', async () => {
  await editorAction(content, 'persistEntry', {
    dataFiles: [{ path: 'content/posts/new-one.md', raw: '---\ntitle: New\n---\nBody\n' }],
    assets: [
      { path: 'content/images/posts/one.jpg', content: Buffer.from('jpeg').toString('base64'), encoding: 'base64' },
    ],
  });
  assert.is(await readFile(path.join(content, 'posts/new-one.md'), 'utf8'), '---\ntitle: New\n---\nBody\n');
  assert.ok((await stat(path.join(content, 'images/posts/one.jpg'))).isFile());
  for (const file of ['content/posts/x.js', 'content/posts/photo.jpg', 'content/../x.md'])
    await editorAction(content, 'persistEntry', { dataFiles: [{ path: file, raw: 'x' }], assets: [] }).then(
      () => assert.unreachable(`${file} was written`),
      (error) => assert.instance(error, PathRefused),
    );
});

backend('should answer info as the local file-system proxy, and nothing for an unknown action', async () => {
  assert.equal(((await editorAction(content, 'info', {})) as { type: string }).type, 'local_fs');
  assert.is(await editorAction(content, 'unpublishedEntries', {}), undefined);
});

backend.run();

const requests = suite('editor backend requests');

requests('should save only JSON sent from this computer by the page of its own origin', async () => {
  const { createServer } = await import('node:http');
  const { editorBackend } = await import('../../../build/serve/editor-backend');
  const handle = editorBackend(content, () => undefined);
  const server = createServer((req, res) => void (handle(req, res) || res.writeHead(404).end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const post = (headers: Record<string, string>) =>
    fetch(`http://127.0.0.1:${port}/admin/api/v1`, { method: 'POST', headers, body: '{"action":"info"}' });
  assert.is((await post({ 'Content-Type': 'application/json' })).status, 200);
  assert.is((await post({ 'Content-Type': 'application/json', Origin: `http://127.0.0.1:${port}` })).status, 200);
  assert.is((await post({ 'Content-Type': 'text/plain' })).status, 403);
  assert.is((await post({ 'Content-Type': 'application/json', Origin: 'https://elsewhere.example' })).status, 403);
  await new Promise((resolve) => server.close(resolve));
});

requests.run();
