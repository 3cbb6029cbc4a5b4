import { cp, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface OutputFile {
  file: string;
  contents: string | Uint8Array;
}

/**
 * Writes the whole site into a fresh folder beside `outDir`, then swaps it in.
 * Until the swap, the previous output stays exactly as it was; a failure on the
 * way leaves it untouched and removes the half-written folder.
 */
export async function writeSite(outDir: string, files: OutputFile[], publicDir: string): Promise<void> {
  const target = path.resolve(outDir);
  const staging = `${target}.tmp-${process.pid}`;
  const previous = `${target}.old-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  try {
    await cp(publicDir, staging, { recursive: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    const folders = new Set(files.map(({ file }) => path.dirname(path.join(staging, file))));
    await Promise.all([...folders].map((folder) => mkdir(folder, { recursive: true })));
    await Promise.all(files.map(({ file, contents }) => writeFile(path.join(staging, file), contents)));
    await rename(target, previous).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    await rename(staging, target);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  await rm(previous, { recursive: true, force: true });
}
