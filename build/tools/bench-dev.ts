import { cp, readdir, rm } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { againstSide, ratio, type Side, THIS_SIDE } from './bench-against';
import { makeCorpus, recordsOnlyCache, table } from './bench-corpus';
import {
  codeEdits,
  contentEdits,
  type Edit,
  eleventyCodeEdits,
  pageHas,
  type Server,
  servedWhen,
  start,
  timeEdit,
} from './bench-dev-edits';
import { ELEVENTY, installEleventy, makeEleventySite } from './bench-peer';

/**
 * `npm run bench:dev [-- --posts 1000] [--peer] [--against <rev>]`: starts the dev server, then edits one post again
 * and again and measures from each save until the rebuilt page is served: first its body, then its title, which also
 * changes the blog list, its tag and category pages, the posts that list it as related, and its card. With none of
 * the options it edits the shipped content (and restores the post); otherwise a generated site of `--posts` posts
 * (the shipped ones when it is left out; see bench-corpus.ts) with an empty cache, whose first serve is timed too.
 * `--peer` adds three code edits, each saved three times: a marker in templates/post.tsx and in the footer, and a
 * rule appended to src/styles/main.css (served once the page's stylesheet holds it); then runs Eleventy's
 * `--serve --incremental` on the same posts, with the same content edits and the same marker in its post layout
 * and base layout. Every file edited is put back.
 * `--against <rev>` runs the same edits on a dev server of that revision as well (checked out and installed, see
 * bench-against.ts) on a copy of the same posts, the two servers taking turns edit by edit (A B A B).
 */
const { values } = parseArgs({
  options: {
    posts: { type: 'string' },
    peer: { type: 'boolean', default: false },
    edits: { type: 'string' },
    against: { type: 'string' },
  },
});
const EDITS = Number(values.edits ?? 7);
const CODE_EDITS = 3;
const SETTLE_MS = 1500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the server's log holds `text`; ms since `since`. */
async function loggedWith(server: Server, text: string, since: number, limit = 300_000): Promise<number> {
  while (!server.log().includes(text)) {
    if (performance.now() - since > limit) throw new Error(`"${text}" never logged:\n${server.log().slice(-2000)}`);
    await sleep(20);
  }
  return performance.now() - since;
}

// Above the ports fetch refuses to ask (6665–6669 and the like), and away from the dev server's own 3000.
/** A port nothing listens on now, as the system hands one out: a random one may be taken by another server. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
const secondsSince = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** A side's dev server on `content`, once its first build's search index and cards are made. */
async function ours(side: Side, content: string, cacheDir?: string): Promise<Server> {
  const args = ['--import', 'tsx', 'build/serve/dev.ts', '--content', content];
  const server = start(
    args[0]!,
    [...args.slice(1), ...(cacheDir ? ['--cache-dir', cacheDir] : [])],
    side.root,
    await freePort(),
  );
  const started = performance.now();
  const first = await servedWhen(() => pageHas(server, '</html>'), started, server.log);
  // The first page is shown while the rest of the site is built, and the search index and cards
  // follow; the edits wait for all of it, so they measure an edit, not an edit beside indexing every page.
  const whole = await loggedWith(server, 'first build:', started);
  const settled = await loggedWith(server, 'Search index and social cards ready', started);
  console.log(
    `${side.label}'s dev server (npm run dev) on ${content}: first serve ${secondsSince(first)}` +
      `${cacheDir ? ', no records (image cache kept)' : ''} (whole site ${secondsSince(whole)}, ` +
      `search index and cards ${secondsSince(settled)})`,
  );
  await sleep(3000);
  return server;
}

