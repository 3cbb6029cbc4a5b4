import type { z } from 'zod';
import { CONTENT_PHOTOS_PATH, LOGO_MARK } from '../../src/lib/site-layout';
import { searchedFields, unseenInSummary } from './text-search';
import {
  type EditorField,
  editorField,
  enumOptions,
  type FieldRoles,
  labelOf,
  objectFields,
  oneOf,
} from './editor-fields';
import { defOf, unwrapField } from '../../src/content/zod-reading';
import type { CollectionDefinition, DataFileDefinition, Reference, Registry } from '../../src/content/registry';
import type { Route } from '../../src/content/site-model';

/**
 * The browser editor's configuration (Decap CMS's `config.yml`, which Sveltia CMS also reads), generated from the
 * registry and its schemas so that it can never fall behind them: a folder collection per collection, and one
 * collection of the data files, every field with its label, help text and the build's rules.
 */

/** Where the editor saves: the repository (owner/name), the sign-in function's path, the site's address. */
export interface EditorSettings {
  repo: string;
  authEndpoint: string;
  siteUrl: string;
  /** The address of the page that shows each data file, by the data file's name, which View Live opens. */
  pages?: Record<string, string>;
}

/** Each data file's page: the first page of the kind the site names for it (`SiteEditor.pages`), from the routes. */
export const dataFilePages = (
  kinds: Record<string, string>,
  routes: readonly Pick<Route, 'path' | 'template'>[],
): Record<string, string> =>
  Object.fromEntries(
    Object.entries(kinds).flatMap(([name, template]) => {
      const route = routes.find((page) => page.template === template);
      return route ? [[name, route.path]] : [];
    }),
  );

/** The collection holding the data files, and the format that reads and writes them (registered by the admin page). */
export const DATA_COLLECTION = 'data';
export const DATA_FORMAT = 'clinic-yaml';
/** The format of the collections' Markdown items: front matter edited where it changed, the body as handed back. */
export const ENTRY_FORMAT = 'clinic-markdown';
/** A data file whose whole content is a list is edited as this one field (the editor needs named fields). */
export const LIST_FIELD = 'entries';
/** The placeholder inserters the Markdown editor offers (src/content/editor-components.ts makes them). */
export const EDITOR_COMPONENTS = ['clinical-snippet', 'fee', 'placeholder', 'image'];
/**
 * Markdown's toolbar: no top-level heading (the page shows the title) and no code (bodies do not use it). Photos go
 * in through the `image` component of the + menu, which asks for the photo and its alt text.
 */
const BODY_BUTTONS = [
  'bold',
  'italic',
  'link',
  'heading-two',
  'heading-three',
  'quote',
  'bulleted-list',
  'numbered-list',
];

export const CONTENT = 'content';
const photosFolder = CONTENT_PHOTOS_PATH.replace(/\/$/, '');

export const isListFile = (definition: DataFileDefinition) =>
  defOf(unwrapField(definition.schema).schema).type === 'array';

/** The field other files name a collection's items by: its slug field, or `{{slug}}` for the file's name. */
function slugValue(definition: CollectionDefinition): string {
  const { slug } = definition;
  return slug.field === '(file name)' || 'fileNamed' in slug ? '{{slug}}' : slug.field;
}

const fieldNames = (schema: z.ZodType) =>
  Object.keys((defOf(unwrapField(schema).schema) as { shape?: Record<string, unknown> }).shape ?? {});

/** The field an item is shown and found by in the editor: its title or name. */
function titleField(schema: z.ZodType): string {
  const names = fieldNames(schema);
  return ['title', 'name'].find((name) => names.includes(name)) ?? 'title';
}

/** Whether a collection's items have a date to go live on, and so can be scheduled. */
const isDated = (definition: CollectionDefinition) => fieldNames(definition.schema).includes('published_at');

/**
 * A reference as a relation widget: to a collection's items, or to the entries of a list data file. The choices
 * show each item's title or name, never the code the file stores (`earlsfield`, `helen-marsh`).
 */
function relationOf(registry: Registry, { to, by }: Reference): NonNullable<FieldRoles['relations']>[string] {
  const collection = registry.collections[to];
  if (collection) {
    const shown = titleField(collection.schema);
    return {
      collection: to,
      value_field: by ?? slugValue(collection),
      search_fields: [by ?? shown],
      display_fields: [shown],
    };
  }
  const data = registry.dataFiles[to];
  const key = by ?? 'id';
  const list = data && isListFile(data);
  const prefix = list ? `${LIST_FIELD}.*.` : '';
  const shown = list ? titleField(defOf(unwrapField(data.schema).schema).element as z.ZodType) : key;
  return {
    collection: DATA_COLLECTION,
    file: to,
    value_field: `${prefix}${key}`,
    search_fields: [`${prefix}${shown}`],
    display_fields: [`${prefix}${shown}`],
  };
}

/**
 * Choices among a list's entries wherever the list's own key is an enum (team-groups.yaml's `slug`): a field
 * choosing from the same enum in another file shows those entries by their title (`Massage Therapists`), not the
 * code it stores. Keyed by the enum's options; `own` is the data file being edited, which keeps its plain choices.
 */
