import type { Route } from '../../../src/content/site-model';
import type { Outline, PageAddress, Template } from '../../../templates/types';
import { workingOn } from '../../problems';

/** One row of the table: the page's title and card, from its template. */
function routeOf(
  name: string,
  template: Template<unknown>,
  site: Outline,
  { path, key, hidden, source }: PageAddress,
): Route {
  const title = template.title(site, key ?? '');
  const section = template.card?.section?.(site);
  const own = !section || section.path === path;
  const kicker = template.card?.kicker?.(site, key ?? '');
  return {
    path,
    template: name,
    ...(key === undefined ? {} : { key }),
    ...(source ? { source } : {}),
    title,
    ...(hidden ? { hidden } : {}),
    ...(template.search ? { searchable: true } : {}),
    card: own ? { path, title } : section,
    ...(own ? { ownCard: { title: template.card?.headline?.(site) ?? title, ...(kicker ? { kicker } : {}) } } : {}),
  };
}

/** Every page of the site, in sitemap order: each template's pages, in the order the templates are listed. */
export function routeTable(site: Outline, templates: Record<string, Template<unknown>>): Route[] {
  return Object.entries(templates).flatMap(([name, template]) =>
    workingOn(`the ${name} pages`, () => template.routes(site)).map((address) =>
      workingOn(address.source?.file ?? address.path, () => routeOf(name, template, site, address)),
    ),
  );
}
