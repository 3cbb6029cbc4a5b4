import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { inPart, parsePart } from './part';
import { SUITES } from './suites';

/**
 * Runs uvu test files the way `uvu` does, then closes anything shared (the browser
 * and test server) and ends with a plain "N passed, N failed" line.
 * Usage: tsx test/run.ts <folder or file> [<folder or file> …], or tsx test/run.ts --suite <name>
 * for one of the suites test/suites.ts names (`unit`, `slow`). `--part k/n` runs only every n-th of the files from the
 * k-th, so a few processes can share one suite (`npm run test:quick` runs the unit tests in a process per core).
 */
const argv = process.argv.slice(2);
const partAt = argv.indexOf('--part');
const part = partAt === -1 ? undefined : parsePart(argv[partAt + 1] ?? '', '--part');
const args = partAt === -1 ? argv : [...argv.slice(0, partAt), ...argv.slice(partAt + 2)];
const suiteName = args[0] === '--suite' ? args[1] : undefined;
const suite = suiteName === undefined ? { from: args, except: [] } : SUITES[suiteName];
if (!suite) throw new Error(`test/suites.ts has no suite "${suiteName}"; it has ${Object.keys(SUITES).join(', ')}`);
const found = (await Promise.all(suite.from.map(testFiles))).flat();
const except = new Set(suite.except.map((file) => path.resolve(file)));
const missing = [...except].filter((file) => !found.includes(file));
if (missing.length) throw new Error(`test/suites.ts leaves out files that are not there: ${missing.join(', ')}`);
const inSuite = found.filter((file) => !except.has(file));
const files = part ? inPart(inSuite, part) : inSuite;
if (files.length === 0) throw new Error(`No test files in ${suite.from.join(', ')}`);

/** The test files a folder holds, sorted, or the one file named. */
async function testFiles(folder: string): Promise<string[]> {
  if (folder.endsWith('.test.ts')) return [path.resolve(folder)];
  const entries = await readdir(folder, { recursive: true });
  return entries
    .filter((f) => f.endsWith('.test.ts'))
    .sort()
    .map((f) => path.resolve(folder, f));
}

const globals = globalThis as typeof globalThis & { UVU_DEFER?: number; UVU_INDEX?: number; UVU_QUEUE?: unknown[][] };
globals.UVU_DEFER = 1;
const uvu = await import('uvu');
const times = new Map<string, number>();
const timed = (file: string, started: number) => times.set(file, (times.get(file) ?? 0) + performance.now() - started);
for (const [index, file] of files.entries()) {
  const name = path.relative(process.cwd(), file);
  globals.UVU_INDEX = index;
  globals.UVU_QUEUE?.push([name]);
  const started = performance.now();
  await import(pathToFileURL(file).href);
  timed(name, started);
}
// Each file's time is its import (which may start a browser or build a site) and its suites' runs.
for (const group of globals.UVU_QUEUE ?? []) {
  const name = String(group[0]);
  for (const [i, run] of group.entries())
    if (i > 0)
      group[i] = async () => {
        const started = performance.now();
        try {
          return await (run as () => Promise<unknown>)();
        } finally {
          timed(name, started);
        }
      };
}

let output = '';
const write = process.stdout.write.bind(process.stdout);
process.stdout.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
  output += String(chunk);
  return write(chunk, ...rest);
}) as typeof process.stdout.write;
await uvu.exec();
process.stdout.write = write;

const { closeShared } = await import('./browser/site');
const { closeEngines } = await import('./browser/engines/index');
await Promise.all([closeShared(), closeEngines()]);
/* biome-ignore lint/suspicious/noControlCharactersInRegex: strips terminal colour codes, which start with the
   escape character */
const plain = output.replace(/\u001b\[[0-9;]*m/g, '');
const total = Number(/Total:\s+(\d+)/.exec(plain)?.[1] ?? 0);
const passed = Number(/Passed:\s+(\d+)/.exec(plain)?.[1] ?? 0);
const slowest = [...times].sort((a, b) => b[1] - a[1]).slice(0, 5);
console.log(`Slowest files: ${slowest.map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`).join(', ')}`);
console.log(`${passed} passed, ${total - passed} failed`);
process.exit(total > 0 && passed === total ? 0 : 1);
