import type { PageOutline } from '../../../src/content/page';
import type { PostOutline } from '../../../src/content/post';
import type { ServiceOutline } from '../../../src/content/service';
import type { DataContent, SiteOutline, Taxon } from '../../../src/content/site-model';
import type { MemberOutline } from '../../../src/content/team-member';
import { buildRelatedIndex, relatedPosts } from '../../../src/lib/related-posts';
import { paths } from '../../../src/lib/routes';
import { slugify, teamMemberSlug } from '../../../src/lib/slug';
import type { Problem, Staged } from '../../problems';
import { checkAddresses } from '../checks/check-addresses';
import { checkContent, type Entities } from '../checks/check-content';
import { redirectTable } from './redirect-table';
import { routeTable } from './route-table';
import type { Outline } from '../../../templates/types';
import type { ValidContent } from '../read/validate-content';

const newestFirst = (a: PostOutline, b: PostOutline) =>
  b.published_at.localeCompare(a.published_at) || a.slug.localeCompare(b.slug);

/** Posts, members, services and pages as the outline holds them, in the order the site lists them. */
export function entitiesOf(content: ValidContent): Entities {
  return {
    posts: content.posts.map((entry) => ({ ...entry.data, file: entry.file })).sort(newestFirst),
    team: content.team
      .map((entry): MemberOutline => ({ ...entry.data, slug: teamMemberSlug(entry.data.name), file: entry.file }))
      .sort((a, b) => a.order - b.order),
    services: content.services
      .map((entry): ServiceOutline => ({ ...entry.data, slug: entry.name, file: entry.file }))
      .sort((a, b) => a.order - b.order),
    pages: content.pages.map((entry): PageOutline => ({ ...entry.data, slug: entry.name, file: entry.file })),
  };
}

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

const isComplete = (data: Partial<DataContent>): data is DataContent =>
  (
    [
      'site',
      'clinics',
      'navigation',
      'home',
      'conditions',
      'testimonials',
      'insurers',
      'pricing',
      'teamGroups',
      'redirects',
    ] as const
  ).every((key) => data[key] !== undefined);

/**
 * The site from validated content, before any Markdown: slugs, taxonomy, related posts, lookups and
 * the route table with every page's title. The checks that compare files run over every file that
 * passed its schema, even when others did not; the outline itself needs every data file.
 */
export function outlineSite(content: ValidContent): Staged<SiteOutline | undefined> {
  const entities = entitiesOf(content);
  const problems: Problem[] = checkContent(content, entities);
  if (!isComplete(content.data)) return { value: undefined, problems };
  const { posts, team, services, pages } = entities;
  const data = content.data;
  const postBySlug = new Map(posts.map((post) => [post.slug, post]));
  const index = buildRelatedIndex(posts);
  const outline: Outline = {
    ...data,
    posts,
    postBySlug,
    related: new Map(
      posts.map((post, i) => [post.slug, relatedPosts(posts, index, i).map((j) => posts[j] as PostOutline)]),
    ),
    categories: taxonomy(posts, (post) => [post.category], paths.category),
    tags: taxonomy(posts, (post) => post.tags, paths.tag),
    team,
    teamBySlug: new Map(team.map((member) => [member.slug, member])),
    teamGroups: data.teamGroups.map((group) => ({
      ...group,
      members: team.filter((member) => member.groups.includes(group.slug)),
    })),
    services,
    serviceBySlug: new Map(services.map((service) => [service.slug, service])),
    pages: new Map(pages.map((page) => [page.slug, page])),
    latestPosts: posts.slice(0, data.home.latestPosts),
    popularPosts: data.home.popularPosts.flatMap((slug) => postBySlug.get(slug) ?? []),
  };
  const routes = routeTable(outline);
  const moved = redirectTable(routes, { entities, listed: data.redirects });
  problems.push(...checkAddresses(routes, content.publicFiles), ...moved.problems);
  return { value: { ...outline, routes, moved: moved.value }, problems };
}
