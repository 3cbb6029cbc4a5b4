import { MAX_SEARCH_PARTS, searchPartPath, type SearchDocument } from '../../../src/lib/search';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statfsSync, statSync, writeFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { setPriority, tmpdir } from 'node:os';
import path from 'node:path';
import { listFiles } from '../../reuse/files';
import { digestOf } from '../../reuse/hash';
import { memoisedByParts } from '../../reuse/memory';
import { stored } from '../../reuse/stored';
import { defineShelf } from '../../reuse/shelf';
import { indexPage, searchParts } from './search-documents';

export interface SearchFile {
  file: string;
  contents: Uint8Array;
}

/**
 * Pagefind also writes prebuilt interfaces, a worker and a language-neutral index, but the island uses its JS API in
 * the page's own thread: only the index is shipped, with the API and English WebAssembly once, beside the first part.
 */
const SHIPPED_INDEX = /^(pagefind-entry\.json|pagefind\.en_[\w]+\.pf_meta|(index|fragment|filter)\/[\w.]+)$/;
const SHIPPED_ONCE = /^(pagefind\.js|wasm\.en\.pagefind)$/;

/**
 * Each part of the index depends on its documents and the code (with the lock file, so Pagefind's version): an edit
 * makes its own part again, and the store writes again only the files that held the old part and hold the new one.
 */
export const SEARCH_INDEX = defineShelf<SearchFile[]>(import.meta.url, {
  name: 'search-index',
  disk: 'record',
  files: 16,
});

/** What part `part` of the index is made from, besides the code: its number and its documents' digest. */
export const partInputs = (docs: SearchDocument[], part: number): unknown[] => [part, digestOf(docs)];

export interface SearchIndexing {
  parts: Promise<SearchFile[]>[];
  files: Promise<SearchFile[]>;
  /** Stops the parts still being made, for a build that fails: their promises reject. */
  stop(): void;
}

/** A part's inputs: the same, unhashed, while its documents hold the very same text as the last build's. */
const partKey = memoisedByParts('search part', ({ docs, part }: { docs: SearchDocument[]; part: number }) => ({
  docs,
  part,
  inputs: partInputs(docs, part),
}));

const indexPart = stored(
  SEARCH_INDEX,
  (
    { docs, part }: { docs: SearchDocument[]; part: number; inputs: unknown[] },
    indexer: SearchIndexer,
    signal: AbortSignal,
  ) => indexer.index(docs, part, signal),
  { key: ({ inputs }) => inputs, about: ({ part }) => `part ${part}` },
);

/** The whole index, each part reused while its documents are unchanged. */
export function searchIndex(docs: SearchDocument[], indexer: SearchIndexer): SearchIndexing {
  const stopping = new AbortController();
  const parts = searchParts(docs).map((part, i) =>
    indexPart(partKey({ docs: part, part: i }, String(i)), indexer, stopping.signal),
  );
  const files = Promise.all(parts).then((made) => made.flat());
  // A build that fails before it stores the index may leave its parts failed or stopped: no unhandled rejection.
  for (const made of [...parts, files]) made.catch(() => undefined);
  return { parts, files, stop: () => stopping.abort() };
}

export interface SearchIndexer {
  index(docs: SearchDocument[], part?: number, signal?: AbortSignal): Promise<SearchFile[]>;
}

/**
 * Pagefind's own program, run once per part on the pages written to a folder. Its Node API drives the same program as a
 * service, one message per page, and took about twice as long; the program reads a folder on all its threads, in its
 * own process, so it works beside the build's pages.
 */