function keyedChoices(registry: Registry, own?: string): FieldRoles['choices'] {
  const choices: NonNullable<FieldRoles['choices']> = {};
  for (const [name, data] of Object.entries(registry.dataFiles)) {
    if (name === own || !isListFile(data)) continue;
    const element = defOf(unwrapField(data.schema).schema).element as z.ZodType;
    const shape = defOf(unwrapField(element).schema).shape as Record<string, z.ZodType>;
    const key = ['slug', 'id'].find((field) => shape[field] && defOf(unwrapField(shape[field]).schema).type === 'enum');
    if (key)
      choices[enumOptions(unwrapField(shape[key]!).schema).join('\n')] = relationOf(registry, {
        to: name,
        by: key,
      } as Reference);
  }
  return choices;
}

function relations(registry: Registry, references: Reference[] = [], prefix = '') {
  return Object.fromEntries(
    references.map((reference) => [`${prefix}${reference.field}`, relationOf(registry, reference)]),
  );
}

/** The front-matter field that holds an item's address (posts' `slug`), which the editor makes from the title. */
const addressField = ({ slug }: CollectionDefinition) =>
  slug.field === '(file name)' || 'fileNamed' in slug ? undefined : slug.field;

/**
 * The Published switch in the words of the one save button it sets (save-words.ts): publishing is that one action,
 * the switch choosing what the button does. An item with a date can be scheduled; one without (a team member) cannot.
 */
function publishSwitch(definition: CollectionDefinition, dated: boolean) {
  const later = dated ? ', or Schedule when Published at is a later date, and it goes live then' : ', and it goes live';
  return {
    label: 'Publish on the live site',
    hint:
      `On: the save button says Publish${later}. Off: the button says Save draft, and the ${definition.noun} stays ` +
      'off the live site, so it can be saved before everything is known; the preview on this computer shows it ' +
      'with a banner.',
  };
}

const ADDRESS_HINT =
  'You can leave this empty: when you first save, the editor writes it for you from the title. Change it only if ' +
  `you must: the page then moves, so add its old address under ${labelOf('redirect_from')} to keep links to it ` +
  'working.';

function collectionFields(registry: Registry, definition: CollectionDefinition): EditorField[] {
  const roles: FieldRoles = {
    relations: relations(registry, definition.references),
    choices: keyedChoices(registry),
    photos: Object.fromEntries((definition.photos ?? []).map(({ field, orLink }) => [field, { orLink: !!orLink }])),
  };
  const address = addressField(definition);
  // Alt text is optional in the schema, as a post may have no photo; the build refuses a photo without it.
  const altFor = new Map((definition.photos ?? []).flatMap(({ field, alt }) => (alt ? [[alt, field]] : [])));
  const fields = objectFields(definition.schema, roles).map((field) => {
    // A new item starts as a draft, as `npm run new-post` makes it: the dev site shows it, the live site does not.
    if (definition.publishing && field.name === 'published') {
      // A switch is on or off, never "optional", though a team member's file may leave it out (then it is on).
      const { required: _leftOutMeansOn, ...switchField } = field;
      return { ...switchField, ...publishSwitch(definition, isDated(definition)), default: false };
    }
    const photo = altFor.get(field.name);
    if (photo) return { ...field, hint: `Needed whenever ${labelOf(photo)} is filled in. ${field.hint ?? ''}`.trim() };
    return field.name === address
      ? { ...field, label: 'Web address', required: false as const, hint: ADDRESS_HINT }
      : field;
  });
  const [photo] = definition.photos ?? [];
  const photos = photo ? ` The page's main photo goes in the ${labelOf(photo.field)} field.` : '';
  const body: EditorField = {
    name: 'body',
    label: definition.bodyLabel ?? 'Main text',
    widget: 'markdown',
    hint:
      'The page shows the title above this text; divide the text with headings from the toolbar. Insert fees, ' +
      'clinical advice and photos from the + menu; describe each photo in its alt text for people who cannot see ' +
      `it.${photos} ${FILLED_IN_HINT}`,
    buttons: BODY_BUTTONS,
    editor_components: EDITOR_COMPONENTS,
  };
  return [...fields, body];
}

/**
 * How a collection's list shows its items: by title; items with drafts and dates also with their state and date,
 * newest first. Decap's summaries cannot compare a date with today, so a scheduled item reads "Live from" its later
 * date. The summary also names, unseen, the fields search looks through (text-search.ts).
 */
function listing(definition: CollectionDefinition, identifier: string, fields: EditorField[]) {
  const searched = unseenInSummary(searchedFields(fields).filter((name) => name !== identifier));
  if (!definition.publishing) return { summary: `{{${identifier}}}${searched}` };
  if (!isDated(definition)) return { summary: `{{${identifier}}}{{published | ternary('', ' · Draft')}}${searched}` };
  return {
    summary:
      `{{${identifier}}} · {{published | ternary('Live from', 'Draft, dated')}} ` +
      `{{published_at | date('D MMM YYYY')}}${searched}`,
    sortable_fields: [
      { field: 'published_at', label: 'Date', default_sort: 'desc' },
      { field: identifier, label: 'Title' },
    ],
  };
}

