import { formatDate } from './format-date';

/** Where a post is in its life: live, a draft an author is still writing, or written ahead for a date. */
export type PostState = 'published' | 'draft' | 'scheduled';

/** A post a build leaves out: a draft, or one scheduled for later. */
export interface Withheld {
  file: string;
  id: string;
  slug: string;
  state: 'draft' | 'scheduled';
  published_at: string;
  /** Why a build leaves it out, as a sentence says it: "a draft", "scheduled for 3 March 2027". */
  reason: string;
}

/** Which posts a build includes besides the live ones, and the moment it is built at (tests fix it). */
export interface Publishing {
  /** Unpublished posts too: the dev server, or a private preview deploy (`--drafts`). */
  drafts: boolean;
  /** Posts dated after `now` too: the dev server, or `--future`. */
  future: boolean;
  /** The build's clock, in milliseconds: a post dated after it is scheduled. */
  now: number;
}

export function postState(post: { published: boolean; published_at: string }, now: number): PostState {
  if (!post.published) return 'draft';
  return Date.parse(post.published_at) > now ? 'scheduled' : 'published';
}

/**
 * Why the live site leaves out an item with these fields ("a draft", "scheduled for 3 March 2027"), or undefined
 * when it shows it. An item of a collection without drafts has no `published`; one without dates (a team member) has
 * no `published_at`, and is never scheduled.
 */
export function withheldReason(fields: Readonly<Record<string, unknown>>, now: number) {
  if (typeof fields.published !== 'boolean') return undefined;
  const publishedAt = typeof fields.published_at === 'string' ? fields.published_at : '';
  const state = postState({ published: fields.published, published_at: publishedAt }, now);
  return state === 'published' ? undefined : leftOutReason(state, publishedAt);
}

/** Whether a build with these settings includes a post in this state. */
export function isIncluded(state: PostState, { drafts, future }: Publishing): boolean {
  return state === 'published' || (state === 'draft' && drafts) || (state === 'scheduled' && future);
}

/** The words a page not on the live site carries: "Draft: not on the live site", "Scheduled for 3 March 2027". */
export function stateNotice(state: Exclude<PostState, 'published'>, publishedAt: string): string {
  return state === 'draft' ? 'Draft: not on the live site' : `Scheduled for ${formatDate(publishedAt)}`;
}

/** Why a build leaves a post out, as a sentence says it. */
export function leftOutReason(state: Exclude<PostState, 'published'>, publishedAt: string): string {
  return state === 'draft' ? 'a draft' : `scheduled for ${formatDate(publishedAt)}`;
}

/**
 * Whether a live post went live within the `window` before `now`: the hourly CI check deploys the
 * site when one did, so a scheduled post appears within the hour of its moment without a push.
 */
export function becameDue(post: { published: boolean; published_at: string }, now: number, window: number): boolean {
  const at = Date.parse(post.published_at);
  return post.published && at <= now && at > now - window;
}
