import { failedSlug, type Registry, withheldOf } from '../../../src/content/registry';
import type { Withheld } from '../../../src/lib/publishing';
import type { AnyContent, Item, LinkSource } from '../../model';

/* What the link check reads besides bodies and the route table, as the registry declares it. */

/** Links in data files and front matter; an `orLink` photo field is a link unless it names a content/images/ photo. */
export function configLinks(site: Record<string, unknown>, photos: Set<string>, registry: Registry): LinkSource[] {
  const data = Object.entries(registry.dataFiles).flatMap(([name, { file, links = [] }]) =>
    links.map(({ field, pick }) => ({ file: `${file}.yaml`, field, links: pick(site[name]) })),
  );
  const fields = Object.entries(registry.collections).flatMap(([name, { photos: photoFields = [] }]) =>
    photoFields
      .filter(({ orLink }) => orLink)
      .flatMap(({ field }) =>
        (site[name] as Item[]).flatMap((item) => {
          const link = item[field] as string | undefined;
          return link && !photos.has(link) ? [{ file: item.file, field, links: [link] }] : [];
        }),
      ),
  );
  return [...data, ...fields];
}

/** Pages of files that failed their schema: they will exist once fixed, so links to them are not a second problem. */
export function pendingPaths(failed: AnyContent['failed'], registry: Registry): string[] {
  return Object.entries(registry.collections).flatMap(([name, definition]) =>
    (failed[name] ?? []).flatMap((entry) => {
      const slug = failedSlug(definition, entry);
      return slug ? [definition.path(slug)] : [];
    }),
  );
}

export function withheldPaths(content: AnyContent, registry: Registry): [string, { file: string; reason: string }][] {
  return Object.values(registry.collections).flatMap((definition) =>
    withheldOf(content, definition).map((item): [string, Withheld] => [definition.path(item.slug), item]),
  );
}
