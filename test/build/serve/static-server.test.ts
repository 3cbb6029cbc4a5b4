import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  ALL_INTERFACES,
  DEFAULT_HOST,
  describeAddress,
  isLoopback,
  listen,
  takeHostFlag,
} from '../../../build/serve/listen';
import {
  createStaticServer,
  folderSource,
  isInside,
  type ServerOptions,
  type SiteSource,
} from '../../../build/serve/static-server';

const SECRET = 'secret outside the site root';
const FILES: Record<string, string> = {
  'index.html': '<html><body><h1>Home</h1></body></html>',
  'about/index.html': '<html><body><h1>About</h1></body></html>',
  '404.html': '<html><body><h1>Page not found</h1></body></html>',
  'style.css': 'body { color: teal; }',
};

let parent = '';
/** The site folder: `<parent>/site`, with `<parent>/site-secret/` beside it to catch prefix-only containment checks. */
let root = '';

async function makeSite(): Promise<void> {
  parent = await mkdtemp(path.join(tmpdir(), 'static-server-'));
  root = path.join(parent, 'site');
  for (const [file, contents] of Object.entries(FILES)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), contents);
  }
  await mkdir(path.join(parent, 'site-secret'));
  await writeFile(path.join(parent, 'site-secret', 'secret.txt'), SECRET);
  await writeFile(path.join(parent, 'secret.txt'), SECRET);
  await writeFile(path.join(parent, 'package.json'), JSON.stringify({ name: SECRET }));
}

const memorySource = (): SiteSource => ({ read: async (file) => FILES[file] ?? null });

async function start(
  source: string | SiteSource,
  options: ServerOptions = {},
): Promise<{ server: Server; port: number; origin: string }> {
  const server = createStaticServer(source, options);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, port, origin: `http://127.0.0.1:${port}` };
}

const stop = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/**
 * Sends the request target byte for byte: fetch and URL would resolve `..` and
 * `%2e%2e` on the client, so the server would never see the attack.
 */
function rawRequest(port: number, target: string, method = 'GET'): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: target, method }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

// [request path, expected status]
const pageCases: [string, number][] = [
  ['/', 200],
  ['/index.html', 200],
  ['/about/', 200],
  ['/about/index.html', 200],
  ['/about', 301],
  ['/style.css', 200],
  ['/missing', 404],
  ['/about/missing.html', 404],
  ['/404.html', 200],
];

// Malformed percent-encoding: decodeURIComponent throws on each of these.
const malformedCases: [string, number][] = [
  ['/%E0%A4%A', 400],
  ['/%', 400],
  ['/%zz', 400],
  ['/about/%C0', 400],
  ['/%E0%A4%A/index.html', 400],
];

// Each aims at a file outside the site; a 404 means the path was kept inside it.
const traversalCases: [string, number][] = [
  ['/../secret.txt', 404],
  ['/../package.json', 404],
  ['/../site-secret/secret.txt', 404],
  ['/..%2fsecret.txt', 400],
  ['/..%2Fpackage.json', 400],
  ['/..%2fsite-secret%2fsecret.txt', 400],
  ['/about/..%2f..%2fsecret.txt', 400],
  ['/%2e%2e/secret.txt', 404],
  ['/%2e%2e%2fsecret.txt', 400],
  ['/%2e%2e/%2e%2e/etc/passwd', 404],
  ['/.%2e/site-secret/secret.txt', 404],
  ['/..%5csecret.txt', 400],
  ['/..%5c..%5cpackage.json', 400],
  ['/..\\secret.txt', 404],
  ['/secret.txt%00', 400],
  ['/%00', 400],
  ['/about/index.html%00.css', 400],
  ['/%252e%252e/secret.txt', 404],
  ['//etc/passwd', 404],
  ['/etc/passwd', 404],
  [`/${'../'.repeat(8)}etc/passwd`, 404],
  ['/C:/Windows/win.ini', 404],
  ['http://127.0.0.1/../secret.txt', 404],
  ['http://127.0.0.1/..%2fsecret.txt', 400],
];

const sources: [string, () => string | SiteSource][] = [
  ['a folder', () => root],
  ['an in-memory SiteSource', memorySource],
];

