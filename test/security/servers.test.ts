import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { builtTestSite } from '../browser/site';
import { ALIAS_BOMB } from './hostile';

/**
 * The local servers probed as an attacker would: `npm run preview` on the test site and `npm run dev` on a copy of
 * the content, each started as a developer starts it. Nothing but the server itself may listen; another site's name
 * gets nothing; bodies, headers and the host's own files are as a static host keeps them. And the build, given
 * hostile content, names each file's problem at once instead of hanging or crashing.
 */
interface Running {
  origin: string;
  process: ChildProcess;
  log: () => string;
}

async function start(script: string, args: string[], cwd = process.cwd()): Promise<Running> {
  const port = 5000 + Math.floor(Math.random() * 3000);
  const child = spawn('node', ['--import', 'tsx', script, ...args], {
    cwd,
    env: { ...process.env, PORT: String(port), GOOGLE_PLACES_API_KEY: '', GOOGLE_PLACES_API_URL: '' },
  });
  let log = '';
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  for (const started = Date.now(); !/Serving/.test(log); await new Promise((resolve) => setTimeout(resolve, 100))) {
    if (Date.now() - started > 90_000 || child.exitCode !== null) throw new Error(`${script} did not start:\n${log}`);
  }
  return { origin: `http://127.0.0.1:${port}`, process: child, log: () => log };
}

/** A request as any program may send it: its own Host, method and body. */
function send(
  origin: string,
  target: string,
  {
    host,
    method = 'GET',
    body,
    headers = {},
  }: { host?: string; method?: string; body?: Buffer; headers?: object } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  const url = new URL(target, origin);
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, headers: { ...headers, host: host ?? url.host } }, (incoming) => {
      // An event stream never ends: its first answer is enough.
      if (incoming.headers['content-type'] === 'text/event-stream') {
        incoming.destroy();
        return resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, text: '' });
      }
      let text = '';
      incoming.on('data', (chunk: Buffer) => (text += chunk.toString()));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, text }));
    });
    // The server may refuse an oversized body and close before it is all sent.
    outgoing.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error),
    );
    outgoing.end(body);
  });
}

const readOr = (file: string, fallback = '') => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return fallback;
  }
};

/** `pid` and every process it started, from each process's parent in /proc. */
function processTree(pid: number): number[] {
  const parents = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => [Number(name), Number(/\) \S+ (\d+)/.exec(readOr(`/proc/${name}/stat`))?.[1])] as const);
  const tree = [pid];
  for (let i = 0; i < tree.length; i++)
    for (const [child, parent] of parents) if (parent === tree[i] && !tree.includes(child)) tree.push(child);
  return tree;
}

/** The TCP ports that `pid` and every process it started listen on, from /proc. */
function listeningPorts(pid: number): number[] {
  const inodes = new Set(
    processTree(pid).flatMap((id) => {
      const dir = `/proc/${id}/fd`;
      const fds = existsSync(dir) ? readdirSync(dir) : [];
      return fds.map((fd) => {
        try {
          return /^socket:\[(\d+)\]$/.exec(readlinkSync(`${dir}/${fd}`))?.[1] ?? '';
        } catch {
          return '';
        }
      });
    }),
  );
  const rows = ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((file) => readOr(file).split('\n').slice(1));
  return rows
    .map((row) => row.trim().split(/\s+/))
    .filter((fields) => fields[3] === '0A' && inodes.has(fields[9] ?? ''))
    .map((fields) => Number.parseInt(fields[1]?.split(':')[1] ?? '', 16))
    .sort();
}

const REVIEWS = '/functions/v1/fetch-google-reviews';
const ATTACKER = 'attacker.example';

const servers = suite('local servers, probed');
let preview: Running;
let dev: Running;
let content = '';
servers.before(async () => {
  content = await mkdtemp(path.join(tmpdir(), 'security-dev-'));
  await cp('content', content, { recursive: true });
  [preview, dev] = await Promise.all([
    start('build/serve/preview.ts', [await builtTestSite()]),
    start('build/serve/dev.ts', ['--content', content]),
  ]);
});
servers.after(async () => {
  for (const server of [preview, dev]) server?.process.kill();
  await rm(content, { recursive: true, force: true });
});

servers('should listen on no port but its own: no helper a stranger could ask to write files', () => {
  for (const server of [preview, dev]) {
    const port = Number(new URL(server.origin).port);
    assert.equal(listeningPorts(server.process.pid ?? 0), [port], server.log());
  }
});
for (const [name, paths] of [
  ['preview', ['/', '/about/', '/admin/', REVIEWS, '/admin/auth']],
  ['dev', ['/', '/blog/', '/admin/', '/admin/config.yml', REVIEWS, '/__dev/events', '/__dev/reload.js']],
] as const) {
  servers(`should answer another site's name with nothing on any path (${name}: DNS rebinding)`, async () => {
    const server = name === 'dev' ? dev : preview;
    for (const target of paths) {
      const answer = await send(server.origin, target, { host: ATTACKER });
      assert.is(answer.status, 403, `${target} answered ${answer.status}`);
      assert.not.match(answer.text, /<html|data:|"reviews"/i, target);
      assert.is.not((await send(server.origin, target)).status, 403, `${target} by its own name`);
    }
  });
  servers(`should refuse a body over 1 MB on a Function's path before reading it (${name})`, async () => {
    const server = name === 'dev' ? dev : preview;
    const answer = await send(server.origin, REVIEWS, { method: 'POST', body: Buffer.alloc(3 * 1024 * 1024, 120) });
    assert.is(answer.status, 413);
  });
  servers(`should never serve the host's own settings, _headers and _redirects (${name})`, async () => {
    const server = name === 'dev' ? dev : preview;
    for (const file of ['/_headers', '/_redirects']) assert.is((await send(server.origin, file)).status, 404, file);
  });
}

