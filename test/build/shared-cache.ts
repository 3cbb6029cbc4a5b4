import { mkdir, symlink } from 'node:fs/promises';
import path from 'node:path';

/**
 * A fresh cache folder for a test build whose `images/` is the repository's `.cache/images/`.
 * Photo variants and cards are named by what they are made from, so sharing them changes how
 * long a test build takes (no AVIF encodes or cards drawn again), never what it writes.
 */
export async function cacheSharingImages(dir: string, root = process.cwd()): Promise<string> {
  const images = path.join(root, '.cache', 'images');
  await mkdir(images, { recursive: true });
  await mkdir(dir, { recursive: true });
  await symlink(images, path.join(dir, 'images'));
  return dir;
}
