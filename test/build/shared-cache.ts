import { mkdir, symlink } from 'node:fs/promises';
import path from 'node:path';
import { SHARED_CACHE } from '../../build/build-site';

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
