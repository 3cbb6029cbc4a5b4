import type { TeamCardData } from '../src/components/team-card';
import type { TeamMember } from '../src/content/team-member';
import type { Post } from '../src/content/post';
import type { SiteModel, Taxon } from '../src/content/site-model';
import type { Memo } from '../src/lib/memo';

/** Pieces many templates select: a post as cards show it, taxon chips, the booking band. */

export type PostCardData = Pick<
  Post,
  'slug' | 'title' | 'excerpt' | 'published_at' | 'author' | 'category' | 'image_url' | 'image_alt' | 'photo'
>;

/**
 * What a post card shows: never the body, so lists are not re-rendered when a body changes. One card
 * per post, made once and frozen, as the post is: the build hashes a frozen object once however many
 * pages show it. While every field is the same, the card is the very card of the last build (`memo`),
 * so the lists showing a post whose body alone changed can tell they show the same.
 */
export function postCard(post: Post, memo: Memo): PostCardData {
  return onePer(post, cards, () => {
    const { slug, title, excerpt, published_at, author, category, image_url, image_alt, photo } = post;
    const fields = [slug, title, excerpt, published_at, author, category, image_url, image_alt, photo];
    return memo.same(`post card ${slug}`, fields, () =>
      Object.freeze({ slug, title, excerpt, published_at, author, category, image_url, image_alt, photo }),
    );
  });
}

/**
 * Each frozen post's card. A post the recall keeps outlives its build, and its card with it, but an
 * entry goes when its post does, and a frozen post's card never changes: nothing here can go stale.
 */
const cards = new WeakMap<object, PostCardData>();

/** `make()` once per frozen `of`, frozen in turn; made afresh for an object that may still change. */
function onePer<T extends object>(of: object, made: WeakMap<object, T>, make: () => T): T {
  if (!Object.isFrozen(of)) return make();
  let value = made.get(of);
  if (!value) made.set(of, (value = Object.freeze(make())));
  return value;
}

export interface TaxonLink {
  name: string;
  slug: string;
  path: string;
  count: number;
}

/**
 * Each taxon with at least `least` posts as a link with its count: one frozen list per list of taxa, and the very
 * list of the last build (`memo`) while the links say the same, so the blog's pages keep their keys when only a body
 * changed.
 */
export function taxonLinks(taxa: Taxon<unknown>[], memo: Memo, least = 1): readonly TaxonLink[] {
  // By the list itself, which no build changes once made (as every part of the model), and which takes its entry
  // with it when it goes.
  let made = links.get(taxa);
  if (!made) links.set(taxa, (made = new Map()));
  let list = made.get(least);
  if (!list) {
    const fresh = taxa.flatMap(({ name, slug, path, posts }) =>
      posts.length >= least ? [Object.freeze({ name, slug, path, count: posts.length })] : [],
    );
    const said = fresh.flatMap(({ name, slug, path, count }) => [name, slug, path, count]);
    list = memo.same(`taxon links ${least}`, said, () => Object.freeze(fresh));
    made.set(least, list);
  }
  return list;
}

const links = new WeakMap<object, Map<number, readonly TaxonLink[]>>();

export interface CtaData {
  title: string;
  text: string;
  bookingUrl: string;
}

/** The booking band most pages end with. */
export function cta(site: SiteModel): CtaData {
  return { title: site.home.cta.title, text: site.home.cta.text, bookingUrl: site.site.booking.url };
}

/** What a team card shows: never the bio. */
export function memberCard({ slug, name, role, summary, photo }: TeamMember): TeamCardData {
  return { slug, name, role, summary, photo };
}