for (const [name, source] of sources) {
  const serve = suite(`createStaticServer from ${name}`);
  let server: Server;
  let port = 0;
  let origin = '';
  serve.before(async () => {
    await makeSite();
    ({ server, port, origin } = await start(source()));
  });
  serve.after(async () => {
    await stop(server);
    await rm(parent, { recursive: true, force: true });
  });

  for (const [target, status] of pageCases) {
    serve(`should answer ${target} with ${status}`, async () => {
      const res = await fetch(`${origin}${target}`, { redirect: 'manual' });
      assert.is(res.status, status);
    });
  }

  serve('should serve folder index files with their content type', async () => {
    const res = await fetch(`${origin}/about/`, { redirect: 'manual' });
    assert.is(res.headers.get('content-type'), 'text/html; charset=utf-8');
    assert.is(await res.text(), FILES['about/index.html']);
  });

  serve('should redirect a folder without its trailing slash, keeping the query string', async () => {
    const res = await fetch(`${origin}/about?utm_source=leaflet&x=1`, { redirect: 'manual' });
    assert.is(res.status, 301);
    assert.is(res.headers.get('location'), '/about/?utm_source=leaflet&x=1');
  });

  serve('should never redirect to another host when the path starts with two slashes', async () => {
    const res = await rawRequest(port, '//about');
    assert.is(res.status, 301);
    const location = await fetch(`${origin}//about`, { redirect: 'manual' }).then((r) => r.headers.get('location'));
    assert.is(location, '/about/');
  });

  serve('should answer misses with the 404 page and status 404', async () => {
    const res = await fetch(`${origin}/no/such/page/`, { redirect: 'manual' });
    assert.is(res.status, 404);
    assert.is(res.headers.get('content-type'), 'text/html; charset=utf-8');
    assert.is(await res.text(), FILES['404.html']);
  });

  for (const [target, status] of malformedCases) {
    serve(`should answer malformed ${target} with ${status} and keep serving`, async () => {
      const res = await fetch(`${origin}${target}`, { redirect: 'manual' });
      assert.is(res.status, status);
      const next = await fetch(`${origin}/`, { redirect: 'manual' });
      assert.is(next.status, 200);
      assert.is(await next.text(), FILES['index.html']);
    });
  }

  for (const [target, status] of traversalCases) {
    serve(`should keep ${target} inside the site root (${status})`, async () => {
      const res = await rawRequest(port, target);
      assert.is(res.status, status);
      assert.not.ok(res.body.includes(SECRET), 'no file from outside the root');
      assert.not.ok(res.body.includes('root:'), 'not /etc/passwd');
    });
  }

  serve('should answer HEAD with the headers of GET and no body', async () => {
    const get = await fetch(`${origin}/style.css`);
    const head = await fetch(`${origin}/style.css`, { method: 'HEAD' });
    assert.is(head.status, 200);
    assert.is(head.headers.get('content-type'), get.headers.get('content-type'));
    assert.is(head.headers.get('content-length'), String(Buffer.byteLength(await get.text())));
    assert.is(await head.text(), '');
    const raw = await rawRequest(port, '/missing', 'HEAD');
    assert.equal(raw, { status: 404, body: '' });
  });

  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
    serve(`should refuse ${method} with 405 and Allow: GET, HEAD`, async () => {
      const res = await fetch(`${origin}/`, { method, redirect: 'manual' });
      assert.is(res.status, 405);
      assert.is(res.headers.get('allow'), 'GET, HEAD');
      assert.not.ok((await res.text()).includes('Home'));
    });
  }

  serve.run();
}

const options = suite('createStaticServer options');
options.before(makeSite);
options.after(() => rm(parent, { recursive: true, force: true }));

