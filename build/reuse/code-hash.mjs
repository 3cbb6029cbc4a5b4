// Hashes of code and packages: what the compiled build (build/cli.mjs) is named after and what
// the caches are keyed by. Plain JavaScript, so the launcher can use it before anything is compiled.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const CODE = /\.(tsx?|mjs)$/;

/**
 * A hash of the files and folders named (folders: every .ts, .tsx and .mjs file in them), relative to `root`.
 * @param {string} root
 * @param {string[]} entries
 * @returns {string}
 */
export function codeHash(root, entries = ['build', 'src', 'templates', 'package-lock.json', 'tsconfig.json']) {
  const hash = createHash('sha1');
  for (const entry of entries) {
    const full = path.join(root, entry);
    const files = statSync(full).isDirectory()
      ? readdirSync(full, { recursive: true }).map(String).filter((f) => CODE.test(f)).sort().map((f) => path.join(entry, f))
      : [entry];
    for (const file of files) hash.update(file).update(readFileSync(path.join(root, file)));
  }
  return hash.digest('base64url').slice(0, 16);
}

/**
 * A hash of the installed versions of the named packages and of every package they depend on,
 * read from package-lock.json: a cache keyed by it survives updates of unrelated packages.
 * @param {string} root
 * @param {string[]} names
 * @returns {string}
 */
export function packagesHash(root, names) {
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')).packages ?? {};
  const seen = new Map();
  const visit = (name) => {
    const entry = lock[`node_modules/${name}`];
    if (!entry || seen.has(name)) return;
    seen.set(name, entry.version);
    for (const dependency of Object.keys(entry.dependencies ?? {})) visit(dependency);
  };
  names.forEach(visit);
  return createHash('sha1').update(JSON.stringify([...seen].sort())).digest('base64url').slice(0, 16);
}
