import { execFile } from 'node:child_process';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { SHARED_CACHE } from '../build-site';
import { editOnePost, makeCorpus, median, moveAside, seconds, table } from './bench-corpus';
import {
  clearOutput,
  countPages,
  ELEVENTY,
  installEleventy,
  makeEleventySite,
  PAGEFIND_ARGS,
  PAGEFIND_CLI,
} from './bench-peer';

/**
 * `npm run bench [-- 80 1000 4000]`: full builds of synthetic corpora of N posts in the project's
 * real format (see bench-corpus.ts), median wall time and peak memory of `npm run build`'s command.
 * `npm run bench -- --peer 1000 4000`: the same posts built by the project and by a pinned
 * Eleventy with an equivalent minimal blog, alternating A B A B, with the ratio for each row.
 */
const args = process.argv.slice(2);
const peer = args.includes('--peer');
const sizes = args.filter((arg) => /^\d+$/.test(arg)).map(Number);
const RUNS = 3;
const exec = promisify(execFile);
const PEAK = path.resolve('build/tools/peak-memory.cjs');

interface Run {
  ms: number;
  /** Peak resident memory, MB. */
  peak: number;
}

async function timed(script: string, scriptArgs: string[], cwd = process.cwd()): Promise<Run> {
  const started = performance.now();
  const { stderr } = await exec('node', ['--require', PEAK, script, ...scriptArgs], { cwd, maxBuffer: 1 << 26 });
  const ms = performance.now() - started;
  return { ms, peak: Math.round(Number(/peak-rss-kb (\d+)/.exec(stderr)?.[1] ?? 0) / 1024) };
}

/**
 * Our build of a corpus; `keep` says what of the cache folder survives: all of it, the shared cache (images, and the
 * island bundle, which depend on no content), or nothing.
 */
async function buildProject(content: string, keep: 'all' | 'shared' | 'nothing', extra: string[] = []): Promise<Run> {
  const parent = path.dirname(content);
  const cacheDir = path.join(parent, 'cache');
  if (keep !== 'all') {
    const trash = path.join(parent, 'trash');
    await moveAside(path.join(parent, 'dist'), trash);
    const entries = await readdir(cacheDir).catch(() => []);
    await Promise.all(
      entries
        .filter((entry) => keep === 'nothing' || entry !== SHARED_CACHE)
        .map((entry) => moveAside(path.join(cacheDir, entry), trash)),
    );
  }
  return timed('build/cli.mjs', [
    '--content',
    content,
    '--out',
    path.join(parent, 'dist'),
    '--cache-dir',
    cacheDir,
    '--quiet',
    ...extra,
  ]);
}

/**
 * Corpora and their trash are deleted once every size is timed, so no deletion slows a timed build (see `moveAside`).
 */
const corpora: string[] = [];

const time = (runs: Run[]) => median(runs.map((run) => run.ms));
const peakOf = (runs: Run[]) => Math.max(...runs.map((run) => run.peak));

async function ownMode(n: number, row: (cells: string[]) => void): Promise<void> {
  const content = await makeCorpus(n);
  const cold: Run[] = [];
  const cached: Run[] = [];
  const unchanged: Run[] = [];
  const coldHtml: Run[] = [];
  for (let i = 0; i < RUNS; i++) {
    cold.push(await buildProject(content, 'nothing'));
    await editOnePost(content, i);
    cached.push(await buildProject(content, 'all'));
    unchanged.push(await buildProject(content, 'all'));
    coldHtml.push(await buildProject(content, 'shared'));
  }
  const pages = await countPages(path.join(path.dirname(content), 'dist'));
  row([
    String(n),
    String(pages),
    seconds(time(cold)),
    seconds(time(coldHtml)),
    seconds(time(cached)),
    seconds(time(unchanged)),
    `${peakOf([...cold, ...cached, ...unchanged, ...coldHtml])} MB`,
  ]);
  corpora.push(path.dirname(content));
}

