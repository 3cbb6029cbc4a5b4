import type { TokenValues } from '../../src/lib/tokens';
import type { EditorConfig } from './editor-config';
import type { EntryFiles } from './entry-address';
import type { SiteModel } from '../../src/content/site-model';

/** What the admin page hands its script: the site's stylesheet and placeholders, and what a new item is given. */
export interface EditorPageData {
  stylesheet: string;
  tokens: TokenValues;
  /** Each placeholder in words, for the insert menus (placeholderNames). */
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

/** The site's own facts by their placeholder, as the editor's menu names them. */
const FACT_NAMES: Record<string, string> = {
  name: "The clinic's name",
  email: 'Enquiries email',
  mailto: 'Enquiries email, as a link',
  booking: 'Online booking, as a link',
  'booking.button': 'Book Online Now button',
  hours: 'Opening hours',
  experienceYears: 'Years of experience',
  director: 'Clinic director',
  'company.name': 'Company name',
  'company.number': 'Company number',
  'company.office': 'Registered office',
  'company.ico': 'ICO registration',
  'audit.shockwave': 'Shockwave audit result',
  insurers: 'Insurers we work with',
};

type NamedData = Pick<SiteModel, 'clinics' | 'pricing'>;

/**
 * Each placeholder in the words a receptionist reads in the menu: a fee by its item's name and length ("Home visit,
 * 60 minutes"), a clinic's detail by the clinic's name ("Earlsfield phone"), never by the code a page stores.
 */
export function placeholderNames({ clinics, pricing }: NamedData): Record<string, string> {
  const names: Record<string, string> = { ...FACT_NAMES };
  for (const { id, name } of clinics) {
    names[`phone.${id}`] = `${name} phone`;
    names[`tel.${id}`] = `${name} phone, as a link`;
    names[`address.${id}`] = `${name} address`;
  }
  for (const item of pricing.sections.flatMap((section) => section.items))
    names[`fee.${item.id}`] = `${item.name}, ${item.duration}`;
  return names;
}
