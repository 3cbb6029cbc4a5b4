import { mkdir, mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { memoryStore } from '../../../build/reuse/memory-store';
import { fakeCode, reuseFor } from '../reuse/fake-code';
import {
  pagefindIndexer,
  partInputs,
  removeAbandoned,
  SEARCH_INDEX,
  type SearchIndexer,
  searchIndex,
} from '../../../build/stages/search/search-index';
import { indexPage, searchParts } from '../../../build/stages/search/search-documents';
import type { CodeKeys } from '../../../build/reuse/code-keys';
import type { SearchDocument } from '../../../src/lib/search';
import { withStore } from '../../../build/reuse/memory';
import { keyFor } from '../../../build/reuse/stored';

const article: SearchDocument = {
  url: '/blog/heel-pain/',
  kind: 'article',
  title: 'Heel Pain & Plantar Fasciitis',
  lines: [],
  html: '<p>Heel pain <strong>first thing</strong> in the morning.</p>',
  category: 'Conditions',
  date: '3 March 2024',
};
const member: SearchDocument = {
  url: '/team/a-b/',
  kind: 'team',
  title: 'Alex Brown',
  lines: ['Physiotherapist', 'MCSP <HCPC>'],
  html: '<p>Alex treats knees.</p>',
};

const page = suite('indexPage');
page(
  'should give the title as a heading, kind and category as filters, kind and date as shown fields, in attributes only',
  () => {
    const html = indexPage(article);
    assert.match(
      html,
      '<main data-pagefind-body=""><h1 data-pagefind-meta="title">Heel Pain &amp; Plantar Fasciitis</h1>',
    );
    assert.match(
      html,
      '<span data-pagefind-filter="kind:Article"></span><span data-pagefind-meta="kind:Article"></span>',
    );
    assert.match(
      html,
      '<span data-pagefind-filter="category:Conditions"></span><span data-pagefind-meta="date:3 March 2024"></span>',
    );
    assert.match(html, '<div><p>Heel pain <strong>first thing</strong> in the morning.</p></div>');
  },
);
page('should escape lines from the data files and leave out what a document lacks', () => {
  const html = indexPage(member);
  assert.match(html, '<p>Physiotherapist</p><p>MCSP &lt;HCPC&gt;</p>');
  assert.not.match(html, 'category:');
  assert.not.match(html, 'date:');
});
page.run();

const key = suite('the search index key');
/** The key a part is kept under, as the stage asks the store for it. */
const searchIndexKey = (docs: SearchDocument[], part: number, code: CodeKeys) =>
  withStore(reuseFor(memoryStore(), code), () => keyFor(SEARCH_INDEX, ...partInputs(docs, part)));
key('should change with any document, the part and the code, and only then', () => {
  const code = (version: string): CodeKeys => fakeCode((module) => `${module} ${version}`);
  const base = searchIndexKey([article, member], 0, code('1'));
  assert.is(searchIndexKey([article, member], 0, code('1')), base);
  assert.is.not(searchIndexKey([article, { ...member, html: '<p>Alex treats hips.</p>' }], 0, code('1')), base);
  assert.is.not(searchIndexKey([article, member], 1, code('1')), base);
  assert.is.not(searchIndexKey([article, member], 0, code('2')), base);
});
key.run();

const posts = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i): SearchDocument => ({ ...article, url: `/blog/post-${from + i}/` }));
const parts = suite('searchParts');
parts('should keep a small site in one part and split a large one into parts of up to about 250', () => {
  assert.equal(
    searchParts(posts(250)).map((part) => part.length),
    [250],
  );
  const split = searchParts(posts(1000));
  assert.is(split.length, 4);
  assert.is(split.flat().length, 1000);
  for (const part of split) assert.ok(part.length > 190 && part.length < 310, String(part.length));
});
parts(
  'should leave every other document where it was when one is added or edited, so only one part is made again',
  () => {
    const before = searchParts(posts(900));
    const edited = posts(900).map((doc, i) => (i === 500 ? { ...doc, html: '<p>Edited.</p>' } : doc));
    const after = searchParts([...edited, ...posts(1, 900)]);
    const changed = after.filter((part, i) => JSON.stringify(part) !== JSON.stringify(before[i]));
    assert.ok(changed.length >= 1 && changed.length <= 2, String(changed.length));
  },
);
parts('should stop at eight parts, since a first query fetches a little of each', () => {
  assert.is(searchParts(posts(4000)).length, 8);
});

