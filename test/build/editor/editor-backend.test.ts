import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { watch } from 'node:fs';
import { request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dump } from 'js-yaml';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { editorAction, type LocalContent, PathRefused } from '../../../build/editor/editor-actions';
import { contentFile, writeRules } from '../../../build/editor/editor-paths';
import { clinicSite } from '../../../templates/clinic-site';
import { editorConfig } from '../../../build/editor/editor-config';
import { numberedName } from '../../../build/editor/editor-upload-names';

/** The editor's configuration as the build writes it, which says what the local mode may write. */
const configText = dump(
  editorConfig(clinicSite, { repo: 'owner/site', authEndpoint: 'admin/auth', siteUrl: 'https://x.example' }),
  { lineWidth: -1, noRefs: true },
);
const backend = suite('editor backend');
let temp = '';
let content = '';
let local: LocalContent;

backend.before(async () => {
  temp = await mkdtemp(path.join(tmpdir(), 'editor-backend-'));
  content = path.join(temp, 'content');
  await cp('content', content, { recursive: true });
  local = { contentDir: content, rules: writeRules(configText) };
  // Outside content/: what a link inside it must not reach.
  await mkdir(path.join(temp, 'outside'));
  await writeFile(path.join(temp, 'outside/secret.md'), '---\ntitle: Secret\n---\n');
  await symlink(path.join(temp, 'outside'), path.join(content, 'posts/linked-folder'));
  await symlink(path.join(temp, 'outside/secret.md'), path.join(content, 'posts/linked-post.md'));
});
backend.after(() => rm(temp, { recursive: true, force: true }));

/** What a form that read `file` as it is now names as its base: the digest local mode gave it. */
const loadedAs = async (file: string) => {
  const entry = (await editorAction(local, 'getEntry', { path: file })) as { file: { id: string | null } };
  return { loaded: entry.file.id ? file : null, base: entry.file.id };
};

/** What a new item's form names: no file loaded, so none may be there. */
const NEW = { loaded: null, base: null };

const refused = (promise: Promise<unknown>, what: string) =>
  promise.then(
    () => assert.unreachable(`${what} was allowed`),
    (error) => assert.instance(error, PathRefused, what),
  );

backend(
  'should write a whole file or nothing, so a reader never meets half of it, and leave no file beside it',
  async () => {
    const file = path.join(content, 'posts/calf-pain.md');
    const before = await readFile(file, 'utf8');
    const after = `${before}\n${'A long new paragraph. '.repeat(200_000)}\n`;
    let reading = true;
    const seen = new Set<number>();
    const reader = (async () => {
      while (reading) seen.add((await readFile(file, 'utf8')).length);
    })();
    await editorAction(local, 'persistEntry', {
      entry: { path: 'content/posts/calf-pain.md', raw: after, ...(await loadedAs('content/posts/calf-pain.md')) },
    });
    reading = false;
    await reader;
    assert.equal(
      [...seen].filter((length) => length !== before.length && length !== after.length),
      [],
      'no part',
    );
    assert.is(await readFile(file, 'utf8'), after);
    assert.equal(
      (await readdir(path.dirname(file))).filter((name) => name.startsWith('.')),
      [],
      'no hidden file',
    );
    await writeFile(file, before);
  },
);

backend('should refuse a save into a file other than the one its form loaded, writing nothing', async () => {
  const pricing = await readFile(path.join(content, 'pricing.yaml'), 'utf8');
  const post = await loadedAs('content/posts/plantar-fasciitis.md');
  const intoPricing = { path: 'content/pricing.yaml', raw: '---\ntitle: Heel pain\n---\n' };
  for (const [what, given] of [
    ['a form opened for another file', post],
    ['a save that names no form', {}],
    ["another file's digest", { loaded: 'content/pricing.yaml', base: post.base }],
  ] as const) {
    const error = await editorAction(local, 'persistEntry', { dataFiles: [{ ...intoPricing, ...given }] }).then(
      () => new Error(`${what} was saved`),
      (error: Error) => error,
    );
    assert.instance(error, PathRefused, what);
    assert.match(error.message, /^Not saved: .*Nothing was changed\./, what);
  }
  assert.is(await readFile(path.join(content, 'pricing.yaml'), 'utf8'), pricing, 'pricing.yaml is untouched');
});

