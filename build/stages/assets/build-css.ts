import { SITE_LAYOUT } from '../../../src/lib/site-layout';
import { bundle } from 'lightningcss';
import { contentHash } from '../../reuse/hash';

/** Oldest browsers the CSS must work in; lightningcss lowers nesting and newer syntax for them. */
const targets = { chrome: 100 << 16, firefox: 100 << 16, safari: 15 << 16 };

/** Bundles the stylesheet and its @imports into one minified, content-hashed file. */
export function buildCss(entry: string): { file: string; contents: Uint8Array } {
  const { code } = bundle({ filename: entry, minify: true, targets });
  return { file: `${SITE_LAYOUT.styles}/site-${contentHash(code)}.css`, contents: code };
}
