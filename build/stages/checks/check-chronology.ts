import type { PostOutline } from '../../../src/content/post';
import { formatDate } from '../../../src/lib/format-date';
import { internalPath, paths } from '../../../src/lib/routes';
import type { Problem } from '../../problems';
import type { LinkSource } from './check-links';

export type DatedPost = Pick<PostOutline, 'file' | 'slug' | 'published_at' | 'updated_at'>;

const time = (iso: string) => Date.parse(iso);

/** Whether a post written (or last updated) before `later` was published could have linked to it. */
function predates(post: DatedPost, later: DatedPost): boolean {
  const latest = Math.max(time(post.published_at), post.updated_at ? time(post.updated_at) : -Infinity);
  return latest < time(later.published_at);
}

function message(post: DatedPost, later: DatedPost, link: string): string {
  const update = post.updated_at ? ` and its last update (${formatDate(post.updated_at)})` : ' and its last update';
  return (
    `links to ${link} (${later.file}, published ${formatDate(later.published_at)}), which is later than this post ` +
    `(${formatDate(post.published_at)})${update}; remove the link or set updated_at`
  );
}

/**
 * Links from a post to posts published after it, when the post has no `updated_at` on or after
 * that date: an old post must not silently cite the future. Warnings, not failures: the editor
 * decides whether the link goes or the update is dated. One warning per linked post.
 */
export function checkChronology(posts: readonly DatedPost[], sources: readonly LinkSource[]): Problem[] {
  const byFile = new Map(posts.map((post) => [post.file, post]));
  const byPath = new Map(posts.map((post) => [paths.post(post.slug), post]));
  const warnings: Problem[] = [];
  for (const { file, field = 'body', links } of sources) {
    const post = byFile.get(file);
    if (!post) continue;
    const seen = new Set<string>();
    for (const link of links) {
      const path = internalPath(link);
      const later = path === null ? undefined : byPath.get(path);
      if (!path || !later || later === post || seen.has(path) || !predates(post, later)) continue;
      seen.add(path);
      warnings.push({ file, field, message: message(post, later, path) });
    }
  }
  return warnings;
}