servers('should keep the editor saving only from its own page on this computer', async () => {
  const save = JSON.stringify({ action: 'info', params: {} });
  const json = { 'content-type': 'application/json' };
  const noOrigin = await send(dev.origin, '/admin/api/v1', { method: 'POST', body: Buffer.from(save), headers: json });
  assert.is(noOrigin.status, 403);
  const otherSite = { ...json, origin: `http://${ATTACKER}` };
  const forged = await send(dev.origin, '/admin/api/v1', {
    method: 'POST',
    body: Buffer.from(save),
    headers: otherSite,
  });
  assert.is(forged.status, 403);
  const own = { ...json, origin: dev.origin };
  assert.is(
    (await send(dev.origin, '/admin/api/v1', { method: 'POST', body: Buffer.from(save), headers: own })).status,
    200,
  );
});

servers('should keep the security headers on while the build fails: no page can be framed', async () => {
  const post = path.join(content, 'posts/frozen-shoulder.md');
  const original = await readFile(post, 'utf8');
  await writeFile(post, original.replace(/^category: .*$/m, 'category: Gossip'));
  try {
    for (const started = Date.now(); !/build failed/.test(dev.log()); await new Promise((r) => setTimeout(r, 100)))
      if (Date.now() - started > 60_000) throw new Error(`no failed build:\n${dev.log()}`);
    for (const target of ['/', '/blog/frozen-shoulder/', '/admin/']) {
      const answer = await send(dev.origin, target);
      assert.match(String(answer.headers['content-security-policy']), /frame-ancestors 'none'/, target);
      assert.is(answer.headers['x-frame-options'], 'DENY', target);
    }
    assert.match((await send(dev.origin, '/')).text, /Build failed/);
  } finally {
    await writeFile(post, original);
  }
});
servers(
  'should leave no helper and no folder behind when stopped by its process alone, as a test or a manager stops it',
  async () => {
    for (const server of [preview, dev]) {
      const tree = processTree(server.process.pid ?? 0);
      // workerd's configuration, and the sockets it is served through, live in a folder of their own.
      const folders = tree.flatMap(
        (id) => /[^\0]*site-functions-[^/\0]+/.exec(readOr(`/proc/${id}/cmdline`))?.[0] ?? [],
      );
      assert.ok(folders.length > 0, `no workerd among the processes of ${server.log()}`);
      server.process.kill('SIGTERM');
      const left = () => [...tree.filter((id) => existsSync(`/proc/${id}`)), ...folders.filter(existsSync)];
      for (const started = Date.now(); left().length > 0; await new Promise((resolve) => setTimeout(resolve, 100)))
        if (Date.now() - started > 10_000) assert.unreachable(`still there 10 s after SIGTERM: ${left().join(', ')}`);
    }
  },
);
servers.run();

const build = suite('the build, given hostile content');
build(
  'should name an alias bomb and a deeply nested body as problems of their files, at once, without hanging',
  async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'security-build-'));
    try {
      await cp('content', path.join(dir, 'content'), { recursive: true });
      const post = await readFile('content/posts/frozen-shoulder.md', 'utf8');
      const [, front = ''] = /^---\n([\s\S]*?)\n---\n/.exec(post) ?? [];
      const bombed = `---\n${front}\n${ALIAS_BOMB.replace(/^/gm, 'x_')}\n---\nBody.\n`;
      await writeFile(path.join(dir, 'content/posts/frozen-shoulder.md'), bombed);
      const deep = post.replace(/\n---\n[\s\S]*$/, `\n---\n${'>'.repeat(5000)} too deep\n`);
      await writeFile(path.join(dir, 'content/posts/neck-pain.md'), deep.replace(/^slug: .*$/m, 'slug: neck-pain'));
      const out = path.join(dir, 'dist');
      const child = spawn('node', ['build/cli.mjs', '--content', path.join(dir, 'content'), '--out', out]);
      let log = '';
      for (const stream of [child.stdout, child.stderr])
        stream.on('data', (chunk: Buffer) => (log += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => {
        const timer = setTimeout(() => (child.kill(), resolve(null)), 120_000);
        child.on('exit', (exit) => (clearTimeout(timer), resolve(exit)));
      });
      assert.is(code, 1, log);
      assert.match(log, /posts\/frozen-shoulder\.md: .*invalid YAML/);
      assert.match(log, /posts\/neck-pain\.md: body: the body nests more than/);
      assert.not.match(log, /RangeError|\n\s+at /);
      assert.not.ok(existsSync(out), 'nothing is written');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  },
);
build.run();