async function peerMode(n: number, eleventy: string, row: (cells: string[]) => void): Promise<void> {
  const content = await makeCorpus(n);
  const site = await makeEleventySite(content);
  const buildEleventy = () => timed(eleventy, ['--quiet'], site);
  const indexEleventy = () => timed(PAGEFIND_CLI, PAGEFIND_ARGS, site);
  const runs = {
    cold: [] as Run[],
    images: [] as Run[],
    cached: [] as Run[],
    peerCold: [] as Run[],
    peerCached: [] as Run[],
    searchCold: [] as Run[],
    searchCached: [] as Run[],
  };
  // One round first, not counted: disk caches and the compiled build code warm up for both.
  await buildProject(content, 'nothing');
  await clearOutput(site);
  await buildEleventy();
  await indexEleventy();
  for (let i = 0; i < RUNS; i++) {
    runs.cold.push(await buildProject(content, 'nothing'));
    await clearOutput(site);
    runs.peerCold.push(await buildEleventy());
    runs.searchCold.push(await indexEleventy());
    runs.images.push(await buildProject(content, 'shared'));
    await clearOutput(site);
    runs.peerCold.push(await buildEleventy());
    runs.searchCold.push(await indexEleventy());
    await editOnePost(content, i);
    await editOnePost(site, i);
    runs.cached.push(await buildProject(content, 'all'));
    runs.peerCached.push(await buildEleventy());
    runs.searchCached.push(await indexEleventy());
  }
  const pages =
    `${await countPages(path.join(path.dirname(content), 'dist'))} / ` +
    `${await countPages(path.join(site, '_site'))}`;
  const ratio = (a: number, b: number) => (a / b).toFixed(2);
  // Eleventy with search: each build followed by Pagefind's command, timed separately, medians added.
  const line = (what: string, ours: number, theirs: number, search: number, target: string) =>
    row([
      String(n),
      pages,
      what,
      seconds(ours),
      seconds(theirs),
      ratio(ours, theirs),
      seconds(theirs + search),
      ratio(ours, theirs + search),
      target,
    ]);
  line('cold, every card drawn', time(runs.cold), time(runs.peerCold), time(runs.searchCold), '≤ 1.8');
  line('cold, image cache kept', time(runs.images), time(runs.peerCold), time(runs.searchCold), '≤ 1.2');
  line('after a one-post edit', time(runs.cached), time(runs.peerCached), time(runs.searchCached), '≤ 0.2');
  const mb = (value: number) => `${value} MB`;
  const peak = peakOf([...runs.cold, ...runs.images, ...runs.cached]);
  row([
    String(n),
    pages,
    'peak memory',
    mb(peak),
    mb(peakOf([...runs.peerCold, ...runs.peerCached])),
    '',
    '',
    '',
    n >= 4000 ? '≤ 600 MB' : '',
  ]);
  corpora.push(path.dirname(content));
}

if (peer) {
  const eleventy = await installEleventy('.cache');
  console.log(`The same generated posts built by this project (npm run build's command) and by ${ELEVENTY} with an`);
  console.log(
    `equivalent minimal blog (post pages, blog list, tag and category pages); median of ${RUNS} after a warm-up,`,
  );
  console.log('alternating the two; cold builds into a new output folder (the last one moved aside, not deleted: see');
  console.log('moveAside); wall time including starting Node. Pages: ours / Eleventy.');
  console.log(
    'The project also makes a search index; "+ Pagefind" is Eleventy followed by Pagefind\'s command on its posts,',
  );
  console.log("as an Eleventy site adds search (peak memory is Eleventy's alone).");
  const row = table(
    ['posts', 'pages', 'what', 'project', 'Eleventy', 'ratio', '+ Pagefind', 'ratio', 'target'],
    [6, 14, 26, 10, 10, 7, 12, 7, 10],
  );
  for (const n of sizes.length ? sizes : [1000, 4000]) await peerMode(n, eleventy, row);
} else {
  console.log(`Full builds with npm run build's command, median of ${RUNS} runs (wall time, including starting Node).`);
  console.log('cold: no cache at all; cold HTML: the image cache kept, every page and Markdown body made again;');
  console.log('cached: the same build again after editing one post; unchanged: once more, with nothing changed (what');
  console.log('a new process costs before an edit adds any work of its own).');
  const row = table(
    ['posts', 'pages', 'cold', 'cold HTML', 'cached', 'unchanged', 'peak RSS'],
    [6, 8, 10, 12, 10, 11, 11],
  );
  for (const n of sizes.length ? sizes : [80, 1000, 4000]) await ownMode(n, row);
}
await Promise.all(corpora.map((dir) => rm(dir, { recursive: true, force: true })));
