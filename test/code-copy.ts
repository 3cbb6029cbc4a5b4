import { cp, mkdir, symlink } from 'node:fs/promises';
import path from 'node:path';
import { SHARED_CACHE } from '../build/build-start';

/** What the build and the dev server run from, besides the content and the installed packages. */
const CODE = [
  'build',
  'src',
  'templates',
  'public',
  'functions',
  'vendor',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
];

/**
 * A copy of the repository's code in `dir`, with its packages and its image cache linked, for a test that edits the
 * code: the repository's own files are read by every other check running beside it, so a test never edits them.
 */
export async function copyOfCode(dir: string, root = process.cwd()): Promise<string> {
  for (const entry of CODE) await cp(path.join(root, entry), path.join(dir, entry), { recursive: true });
  await symlink(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  await mkdir(path.join(root, '.cache', SHARED_CACHE), { recursive: true });
  await mkdir(path.join(dir, '.cache'), { recursive: true });
  await symlink(path.join(root, '.cache', SHARED_CACHE), path.join(dir, '.cache', SHARED_CACHE));
  return dir;
}
