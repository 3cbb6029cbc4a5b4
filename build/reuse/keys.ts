import type { Imports } from './code-graph.mjs';
import type { CodeKeys } from './code-keys';
import { hashOf } from './hash';
import type { Maker } from './shelf';

/**
 * The keys of a build over its code keys, which stages reach through stored.ts; apart from it because hashing takes
 * Node's crypto, and the editor's script, which runs in a browser, shares stored.ts with the build. Every key is the
 * maker's name, its modules' code parts and the caller's inputs, so no stage works a key out for itself and none can
 * leave the code out.
 */
export function buildKeys(code: CodeKeys) {
  const codeOf = (maker: Maker) => [code.ofUrl(maker.module), ...(maker.also ?? []).map((url) => code.ofUrl(url))];
  return {
    /** The key of what the maker's code makes from `inputs`, for keys that other keys include. */
    key: (maker: Maker, ...inputs: unknown[]): string => hashOf([maker.name, ...codeOf(maker), ...inputs]),
    /** The digest of the files and packages a bundle read (its own dependency list, from esbuild's metafile). */
    digest: (imports: Imports): string => code.digest(imports),
  };
}

export type BuildKeys = ReturnType<typeof buildKeys>;
