import type { TokenValues } from '../../src/lib/tokens';
import type { EditorConfig } from './editor-config';
import type { EntryFiles } from './entry-address';

/** What the admin page hands its script: the site's stylesheet and placeholders, and what a new item is given. */
export interface EditorPageData {
  stylesheet: string;
  tokens: TokenValues;
  /** Each placeholder in words, for the insert menus (`SiteEditor.placeholderNames`). */
  names: Record<string, string>;
  /**
   * Folder collections by name, each with the fields a new item gets a fresh UUID in, and the field holding its
   * address with the field it is made from when left empty (posts: `slug` from `title`).
   */
  collections: Record<string, { uuid: string[]; address?: { field: string; from: string } }>;
  /** Where each collection's items are, so a save can be checked against the item the address shows. */
  entryFiles: EntryFiles;
  /** What the site's previews draw from besides the entry, as the site picks it (`SiteEditor.context`). */
  preview: unknown;
}

/** The field a collection's file is named by, when its template is that field as it is (`{{fields.slug}}`). */
const addressOf = (template: string, from: string) => {
  const field = /^\{\{fields\.(\w+)\}\}$/.exec(template)?.[1];
  return field ? { address: { field, from } } : {};
};

/** The collections' fields the editor hides and fills with a UUID on save. */
export function newItemFields(config: EditorConfig): EditorPageData['collections'] {
  return Object.fromEntries(
    config.collections.flatMap((collection) =>
      'folder' in collection
        ? [
            [
              collection.name,
              {
                uuid: collection.fields.filter((field) => field.widget === 'hidden').map((field) => field.name),
                ...addressOf(collection.slug, collection.identifier_field),
              },
            ],
          ]
        : [],
    ),
  );
}
