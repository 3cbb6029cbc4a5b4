import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CodeKeys } from '../../../build/reuse/code-keys';
import { bindReuse, type Reuse } from '../../../build/reuse/reuse';
import { memoryStore } from '../../../build/reuse/memory-store';
import type { ReuseStore } from '../../../build/reuse/store';

/** Code keys for unit tests: `of` gives each module's key, by its path from the root as the graph names it. */
export function fakeCode(of: (module: string) => string = () => 'code'): CodeKeys {
  return {
    of,
    ofUrl: (url) => of(path.relative(process.cwd(), fileURLToPath(url)).split(path.sep).join('/')),
    digest: () => 'code',
  };
}

/** A store bound to code keys, as a build hands it to its stages. */
export const reuseFor = (store: ReuseStore = memoryStore(), code: CodeKeys = fakeCode()): Reuse =>
  bindReuse(store, code);