options('should add the headers headersFor gives for the request path, passed as a function or an option', async () => {
  const seen: string[] = [];
  const headersFor = (urlPath: string) => (seen.push(urlPath), { 'X-Frame-Options': 'DENY' });
  for (const server of [createStaticServer(root, headersFor), createStaticServer(root, { headersFor })]) {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/about/`);
    assert.is(res.headers.get('x-frame-options'), 'DENY');
    await stop(server);
  }
  assert.equal(seen, ['/about/', '/about/']);
});

options('should pass HTML, and only HTML, through transformHtml, with the length of the result', async () => {
  const { server, origin } = await start(root, {
    transformHtml: (html) => html.replace('</body>', '<script></script></body>'),
  });
  const page = await fetch(`${origin}/`);
  const text = await page.text();
  assert.is(text, FILES['index.html']!.replace('</body>', '<script></script></body>'));
  assert.is(page.headers.get('content-length'), String(Buffer.byteLength(text)));
  assert.is(
    await fetch(`${origin}/nowhere`).then((r) => r.text()),
    FILES['404.html']!.replace('</body>', '<script></script></body>'),
  );
  assert.is(await fetch(`${origin}/style.css`).then((r) => r.text()), FILES['style.css']);
  await stop(server);
});

options('should let extra answer requests the site does not handle', async () => {
  const { server, origin } = await start(root, {
    extra: (req, res) => req.url === '/__dev/ping' && (res.writeHead(200).end('pong'), true),
  });
  assert.is(await fetch(`${origin}/__dev/ping`).then((r) => r.text()), 'pong');
  assert.is((await fetch(`${origin}/`)).status, 200);
  await stop(server);
});

options('should answer 500 when the source fails, and keep serving', async () => {
  const failing: SiteSource = {
    read: async (file) => (file === 'broken' ? Promise.reject(new Error('disk gone')) : (FILES[file] ?? null)),
  };
  const { server, origin } = await start(failing);
  const logged = console.error;
  console.error = () => {};
  try {
    assert.is((await fetch(`${origin}/broken`)).status, 500);
  } finally {
    console.error = logged;
  }
  assert.is((await fetch(`${origin}/`)).status, 200);
  await stop(server);
});

options.run();

const folder = suite('folderSource');
folder.before(makeSite);
folder.after(() => rm(parent, { recursive: true, force: true }));

// [file asked for, expected contents or null]
const folderCases: [string, string | null][] = [
  ['index.html', FILES['index.html']!],
  ['about/index.html', FILES['about/index.html']!],
  ['../site-secret/secret.txt', null],
  ['../secret.txt', null],
  ['about/../../secret.txt', null],
  ['/etc/passwd', null],
  ['index.html\0', null],
  ['about', null],
];
for (const [file, expected] of folderCases) {
  folder(`should read ${JSON.stringify(file)} as ${expected === null ? 'nothing' : 'the file'}`, async () => {
    const contents = await folderSource(root).read(file);
    assert.is(contents === null ? null : Buffer.from(contents).toString(), expected);
  });
}

// [base, full path, inside]
const insideCases: [string, string, boolean][] = [
  ['/work/dist', '/work/dist', true],
  ['/work/dist', '/work/dist/index.html', true],
  ['/work/dist', '/work/dist/..hidden/file', true],
  ['/work/dist', '/work/dist-old/index.html', false],
  ['/work/dist', '/work/dist-old', false],
  ['/work/dist', '/work', false],
  ['/work/dist', '/etc/passwd', false],
];
for (const [base, full, inside] of insideCases) {
  folder(`should count ${full} as ${inside ? 'inside' : 'outside'} ${base}`, () => {
    assert.is(isInside(base, full), inside);
  });
}

folder.run();

const host = suite('listen and --host');

// [arguments, host, arguments left]
const hostCases: [string[], string, string[]][] = [
  [[], DEFAULT_HOST, []],
  [['dist'], DEFAULT_HOST, ['dist']],
  [['--host'], ALL_INTERFACES, []],
  [['--host', '192.168.1.5'], '192.168.1.5', []],
  [['--host=192.168.1.5'], '192.168.1.5', []],
  [['--host='], ALL_INTERFACES, []],
  [['--host', '--quiet'], ALL_INTERFACES, ['--quiet']],
  [['--content', 'content', '--host', '::'], '::', ['--content', 'content']],
  [['dist', '--host', '127.0.0.1'], '127.0.0.1', ['dist']],
  [['--host', tmpdir()], ALL_INTERFACES, [tmpdir()]],
];
for (const [argv, expectedHost, rest] of hostCases) {
  host(`should read ${JSON.stringify(argv)} as host ${expectedHost} and leave ${JSON.stringify(rest)}`, () => {
    assert.equal(takeHostFlag(argv), { host: expectedHost, rest });
  });
}

host('should listen on a loopback address only when no host is given', async () => {
  const server = createStaticServer(memorySource(), {});
  const listening = await listen(server, 0);
  const { address, port } = server.address() as AddressInfo;
  assert.ok(isLoopback(address), `bound to ${address}`);
  assert.is(listening.url, `http://localhost:${port}`);
  assert.is(listening.warning, undefined);
  assert.is(
    (await fetch(`${listening.url.replace('localhost', address.includes(':') ? `[${address}]` : address)}/`)).status,
    200,
  );
  await stop(server);
});

host('should reject when the port is taken', async () => {
  const first = createStaticServer(memorySource(), {});
  const { address } = await listen(first, 0, '127.0.0.1');
  const second = createStaticServer(memorySource(), {});
  await listen(second, address.port, '127.0.0.1').then(
    () => assert.unreachable('the second server should not start'),
    (error: NodeJS.ErrnoException) => assert.is(error.code, 'EADDRINUSE'),
  );
  await stop(first);
});

// [address bound, host asked for, url, warned]
const describeCases: [string, string, string, boolean][] = [
  ['127.0.0.1', DEFAULT_HOST, 'http://localhost:3000', false],
  ['::1', DEFAULT_HOST, 'http://localhost:3000', false],
  ['127.0.0.1', '127.0.0.1', 'http://127.0.0.1:3000', false],
  ['0.0.0.0', ALL_INTERFACES, 'http://localhost:3000', true],
  ['::', '::', 'http://localhost:3000', true],
  ['192.168.1.5', '192.168.1.5', 'http://192.168.1.5:3000', true],
];
for (const [address, asked, url, warned] of describeCases) {
  host(`should describe ${address} as ${url}${warned ? ' with a network warning' : ''}`, () => {
    const listening = describeAddress({ address, family: address.includes(':') ? 'IPv6' : 'IPv4', port: 3000 }, asked);
    assert.is(listening.url, url);
    assert.is(listening.warning !== undefined, warned);
    if (warned) assert.match(listening.warning!, /anyone on your network can see the draft site/);
  });
}

host('should name the wildcard address in the network warning', () => {
  const { warning } = describeAddress({ address: '0.0.0.0', family: 'IPv4', port: 3000 }, ALL_INTERFACES);
  assert.ok(warning?.startsWith('Open to the network at http://0.0.0.0:3000'), warning);
});

host.run();