backend('should refuse a save whose file changed after its form read it, keeping the other change', async () => {
  const file = path.join(content, 'pages/about.md');
  const before = await readFile(file, 'utf8');
  const opened = await loadedAs('content/pages/about.md');
  await writeFile(file, `${before}\nA line added in another tab.\n`);
  await refused(
    editorAction(local, 'persistEntry', { entry: { path: 'content/pages/about.md', raw: before, ...opened } }),
    'a stale base',
  );
  assert.match(await readFile(file, 'utf8'), /A line added in another tab\./);
  const reopened = await loadedAs('content/pages/about.md');
  await editorAction(local, 'persistEntry', { entry: { path: 'content/pages/about.md', raw: before, ...reopened } });
  assert.is(await readFile(file, 'utf8'), before, 'saved once the form has read the file again');
});

backend('should refuse a new item at the address of one already there', async () => {
  const file = path.join(content, 'posts/calf-pain.md');
  const before = await readFile(file, 'utf8');
  await refused(
    editorAction(local, 'persistEntry', { entry: { path: 'content/posts/calf-pain.md', raw: 'x', ...NEW } }),
    'a new item over an old one',
  );
  assert.is(await readFile(file, 'utf8'), before);
});

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

backend('should refuse to read or write through a symbolic link that leads out of content/', async () => {
  const secret = path.join(temp, 'outside/secret.md');
  for (const file of ['content/posts/linked-post.md', 'content/posts/linked-folder/secret.md']) {
    await refused(editorAction(local, 'getEntry', { path: file }), `reading ${file}`);
    await refused(editorAction(local, 'persistEntry', { entry: { path: file, raw: 'x', ...NEW } }), `writing ${file}`);
  }
  await refused(
    editorAction(local, 'persistEntry', { entry: { path: 'content/posts/linked-folder/new.md', raw: 'x', ...NEW } }),
    'a new file through a linked folder',
  );
  assert.is(await readFile(secret, 'utf8'), '---\ntitle: Secret\n---\n', 'the file outside is untouched');
  const listed = (await editorAction(local, 'entriesByFolder', { folder: 'content/posts', extension: 'md' })) as {
    file: { path: string };
  }[];
  assert.not.ok(
    listed.some((entry) => entry.file.path.includes('linked')),
    'links are not listed',
  );
});

backend('should list a folder as entries, leaving out files starting with "_"', async () => {
  const entries = (await editorAction(local, 'entriesByFolder', {
    folder: 'content/posts',
    extension: 'md',
    depth: 1,
  })) as { data: string; file: { path: string; id: string } }[];
  assert.ok(entries.length > 50);
  assert.ok(entries.every((entry) => entry.file.path.startsWith('content/posts/') && entry.data.startsWith('---')));
  assert.not.ok(entries.some((entry) => entry.file.path.endsWith('_template.md')));
});

backend('should write an entry and a photo where the configuration puts them', async () => {
  await editorAction(local, 'persistEntry', {
    dataFiles: [{ path: 'content/posts/new-one.md', raw: '---\ntitle: New\n---\nBody\n', loaded: null, base: null }],
    assets: [
      { path: 'content/images/posts/one.jpg', content: Buffer.from('jpeg').toString('base64'), encoding: 'base64' },
    ],
  });
  assert.is(await readFile(path.join(content, 'posts/new-one.md'), 'utf8'), '---\ntitle: New\n---\nBody\n');
  assert.ok((await stat(path.join(content, 'images/posts/one.jpg'))).isFile());
  const site = await loadedAs('content/site.yaml');
  await editorAction(local, 'persistEntry', { entry: { path: 'content/site.yaml', raw: 'name: x\n', ...site } });
});

