import { paths } from '../../src/lib/routes';
import type { Route, SiteModel } from '../../src/content/site-model';

export const POSTS_PER_PAGE = 12;

/** The one list of pages the site has, in sitemap order. */
export function routeTable(model: SiteModel): Route[] {
  const blogPages = Math.max(1, Math.ceil(model.posts.length / POSTS_PER_PAGE));
  return [
    { path: paths.home, template: 'home' },
    ...[...model.pages.keys()].map((slug): Route => ({ path: `/${slug}/`, template: 'page', key: slug })),
    { path: paths.team, template: 'team' },
    ...model.teamGroups.map((group): Route => ({ path: paths.teamGroup(group.slug), template: 'team-group', key: group.slug })),
    ...model.team.map((member): Route => ({ path: paths.teamMember(member.slug), template: 'team-member', key: member.slug })),
    { path: paths.services, template: 'services' },
    ...model.services.map((service): Route => ({ path: paths.service(service.slug), template: 'service', key: service.slug })),
    { path: '/pricing/', template: 'pricing' },
    { path: '/conditions/', template: 'conditions' },
    ...Array.from({ length: blogPages }, (_, i): Route => ({ path: paths.blogPage(i + 1), template: 'blog', key: String(i + 1) })),
    ...model.categories.map((taxon): Route => ({ path: taxon.path, template: 'category', key: taxon.slug })),
    ...model.tags.map((taxon): Route => ({ path: taxon.path, template: 'tag', key: taxon.slug })),
    ...model.posts.map((post): Route => ({ path: paths.post(post.slug), template: 'post', key: post.slug })),
    { path: '/testimonials/', template: 'testimonials' },
    { path: paths.contact, template: 'contact' },
    { path: '/404.html', template: 'not-found', hidden: true },
  ];
}
