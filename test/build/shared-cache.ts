import { mkdir, symlink } from 'node:fs/promises';
import path from 'node:path';
import { SHARED_CACHE, storeFor } from '../../build/build-site';
import type { BuildOptions } from '../../build/options';
import { memoryStore } from '../../build/reuse/memory-store';
import type { ReuseStore } from '../../build/reuse/store';

/**
 * A fresh cache folder for a test build whose `shared/` is the repository's `.cache/shared/`.
 * Photo variants and cards are named by what they are made from, and the island bundle is checked
 * against its inputs, so sharing them changes how long a test build takes (no AVIF encodes or cards
 * drawn again), never what it writes.
 */
export async function cacheSharingImages(dir: string, root = process.cwd()): Promise<string> {
  const shared = path.join(root, '.cache', SHARED_CACHE);
  await mkdir(shared, { recursive: true });
  await mkdir(dir, { recursive: true });
  await symlink(shared, path.join(dir, SHARED_CACHE));
  return dir;
}

/** The island and editor bundles the process's builds from nothing have made, kept for the next. */
let codeBundles: ReuseStore | undefined;

/**
 * The store of a test's build from nothing (`--no-cache`: no record of an earlier build), but for the island and
 * editor bundles, made once in the process: their shelves are `shared`, as they depend on the site's code alone, which
 * such a test never edits on disk, and each build still checks them against the files they were made from. They were
 * bundled again for every build (0.5 s of esbuild each, 30 s of CPU time in the edit sequences' test).
 */
export function freshStoreSharingCode(options: BuildOptions): ReuseStore {
  codeBundles ??= memoryStore(storeFor(options));
  const fresh = memoryStore(storeFor(options));
  const bundles = codeBundles;
  return { ...fresh, reuse: (shelf, key, make) => (shelf.shared ? bundles : fresh).reuse(shelf, key, make) };
}
