import type { CollectionDefinition } from '../../../src/content/registry';

/**
 * An item's own photo checks: each photo it names is one of the site's (or, where a link may stand in, an address),
 * and each has alt text. The build makes them over every file; the editor makes them before a save.
 */
export function photoProblems(
  item: Record<string, unknown>,
  definition: Pick<CollectionDefinition, 'photos'>,
  photos: Set<string>,
): { field: string; message: string }[] {
  return (definition.photos ?? []).flatMap(({ field, alt, orLink }) => {
    const path = item[field];
    if (typeof path !== 'string' || !path) return [];
    return [
      ...(!orLink && !photos.has(path) ? [{ field, message: `no photo ${path} in content/images/` }] : []),
      ...(alt && !item[alt] && (!orLink || photos.has(path))
        ? [{ field: alt, message: 'a photo needs a description of what it shows' }]
        : []),
    ];
  });
}
