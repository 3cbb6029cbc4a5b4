import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_LAYOUT } from '../../../src/lib/site-layout';
import { digestOf } from '../../reuse/code-graph.mjs';
import { contentHash } from '../../reuse/hash';
import { storedWhile } from '../../reuse/stored';
import { defineShelf } from '../../reuse/shelf';

/** Oldest browsers the CSS must work in; lightningcss lowers nesting and newer syntax for them. */
const targets = { chrome: 100 << 16, firefox: 100 << 16, safari: 15 << 16 };

/** The site's stylesheet: one minified file named by the hash of its bytes. */
export interface Stylesheet {
  file: string;
  contents: Uint8Array;
}

/** A stylesheet with the files it was bundled from, as absolute paths. */
export interface CssBuild extends Stylesheet {
  inputs: string[];
}

/**
 * Bundles the stylesheet and its @imports into one minified, content-hashed file, noting each file it read.
 * lightningcss is loaded here, so a build whose stylesheet is kept never loads it.
 */
export async function buildCss(entry: string): Promise<CssBuild> {
  const { bundleAsync } = await import('lightningcss');
  const inputs: string[] = [];
  const read = (file: string) => (inputs.push(path.normalize(file)), readFileSync(file, 'utf8'));
  const { code } = await bundleAsync({ filename: path.resolve(entry), minify: true, targets, resolver: { read } });
  return { file: `${SITE_LAYOUT.styles}/site-${contentHash(code)}.css`, contents: code, inputs: inputs.sort() };
}

interface KeptCss {
  file: string;
  code: string;
  /** The files it read, from the root, and the digest of their bytes when it was made. */
  inputs: string[];
  key: string;
}

/** The digest of `inputs` under `root` as they are now, or '' when one is gone: no packages, so no lock file. */
function digestNow(root: string, inputs: string[]): string {
  try {
    return digestOf(root, { files: inputs, packages: [] }, undefined, {});
  } catch {
    return '';
  }
}

/** Depends on no content, so every content folder built from this code shares it, as it shares the island bundle. */
const CSS_BUILDS = defineShelf<KeptCss>(import.meta.url, { name: 'css-builds', disk: 'record', shared: true });

/**
 * Kept while the files it read hold the same bytes: hashing a dozen small files costs far less than lightningcss
 * bundling them again. The digest is worked out on every use, not through the code keys: a stylesheet edit changes
 * no code key in a process that builds again (the dev server swaps the stylesheet in place).
 */
const keptStylesheet = storedWhile(
  CSS_BUILDS,
  async (entry: string, root: string): Promise<KeptCss> => {
    const { file, contents, inputs } = await buildCss(path.resolve(root, entry));
    const relative = inputs.map((input) => path.relative(root, input).split(path.sep).join('/'));
    return { file, code: Buffer.from(contents).toString('utf8'), inputs: relative, key: digestNow(root, relative) };
  },
  (kept, _entry, root) => digestNow(root, kept.inputs) === kept.key,
);

export async function siteStylesheet(root: string, entry: string): Promise<Stylesheet> {
  const kept = await keptStylesheet(entry, root);
  return { file: kept.file, contents: Buffer.from(kept.code) };
}
