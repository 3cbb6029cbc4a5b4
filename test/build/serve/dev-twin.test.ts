import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { EDITOR_API } from '../../../build/editor/editor-backend';
import { DEV_SCRIPT_PATH } from '../../../build/serve/dev-overlay';
import { copyOfCode } from '../../code-copy';
import { mulberry32 } from '../../seeded-random';
import { contentEdits, type Pick } from '../content-edits';
import { missingFrom, namesOthers } from '../referenced-files';

/**
 * The dev server is the build's twin: after each of a seeded sequence of edits, a photo upload among them, what it
 * serves at every path `npm run build -- --drafts --future` writes is byte for byte what the build wrote there, but
 * for the live-reload script in each page. Both run as a developer runs them, as processes of their own on one copy
 * of the content; the server is asked over HTTP. Every file a built page names is one the build wrote.
 */
const twin = suite('the dev server serves what the build writes');
const temp = await mkdtemp(path.join(tmpdir(), 'clinic-twin-'));
const content = path.join(temp, 'content');
const code = await copyOfCode(path.join(temp, 'code'));
const edits = contentEdits(content);
const STEPS = ['portrait', 'body', 'data'] as const;
let server: ChildProcess | undefined;
let log = '';
const port = 6000 + Math.floor(Math.random() * 2000);
const origin = `http://127.0.0.1:${port}`;

twin.after(async () => {
  server?.kill();
  await rm(temp, { recursive: true, force: true });
});

/** Waits until the server's output holds `count` matches of `pattern`, and then until it has said nothing for 1 s. */
async function logged(pattern: RegExp, count: number, what: string): Promise<void> {
  const matches = () => log.match(new RegExp(pattern, 'g'))?.length ?? 0;
  for (let waited = 0, length = -1, quiet = 0; waited < 120_000; waited += 100) {
    if (matches() >= count) {
      quiet = log.length === length ? quiet + 100 : 0;
      length = log.length;
      if (quiet >= 1_000) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what}:\n${log}`);
}

/** `npm run build -- --drafts --future` of the content as it is now, into a folder of its own. */
function build(out: string): Promise<void> {
  const args = ['--import', 'tsx', 'build/index.ts', '--content', content, '--out', out, '--drafts', '--future'];
  const child = spawn('node', [...args, '--quiet', '--cache-dir', path.join(temp, 'build-cache')], { cwd: code });
  let said = '';
  child.stderr.on('data', (chunk: Buffer) => (said += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.on('exit', (status) => (status === 0 ? resolve() : reject(new Error(`the build failed:\n${said}`)))),
  );
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
}

/** The live-reload script the server adds to each page, the one difference a page may have. */
const LIVE_RELOAD = new RegExp(`<script type="module" src="${DEV_SCRIPT_PATH}\\?since=\\d+"></script>`);

/**
 * What the server may add to a file the build wrote: the live-reload script to a page, and to the editor's
 * configuration the local backend and this dev site as the site to view, so that its editor saves to the working
 * tree and opens the page it saved.
 */
function asBuilt(file: string, served: string): string {
  if (file.endsWith('.html')) return served.replace(LIVE_RELOAD, '');
  if (file !== 'admin/config.yml') return served;
  return served
    .replace(`local_backend:\n  url: "${origin}${EDITOR_API}"\n`, '')
    .replace(new RegExp(`^(site_url|display_url): "${origin}"$`, 'gm'), '$1: <the live site>');
}
const withLiveSite = (file: string, built: string) =>
  file === 'admin/config.yml' ? built.replace(/^(site_url|display_url): .*$/gm, '$1: <the live site>') : built;

/** Every path the build wrote whose served bytes differ, or that the server does not serve. */
async function differences(out: string): Promise<string[]> {
  const found: string[] = [];
  // Files a static host reads as its settings, not serves: the server applies them instead.
  const served = (await filesUnder(out)).filter((file) => !path.basename(file).startsWith('_'));
  for (const file of served) {
    const address = `/${file.replace(/(^|\/)index\.html$/, '$1')}`;
    const response = await fetch(origin + address);
    const built = await readFile(path.join(out, file));
    if (!response.ok) found.push(`${address}: ${response.status}`);
    else if (/\.(html|yml)$/.test(file)) {
      const text = asBuilt(file, await response.text());
      if (text !== withLiveSite(file, built.toString('utf8'))) found.push(`${address}: differs`);
    } else if (!Buffer.from(await response.arrayBuffer()).equals(built)) found.push(`${address}: differs`);
  }
  return found;
}

twin('should serve, after each edit, what the build writes at every path', async () => {
  await cp('content', content, { recursive: true });
  server = spawn('node', ['--import', 'tsx', 'build/serve/dev.ts', '--content', content], {
    cwd: code,
    env: { ...process.env, PORT: String(port) },
  });
  for (const output of [server.stdout, server.stderr]) output?.on('data', (chunk: Buffer) => (log += chunk));
  await logged(/Search index and social cards ready/, 1, 'the dev server never finished its first build');
  const next = mulberry32(7);
  const pick: Pick = (list) => list[Math.floor(next() * list.length)]!;
  const done: string[] = ['the shipped content'];
  for (const [step, kind] of ['none', ...STEPS].entries()) {
    if (kind !== 'none') {
      done.push(await edits[kind]!(pick, step));
      await logged(/pages rendered in/, step, `no build after ${done.at(-1)}`);
    }
    const out = path.join(temp, `dist-${step}`);
    await build(out);
    const found = await differences(out);
    assert.ok(found.length === 0, `after ${done.join('; ')}:\n${found.slice(0, 10).join('\n')}`);
    // And the build is whole: a photo the server would find in the content folder must be in the output too.
    const texts = new Map<string, string | undefined>();
    for (const file of await filesUnder(out))
      texts.set(file, namesOthers(file) ? await readFile(path.join(out, file), 'utf8') : undefined);
    assert.equal(missingFrom(texts).slice(0, 5), [], `after ${done.join('; ')}`);
  }
  assert.match(done.join(), /portrait uploaded/);
});

twin.run();
