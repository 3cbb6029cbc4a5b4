import { searchPartPath, type SearchDocument } from '../../../src/lib/search';
import { createLimit } from '../../reuse/files';
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
 * Pagefind also writes its prebuilt interfaces, a worker and a language-neutral index: the
 * island uses its JS API in the page's own thread, so only the index itself is shipped, with
 * the API and the English WebAssembly once, beside the first part.
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

/** A search index being made. */
export interface SearchIndexing {
  /** Each part's files, as each part is made or reused. */
  parts: Promise<SearchFile[]>[];
  /** Every file of the index, once every part is made or reused. */
  files: Promise<SearchFile[]>;
  /**
   * Settles once Pagefind has work in hand (the first part to make has its pages sent), or at once
   * when every part is reused: a build turns to its pages then, so Pagefind works beside them.
   */
  busy: Promise<void>;
}

/** A part's inputs: the same, unhashed, while its documents hold the very same text as the last build's. */
const partKey = memoisedByParts('search part', ({ docs, part }: { docs: SearchDocument[]; part: number }) => ({
  docs,
  part,
  inputs: partInputs(docs, part),
}));

/** A part of the index made by Pagefind, kept by its inputs. */
const indexPart = stored(
  SEARCH_INDEX,
  (
    { docs, part }: { docs: SearchDocument[]; part: number; inputs: unknown[] },
    indexer: SearchIndexer,
    busy: () => void,
  ) => indexer.index(docs, part, busy),
  { key: ({ inputs }) => inputs, about: ({ part }) => `part ${part}` },
);

/** The whole index, each part reused while its documents are unchanged. */
export function searchIndex(docs: SearchDocument[], indexer: SearchIndexer): SearchIndexing {
  let busy!: () => void;
  const isBusy = new Promise<void>((resolve) => (busy = resolve));
  const parts = searchParts(docs).map((part, i) =>
    indexPart(partKey({ docs: part, part: i }, String(i)), indexer, busy),
  );
  const files = Promise.all(parts).then((made) => made.flat());
  files.then(busy, busy);
  for (const part of parts) part.catch(() => undefined);
  return { parts, files, busy: isBusy };
}

/**
 * Pagefind's Node API drives one shared backend process, and closing it ends every index in
 * progress: the parts of one build, or the dev server's next build while the last is still
 * indexing. So a process makes its indexes through one indexer, which closes the backend only
 * when no index is waiting or being made; a later one starts another. The parts are indexed side
 * by side, so one part's files are being written while the next one's pages are parsed; the pages
 * in flight are limited across all of them, as each waits in memory until Pagefind reads it.
 */
export interface SearchIndexer {
  /**
   * Makes part `part` of the index with Pagefind (its own process, so it runs beside page rendering)
   * and returns the files to ship; `sent` is called once its pages are on their way.
   */
  index(docs: SearchDocument[], part?: number, sent?: () => void): Promise<SearchFile[]>;
}

/**
 * Pages sent to Pagefind and not yet read back: enough that a part of an edit's index (a few hundred
 * pages) goes in one go and Pagefind works on it while this thread does the rest of the build.
 */
const PAGES_IN_FLIGHT = 512;

export function createSearchIndexer({
  idleMs = 0,
}: {
  idleMs?: number;
} = {}): SearchIndexer & { close(): Promise<void> } {
  let indexing = 0;
  let idle: NodeJS.Timeout | undefined;
  const inFlight = createLimit(PAGES_IN_FLIGHT);
  const close = async () => {
    clearTimeout(idle);
    const pagefind = await import('pagefind');
    if (indexing === 0) await pagefind.close();
  };
  return {
    async index(docs, part = 0, sent) {
      indexing++;
      clearTimeout(idle);
      try {
        return await indexWithPagefind(docs, part, inFlight, sent);
      } finally {
        // Counted down only once loaded, so no index can start between the count and the close.
        const pagefind = await import('pagefind');
        if (--indexing === 0) {
          // A process that indexes again soon (the dev server) keeps the backend a while: starting it costs this
          // thread tens of milliseconds, in the middle of the next edit's build.
          if (idleMs === 0) await pagefind.close();
          else idle = setTimeout(() => void close(), idleMs).unref();
        }
      }
    },
    close,
  };
}

async function indexWithPagefind(
  docs: SearchDocument[],
  part: number,
  inFlight: ReturnType<typeof createLimit>,
  sent?: () => void,
): Promise<SearchFile[]> {
  const pagefind = await import('pagefind');
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  try {
    // Many in flight, so Pagefind parses on its own threads while the next are on their way, but
    // not all: each waits as a rendered page and an encoded message until Pagefind reads it.
    const adding = docs.map((doc) => inFlight(() => index.addHTMLFile({ url: doc.url, content: indexPage(doc) })));
    sent?.();
    const added = await Promise.all(adding);
    const failed = added.flatMap((file, i) =>
      file.errors.length ? [`${docs[i]!.url}: ${file.errors.join('; ')}`] : [],
    );
    if (failed.length) throw new Error(`Pagefind could not index ${failed.join(', ')}`);
    const { files, errors: writeErrors } = await index.getFiles();
    if (writeErrors.length) throw new Error(`Pagefind: ${writeErrors.join('; ')}`);
    const folder = searchPartPath(part).slice(1);
    const shipped = files.filter(
      (file) => SHIPPED_INDEX.test(file.path) || (part === 0 && SHIPPED_ONCE.test(file.path)),
    );
    return shipped.map((file) => ({ file: `${folder}${file.path}`, contents: file.content }));
  } finally {
    await index.deleteIndex();
  }
}
