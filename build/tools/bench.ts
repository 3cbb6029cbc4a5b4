import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * `npm run bench [-- 80 1000 4000]`: builds synthetic corpora of N posts in the
 * project's real format (the shipped posts, repeated with new slugs, ids, titles and a
 * closing line of their own) and prints the median wall time and peak memory of a full build.
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
        .replace(/^title: "?(.*?)"?$/m, (_, title: string) => `title: "${title.replace(/"/g, '')} (part ${copy})"`)
        // A body of its own, as real posts have: the cache and the renderer see every copy as new.
        .concat(`\nThis is part ${copy} of the series on this topic, written ${i} posts in.\n`);
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

async function build(content: string, out: string, cacheDir: string, extra: string[] = []): Promise<Run> {
  const started = performance.now();
  const args = ['build/cli.mjs', '--content', content, '--out', out, '--cache-dir', cacheDir, ...extra];
  const { stdout } = await run('node', args, { maxBuffer: 1 << 24 });
  return {
    ms: performance.now() - started,
    pages: Number(/Built (\d+) pages/.exec(stdout)?.[1] ?? 0),
    peak: Number(/peak memory (\d+) MB/.exec(stdout)?.[1] ?? 0),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
console.log(`Full builds with npm run build's command, median of ${RUNS} runs (wall time, including starting Node).`);
console.log('cold: no caches at all; cold HTML: --no-cache, so every page and Markdown body is made again, with the');
console.log('social cards kept from before (they are cached by content whatever --no-cache says, and other generators');
console.log('draw none); cached: the same build again after editing one post.');
const columns = ['posts', 'pages', 'cold', 'cold HTML', 'cached', 'peak RSS'];
const widths = [6, 8, 10, 12, 10, 11];
const row = (cells: string[]) => console.log(cells.map((cell, i) => cell.padStart(widths[i] ?? 10)).join(''));
row(columns);
for (const n of sizes.length ? sizes : [80, 1000, 4000]) {
  const content = await makeCorpus(n);
  const out = `${content}-dist`;
  const cacheDir = `${content}-cache`;
  const cold: Run[] = [];
  const cached: Run[] = [];
  const coldHtml: Run[] = [];
  for (let i = 0; i < RUNS; i++) {
    await rm(cacheDir, { recursive: true, force: true });
    cold.push(await build(content, out, cacheDir));
    const post = path.join(content, 'posts', 'frozen-shoulder.md');
    await writeFile(post, `${await readFile(post, 'utf8')}\nEdited for the benchmark, run ${i}.\n`);
    cached.push(await build(content, out, cacheDir));
    coldHtml.push(await build(content, out, cacheDir, ['--no-cache']));
  }
  const peak = Math.max(...[...cold, ...cached, ...coldHtml].map((r) => r.peak));
  const time = (runs: Run[]) => seconds(median(runs.map((r) => r.ms)));
  row([String(n), String(cold[0]?.pages), time(cold), time(coldHtml), time(cached), `${peak} MB`]);
  await Promise.all([content, out, cacheDir].map((dir) => rm(dir, { recursive: true, force: true })));
}
