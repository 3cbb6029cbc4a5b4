import type { TokenValues } from '../lib/tokens';
import type { EditorConfig } from './editor-config';
import type { PreviewSite } from './editor-previews';

/** What the admin page hands its script: the site's stylesheet and placeholders, and what a new item is given. */
export interface EditorPageData {
  stylesheet: string;
  tokens: TokenValues;
  /** Folder collections by name, each with the fields a new item gets a fresh UUID in. */
  collections: Record<string, { uuid: string[] }>;
  /** What the previews draw from besides the entry: the site's settings, clinics' names, the call to action. */
  preview: PreviewSite;
}

/** The collections' fields the editor hides and fills with a UUID on save. */
export function newItemFields(config: EditorConfig): EditorPageData['collections'] {
  return Object.fromEntries(
    config.collections.flatMap((collection) =>
      'folder' in collection
        ? [
            [
              collection.name,
              { uuid: collection.fields.filter((field) => field.widget === 'hidden').map((field) => field.name) },
            ],
          ]
        : [],
    ),
  );
}
