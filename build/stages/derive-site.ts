import type { RasterManifest } from '../../src/content/images';
import type { Post } from '../../src/content/post';
import { paths } from '../../src/lib/routes';
import { buildRelatedIndex, relatedPosts } from '../../src/lib/related-posts';
import { slugify } from '../../src/lib/slug';
import { withPortrait, withPostPhoto } from './attach-photos';
import type { Problem } from '../problems';
import type { RenderedContent } from './render-content';
import type { SiteModel, Taxon } from '../../src/content/site-model';
import type { ValidContent } from './validate-content';

export const REQUIRED_PAGES = ['about', 'rehabilitation', 'privacy-policy', 'terms', 'cookie-policy', 'accessibility', 'complaints'];

const newestFirst = (a: Post, b: Post) => b.published_at.localeCompare(a.published_at) || a.slug.localeCompare(b.slug);

function taxonomy(posts: Post[], namesOf: (post: Post) => string[], pathOf: (name: string) => string): Taxon[] {
  const bySlug = new Map<string, Taxon>();
  for (const post of posts) {
    for (const name of namesOf(post)) {
      const slug = slugify(name);
      const taxon = bySlug.get(slug) ?? { name, slug, path: pathOf(name), posts: [] };
      if (!taxon.posts.includes(post)) taxon.posts.push(post);
      bySlug.set(slug, taxon);
    }
  }
  return [...bySlug.values()].sort((a, b) => b.posts.length - a.posts.length || a.name.localeCompare(b.name));
}

/** Reports each reference to something that does not exist. */
function checkReferences(file: string, field: string, wanted: string[], known: Map<string, unknown>, what: string, problems: Problem[]) {
  wanted.forEach((slug, i) => {
    if (!known.has(slug)) problems.push({ file, field: `${field}[${i}]`, message: `no ${what} with slug "${slug}"` });
  });
}

/** Derives indexes, related posts and lookups from the content, reporting broken references. */
export function deriveSite(content: ValidContent, rendered: RenderedContent, problems: Problem[], images: RasterManifest = {}): SiteModel {
  const posts = rendered.posts.map((post) => withPostPhoto(post, images, problems)).sort(newestFirst);
  const postBySlug = new Map<string, Post>();
  for (const post of posts) {
    const other = postBySlug.get(post.slug);
    if (other) problems.push({ file: post.file, field: 'slug', message: `duplicate slug "${post.slug}" (also in ${other.file})` });
    postBySlug.set(post.slug, post);
  }

  const team = rendered.team.map((member) => withPortrait(member, images, problems)).sort((a, b) => a.order - b.order);
  const teamBySlug = new Map(team.map((member) => [member.slug, member]));
  const teamNames = new Set(team.map((member) => member.name));
  for (const post of posts) {
    if (!teamNames.has(post.author)) problems.push({ file: post.file, field: 'author', message: `"${post.author}" is not a team member` });
  }
  const clinicIds = new Map(content.clinics.map((clinic) => [clinic.id, clinic]));
  for (const member of team) checkReferences(`team/${member.slug}.md`, 'clinics', member.clinics, clinicIds, 'clinic', problems);

  const services = [...rendered.services].sort((a, b) => a.order - b.order);
  const serviceBySlug = new Map(services.map((service) => [service.slug, service]));
  for (const service of services) checkReferences(`services/${service.slug}.md`, 'team', service.team, teamBySlug, 'team member', problems);

  const pages = new Map(rendered.pages.map((page) => [page.slug, page]));
  for (const page of pages.values()) {
    if (page.image && !images[page.image]) problems.push({ file: `pages/${page.slug}.md`, field: 'image', message: `no photo ${page.image} in content/images/` });
    if (page.image && !page.image_alt) problems.push({ file: `pages/${page.slug}.md`, field: 'image_alt', message: 'a photo needs alt text describing it' });
  }
  for (const slug of REQUIRED_PAGES) {
    if (!pages.has(slug)) problems.push({ file: `pages/${slug}.md`, field: '', message: 'page is missing' });
  }

  const { home, navigation, conditions } = content;
  checkReferences('home.yaml', 'services', home.services, serviceBySlug, 'service', problems);
  checkReferences('home.yaml', 'conditions', home.conditions, postBySlug, 'post', problems);
  checkReferences('home.yaml', 'popularPosts', home.popularPosts, postBySlug, 'post', problems);
  checkReferences('navigation.yaml', 'featuredPosts', navigation.featuredPosts, postBySlug, 'post', problems);
  checkReferences('conditions.yaml', 'slug', conditions.map((c) => c.slug), postBySlug, 'post', problems);

  const index = buildRelatedIndex(posts);
  const related = new Map(posts.map((post, i) => [post.slug, relatedPosts(posts, index, i).map((j) => posts[j] as Post)]));
  const teamGroups = content.teamGroups.map((group) => ({
    ...group,
    members: team.filter((member) => member.groups.includes(group.slug)),
  }));

  return {
    ...content,
    pricing: { ...content.pricing, noteHtml: rendered.pricingNoteHtml },
    posts,
    postBySlug,
    related,
    categories: taxonomy(posts, (post) => [post.category], paths.category),
    tags: taxonomy(posts, (post) => post.tags, paths.tag),
    team,
    teamBySlug,
    teamGroups,
    services,
    serviceBySlug,
    pages,
    latestPosts: posts.slice(0, home.latestPosts),
    popularPosts: home.popularPosts.flatMap((slug) => postBySlug.get(slug) ?? []),
    images,
  };
}