/** Each kind of edit timed on every server in turn: a row of medians, ms, per kind. */
async function editRows(servers: Server[], edits: Record<string, Edit>[], code: string[]) {
  const rows: Record<string, number[]> = {};
  for (const kind of Object.keys(edits[0] ?? {})) {
    const runs = servers.map((server, at) => ({ server, edit: edits[at]![kind]! }));
    rows[kind] = await timeEdit(runs, code.includes(kind) ? CODE_EDITS : EDITS, SETTLE_MS);
    console.log(`  ${kind}: ${rows[kind].map((ms) => `${ms.toFixed(0)} ms`).join(' / ')}`);
  }
  return rows;
}

async function eleventy(content: string): Promise<Record<string, number[]>> {
  const bin = await installEleventy('.cache');
  const site = await makeEleventySite(content);
  const port = await freePort();
  const server = start(bin, ['--serve', '--incremental', `--port=${port}`], site, port);
  try {
    const first = await servedWhen(() => pageHas(server, '</html>'), performance.now(), server.log);
    console.log(
      `${ELEVENTY} --serve --incremental on the same posts: first serve, empty output ${secondsSince(first)}`,
    );
    await sleep(3000);
    const edits = { ...contentEdits(site), ...(values.peer ? eleventyCodeEdits(site) : {}) };
    return await editRows([server], [edits], Object.keys(eleventyCodeEdits(site)));
  } finally {
    server.process.kill();
  }
}

const sides = values.against ? [THIS_SIDE, await againstSide(values.against)] : [THIS_SIDE];
// Eleventy's site and a second side's copy go beside a generated corpus, never into the working tree.
const generated = values.posts || values.peer || sides.length > 1;
const shipped = (await readdir('content/posts')).filter((f) => f.endsWith('.md') && !f.startsWith('_')).length;
const content = generated ? await makeCorpus(Number(values.posts ?? shipped)) : 'content';
// Each side's server watches a copy of its own, so an edit for one never makes work for the other.
const contents = sides.map((_, at) => (at === 0 ? content : path.join(path.dirname(content), `side-${at}`, 'content')));
// Inside each side's checkout: the dev server writes the site's compiled modules into its cache folder, and they
// find their packages in the checkout's node_modules from there.
const caches = sides.map((side) => path.join(side.root, '.cache', `bench-dev-${path.basename(path.dirname(content))}`));
const servers: Server[] = [];
try {
  for (const [at, side] of sides.entries()) {
    if (at > 0) await cp(content, contents[at]!, { recursive: true });
    const cache = generated ? await recordsOnlyCache(contents[at]!, caches[at]) : undefined;
    servers.push(await ours(side, contents[at]!, cache));
  }
  const code = Object.keys(codeEdits('.'));
  const edits = sides.map((side, at) => ({
    ...contentEdits(contents[at]!),
    ...(values.peer ? codeEdits(side.root) : {}),
  }));
  const rows = await editRows(servers, edits, code);
  for (const server of servers.splice(0)) server.process.kill();
  const peer = values.peer ? await eleventy(content) : {};
  console.log(`\nMedians from save to served (${EDITS} content edits, ${CODE_EDITS} code edits, each server in turn):`);
  const labels = [...sides.map((side) => side.label), ...(values.peer ? ['Eleventy'] : [])];
  const versus = sides.length > 1 ? `÷ ${sides[1]?.label}` : values.peer ? '÷ Eleventy' : '';
  const row = table(['edit', ...labels, ...(versus ? [versus] : [])], [16, ...labels.map(() => 14), 16]);
  for (const [kind, medians] of Object.entries(rows)) {
    const all = [...medians, ...(values.peer ? [peer[kind]?.[0]] : [])];
    const other = sides.length > 1 ? medians[1] : peer[kind]?.[0];
    const cells = all.map((ms) => (ms === undefined ? '–' : `${ms.toFixed(0)} ms`));
    row([kind, ...cells, ...(versus ? [other ? ratio(medians[0] ?? 0, other) : ''] : [])]);
  }
} finally {
  for (const server of servers) server.process.kill();
  if (generated) {
    await rm(path.dirname(content), { recursive: true, force: true });
    await Promise.all(caches.map((cache) => rm(cache, { recursive: true, force: true })));
  }
}
