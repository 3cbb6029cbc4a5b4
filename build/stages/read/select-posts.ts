import { isIncluded, leftOutReason, postState, type Publishing, type Withheld } from '../../../src/lib/publishing';
import type { ValidContent } from './validate-content';

/**
 * The posts a build includes: the live ones, and drafts and scheduled posts when it is told to
 * (the dev server; `--drafts`, `--future`), each marked so its page says so. The rest are left out
 * of everything (pages, lists, counts, related posts, the sitemap, feed, search and cards), and
 * listed so the build can say which, and links to them can be reported.
 */
export function selectPosts(content: ValidContent, publishing: Publishing): ValidContent {
  const withheld: Withheld[] = [];
  const posts = content.posts.flatMap((entry) => {
    const state = postState(entry.data, publishing.now);
    if (state === 'published') return [entry];
    if (isIncluded(state, publishing)) return [{ ...entry, data: { ...entry.data, status: state } }];
    const { id, slug, published_at } = entry.data;
    withheld.push({ file: entry.file, id, slug, state, published_at, reason: leftOutReason(state, published_at) });
    return [];
  });
  return { ...content, posts, withheld };
}
