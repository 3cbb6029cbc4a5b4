import { createHash } from 'node:crypto';
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Decap CMS, vendored: its script, the chunks and WebAssembly it loads beside itself and its third-party licence
 * notices, in one tar whose SHA-256 `SHA256SUMS` holds (`sha256sum -c SHA256SUMS` checks it by hand). Decap's
 * package depends on about a thousand others though the site serves only these files, so it is not installed;
 * `npm run vendor:decap -- <version>` makes the tar from the package on the registry.
 */
export const DECAP_DIR = 'vendor/decap-cms';
export const DECAP_CHECKSUMS = `${DECAP_DIR}/SHA256SUMS`;
/** The files of Decap's `dist/` the editor serves; not its source maps, nor its unbundled `cms.js`. */
export const DECAP_FILE = /^(\d+\.)?decap-cms\.js$|^decap-cms\.js\.LICENSE\.txt$|\.wasm$/;

const BLOCK = 512;

export interface VendoredArchive {
  /** The archive's file, from the root. */
  file: string;
  sha256: string;
  /** The names of the files it holds, in its order. */
  names: string[];
  /** Its files' bytes by name, once the archive's SHA-256 is the one `SHA256SUMS` names; read at most once. */
  contents: () => Promise<Map<string, Buffer>>;
}

/** The archive `SHA256SUMS` names in `dir`, listed from its headers alone: a build copying nothing reads no more. */
export function vendoredArchive(root: string, dir = DECAP_DIR): VendoredArchive {
  const sums = path.join(dir, 'SHA256SUMS');
  const line = /^([0-9a-f]{64}) {2}(\S+)$/m.exec(readFileSync(path.join(root, sums), 'utf8'));
  if (!line) throw new Error(`${sums}: expected one line "<sha256>  <archive>", as sha256sum writes it`);
  const [, sha256 = '', name = ''] = line;
  const file = path.posix.join(dir, name);
  const entries = tarEntries(path.join(root, file));
  let read: Promise<Map<string, Buffer>> | undefined;
  const contents = async () => {
    const bytes = await readFile(path.join(root, file));
    const actual = createHash('sha256').update(bytes).digest('hex');
    if (actual !== sha256) {
      throw new Error(`${file}: its SHA-256 is ${actual}, but ${sums} says ${sha256}; run npm run vendor:decap again`);
    }
    return new Map(entries.map((entry) => [entry.name, bytes.subarray(entry.start, entry.start + entry.size)]));
  };
  return { file, sha256, names: entries.map((entry) => entry.name), contents: () => (read ??= contents()) };
}

interface TarEntry {
  name: string;
  start: number;
  size: number;
}

/** The regular files of a ustar archive, from their 512-byte headers, skipping over their contents. */
function tarEntries(file: string): TarEntry[] {
  const fd = openSync(file, 'r');
  try {
    const entries: TarEntry[] = [];
    const header = Buffer.alloc(BLOCK);
    for (let at = 0; readSync(fd, header, 0, BLOCK, at) === BLOCK && header[0] !== 0; ) {
      const field = (from: number, length: number) =>
        header.toString('latin1', from, from + length).replace(/\0.*$/s, '');
      const size = Number.parseInt(field(124, 12).trim(), 8);
      if (Number.isNaN(size)) throw new Error(`${file}: not a tar archive (no size in the header at byte ${at})`);
      const type = field(156, 1);
      const name = [field(345, 155), field(0, 100)].filter(Boolean).join('/');
      if (type === '0' || type === '') entries.push({ name, start: at + BLOCK, size });
      at += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    }
    return entries;
  } finally {
    closeSync(fd);
  }
}
