import type { TeamCardData } from '../src/components/team-card';
import type { TeamMember } from '../src/content/team-member';
import type { Post } from '../src/content/post';
import type { SiteModel, Taxon } from '../src/content/site-model';

/** Pieces many templates select: a post as cards show it, taxon chips, the booking band. */

export type PostCardData = Pick<
  Post,
  'slug' | 'title' | 'excerpt' | 'published_at' | 'author' | 'category' | 'image_url' | 'image_alt' | 'photo'
>;

/**
 * What a post card shows: never the body, so lists are not re-rendered when a body changes. One card
 * per post, made once and frozen, as the post is: the build hashes a frozen object once however many
 * pages show it.
 */
export function postCard(post: Post): PostCardData {
  return onePer(post, cards, () => {
    const { slug, title, excerpt, published_at, author, category, image_url, image_alt, photo } = post;
    return { slug, title, excerpt, published_at, author, category, image_url, image_alt, photo };
  });
}

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

export function taxonLinks(taxa: Taxon<unknown>[]): TaxonLink[] {
  return taxa.map(({ name, slug, path, posts }) => ({ name, slug, path, count: posts.length }));
}

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
