import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CodeKeys } from '../../../build/reuse/code-keys';
import { buildKeys } from '../../../build/reuse/keys';
import { memoryStore } from '../../../build/reuse/memory-store';
import type { ReuseStore } from '../../../build/reuse/store';

/**
 * Code keys for unit tests: `of` gives each module's key, by its path from the root as the graph names it; a
 * module's closure is the module alone.
 */
export function fakeCode(of: (module: string) => string = () => 'code'): CodeKeys {
  const moduleOf = (url: string) => path.relative(process.cwd(), fileURLToPath(url)).split(path.sep).join('/');
  return {
    of,
    ofUrl: (url) => of(moduleOf(url)),
    digest: () => 'code',
    files: (url) => ({ [moduleOf(url)]: of(moduleOf(url)) }),
  };
}

/** A store and the keys over `code` it is asked under, as a build hands them to its stages (`withStore`). */
export const reuseFor = (store: ReuseStore = memoryStore(), code: CodeKeys = fakeCode()) => ({
  store,
  keys: buildKeys(code),
});
