import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * `npm run bench [-- 80 1000 4000]`: builds synthetic corpora of N posts in the
 * project's real format (the shipped posts, repeated with new slugs, ids and
 * titles) and prints the median wall time and peak memory of a full build.
 */
const sizes = process.argv.slice(2).map(Number).filter(Boolean);
const RUNS = 3;
const run = promisify(execFile);

async function makeCorpus(n: number): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), `clinic-bench-${n}-`));
  await cp('content', dir, { recursive: true, filter: (source) => !source.includes(`${path.sep}posts${path.sep}`) });
  const originals = (await readdir('content/posts')).filter((f) => f.endsWith('.md') && !f.startsWith('_')).sort();
  const sources = await Promise.all(originals.map((f) => readFile(path.join('content/posts', f), 'utf8')));
  await Promise.all(
    Array.from({ length: n }, (_, i) => {
      const source = sources[i % sources.length] ?? '';
      if (i < sources.length) return writeFile(path.join(dir, 'posts', originals[i] ?? ''), source);
      const copy = Math.floor(i / sources.length);
      const text = source
        .replace(/^id: .*$/m, `id: ${randomUUID()}`)
        .replace(/^slug: (.*)$/m, `slug: $1-${copy}`)
        .replace(/^title: "?(.*?)"?$/m, (_, title: string) => `title: "${title.replace(/"/g, '')} (part ${copy})"`);
      return writeFile(path.join(dir, 'posts', `${i}.md`), text);
    }),
  );
  return dir;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

interface Run {
  ms: number;
  pages: number;
  peak: number;
}

async function build(content: string, out: string, cacheDir: string): Promise<Run> {
  const started = performance.now();
  const { stdout } = await run('node', ['--import', 'tsx', 'build/index.ts', '--content', content, '--out', out, '--cache-dir', cacheDir], { maxBuffer: 1 << 24 });
  return {
    ms: performance.now() - started,
    pages: Number(/Built (\d+) pages/.exec(stdout)?.[1] ?? 0),
    peak: Number(/peak memory (\d+) MB/.exec(stdout)?.[1] ?? 0),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
console.log(`Full builds, median of ${RUNS} runs (wall time, including starting Node and tsx).`);
console.log('cold: no caches at all (Markdown, pages, social cards); cached: the same build again after editing one post.');
console.log(`${'posts'.padStart(6)}${'pages'.padStart(8)}${'cold'.padStart(10)}${'cached'.padStart(10)}${'peak RSS'.padStart(11)}`);
for (const n of sizes.length ? sizes : [80, 1000, 4000]) {
  const content = await makeCorpus(n);
  const out = `${content}-dist`;
  const cacheDir = `${content}-cache`;
  const cold: Run[] = [];
  const cached: Run[] = [];
  for (let i = 0; i < RUNS; i++) {
    await rm(cacheDir, { recursive: true, force: true });
    cold.push(await build(content, out, cacheDir));
    const post = path.join(content, 'posts', 'frozen-shoulder.md');
    await writeFile(post, `${await readFile(post, 'utf8')}\nEdited for the benchmark, run ${i}.\n`);
    cached.push(await build(content, out, cacheDir));
  }
  const peak = Math.max(...cold.map((r) => r.peak), ...cached.map((r) => r.peak));
  console.log(`${String(n).padStart(6)}${String(cold[0]?.pages).padStart(8)}${seconds(median(cold.map((r) => r.ms))).padStart(10)}${seconds(median(cached.map((r) => r.ms))).padStart(10)}${`${peak} MB`.padStart(11)}`);
  await Promise.all([content, out, cacheDir].map((dir) => rm(dir, { recursive: true, force: true })));
}
