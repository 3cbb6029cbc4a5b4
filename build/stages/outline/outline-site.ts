import type { Route, SiteOutline } from '../../../src/content/site-model';
import type { ClinicFrontMatter } from '../../../src/content/collections';
import type { CollectionDefinition } from '../../../src/content/registry';
import type { SiteDefinition } from '../../../src/content/site-definition';
import type { Problem, Staged } from '../../problems';
import { freezeDeep } from '../../reuse/hash';
import { memoisedBy, memoisedByParts, memoisedEach, sameValue, withSiteMemo } from '../../reuse/memory';
import { checkAddresses } from './check-addresses';
import { checkContent } from './check-content';
import type { AnyContent, Entities, Entry, Item } from '../../model';
import { redirectTable } from './redirect-table';
import { routeTable } from './route-table';
import type { Outline } from '../../../templates/types';

function slugOf({ slug }: CollectionDefinition, entry: Entry<Record<string, unknown>>): string {
  if (slug.field === '(file name)') return entry.name;
  const value = entry.data[slug.field] as string;
  return 'make' in slug ? slug.make(value) : value;
}

export function entitiesOf(
  content: AnyContent,
  registry: Pick<SiteDefinition, 'collections'>,
): Entities & Record<keyof ClinicFrontMatter, Item[]> {
  const entities: Entities = Object.fromEntries(
    Object.entries(registry.collections).map(([name, definition]) => {
      const items = (content.entries[name] ?? []).map((entry) =>
        itemOf(entry.file, entry.data, slugOf(definition, entry)),
      );
      return [name, definition.order ? items.sort(definition.order) : items];
    }),
  );
  // Typed by the clinic's names for its tests; another site's items are read by name.
  return entities as Entities & Record<keyof ClinicFrontMatter, Item[]>;
}

/**
 * The site before any Markdown: slugs, derived lists and lookups, and routes with their titles. The checks that compare
 * files run even when some failed their schema; the outline itself needs every data file.
 */
export function outlineSite(content: AnyContent, site: SiteDefinition): Staged<SiteOutline | undefined> {
  const entities = entitiesOf(content, site);
  const problems: Problem[] = checkContent(content, entities, site);
  const { data } = content;
  if (!Object.keys(site.dataFiles).every((name) => data[name] !== undefined)) return { value: undefined, problems };
  const outline = derived(site, entities, data) as Outline;
  const routes = sameRoutes(routeTable(outline, site.templates).map((route) => frozenRoute(route, route.path)));
  const listed = Object.entries(site.dataFiles).flatMap(([name, { file, moves }]) =>
    moves ? (data[name] as { from: string; to: string }[]).map((move) => ({ ...move, file: `${file}.yaml` })) : [],
  );
  const moved = redirectTable(routes, { entities, listed }, site);
  problems.push(...checkAddresses(routes, content.publicFiles), ...moved.problems);
  return { value: { ...outline, routes, moved: moved.value }, problems };
}

const derived = withSiteMemo((memo, site: SiteDefinition, entities: Entities, data: AnyContent['data']) =>
  site.derive(entities, data, memo),
);

/**
 * A route that says what it said last build is that very route, frozen, and so is the table when every route is: an
 * edit to one title leaves every other route, and what is kept by it (a page's key, its card), as it was.
 */
const sameRoutes = sameValue<Route[]>('routes');
const frozenRoute = memoisedByParts('route', (route: Route) => freezeDeep(route));

/**
 * An item as the outline holds it: the very item the last outline had while its front matter is the same, so what
 * shows it keeps its key; frozen like the front matter in it, so what is worked out from an item may be kept with it.
 */
const itemOf = memoisedEach(
  'item',
  (file, data: Record<string, unknown>, slug: string): Item => Object.freeze({ ...data, slug, file }),
);

/** Kept, routes and all, while everything `outlineReads` lists is the very same, as it is after a body edit. */
export const memoisedOutline = memoisedBy('outline', { reads: outlineReads }, outlineSite);

function outlineReads(content: AnyContent, site: SiteDefinition): unknown[] {
  const reads: unknown[] = [site, content.photos, content.publicFiles, JSON.stringify(content.withheld)];
  for (const [name, value] of Object.entries(content.data)) reads.push(name, value);
  for (const name of Object.keys(site.collections)) {
    reads.push(name);
    for (const { data, file, name: fileName } of content.entries[name] ?? []) reads.push(data, file, fileName);
    reads.push(...(content.failed[name] ?? []));
  }
  return reads;
}
