import type { TeamCardData } from '../src/components/team-card';
import type { TeamMember } from '../src/content/team-member';
import type { Post } from '../src/content/post';
import type { SiteModel, Taxon } from '../src/content/site-model';
import { bookingLink, type ShownLink } from '../src/content/stand-in';
import type { Memo } from '../src/lib/memo';
import { isConnected } from '../src/lib/contact-form';

/** Pieces many templates select: a post as cards show it, taxon chips, the booking band. */

export type PostCardData = Pick<
  Post,
  'slug' | 'title' | 'excerpt' | 'published_at' | 'author' | 'category' | 'image_url' | 'image_alt' | 'photo' | 'status'
>;

/**
 * What a post card shows: never the body, so lists are not re-rendered when a body changes. One card
 * per post, made once and frozen, as the post is: the build hashes a frozen object once however many
 * pages show it. While every field is the same, the card is the very card of the last build (`memo`),
 * so the lists showing a post whose body alone changed can tell they show the same. Each card asked
 * for is asked of the memo, so the memo keeps what this build showed, and nothing else.
 */
export function postCard(post: Post, memo: Memo): PostCardData {
  const { slug, title, excerpt, published_at, author, category, image_url, image_alt, photo, status } = post;
  const fields = [slug, title, excerpt, published_at, author, category, image_url, image_alt, photo, status];
  // A live post's card has no status at all, not an empty one: live pages stay as they were.
  const shown = { slug, title, excerpt, published_at, author, category, image_url, image_alt, photo };
  return memo.same(`post card ${slug}`, fields, () =>
    onePer(post, cards, () => (status ? { ...shown, status } : shown)),
  );
}

/**
 * Each frozen post's card, the same however many pages of one build show it when the memo holds
 * none. An entry goes with its post, and a frozen post's card never changes: nothing here can go
 * stale or outlive what holds the post.
 */
const cards = new WeakMap<object, PostCardData>();

/** `make()` once per frozen `of`, frozen in turn; made afresh, and frozen, for an object that may still change. */
function onePer<T extends object>(of: object, made: WeakMap<object, T>, make: () => T): T {
  if (!Object.isFrozen(of)) return Object.freeze(make());
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
  const { list, said } = linksFor(taxa, least);
  return memo.same(`taxon links ${least}`, said, () => list);
}

/** The links, and what they say as a flat list of values, compared with the last build's. */
interface Links {
  list: readonly TaxonLink[];
  said: readonly unknown[];
}

/**
 * By the list of taxa itself, which no build changes once made (as every part of the model), and whose
 * entry goes with it.
 */
const links = new WeakMap<object, Map<number, Links>>();

function linksFor(taxa: Taxon<unknown>[], least: number): Links {
  let made = links.get(taxa);
  if (!made) links.set(taxa, (made = new Map()));
  let found = made.get(least);
  if (!found) {
    const list = taxa.flatMap(({ name, slug, path, posts }) =>
      posts.length >= least ? [Object.freeze({ name, slug, path, count: posts.length })] : [],
    );
    const said = list.flatMap(({ name, slug, path, count }) => [name, slug, path, count]);
    made.set(least, (found = { list: Object.freeze(list), said }));
  }
  return found;
}

export interface CtaData {
  title: string;
  text: string;
  booking: ShownLink;
}

/**
 * Words that mention the contact form, as true as the form is: while its EmailJS settings are empty it cannot
 * send, so the words send people to phone and email instead. The same test as the form's own.
 */
export function formAwareText(
  { emailjs }: Pick<SiteModel['site'], 'emailjs'>,
  { text, textWithoutForm }: { text: string; textWithoutForm: string },
): string {
  return isConnected(emailjs) ? text : textWithoutForm;
}

/** The booking band most pages end with. */
export function cta(model: {
  home: Pick<SiteModel['home'], 'cta'>;
  site: Pick<SiteModel['site'], 'booking' | 'emailjs'>;
}): CtaData {
  const { title } = model.home.cta;
  return { title, text: formAwareText(model.site, model.home.cta), booking: bookingLink(model.site.booking, 'url') };
}

/** What a team card shows: never the bio; a draft's state, only in a build that includes it. */
export function memberCard({ slug, name, role, summary, photo, status }: TeamMember): TeamCardData {
  return { slug, name, role, summary, photo, ...(status ? { status } : {}) };
}
