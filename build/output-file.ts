import type { Maker } from './reuse/shelf';
import { explainer, keyFor } from './reuse/stored';
import { memoisedEach } from './reuse/memory';
import { sha256 } from './reuse/hash';

/** What the build's stages hand the writer: files of the built site, made on demand. */

export type Contents = string | Uint8Array;

/** A file of the built site, made only when the output does not already hold it. */
export interface OutputFile {
  file: string;
  /** What the file is made from (a page's selection, a card's text); without it, the hash of its bytes. */
  key?: string;
  /** The key when it is known only once a record is read (the editor's script, by the build it was bundled from). */
  pendingKey?: Promise<string>;
  make: () => Contents | Promise<Contents>;
  /** Its source as an editor knows it (a content file, `public/…`; none: the site's own), named in a path clash. */
  from?: string;
  /**
   * Work that may start before the checks have passed, leaving its result where `make` finds it
   * again (a card drawn into the image cache): the writer then holds no bytes while it waits.
   */
  warm?: () => Promise<unknown>;
  /**
   * Where a file holding exactly these bytes already is (a card in the image cache), or undefined:
   * a target that can link or copy stores it without the bytes passing through the build.
   */
  source?: () => Promise<string | undefined>;
}

/** The bytes of a file's contents, without copying those that are bytes already. */
export const bytesOf = (contents: Contents) =>
  typeof contents === 'string'
    ? Buffer.from(contents)
    : Buffer.from(contents.buffer, contents.byteOffset, contents.byteLength);

/** Keyed by the bytes in hand; the dev server gets the very same bytes for an unchanged file, so hashes them once. */
export const fileOfBytes = ({ file, contents }: { file: string; contents: Contents }): OutputFile => ({
  file,
  key: bytesKey(file, contents),
  make: () => contents,
});

const bytesKey = memoisedEach('bytes', (_file, contents: Contents) => sha256(contents));

/** Keyed by `inputs` and `maker`'s code; counted for --explain under `about` (the file by default) when made again. */
export function madeFile(
  maker: Maker,
  file: string,
  inputs: unknown[],
  make: () => Contents | Promise<Contents>,
  about = file,
): OutputFile {
  return keyedFile(maker, file, keyFor(maker, ...inputs), make, about);
}

/** `madeFile` with its key worked out already (kept from the last build while what it is made from is the same). */
export function keyedFile(
  maker: Maker,
  file: string,
  key: string,
  make: () => Contents | Promise<Contents>,
  about = file,
): OutputFile {
  explainer().asked(maker.name, maker);
  return { file, key, make: () => (explainer().made(maker.name, maker, about), make()) };
}
