import type { Route, SiteOutline, TemplateName } from '../../src/content/site-model';
import { blogPageCount } from '../../src/lib/listing';
import { paths } from '../../src/lib/routes';
import { SEARCH_PATH } from '../../src/lib/search';
import { templates } from '../../templates';

/**
 * Pages that show their section's social card rather than one of their own: the further pages of
 * the blog, its category and tag lists, and the team groups. A card says what a link leads to;
 * for these the section says it as well, and a site of thousands of posts draws hundreds fewer.
 */
const SHARED_CARDS: Partial<Record<TemplateName, { path: string; template: TemplateName; key: string }>> = {
  blog: { path: paths.blogPage(1), template: 'blog', key: '1' },
  category: { path: paths.blogPage(1), template: 'blog', key: '1' },
  tag: { path: paths.blogPage(1), template: 'blog', key: '1' },
  'team-group': { path: paths.team, template: 'team', key: '' },
  search: { path: paths.home, template: 'home', key: '' },
  'not-found': { path: paths.home, template: 'home', key: '' },
};

/** The one list of pages the site has, in sitemap order, each with its title and the card it shows. */
export function routeTable(site: Omit<SiteOutline, 'routes'>): Route[] {
  const route = (path: string, template: TemplateName, key?: string, hidden?: boolean): Route => {
    const title = templates[template].title(site, key ?? '');
    const shared = SHARED_CARDS[template];
    const card = shared && shared.path !== path ? { path: shared.path, title: templates[shared.template].title(site, shared.key) } : { path, title };
    return { path, template, ...(key === undefined ? {} : { key }), title, ...(hidden ? { hidden } : {}), card };
  };
  return [
    route(paths.home, 'home'),
    ...[...site.pages.keys()].map((slug) => route(`/${slug}/`, 'page', slug)),
    route(paths.team, 'team'),
    ...site.teamGroups.map((group) => route(paths.teamGroup(group.slug), 'team-group', group.slug)),
    ...site.team.map((member) => route(paths.teamMember(member.slug), 'team-member', member.slug)),
    route(paths.services, 'services'),
    ...site.services.map((service) => route(paths.service(service.slug), 'service', service.slug)),
    route('/pricing/', 'pricing'),
    route('/conditions/', 'conditions'),
    ...Array.from({ length: blogPageCount(site.posts.length) }, (_, i) => route(paths.blogPage(i + 1), 'blog', String(i + 1))),
    ...site.categories.map((taxon) => route(taxon.path, 'category', taxon.slug)),
    ...site.tags.map((taxon) => route(taxon.path, 'tag', taxon.slug)),
    ...site.posts.map((post) => route(paths.post(post.slug), 'post', post.slug)),
    route('/testimonials/', 'testimonials'),
    route(paths.contact, 'contact'),
    route(SEARCH_PATH, 'search'),
    route('/404.html', 'not-found', undefined, true),
  ];
}