backend("should write a save's photos before its entry, so a build the entry starts finds the photos", async () => {
  const landed: string[] = [];
  // Each write ends with a rename into place, which the watcher names.
  const watcher = watch(content, { recursive: true }, (_event, name) => {
    if (name && !path.basename(name).startsWith('.') && !landed.includes(name)) landed.push(name);
  });
  try {
    await editorAction(local, 'persistEntry', {
      dataFiles: [
        {
          path: 'content/posts/with-photo.md',
          raw: '---\ntitle: Photo\n---\n![A knee](/images/posts/big.jpg)\n',
          loaded: null,
          base: null,
        },
      ],
      assets: [
        {
          path: 'content/images/posts/big.jpg',
          content: Buffer.alloc(8_000_000, 1).toString('base64'),
          encoding: 'base64',
        },
      ],
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
  } finally {
    watcher.close();
  }
  const photo = landed.indexOf(path.join('images', 'posts', 'big.jpg'));
  const entry = landed.indexOf(path.join('posts', 'with-photo.md'));
  assert.ok(photo >= 0 && entry >= 0, `both landed: ${landed.join(', ')}`);
  assert.ok(photo < entry, `the photo before the entry: ${landed.join(', ')}`);
});

backend('should upload a photo whose name is taken under the next free name, replacing nothing', async () => {
  const uploadAs = (name: string) => (bytes: string) =>
    editorAction(local, 'persistMedia', {
      asset: {
        path: `content/images/posts/${name}`,
        content: Buffer.from(bytes).toString('base64'),
        encoding: 'base64',
      },
    }) as Promise<{ path: string; name: string }>;
  const upload = uploadAs('knee.jpg');
  const folder = path.join(content, 'images/posts');
  assert.is((await upload('first knee')).path, 'content/images/posts/knee.jpg');
  const second = await upload('second knee');
  assert.equal([second.path, second.name], ['content/images/posts/knee-2.jpg', 'knee-2.jpg']);
  assert.is((await upload('third knee')).path, 'content/images/posts/knee-3.jpg');
  // The very same photo again is the file already there, not a copy of it.
  assert.is((await upload('second knee')).path, 'content/images/posts/knee-2.jpg');
  assert.is(await readFile(path.join(folder, 'knee.jpg'), 'utf8'), 'first knee', 'the first photo is kept');
  assert.is(await readFile(path.join(folder, 'knee-2.jpg'), 'utf8'), 'second knee');
  assert.equal((await readdir(folder)).filter((name) => name.startsWith('knee')).sort(), [
    'knee-2.jpg',
    'knee-3.jpg',
    'knee.jpg',
  ]);
  const year = uploadAs('knee-2024.jpg');
  assert.is((await year('2024 knee')).path, 'content/images/posts/knee-2024.jpg');
  assert.is((await year('another 2024 knee')).path, 'content/images/posts/knee-2024-2.jpg', 'not knee-2025.jpg');
  assert.is((await year('a third 2024 knee')).path, 'content/images/posts/knee-2024-3.jpg');
  const names = ['knee.jpg', 'knee-2024.jpg', 'knee-9.JPG', 'my.knee.jpeg', 'no-extension', '.hidden'];
  assert.equal(
    names.map((name) => numberedName(name, 2)),
    ['knee-2.jpg', 'knee-2024-2.jpg', 'knee-9-2.JPG', 'my.knee-2.jpeg', 'no-extension-2', '.hidden-2'],
    'a number the name came with is kept, not counted up',
  );
  assert.is(numberedName('knee-2024.jpg', 3), 'knee-2024-3.jpg', 'only the added number counts up');
});

backend("should write each folder only with its collection's extension, and images/ only photos", async () => {
  const photo = Buffer.from('jpeg').toString('base64');
  for (const file of [
    'content/posts/x.js',
    'content/posts/x.yaml',
    'content/posts/photo.jpg',
    'content/posts/deeper/x.md',
    'content/images/x.yaml',
    'content/images/team/x.md',
    'content/invented.yaml',
    'content/pages.md',
    'content/../x.md',
  ]) {
    await refused(editorAction(local, 'persistEntry', { dataFiles: [{ path: file, raw: 'x', ...NEW }] }), file);
    await refused(editorAction(local, 'deleteFile', { path: file }), `deleting ${file}`);
    await refused(
      editorAction(local, 'persistMedia', { asset: { path: file, content: photo, encoding: 'base64' } }),
      `uploading ${file}`,
    );
  }
  const unbuilt = { ...local, rules: writeRules(undefined) };
  await refused(
    editorAction(unbuilt, 'persistEntry', { entry: { path: 'content/site.yaml', raw: 'x', ...NEW } }),
    'anything before the configuration is built',
  );
});

backend('should answer info as the local file-system proxy, and nothing for an unknown action', async () => {
  assert.equal(((await editorAction(local, 'info', {})) as { type: string }).type, 'local_fs');
  assert.is(await editorAction(local, 'unpublishedEntries', {}), undefined);
});

backend.run();

const requests = suite('editor backend requests');
let server: Server;
let port = 0;

requests.before(async () => {
  const { createServer } = await import('node:http');
  const { editorBackend } = await import('../../../build/editor/editor-backend');
  // Requests only read: the project's own content folder.
  const handle = editorBackend('content', () => configText);
  server = createServer((req, res) => void (handle(req, res) || res.writeHead(404).end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  ({ port } = server.address() as { port: number });
});
requests.after(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A request with the headers as given: fetch would set Host itself. */
function send(method: string, urlPath: string, headers: Record<string, string>) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path: urlPath, headers }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end(method === 'POST' ? '{"action":"info"}' : undefined);
  });
}
const json = { 'Content-Type': 'application/json' };
const post = (headers: Record<string, string>) => send('POST', '/admin/api/v1', headers);

requests(
  'should answer only by its own names: localhost, the loopback addresses and the address it listens on',
  async () => {
    for (const name of ['localhost', '127.0.0.1', '[::1]']) {
      const host = `${name}:${port}`;
      assert.is((await post({ ...json, Host: host, Origin: `http://${host}` })).status, 200, host);
      assert.is((await send('GET', '/admin/config.yml', { Host: host })).status, 200, host);
    }
    // DNS rebinding: another site's name pointed at this computer, its page sending its own Host and Origin.
    for (const host of [`rebind.example:${port}`, 'localhost', `localhost:${port + 1}`, `192.168.1.5:${port}`]) {
      assert.is((await post({ ...json, Host: host, Origin: `http://${host}` })).status, 403, host);
      const config = await send('GET', '/admin/config.yml', { Host: host });
      assert.is(config.status, 403, host);
      assert.not.match(config.body, /local_backend/);
    }
  },
);

requests('should save only with an Origin on that list, as JSON', async () => {
  const host = `127.0.0.1:${port}`;
  assert.is((await post({ ...json, Host: host, Origin: `http://localhost:${port}` })).status, 200);
  // A tunnel or port forward delivers a request with no Origin from loopback.
  assert.is((await post({ ...json, Host: host })).status, 403, 'no Origin');
  for (const origin of [
    'https://elsewhere.example',
    `https://127.0.0.1:${port}`,
    `http://127.0.0.1:${port + 1}`,
    'null',
  ])
    assert.is((await post({ ...json, Host: host, Origin: origin })).status, 403, origin);
  assert.is((await post({ 'Content-Type': 'text/plain', Host: host, Origin: `http://${host}` })).status, 403);
});

requests('should tell the local configuration where to save, by the name the page was opened with', async () => {
  const { body } = await send('GET', '/admin/config.yml', { Host: `localhost:${port}` });
  assert.match(body, new RegExp(`local_backend:\\n  url: "http://localhost:${port}/admin/api/v1"`));
  // The site's link and View Live open the dev site, where a save shows, rather than the live site.
  assert.match(body, new RegExp(`^site_url: "http://localhost:${port}"$`, 'm'));
  assert.match(body, new RegExp(`^display_url: "http://localhost:${port}"$`, 'm'));
});

requests(
  "should serve a photo of content/images/ at its address on the site, for the editor's thumbnails",
  async () => {
    const host = `127.0.0.1:${port}`;
    const photo = await send('GET', '/images/treatment-room.jpg', { Host: host });
    assert.is(photo.status, 200);
    assert.ok(photo.body.length > 1000, 'the photo itself');
    // Not a photo, not there, outside content/ or asked by another name: left to the site (404 here).
    for (const [url, name] of [
      ['/images/missing.jpg', host],
      ['/images/../../package.json', host],
      ['/images/%2e%2e/site.yaml', host],
      ['/images/treatment-room.jpg', `rebind.example:${port}`],
    ])
      assert.is((await send('GET', url!, { Host: name! })).status, 404, `${url} as ${name}`);
  },
);

requests.run();