parts("should hand over each part's files as soon as that part is made", async () => {
  const docs = posts(600);
  const made: string[] = [];
  let finishFirst!: () => void;
  const firstHeld = new Promise<void>((resolve) => (finishFirst = resolve));
  const slowFirst: SearchIndexer = {
    async index(_docs, part = 0) {
      if (part === 0) await firstHeld;
      return [{ file: `pagefind/${part}/entry.json`, contents: new Uint8Array() }];
    },
  };
  const whole = withStore(reuseFor(), () => searchIndex(docs, slowFirst));
  for (const part of whole.parts) void part.then((files) => made.push(...files.map(({ file }) => file)));
  await new Promise((resolve) => setTimeout(resolve, 10));
  assert.equal(
    made.sort(),
    ['pagefind/1/entry.json', 'pagefind/2/entry.json'],
    'the parts that are ready, while the first is still being made',
  );
  finishFirst();
  assert.is((await whole.files).length, 3);
  assert.is(made.length, 3);
});

parts.run();

const index = suite('pagefindIndexer');
/** Where the indexer's scratch folders go on this machine (see search-index.ts). */
const IN_MEMORY_BASE = '/dev/shm';
const indexSite = (docs: SearchDocument[], part?: number) => pagefindIndexer.index(docs, part);
index(
  "should ship Pagefind's API, the English WebAssembly and the index, and none of its prebuilt interfaces",
  async () => {
    const files = (await indexSite([article, member])).map((file) => file.file);
    for (const file of ['pagefind/pagefind.js', 'pagefind/pagefind-entry.json', 'pagefind/wasm.en.pagefind'])
      assert.ok(files.includes(file), file);
    for (const folder of ['index', 'fragment', 'filter'])
      assert.ok(
        files.some((file) => file.startsWith(`pagefind/${folder}/`)),
        folder,
      );
    assert.ok(files.some((file) => /^pagefind\/pagefind\.en_\w+\.pf_meta$/.test(file)));
    assert.not.ok(
      files.some((file) => /ui|worker|highlight|playground|unknown/.test(file)),
      files.join(' '),
    );
  },
);
index('should put a later part in its own folder, without a second copy of the API or the WebAssembly', async () => {
  const files = (await indexSite([member], 2)).map((file) => file.file);
  assert.ok(files.includes('pagefind/2/pagefind-entry.json'), files.join(' '));
  assert.ok(files.some((file) => file.startsWith('pagefind/2/fragment/')));
  assert.ok(
    files.every((file) => file.startsWith('pagefind/2/') && !/pagefind\.js$|\.pagefind$/.test(file)),
    files.join(' '),
  );
});
index(
  'should finish two indexes started together, as overlapping dev builds start them, each with its own documents',
  async () => {
    const [both, one] = await Promise.all([indexSite([article, member]), indexSite([member])]);
    const fragments = (files: { file: string }[]) =>
      files.filter((file) => file.file.startsWith('pagefind/fragment/')).length;
    assert.is(fragments(both), 2);
    assert.is(fragments(one), 1);
  },
);
index('should make the same index, byte for byte, from the same documents every time', async () => {
  const docs = posts(60).map((doc, i) => ({ ...doc, html: `<p>Post ${i} on knees and ${i % 7} more words.</p>` }));
  const made = async () =>
    (await indexSite(docs)).map(({ file, contents }) => `${file} ${Buffer.from(contents).toString('base64')}`);
  const first = await made();
  for (let i = 0; i < 3; i++) assert.equal(await made(), first);
});
/** Reads a file of /proc at once, on this thread: empty when it is gone. */
const procFile = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};
/**
 * A process as /proc shows it now: its name, state (R, S, T for paused, Z…) and nice value; none once reaped. Read
 * at once rather than through Node's file threads, where on a busy machine the readings queued long enough for
 * every Pagefind to end before the test could pause one.
 */