function folderCollection(registry: Registry, name: string, definition: CollectionDefinition) {
  const { slug, folder, noun } = definition;
  const template =
    slug.field === '(file name)'
      ? '{{slug}}'
      : 'fileNamed' in slug
        ? `{{fields.${slug.field} | lower}}`
        : `{{fields.${slug.field}}}`;
  const identifier = titleField(definition.schema);
  const fields = collectionFields(registry, definition);
  return {
    name,
    label: labelOfCollection(name),
    label_singular: noun.charAt(0).toUpperCase() + noun.slice(1),
    folder: `${CONTENT}/${folder}`,
    create: true,
    delete: true,
    extension: 'md',
    format: ENTRY_FORMAT,
    slug: template,
    identifier_field: identifier,
    ...(definition.editor?.hint ? { description: definition.editor.hint } : {}),
    ...listing(definition, identifier, fields),
    // The item's page on the site: its file's name is its slug in every collection.
    preview_path: definition.path('{{slug}}').replace(/^\//, ''),
    // Photos of each collection in a folder of its own; team portraits where the build looks for them.
    media_folder: `/${CONTENT}${photosFolder}/${folder}`,
    public_folder: `${photosFolder}/${folder}`,
    fields,
  };
}

/** A collection's or data file's name as the editor shows it: `teamGroups` is "Team groups". */
export const labelOfCollection = (name: string) =>
  name.charAt(0).toUpperCase() +
  name
    .slice(1)
    .replace(/([A-Z])/g, ' $1')
    .toLowerCase();

/** Placeholders show in a body as written; staff meet them in the About page's text, so the hint says what they are. */
const FILLED_IN_HINT =
  'Words between double curly brackets are filled in by the site from Settings and lists: leave them as they are, ' +
  'and the preview shows what they become.';

/** A data file's label in the editor: its own where the registry gives one, or else its name in words. */
const dataFileLabel = (name: string, definition: DataFileDefinition) =>
  definition.editor?.label ?? labelOfCollection(name);

function dataFileFields(registry: Registry, name: string, definition: DataFileDefinition): EditorField[] {
  const list = isListFile(definition);
  const roles: FieldRoles = {
    relations: relations(registry, definition.references as Reference[], list ? `${LIST_FIELD}.*.` : ''),
    choices: keyedChoices(registry, name),
    markdown: definition.markdown ? [definition.markdown.field] : [],
  };
  // A Markdown field of a data file (the price list's note) gets the bodies' toolbar and placeholder menus.
  const markdownOptions = { buttons: BODY_BUTTONS, editor_components: EDITOR_COMPONENTS };
  if (!list)
    return objectFields(definition.schema, roles).map((field) =>
      field.widget === 'markdown' ? { ...field, ...markdownOptions } : field,
    );
  const entries = editorField(LIST_FIELD, definition.schema, roles);
  const hint = [entries.hint, definition.editor?.hint].filter(Boolean).join(' ');
  // The list is the file: it is labelled as the file is ("Roles"), and its button adds one ("Add role"), where Decap
  // said "Entries" and "Add entries".
  const label = dataFileLabel(name, definition);
  return [{ ...entries, label, label_singular: oneOf(label), ...(hint ? { hint } : {}) }];
}

/** The site's address without its last slash, as the editor's backend and links want it. */
const origin = (url: string) => url.replace(/\/$/, '');

export function editorConfig(registry: Registry, settings: EditorSettings) {
  const site = origin(settings.siteUrl);
  return {
    backend: {
      name: 'github',
      repo: settings.repo,
      branch: 'main',
      base_url: site,
      auth_endpoint: settings.authEndpoint,
    },
    // Saves are commits to main; CI checks and deploys each one.
    publish_mode: 'simple',
    site_url: site,
    // The sign-in page shows the clinic's mark, not Decap's (whose small mark under it the admin page hides).
    logo_url: LOGO_MARK,
    display_url: site,
    media_folder: `${CONTENT}${photosFolder}`,
    public_folder: photosFolder,
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: [
      ...Object.entries(registry.collections).map(([name, definition]) => folderCollection(registry, name, definition)),
      {
        name: DATA_COLLECTION,
        label: 'Settings and lists',
        format: DATA_FORMAT,
        extension: 'yaml',
        editor: { preview: true },
        files: Object.entries(registry.dataFiles).map(([name, definition]) => ({
          name,
          label: dataFileLabel(name, definition),
          file: `${CONTENT}/${definition.file}.yaml`,
          // The page that shows it: the home page when the site names none.
          ...(settings.pages?.[name] ? { preview_path: settings.pages[name].replace(/^\//, '') } : {}),
          fields: dataFileFields(registry, name, definition),
        })),
      },
    ],
  };
}

export type EditorConfig = ReturnType<typeof editorConfig>;
