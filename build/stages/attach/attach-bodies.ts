import type { RasterManifest } from '../../../src/content/images';
import type { Page, PageOutline } from '../../../src/content/page';
import type { Post, PostOutline } from '../../../src/content/post';
import type { Service, ServiceOutline } from '../../../src/content/service';
import type { SiteModel, SiteOutline, Taxon } from '../../../src/content/site-model';
import type { MemberOutline, TeamMember } from '../../../src/content/team-member';
import { portraitPath } from '../checks/check-content';
import type { Bodies } from '../bodies/render-bodies';

/** Swaps every value of a map or list through `swap`, keeping keys and order. */
const swapAll = <A, B>(map: Map<string, A>, swap: (value: A) => B) =>
  new Map([...map].map(([key, value]) => [key, swap(value)] as const));
const swapTaxa = <A, B>(taxa: Taxon<A>[], swap: (value: A) => B): Taxon<B>[] =>
  taxa.map((taxon) => ({ ...taxon, posts: taxon.posts.map(swap) }));

/**
 * The outline with its bodies and photos: each post, member, service and page is swapped for
 * one with its rendered body (and, for posts, the excerpt and word count derived from it),
 * everywhere the outline lists it. Nothing is derived again.
 */
export function attachBodies(outline: SiteOutline, bodies: Bodies, images: RasterManifest): SiteModel {
  const body = (file: string) => bodies.get(file) ?? { html: '', summary: '', words: 0 };
  const photos = new Set(Object.keys(images));
  const posts = new Map(
    outline.posts.map((entry): [PostOutline, Post] => {
      const { html, summary, words } = body(entry.file);
      const photo = entry.image_url ? images[entry.image_url] : undefined;
      return [entry, { ...entry, excerpt: entry.excerpt ?? summary, html, words, ...(photo ? { photo } : {}) }];
    }),
  );
  const members = new Map(
    outline.team.map((entry): [MemberOutline, TeamMember] => {
      const photo = images[portraitPath(entry, photos) ?? ''];
      return [entry, { ...entry, bioHtml: body(entry.file).html, ...(photo ? { photo } : {}) }];
    }),
  );
  const post = (entry: PostOutline) => posts.get(entry)!;
  const member = (entry: MemberOutline) => members.get(entry)!;
  const service = (entry: ServiceOutline): Service => ({ ...entry, html: body(entry.file).html });
  const page = (entry: PageOutline): Page => ({ ...entry, html: body(entry.file).html });
  const services = outline.services.map(service);
  return {
    ...outline,
    pricing: { ...outline.pricing, noteHtml: body('pricing.yaml').html },
    posts: outline.posts.map(post),
    postBySlug: swapAll(outline.postBySlug, post),
    related: swapAll(outline.related, (list) => list.map(post)),
    categories: swapTaxa(outline.categories, post),
    tags: swapTaxa(outline.tags, post),
    latestPosts: outline.latestPosts.map(post),
    popularPosts: outline.popularPosts.map(post),
    team: outline.team.map(member),
    teamBySlug: swapAll(outline.teamBySlug, member),
    teamGroups: outline.teamGroups.map((group) => ({ ...group, members: group.members.map(member) })),
    services,
    serviceBySlug: new Map(services.map((s) => [s.slug, s])),
    pages: swapAll(outline.pages, page),
    images,
  };
}
