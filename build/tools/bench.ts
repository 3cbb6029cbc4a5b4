import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { SHARED_CACHE } from '../build-site';
import { ratio, type Side, sidesFrom, THIS_SIDE } from './bench-against';
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
 * `npm run bench -- --against <rev> [80 1000]`: the same rows built by this tree and by another revision,
 * checked out and installed (bench-against.ts), alternating A B A B, with medians and the ratio per row.
 */
const args = process.argv.slice(2);
const peer = args.includes('--peer');
const sizes = args.filter((arg, i) => /^\d+$/.test(arg) && args[i - 1] !== '--against').map(Number);
const sides = await sidesFrom(args);
const RUNS = 3;
const exec = promisify(execFile);
const PEAK = path.resolve('build/tools/peak-memory.cjs');

interface Run {
  ms: number;
  /** Peak resident memory, MB. */
  peak: number;
  /** The build's own time, as its summary line says (without `--quiet`): no starting Node, no loading the build. */
  own?: number;
}

async function timed(
  script: string,
  scriptArgs: string[],
  cwd = process.cwd(),
  nodeFlags: string[] = [],
): Promise<Run> {
  const started = performance.now();
  const { stdout, stderr } = await exec('node', [...nodeFlags, '--require', PEAK, script, ...scriptArgs], {
    cwd,
    maxBuffer: 1 << 26,
  });
  const ms = performance.now() - started;
  const own = / in (\d+) ms, peak memory/.exec(stdout)?.[1];
  return {
    ms,
    peak: Math.round(Number(/peak-rss-kb (\d+)/.exec(stderr)?.[1] ?? 0) / 1024),
    own: Number(own) || undefined,
  };
}

/**
 * Our build of a corpus by a side's checkout, into a folder of that side's beside the corpus; `keep` says what of
 * the cache folder survives: all of it, the shared cache (images, and the island bundle, which depend on no
 * content), or nothing.
 */
async function buildProject(content: string, keep: 'all' | 'shared' | 'nothing', side = THIS_SIDE): Promise<Run> {
  const parent = path.join(path.dirname(content), side === THIS_SIDE ? '.' : 'against');
  const cacheDir = path.join(parent, 'cache');
  if (keep !== 'all') {
    const trash = path.join(path.dirname(content), 'trash');
    await moveAside(path.join(parent, 'dist'), trash);
    const entries = await readdir(cacheDir).catch(() => []);
    await Promise.all(
      entries
        .filter((entry) => keep === 'nothing' || entry !== SHARED_CACHE)
        .map((entry) => moveAside(path.join(cacheDir, entry), trash)),
    );
  }
  const out = ['--content', content, '--out', path.join(parent, 'dist'), '--cache-dir', cacheDir];
  // The unchanged build prints its summary, whose own time leaves out starting Node and loading the build.
  const command = buildCommand(side.root);
  return timed(command.at(-1)!, keep === 'all' ? out : [...out, '--quiet'], side.root, command.slice(0, -1));
}

/** `npm run build`'s command in a checkout, `node` left out: Node's flags, then the script. */
function buildCommand(root: string): string[] {
  const scripts = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { build: string } })
    .scripts;
  return scripts.build.split(/\s+/).slice(1);
}

/**
 * Corpora and their trash are deleted once every size is timed, so no deletion slows a timed build (see `moveAside`).
 */
const corpora: string[] = [];

const time = (runs: Run[]) => median(runs.map((run) => run.ms));
const peakOf = (runs: Run[]) => Math.max(...runs.map((run) => run.peak));

const ROWS = { cold: 'cold', coldHtml: 'cold HTML', cached: 'cached', unchanged: 'unchanged' } as const;
type Row = keyof typeof ROWS;

/** Each row's runs of each side, the sides taking turns for every build (A B A B), after a warm-up of each. */
async function ownRuns(content: string, sides: Side[]): Promise<Record<Row, Run[]>[]> {
  const runs = sides.map(() => ({ cold: [], coldHtml: [], cached: [], unchanged: [] }) as Record<Row, Run[]>);
  const each = async (row: Row, keep: 'all' | 'shared' | 'nothing') => {
    for (const [i, side] of sides.entries()) runs[i]?.[row].push(await buildProject(content, keep, side));
  };
  if (sides.length > 1) for (const side of sides) await buildProject(content, 'nothing', side);
  for (let i = 0; i < RUNS; i++) {
    await each('cold', 'nothing');
    await editOnePost(content, i);
    await each('cached', 'all');
    await each('unchanged', 'all');
    await each('coldHtml', 'shared');
  }
  return runs;
}

async function ownMode(n: number, row: (cells: string[]) => void): Promise<void> {
  const content = await makeCorpus(n);
  const [runs, other] = await ownRuns(content, sides);
  const pages = String(await countPages(path.join(path.dirname(content), 'dist')));
  corpora.push(path.dirname(content));
  if (!runs) return;
  const all = (of: Record<Row, Run[]>) => Object.values(of).flat();
  if (!other) {
    const cells = (Object.keys(ROWS) as Row[]).map((key) => seconds(time(runs[key])));
    return row([String(n), pages, ...cells, `${peakOf(all(runs))} MB`]);
  }
  for (const key of Object.keys(ROWS) as Row[]) {
    const [ours, theirs] = [time(runs[key]), time(other[key])];
    row([String(n), pages, ROWS[key], seconds(ours), seconds(theirs), ratio(ours, theirs)]);
  }
  const own = (of: Record<Row, Run[]>) => median(of.unchanged.map((run) => run.own ?? 0));
  row([String(n), pages, "unchanged's own", `${own(runs)} ms`, `${own(other)} ms`, ratio(own(runs), own(other))]);
  row([String(n), pages, 'peak RSS', `${peakOf(all(runs))} MB`, `${peakOf(all(other))} MB`, '']);
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
  line('cold, image cache kept', time(runs.images), time(runs.peerCold), time(runs.searchCold), '≤ 1.6');
  line('after a one-post edit', time(runs.cached), time(runs.peerCached), time(runs.searchCached), '≤ 0.2');
  // Each row's own peak: drawing every card holds far more than a build that finds them drawn.
  const peakRow = (what: string, ours: Run[], theirs: Run[], target = '') =>
    row([String(n), pages, `peak, ${what}`, `${peakOf(ours)} MB`, `${peakOf(theirs)} MB`, '', '', '', target]);
  peakRow('every card drawn', runs.cold, runs.peerCold);
  peakRow('image cache kept', runs.images, runs.peerCold, n >= 4000 ? '≤ 600 MB' : '≤ 400 MB');
  peakRow('one-post edit', runs.cached, runs.peerCached);
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
  const [, other] = sides;
  if (other) console.log("unchanged's own: the build's own time in that row, as its summary line says.");
  if (other) console.log(`Paired: ${other.root} built the same corpus, the two taking turns for every build.`);
  const row = other
    ? table(['posts', 'pages', 'what', THIS_SIDE.label, other.label, 'ratio'], [6, 8, 16, 12, 14, 8])
    : table(['posts', 'pages', 'cold', 'cold HTML', 'cached', 'unchanged', 'peak RSS'], [6, 8, 10, 12, 10, 11, 11]);
  for (const n of sizes.length ? sizes : [80, 1000, 4000]) await ownMode(n, row);
}
await Promise.all(corpora.map((dir) => rm(dir, { recursive: true, force: true })));
