import { createHash } from 'node:crypto';
import type { Post } from '../../src/content/post';
import type { Route, SiteModel, Taxon } from '../../src/content/site-model';
import { POSTS_PER_PAGE } from './route-table';

/**
 * What each page shows, as plain data, so a page is re-rendered only when its inputs
 * change. Posts appear in lists as cards; only a post's own page depends on its body.
 */
const card = (post: Post) => ({
  slug: post.slug, title: post.title, excerpt: post.excerpt, published_at: post.published_at,
  author: post.author, image_url: post.image_url, image_alt: post.image_alt, photo: post.photo, category: post.category,
});
const counts = (taxa: Taxon[]) => taxa.map((taxon) => [taxon.slug, taxon.name, taxon.posts.length]);

export function hashOf(value: unknown): string {
  return createHash('sha1').update(typeof value === 'string' ? value : JSON.stringify(value)).digest('base64url');
}

/** Inputs every page shares: the layout's data and the assets it links. */
export function sharedInputs(model: SiteModel, assets: unknown): string {
  const featured = model.navigation.featuredPosts.map((slug) => model.postBySlug.get(slug)?.title);
  return hashOf({ site: model.site, clinics: model.clinics, navigation: model.navigation, featured, assets });
}

/** Everything that is not a post: pages that show only these need no re-render when a post changes. */
export function staticInputs(model: SiteModel): string {
  const { home, conditions, testimonials, insurers, pricing, team, teamGroups, services, images } = model;
  return hashOf({ home, conditions, testimonials, insurers, pricing, team, teamGroups, services, images, pages: [...model.pages.values()] });
}

function routeInputs(model: SiteModel, route: Route, statics: string): unknown {
  const key = route.key ?? '';
  switch (route.template) {
    case 'post': {
      const post = model.postBySlug.get(key);
      return { post: post && { ...post, file: undefined }, related: model.related.get(key)?.map(card), team: statics };
    }
    case 'blog': {
      const page = Number(key);
      const posts = model.posts.slice((page - 1) * POSTS_PER_PAGE, page * POSTS_PER_PAGE).map(card);
      return { posts, total: model.posts.length, categories: counts(model.categories), tags: counts(model.tags) };
    }
    case 'category':
    case 'tag': {
      const taxon = (route.template === 'tag' ? model.tags : model.categories).find((t) => t.slug === key);
      return { name: taxon?.name, posts: taxon?.posts.map(card) };
    }
    case 'home':
      return { statics, latest: model.latestPosts.map(card), popular: model.popularPosts.map(card) };
    case 'team-member':
      return { statics, posts: model.posts.filter((post) => post.author === model.teamBySlug.get(key)?.name).slice(0, 4).map(card) };
    default:
      return { statics };
  }
}

/** A key that changes whenever anything the page shows changes. */
export function pageKey(model: SiteModel, route: Route, shared: string, statics: string): string {
  return hashOf({ route, shared, inputs: routeInputs(model, route, statics) });
}
