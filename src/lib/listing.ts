/** How posts are split into pages and picked for a team member: the one place for each rule. */

export const POSTS_PER_PAGE = 12;
/** Articles listed first on a team member's page; the rest are a click away. */
export const POSTS_PER_AUTHOR = 4;

/** How many blog list pages `total` posts fill (at least one, so /blog/ always exists). */
export function blogPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / POSTS_PER_PAGE));
}

/** The posts on blog list page `page` (from 1), in the order given. */
export function postsOnPage<P>(posts: readonly P[], page: number): P[] {
  return posts.slice((page - 1) * POSTS_PER_PAGE, page * POSTS_PER_PAGE);
}

/** A team member's posts, newest first when `posts` is: the latest few to list, and the rest. */
export function postsBy<P extends { author: string }>(posts: readonly P[], author: string): { latest: P[]; more: P[] } {
  const written = posts.filter((post) => post.author === author);
  return { latest: written.slice(0, POSTS_PER_AUTHOR), more: written.slice(POSTS_PER_AUTHOR) };
}
