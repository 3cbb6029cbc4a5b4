import type { TeamCardData } from '../src/components/team-card';
import type { TeamMember } from '../src/content/team-member';
import type { Post } from '../src/content/post';
import type { SiteModel, Taxon } from '../src/content/site-model';
import { bookingLink, type ShownLink } from '../src/content/stand-in';

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
    const card = { slug, title, excerpt, published_at, author, category, image_url, image_alt, photo };
    return sameAsLast(lastCards, slug, card);
  });
}

const cards = new WeakMap<object, PostCardData>();
/** The last card of each post: a post whose body changed shows the very card it showed, so lists can tell. */
const lastCards = new Map<string, PostCardData>();

/** `value`, or the last one kept under `key` when every field is the very same (frozen either way). */
function sameAsLast<T extends object>(last: Map<string, T>, key: string, value: T): T {
  const kept = last.get(key);
  const fields = Object.keys(value) as (keyof T)[];
  if (kept && fields.length === Object.keys(kept).length && fields.every((field) => kept[field] === value[field]))
    return kept;
  const frozen = Object.freeze(value);
  last.set(key, frozen);
  return frozen;
}

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
 * list of last time while the links say the same, so the blog's pages keep their keys when only a body changed.
 */
export function taxonLinks(taxa: Taxon<unknown>[], least = 1): readonly TaxonLink[] {
  // By the list itself, which no build changes once made (as every part of the model).
  let made = links.get(taxa);
  if (!made) links.set(taxa, (made = new Map()));
  let list = made.get(least);
  if (!list) {
    const fresh = taxa.flatMap(({ name, slug, path, posts }) =>
      posts.length >= least ? [Object.freeze({ name, slug, path, count: posts.length })] : [],
    );
    list = sameLinks(lastLinks.get(least), fresh) ? lastLinks.get(least)! : Object.freeze(fresh);
    lastLinks.set(least, list);
    made.set(least, list);
  }
  return list;
}

const links = new WeakMap<object, Map<number, readonly TaxonLink[]>>();
const lastLinks = new Map<number, readonly TaxonLink[]>();
const sameLinks = (a: readonly TaxonLink[] | undefined, b: readonly TaxonLink[]) =>
  a?.length === b.length &&
  a.every((x, i) => x.name === b[i]!.name && x.slug === b[i]!.slug && x.path === b[i]!.path && x.count === b[i]!.count);

export interface CtaData {
  title: string;
  text: string;
  booking: ShownLink;
}

/** The booking band most pages end with. */
export function cta(site: SiteModel): CtaData {
  return { title: site.home.cta.title, text: site.home.cta.text, booking: bookingLink(site.site.booking, 'url') };
}

/** What a team card shows: never the bio. */
export function memberCard({ slug, name, role, summary, photo }: TeamMember): TeamCardData {
  return { slug, name, role, summary, photo };
}
