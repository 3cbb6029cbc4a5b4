import { paths } from '../lib/routes';
import { coverPath } from '../lib/site-layout';
import { teamMemberSlug } from '../lib/slug';
import { pageSchema, type Page, type PageOutline } from './page';
import { postFrontMatterSchema, type Post, type PostOutline } from './post';
import { needsRegistration } from './roles';
import { defineCollection, type FrontMatterOf, type ItemsOf } from './registry';
import { serviceSchema, type Service, type ServiceOutline } from './service';
import { teamMemberSchema, type MemberOutline, type TeamMember } from './team-member';

const PHOTO_TYPES = ['jpg', 'jpeg', 'png', 'webp'];

/** The photo a member's portrait comes from: the one `image` names, or one named after them in content/images/team/. */
export function portraitPath(member: MemberOutline, photos: Set<string>): string | undefined {
  return (
    member.image ?? PHOTO_TYPES.map((type) => `/images/team/${member.slug}.${type}`).find((path) => photos.has(path))
  );
}

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

/** This module, whose closure holds every collection's schema. */
export const collectionsCode = { module: import.meta.url };

/** The site's collections by their name in the model, each a folder of Markdown files in content/. */
export const collections = {
  posts: defineCollection<typeof postFrontMatterSchema, PostOutline, Post>({
    folder: 'posts',
    schema: postFrontMatterSchema,
    noun: 'post',
    slug: { field: 'slug' },
    path: paths.post,
    order: (a, b) => b.published_at.localeCompare(a.published_at) || a.slug.localeCompare(b.slug),
    redirectFrom: true,
    publishing: true,
    id: 'id',
    photos: [{ field: 'image_url', alt: 'image_alt', orLink: true }],
    taxonomies: ['category', 'tags'],
    references: [
      { field: 'author', to: 'team', by: 'name' },
      { field: 'reviewed_by', to: 'team', by: 'name' },
    ],
    reviewDue: 'next_review',
    reviewer: { field: 'reviewed_by', area: 'review_area', in: 'team', by: 'name', areas: 'reviews' },
    dated: { published: 'published_at', updated: 'updated_at', note: 'update_note' },
    searchKind: 'article',
    feed: ({ id, title, published_at, updated_at, author, category, excerpt }) => ({
      id,
      title,
      published: published_at,
      updated: updated_at,
      author,
      category,
      excerpt,
    }),
    cover: { path: coverPath, art: ({ image_url, title, category }) => (image_url ? undefined : { title, category }) },
    attach: (post, { html, summary, words }, { images }) => {
      const photo = post.image_url ? images[post.image_url] : undefined;
      return { ...post, excerpt: post.excerpt ?? summary, html, words, ...(photo ? { photo } : {}) };
    },
  }),
  pages: defineCollection<typeof pageSchema, PageOutline, Page>({
    folder: 'pages',
    schema: pageSchema,
    noun: 'page',
    slug: { field: '(file name)' },
    path: (slug) => `/${slug}/`,
    redirectFrom: true,
    photos: [{ field: 'image', alt: 'image_alt' }],
    required: ['about', 'rehabilitation', 'privacy-policy', 'terms', 'cookie-policy', 'accessibility', 'complaints'],
    searchKind: 'page',
    attach: (page, { html }) => ({ ...page, html }),
  }),
  team: defineCollection<typeof teamMemberSchema, MemberOutline, TeamMember>({
    folder: 'team',
    schema: teamMemberSchema,
    noun: 'team member',
    slug: { field: 'name', make: teamMemberSlug, fileNamed: true },
    path: paths.teamMember,
    order: byOrder,
    redirectFrom: true,
    publishing: true,
    bodyLabel: 'Biography',
    photos: [{ field: 'image' }],
    references: [
      { field: 'clinics', to: 'clinics', by: 'id' },
      {
        field: 'role',
        to: 'roles',
        by: 'name',
        requires: {
          field: 'registration',
          when: needsRegistration,
          message: 'a physiotherapist needs their HCPC registration number, which patients can check',
        },
      },
    ],
    searchKind: 'team',
    attach: (member, { html }, { images, photos }) => {
      const photo = images[portraitPath(member, photos) ?? ''];
      return { ...member, bioHtml: html, ...(photo ? { photo } : {}) };
    },
  }),
  services: defineCollection<typeof serviceSchema, ServiceOutline, Service>({
    folder: 'services',
    schema: serviceSchema,
    noun: 'service',
    slug: { field: '(file name)' },
    path: paths.service,
    order: byOrder,
    redirectFrom: true,
    // Staff looking for a fee looked here first.
    editor: { hint: "Each treatment's own page. The fees are in the price list: Settings and lists › Pricing." },
    references: [{ field: 'team', to: 'team' }],
    searchKind: 'service',
    attach: (service, { html }) => ({ ...service, html }),
  }),
};

export type ClinicFrontMatter = FrontMatterOf<typeof collections>;

/** Each collection's item as the outline holds it, by its name: the model's types (site-model.ts) come from these. */
export type OutlineItems = ItemsOf<typeof collections, 'outline'>;
/** Each collection's item with its rendered body, by its name. */
export type ModelItems = ItemsOf<typeof collections, 'model'>;
