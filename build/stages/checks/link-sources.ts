import type { Registry } from '../../../src/content/registry';
import type { Withheld } from '../../../src/lib/publishing';
import type { Item } from '../../model';
import { coveredItems, failedSlug, withheldOf } from '../../../src/content/registry';
import type { LinkSource } from '../../model';
import type { AnyContent } from '../../model';

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

/** The covers drawn for items that name no image of their own: files a link may name. */
export function coverPaths(site: Record<string, unknown>, registry: Registry): string[] {
  return coveredItems(site, registry).map(({ path }) => path);
}

export function withheldPaths(content: AnyContent, registry: Registry): [string, { file: string; reason: string }][] {
  return Object.values(registry.collections).flatMap((definition) =>
    withheldOf(content, definition).map((item): [string, Withheld] => [definition.path(item.slug), item]),
  );
}
