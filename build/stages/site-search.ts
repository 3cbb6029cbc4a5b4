import type { SiteModel } from '../../src/content/site-model';
import type { SearchDocument } from '../../src/lib/search';
import type { Template } from '../../templates/types';
import { workingOn } from '../problems';

/**
 * What search holds of each page whose template says what it holds, by the templates of the site
 * being built (search-index's `searchDocuments` reads the clinic's own).
 */
export function siteSearchDocuments(site: SiteModel, templates: Record<string, Template<unknown>>): SearchDocument[] {
  return site.routes.flatMap((route) => {
    const search = templates[route.template]?.search;
    if (!search) return [];
    const content = workingOn(route.source?.file ?? route.path, () => search(site, route.key ?? ''));
    return [{ url: route.path, title: route.title, ...content }];
  });
}
