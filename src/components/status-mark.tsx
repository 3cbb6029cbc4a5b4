import type { PostOutline } from '../content/post';
import { stateNotice } from '../lib/publishing';

/**
 * What an item not on the live site carries so its mark can say so: its state, and the date a post is scheduled for
 * (a team member has none); a live item has no `status`.
 */
export type NotLive = Required<Pick<PostOutline, 'status'>> & { published_at?: string };

/**
 * A draft or scheduled item says so in words wherever it is listed, as its page's banner does: only the dev server
 * and `--drafts`/`--future` builds include one, and its title or date alone made it look live.
 */
export function StatusMark({ item }: { item: NotLive | { status?: undefined } }) {
  return item.status ? <p className="status-mark">{stateNotice(item.status, item.published_at ?? '')}</p> : null;
}
