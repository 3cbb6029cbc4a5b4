import type { SiteOutline } from '../../../src/content/site-model';
import { clinicSite, type ClinicFrontMatter } from '../../../src/content/collections';
import type { CollectionDefinition, SiteDefinition } from '../../../src/content/registry';
import type { Problem, Staged } from '../../problems';
import { checkAddresses } from './check-addresses';
import { checkContent } from './check-content';
import type { Entities, Item } from '../../model';
import { redirectTable } from './redirect-table';
import { routeTable } from './route-table';
import type { Outline } from '../../../templates/types';
import type { AnyContent, Entry } from '../../model';

/** An entry's slug, by its collection's rule. */
function slugOf({ slug }: CollectionDefinition, entry: Entry<Record<string, unknown>>): string {
  if (slug.field === '(file name)') return entry.name;
  const value = entry.data[slug.field] as string;
  return 'make' in slug ? slug.make(value) : value;
}

/** Each collection's items as the outline holds them, in the order the site lists them. */
export function entitiesOf(
  content: AnyContent,
  registry: Pick<SiteDefinition, 'collections'> = clinicSite,
): Entities & Record<keyof ClinicFrontMatter, Item[]> {
  const entities: Entities = Object.fromEntries(
    Object.entries(registry.collections).map(([name, definition]) => {
      const items = (content.entries[name] ?? []).map(
        (entry): Item => ({ ...entry.data, slug: slugOf(definition, entry), file: entry.file }),
      );
      return [name, definition.order ? items.sort(definition.order) : items];
    }),
  );
  // Typed by the clinic's names for its tests; another site's items are read by name.
  return entities as Entities & Record<keyof ClinicFrontMatter, Item[]>;
}

/**
 * The site from validated content, before any Markdown: slugs, the site's derived lists and lookups,
 * and the route table with every page's title. The checks that compare files run over every file
 * that passed its schema, even when others did not; the outline itself needs every data file.
 */
export function outlineSite(content: AnyContent, site: SiteDefinition = clinicSite): Staged<SiteOutline | undefined> {
  const entities = entitiesOf(content, site);
  const problems: Problem[] = checkContent(content, entities, site);
  const { data } = content;
  if (!Object.keys(site.dataFiles).every((name) => data[name] !== undefined)) return { value: undefined, problems };
  const outline = site.derive(entities, data) as Outline;
  const routes = routeTable(outline, site.templates);
  const listed = Object.entries(site.dataFiles).flatMap(([name, { file, moves }]) =>
    moves ? (data[name] as { from: string; to: string }[]).map((move) => ({ ...move, file: `${file}.yaml` })) : [],
  );
  const moved = redirectTable(routes, { entities, listed }, site);
  problems.push(...checkAddresses(routes, content.publicFiles), ...moved.problems);
  return { value: { ...outline, routes, moved: moved.value }, problems };
}
