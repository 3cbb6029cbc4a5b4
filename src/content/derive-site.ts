import type { Memo } from '../lib/memo';
import { relatedItems, relatedLists } from '../lib/related-posts';
import { paths } from '../lib/routes';
import { slugify } from '../lib/slug';
import type { OutlineItems } from './collections';
import type { PostOutline } from './post';
import type { DataContent, FrameData, SiteModel, SiteOutline, Taxon } from './site-model';
import { emergencyAdvice } from './snippet';

/** The clinic's items by collection, in the order the site lists them: each list as the registry types it. */
export type ClinicItems = { [K in keyof OutlineItems]: OutlineItems[K][] };

/**
 * Categories or tags with their posts, biggest first; names that give no slug are reported by the checks and left out.
 */
function taxonomy(
  posts: PostOutline[],
  namesOf: (post: PostOutline) => string[],
  pathOf: (name: string) => string,
): Taxon<PostOutline>[] {
  const bySlug = new Map<string, Taxon<PostOutline>>();
  for (const post of posts) {
    for (const name of namesOf(post)) {
      const slug = slugify(name);
      if (!slug) continue;
      const taxon = bySlug.get(slug) ?? { name, slug, path: pathOf(name), posts: [] };
      if (!taxon.posts.includes(post)) taxon.posts.push(post);
      bySlug.set(slug, taxon);
    }
  }
  return [...bySlug.values()].sort((a, b) => b.posts.length - a.posts.length || a.name.localeCompare(b.name));
}

/**
 * The clinic's lists and lookups: related posts, categories and tags, team groups, the home page's
 * latest and popular posts, and each collection by slug. Templates read them from the outline.
 */
export function deriveSite(items: ClinicItems, data: DataContent, memo: Memo): Omit<SiteOutline, 'routes' | 'moved'> {
  const { posts, pages, team, services } = items;
  const postBySlug = new Map(posts.map((post) => [post.slug, post]));
  const related = relatedItems(
    posts,
    relatedLists(posts, (post) => post.slug, memo),
  );
  return {
    ...data,
    ...items,
    postBySlug,
    related: new Map(posts.map((post, i) => [post.slug, related[i] ?? []])),
    categories: taxonomy(posts, (post) => [post.category], paths.category),
    tags: taxonomy(posts, (post) => post.tags, paths.tag),
    teamBySlug: new Map(team.map((member) => [member.slug, member])),
    teamGroups: data.teamGroups.map((group) => ({
      ...group,
      members: team.filter((member) => member.groups.includes(group.slug)),
    })),
    serviceBySlug: new Map(services.map((service) => [service.slug, service])),
    pageBySlug: new Map(pages.map((page) => [page.slug, page])),
    latestPosts: posts.slice(0, data.home.latestPosts),
    popularPosts: data.home.popularPosts.flatMap((slug) => postBySlug.get(slug) ?? []),
  };
}

/** What the frame around every page shows: the site, its clinics, navigation and the footer's featured posts. */
export function frameOf(model: SiteModel): FrameData {
  const featured = model.navigation.featuredPosts
    .flatMap((slug) => model.postBySlug.get(slug) ?? [])
    .map(({ slug, title }) => ({ slug, title }));
  const emergency = emergencyAdvice(model.snippets);
  return { site: model.site, clinics: model.clinics, navigation: model.navigation, featured, emergency };
}
