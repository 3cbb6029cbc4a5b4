import type { EditorConfig } from './editor-config';

/**
 * Which file an editor address shows (`#/collections/posts/entries/knee-pain` is `content/posts/knee-pain.md`), so a
 * save can be checked against the address the receptionist is looking at, not only against what the form holds.
 */
export type EntryFiles = Record<string, { folder: string; extension: string } | { files: Record<string, string> }>;

/** An item's form by its address: a collection and the item's name in it, or no name for a new item. */
export interface EntryRoute {
  collection: string;
  slug?: string;
}

/** Where each collection's items are, from the configuration the editor is given. */
export function entryFilesOf(config: EditorConfig): EntryFiles {
  return Object.fromEntries(
    config.collections.map((collection) => [
      collection.name,
      'folder' in collection
        ? { folder: collection.folder, extension: collection.extension }
        : { files: Object.fromEntries(collection.files.map((file) => [file.name, file.file])) },
    ]),
  );
}

/** The item an editor address opens (`#/collections/posts/new`, `#/collections/data/entries/pricing`), if any. */
export function entryRoute(hash: string): EntryRoute | undefined {
  const match = /^#?\/collections\/([^/?#]+)\/(?:entries\/([^?#]+)|new)(?:[?#]|$)/.exec(hash);
  if (!match) return undefined;
  return match[2] ? { collection: match[1]!, slug: decodeURIComponent(match[2]) } : { collection: match[1]! };
}

/** Whether two addresses open the same form: a new item and an existing one, or two items, are not. */
export const sameEntry = (a: EntryRoute, b: EntryRoute) => a.collection === b.collection && a.slug === b.slug;

/** The file an address's item is kept in; undefined for a new item, or a collection the editor does not have. */
export function fileOfRoute(files: EntryFiles, route: EntryRoute): string | undefined {
  const where = files[route.collection];
  if (!where || route.slug === undefined) return undefined;
  return 'files' in where ? where.files[route.slug] : `${where.folder}/${route.slug}.${where.extension}`;
}

/** Whether `path` may be written by a save of the address's form: its own file, or a new file of its folder. */
export function savesInto(files: EntryFiles, route: EntryRoute, path: string): boolean {
  const where = files[route.collection];
  if (!where) return false;
  if (route.slug !== undefined) return fileOfRoute(files, route) === path;
  return 'folder' in where && path.startsWith(`${where.folder}/`) && path.endsWith(`.${where.extension}`);
}
