import type { CodeKeys } from './code-keys';
import { defineShelf, type Maker } from './shelf';
import { getOrAdd, type ReuseStore } from './store';

/**
 * Why a build made things again, per kind (a shelf, or pages): how many it was asked for and made, and the first
 * reason: a changed file of the code that makes it, or else the first changed input (a content file, an address).
 */
export interface Explanation {
  name: string;
  asked: number;
  made: number;
  why?: string;
  /** What was made, as its makers named it (a content file, a page's address), in the order made. */
  items: string[];
}

/** What the reuse layer tells the explainer as a build asks for things and makes them. */
export interface Explainer {
  asked(name: string, maker: Maker): void;
  /** `maker` made one thing again; `about` names its input, when the caller knows it. */
  made(name: string, maker: Maker, about?: string): void;
}

interface Row {
  asked: number;
  made: number;
  /** The makers of what it made again, by their code's modules. */
  makers: Map<string, Maker>;
  items: string[];
}

const modulesOf = (maker: Maker) => [maker.module, ...(maker.also ?? [])];

/** The code key each module had in the last build: a fact the next build compares with its own. */
const CODE_KEYS = defineShelf<string>(import.meta.url, { name: 'code-keys', disk: 'record' });
/**
 * A module's closure file by file (null: not known), under its code key: worked out only when a module's key is new,
 * as hashing every closure's files would cost a build that changed nothing tens of milliseconds.
 */
type CodeFiles = Readonly<Record<string, string>> | null;
const CODE_FILES = defineShelf<CodeFiles>(import.meta.url, { name: 'code-files', disk: 'record' });

/** An explainer that keeps counts for `explain()` once the build is done. */
export function explainer(code: CodeKeys) {
  const rows = new Map<string, Row>();
  const row = (name: string) => getOrAdd(rows, name, () => ({ asked: 0, made: 0, makers: new Map(), items: [] }));
  // Every module whose code made or could have made something: each build records its files for the next.
  const modules = new Set<string>();
  const counts: Explainer = {
    asked(name, maker) {
      row(name).asked++;
      for (const module of modulesOf(maker)) modules.add(module);
    },
    made(name, maker, about) {
      const found = row(name);
      found.made++;
      found.makers.set(modulesOf(maker).join(' '), maker);
      if (about !== undefined) found.items.push(about);
    },
  };
  /** Every row, with the first changed code file of its makers (compared with what `store` kept from last time). */
  async function explain(store: ReuseStore): Promise<Explanation[]> {
    // Each module's files now and in the last build, for the modules whose code key moved since.
    const moved = new Map<string, { before: CodeFiles; now: CodeFiles }>();
    for (const module of modules) {
      const key = code.ofUrl(module);
      const last = await store.exchange(CODE_KEYS, module, key);
      const now = await store.reuse(CODE_FILES, key, () => code.files(module));
      if (last !== undefined && last !== key)
        moved.set(module, { before: await store.reuse(CODE_FILES, last, () => null), now });
    }
    const changedIn = (module: string) => {
      const { before, now } = moved.get(module) ?? {};
      if (!before || !now) return undefined;
      return Object.keys(now).find((file) => before[file] !== now[file]) ?? Object.keys(before).find((f) => !now[f]);
    };
    const explained: Explanation[] = [];
    for (const [name, { asked, made, makers, items }] of rows) {
      const about = items[0];
      let why: string | undefined;
      for (const maker of makers.values()) for (const module of modulesOf(maker)) why ??= changedIn(module);
      explained.push({
        name,
        asked,
        made,
        items,
        ...(made === 0 ? {} : { why: why ? `code changed: ${why}` : about ? `changed: ${about}` : 'inputs changed' }),
      });
    }
    return explained.sort((a, b) => a.name.localeCompare(b.name));
  }
  return { counts, explain };
}

/** `bodies: 0 of 73 made; pages: 73 of 207 made: code changed: templates/post.tsx` */
export function formatExplanation(rows: Explanation[]): string {
  return rows
    .map(({ name, asked, made, why }) => `${name}: ${made} of ${asked} made${why ? `: ${why}` : ''}`)
    .join('; ');
}
