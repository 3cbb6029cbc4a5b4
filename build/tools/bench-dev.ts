import { type ChildProcess, spawn } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { EDITED_POST, makeCorpus, median, recordsOnlyCache } from './bench-corpus';
import { ELEVENTY, installEleventy, makeEleventySite } from './bench-peer';

/**
 * `npm run bench:dev [-- --posts 1000 [--peer]]`: starts the dev server, then edits one post again
 * and again and measures from each save until the rebuilt page is served: first its body, then its
 * title, which also changes the blog list, its tag and category pages, the posts that list it as
 * related, and its card. Without `--posts` it edits the shipped content (and restores the post);
 * with it, a generated site of that many posts (see bench-corpus.ts) with an empty cache, whose
 * first serve is timed too. `--peer` runs Eleventy's `--serve --incremental` on the same posts
 * after ours, the same edits, the same way.
 */
const { values } = parseArgs({
  options: { posts: { type: 'string' }, peer: { type: 'boolean', default: false }, edits: { type: 'string' } },
});
const EDITS = Number(values.edits ?? 7);
const URL_PATH = `/blog/${EDITED_POST.replace(/\.md$/, '')}/`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The post with `marker` in it: at the end of its body, or at the end of its title. */
const EDIT_KINDS = {
  body: (source: string, marker: string) => `${source.trimEnd()}\n\n${marker}\n`,
  title: (source: string, marker: string) =>
    source.replace(/^title: "?(.*?)"?$/m, (_, title: string) => `title: "${title} ${marker}"`),
};

interface Server {
  port: number;
  process: ChildProcess;
  log: () => string;
}

function start(command: string, args: string[], cwd: string, port: number, env: NodeJS.ProcessEnv = {}): Server {
  const child = spawn(process.execPath, [command, ...args], {
    cwd,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  return { port, process: child, log: () => log };
}

/** Waits until the page at `URL_PATH` holds `text` (any page when it is empty); ms since `since`. */
async function servedWith(server: Server, text: string, since: number, limit = 120_000): Promise<number> {
  for (;;) {
    const html = await fetch(`http://127.0.0.1:${server.port}${URL_PATH}`)
      .then((response) => (response.ok ? response.text() : ''))
      .catch(() => '');
    if (html?.includes(text)) return performance.now() - since;
    if (performance.now() - since > limit) throw new Error(`"${text}" never appeared:\n${server.log().slice(-2000)}`);
    await sleep(5);
  }
}

/** Waits until the server's log holds `text`; ms since `since`. */
async function loggedWith(server: Server, text: string, since: number, limit = 300_000): Promise<number> {
  while (!server.log().includes(text)) {
    if (performance.now() - since > limit) throw new Error(`"${text}" never logged:\n${server.log().slice(-2000)}`);
    await sleep(20);
  }
  return performance.now() - since;
}

/** Medians of `EDITS` edits of each kind to `post`, served by `server`; the post is put back after. */
async function editTimes(server: Server, post: string): Promise<Record<string, number>> {
  const original = await readFile(post, 'utf8');
  const medians: Record<string, number> = {};
  try {
    for (const [kind, edit] of Object.entries(EDIT_KINDS)) {
      const times: number[] = [];
      for (let i = 0; i < EDITS; i++) {
        const marker = `Edit marker ${Date.now()}-${i}`;
        const started = performance.now();
        await writeFile(post, edit(original, marker));
        times.push(await servedWith(server, marker, started, 60_000));
        // Cards, photos and the search index follow an edit; the next edit waits for them, as an author's would.
        await sleep(1500);
      }
      medians[kind] = median(times);
      const sorted = [...times].sort((a, b) => a - b);
      console.log(
        `  ${kind} edits: median ${median(times).toFixed(0)} ms ` +
          `(${sorted[0]?.toFixed(0)}–${sorted.at(-1)?.toFixed(0)})`,
      );
    }
  } finally {
    await writeFile(post, original);
  }
  return medians;
}

// Above the ports fetch refuses to ask (6665–6669 and the like), and away from the dev server's own 3000.
const randomPort = () => 40_000 + Math.floor(Math.random() * 10_000);

async function ours(content: string, cacheDir?: string): Promise<void> {
  const args = ['--import', 'tsx', 'build/serve/dev.ts', '--content', content];
  const server = start(args[0]!, [...args.slice(1), ...(cacheDir ? ['--cache-dir', cacheDir] : [])], '.', randomPort());
  try {
    const started = performance.now();
    const first = await servedWith(server, '</html>', started);
    // The first page is shown while the rest of the site is built, and the search index and cards
    // follow; the edits wait for all of it, so they measure an edit, not an edit beside indexing every page.
    const whole = await loggedWith(server, 'first build:', started);
    const settled = await loggedWith(server, 'Search index and social cards ready', started);
    console.log(`This project's dev server (npm run dev), ${content}:`);
    if (cacheDir)
      console.log(
        `  first serve, no records (image cache kept): ${(first / 1000).toFixed(2)} s ` +
          `(whole site ${(whole / 1000).toFixed(2)} s, search index and cards ${(settled / 1000).toFixed(2)} s)`,
      );
    await sleep(3000);
    await editTimes(server, path.join(content, 'posts', EDITED_POST));
  } finally {
    server.process.kill();
  }
}

async function eleventy(content: string): Promise<void> {
  const bin = await installEleventy('.cache');
  const site = await makeEleventySite(content);
  const port = randomPort();
  const server = start(bin, ['--serve', '--incremental', `--port=${port}`], site, port);
  try {
    const started = performance.now();
    const first = await servedWith(server, '</html>', started);
    console.log(`${ELEVENTY} --serve --incremental, the same posts:`);
    console.log(`  first serve, empty output: ${(first / 1000).toFixed(2)} s`);
    await sleep(3000);
    await editTimes(server, path.join(site, 'posts', EDITED_POST));
  } finally {
    server.process.kill();
  }
}

if (values.posts) {
  const content = await makeCorpus(Number(values.posts));
  const parent = path.dirname(content);
  try {
    await ours(content, await recordsOnlyCache(content));
    if (values.peer) await eleventy(content);
  } finally {
    await rm(parent, { recursive: true, force: true });
  }
} else {
  await ours('content');
}
