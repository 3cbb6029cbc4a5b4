import type { PostOutline } from '../content/post';
import { stateNotice } from '../lib/publishing';

/** What a post not on the live site carries so its mark can say so; a live post has no `status`. */
export type NotLive = Required<Pick<PostOutline, 'status' | 'published_at'>>;

/**
 * A draft or scheduled post says so in words wherever it is listed, as its page's banner does: only the dev server
 * and `--drafts`/`--future` builds include one, and its title or date alone made it look live.
 */
export function StatusMark({ post }: { post: NotLive | { status?: undefined } }) {
  return post.status ? <p className="status-mark">{stateNotice(post.status, post.published_at)}</p> : null;
}
