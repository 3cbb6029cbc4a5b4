import { createHash } from 'node:crypto';
import { bundle } from 'lightningcss';

export const CSS_ENTRY = 'src/styles/main.css';

/** Oldest browsers the CSS must work in; lightningcss lowers nesting and newer syntax for them. */
const targets = { chrome: 100 << 16, firefox: 100 << 16, safari: 15 << 16 };

export function contentHash(contents: Uint8Array | string, length = 10): string {
  return createHash('sha256').update(contents).digest('hex').slice(0, length);
}

/** Bundles the stylesheet and its @imports into one minified, content-hashed file. */
export function buildCss(entry: string): { file: string; contents: Uint8Array } {
  const { code } = bundle({ filename: entry, minify: true, targets });
  return { file: `assets/css/site-${contentHash(code)}.css`, contents: code };
}