function processStat(pid: number): { pid: number; name: string; state: string; nice: number } | null {
  const stat = procFile(`/proc/${pid}/stat`);
  // After the name in parentheses: the state is field 3 and the nice value field 19.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
  return fields.length > 16 ? { pid, name, state: fields[0] ?? '', nice: Number(fields[16]) } : null;
}
/** This process's children as /proc shows them now. */
function children() {
  const found = [];
  for (const thread of readdirSync('/proc/self/task')) {
    const pids = procFile(`/proc/self/task/${thread}/children`);
    for (const pid of pids.split(' ').filter(Boolean)) found.push(processStat(Number(pid)));
  }
  return found.filter((child) => child !== null);
}
/** The nice values of this process's children while `work` runs, sampled every few ms. */
async function childrenNiceness(work: Promise<unknown>): Promise<Map<string, number>> {
  const seen = new Map<string, number>();
  let done = false;
  void work.finally(() => (done = true));
  while (!done) {
    for (const child of children()) seen.set(child.name, child.nice);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await work;
  return seen;
}
const isPagefind = (name: string) => name.startsWith('pagefind');
index('should run Pagefind at a lower priority than the build, which works beside it', async () => {
  const niceness = await childrenNiceness(indexSite(posts(400)));
  const pagefind = [...niceness].filter(([name]) => isPagefind(name));
  assert.ok(pagefind.length > 0, `Pagefind was seen running (children seen: ${[...niceness.keys()].join(', ')})`);
  for (const [name, nice] of pagefind) assert.is(nice, 10, `${name} runs at nice 10`);
});
index('should stop Pagefind for a build that fails, leaving no process and no folder of its own', async () => {
  // Addresses of this test's own, to find its folders among those of builds running beside it.
  const docs = posts(1000).map((doc, i) => ({ ...doc, url: `/blog/stopped-index-${i}/` }));
  const ours = async () => {
    const bases = [IN_MEMORY_BASE, tmpdir()];
    const folders = (
      await Promise.all(bases.map((base) => readdir(base).then((names) => names.map((n) => path.join(base, n)))))
    ).flat();
    const found = await Promise.all(
      folders
        .filter((folder) => path.basename(folder).startsWith('clinic-search-'))
        .map((folder) =>
          readdir(path.join(folder, 'site/blog')).then(
            (names) => names.some((name) => name.startsWith('stopped-index-')),
            () => false,
          ),
        ),
    );
    return found.filter(Boolean).length;
  };
  // Its pages are written and Pagefind started before searchIndex returns. The Pagefinds are read and paused at once,
  // in this turn of the event loop, so that however slow this machine is, they are still at work when the build stops
  // them: the stop's signal waits for each until it goes on again, and ends it then. Should one start later, the
  // processes are read again until one has been paused.
  const search = searchIndex(docs, pagefindIndexer);
  const signalled: number[] = [];
  const paused: number[] = [];
  for (const until = Date.now() + 10_000; paused.length === 0 && Date.now() < until; await sleep(5)) {
    for (const child of children()) {
      if (!isPagefind(child.name) || signalled.includes(child.pid)) continue;
      // One may end between the reading and the pause: only one still there and not ended once signalled counts.
      try {
        process.kill(child.pid, 'SIGSTOP');
      } catch {
        continue;
      }
      signalled.push(child.pid);
      const state = processStat(child.pid)?.state;
      if (state && !/[ZX]/.test(state)) paused.push(child.pid);
    }
  }
  const written = await ours();
  search.stop();
  for (const pid of signalled) {
    try {
      process.kill(pid, 'SIGCONT');
    } catch {
      // Ended before its pause.
    }
  }
  assert.ok(written > 0, 'its pages were written');
  assert.ok(paused.length > 0, 'Pagefind was at work');
  assert.match(await search.files.then(() => 'made', String), /Pagefind was stopped/);
  // Every part, not only the first to end, which is all `files` waits for; one may have ended before the pause.
  const parts = await Promise.allSettled(search.parts);
  assert.ok(
    parts.some((part) => part.status === 'rejected'),
    'the parts under way were stopped',
  );
  assert.not.ok(
    children().some((child) => isPagefind(child.name)),
    'no Pagefind is left running',
  );
  assert.is(await ours(), 0, 'its folders are removed');
});
index('should remove the scratch folders of a build stopped while indexing, and no other folder', async () => {
  const base = await mkdtemp(path.join(tmpdir(), 'scratch-base-'));
  const hourAgo = new Date(Date.now() - 3_600_000);
  for (const name of ['clinic-search-old', 'clinic-search-now', 'someone-elses']) await mkdir(path.join(base, name));
  for (const name of ['clinic-search-old', 'someone-elses']) await utimes(path.join(base, name), hourAgo, hourAgo);
  removeAbandoned(base);
  assert.equal((await readdir(base)).sort(), ['clinic-search-now', 'someone-elses']);
  await rm(base, { recursive: true, force: true });
});
index.run();