export const pagefindIndexer: SearchIndexer = {
  async index(docs, part = 0, signal) {
    signal?.throwIfAborted();
    const pages = docs.map((doc) => [path.join(doc.url, 'index.html'), indexPage(doc)] as const);
    const dir = scratchFolder(pages.reduce((bytes, [, page]) => bytes + page.length, 0));
    try {
      const site = path.join(dir, 'site');
      const output = path.join(dir, 'index');
      writePages(site, pages);
      await runPagefind(['--site', site, '--output-path', output, '--force-language', 'en'], signal);
      const entry = JSON.parse(await readFile(path.join(output, 'pagefind-entry.json'), 'utf8'));
      const indexed = entry.languages?.en?.page_count ?? 0;
      if (indexed !== docs.length) throw new Error(`Pagefind indexed ${indexed} of ${docs.length} pages`);
      const folder = searchPartPath(part).slice(1);
      const shipped = (await listFiles(output)).filter(
        (file) => SHIPPED_INDEX.test(file) || (part === 0 && SHIPPED_ONCE.test(file)),
      );
      return await Promise.all(
        shipped.map(async (file) => ({ file: `${folder}${file}`, contents: await readFile(path.join(output, file)) })),
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  },
};

/**
 * A new folder for one part's pages and index, in memory (`/dev/shm`) when it has room for every part at once: on a
 * disk, making a thousand small files costs more than Pagefind's own work. The index takes less room than its pages.
 */
function scratchFolder(pageBytes: number): string {
  const memory = tryOrUndefined(() => statfsSync(IN_MEMORY));
  const room = memory ? memory.bavail * memory.bsize : 0;
  const base = room > 2 * pageBytes * MAX_SEARCH_PARTS ? IN_MEMORY : tmpdir();
  removeAbandoned(base);
  return mkdtempSync(path.join(base, SCRATCH));
}

const IN_MEMORY = '/dev/shm';
const SCRATCH = 'clinic-search-';
/** No part takes a minute; a scratch folder older than this was left by a build that was stopped while indexing. */
const ABANDONED_MS = 10 * 60_000;

function tryOrUndefined<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/** Removes the scratch folders of builds stopped while indexing (killed, or a dev server's replaced worker). */
export function removeAbandoned(base: string): void {
  const names = (tryOrUndefined(() => readdirSync(base)) ?? []).filter((name) => name.startsWith(SCRATCH));
  for (const name of names) {
    const folder = path.join(base, name);
    const modified = tryOrUndefined(() => statSync(folder).mtimeMs) ?? Date.now();
    if (Date.now() - modified > ABANDONED_MS) rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * One by one in the documents' order: Pagefind numbers pages in the order it finds them (in memory, the order they were
 * made), and the same documents must make the same index. Written here and now, not through Node's file threads, where
 * the site's own files queue by the thousand while its pages are written and Pagefind would wait behind them.
 */
function writePages(site: string, pages: (readonly [file: string, page: string])[]): void {
  for (const [file, page] of pages) {
    mkdirSync(path.join(site, path.dirname(file)), { recursive: true });
    writeFileSync(path.join(site, file), page);
  }
}

/**
 * A nice value: the build's pages and checks run on one thread, each Pagefind process on several, and at the same
 * priority they took most of both cores while the pages waited. Lower, Pagefind works on what that thread leaves.
 */
const PAGEFIND_NICENESS = 10;

/**
 * Fails with what Pagefind printed. The promise settles only once the program has ended, even when `signal` stops it,
 * so its folder is removed after it, never under it.
 */
function runPagefind(args: string[], signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const stop = () => pagefind.kill();
    const pagefind = execFile(pagefindProgram(), args, { maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      signal?.removeEventListener('abort', stop);
      if (signal?.aborted) reject(new Error('Pagefind was stopped: the build failed'));
      else if (error) reject(new Error(`Pagefind failed: ${error.message}\n${stdout}${stderr}`));
      else resolve();
    });
    signal?.addEventListener('abort', stop, { once: true });
    try {
      if (pagefind.pid !== undefined) setPriority(pagefind.pid, PAGEFIND_NICENESS);
    } catch {
      // A process that has ended already, or a system that does not let it be lowered: it runs as it is.
    }
  });
}

/** The program Pagefind's package installed for this platform, found as the package finds it. */
function pagefindProgram(): string {
  const fromPackage = createRequire(import.meta.resolve('pagefind'));
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const suffix = process.platform === 'win32' ? '.exe' : '';
  for (const name of ['pagefind_extended', 'pagefind']) {
    try {
      return fromPackage.resolve(`@pagefind/${platform}-${process.arch}/bin/${name}${suffix}`);
    } catch {}
  }
  throw new Error(`Pagefind has no program for ${platform}-${process.arch}: run npm ci again`);
}
