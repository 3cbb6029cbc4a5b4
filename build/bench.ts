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

console.log(`Full builds, median of ${RUNS} runs each (wall time includes starting Node and tsx)`);
console.log(`${'posts'.padStart(6)}${'pages'.padStart(8)}${'median'.padStart(10)}${'min'.padStart(10)}${'peak RSS'.padStart(11)}`);
for (const n of sizes.length ? sizes : [80, 1000, 4000]) {
  const content = await makeCorpus(n);
  const out = `${content}-dist`;
  const times: number[] = [];
  let pages = 0;
  let peak = 0;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const { stdout } = await run('node', ['--import', 'tsx', 'build/index.ts', '--content', content, '--out', out], { maxBuffer: 1 << 24 });
    times.push(performance.now() - started);
    pages = Number(/Built (\d+) pages/.exec(stdout)?.[1] ?? 0);
    peak = Math.max(peak, Number(/peak memory (\d+) MB/.exec(stdout)?.[1] ?? 0));
  }
  console.log(`${String(n).padStart(6)}${String(pages).padStart(8)}${`${(median(times) / 1000).toFixed(2)} s`.padStart(10)}${`${(Math.min(...times) / 1000).toFixed(2)} s`.padStart(10)}${`${peak} MB`.padStart(11)}`);
  await rm(content, { recursive: true, force: true });
  await rm(out, { recursive: true, force: true });
}
