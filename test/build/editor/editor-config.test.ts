import { dump } from 'js-yaml';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { z } from 'zod';
import { lengthProblem } from '../../../build/editor/plain-errors';
import { clinicSite } from '../../../templates/clinic-site';
import { dataFilePages, type EditorConfig, editorConfig, LIST_FIELD } from '../../../build/editor/editor-config';
import type { EditorField } from '../../../build/editor/editor-fields';
import { categories, postFrontMatterSchema, reviewedCategories } from '../../../src/content/post';

/**
 * The editor's configuration against the schemas, read independently of the generator: through zod's own JSON
 * Schemas. Every field of every collection and data file must be in the configuration with its rules, so a field
 * added to a schema cannot be forgotten by the editor.
 */
const config = editorConfig(clinicSite, {
  repo: 'owner/site',
  authEndpoint: 'oauth/auth',
  siteUrl: 'https://x.example',
});

type Json = {
  type?: string;
  properties?: Record<string, Json>;
  required?: string[];
  items?: Json;
  anyOf?: Json[];
  enum?: string[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  minimum?: number;
  exclusiveMinimum?: number;
};

interface SchemaField {
  path: string;
  json: Json;
  required: boolean;
}

const isStandInForm = (json: Json) => Object.keys(json.properties ?? {}).join() === 'standIn,replaceWith';

/** A field's own schema: a stand-in's other branch, a union with '' read as its other branch. */
function ownSchema(json: Json): { json: Json; optional: boolean } {
  if (!json.anyOf) return { json, optional: false };
  const branches = json.anyOf.filter((branch) => !isStandInForm(branch) && branch.const !== '');
  return { json: branches[0] ?? json.anyOf[0]!, optional: json.anyOf.some((branch) => branch.const === '') };
}

/** A string with no length, pattern or format, or a list with no least number of items: empty is allowed. */
const acceptsEmpty = (json: Json) =>
  (json.type === 'string' && !json.minLength && !json.pattern && !json.format && !json.enum) ||
  (json.type === 'array' && !json.minItems);

/** Every named field under `json`, by path; list items as `*`. */
function schemaFields(json: Json, path: string, required: boolean, out: SchemaField[]): SchemaField[] {
  const { json: own, optional } = ownSchema(json);
  if (path) out.push({ path, json: own, required: required && !optional && !acceptsEmpty(own) });
  if (own.type === 'array' && own.items) schemaFields(own.items, `${path}.*`, true, out);
  // The fields of an object that may be left out are asked for only when it is given.
  const given = !path || (required && !optional);
  for (const [name, property] of Object.entries(own.properties ?? {}))
    schemaFields(property, path ? `${path}.${name}` : name, given && (own.required?.includes(name) ?? false), out);
  return out.filter((field) => !field.path.endsWith('.*') || field.json.type !== 'object');
}

/** A developer's setting the form keeps unseen, whole: the hidden field holds every field under it. */
const hiddenAbove = (fields: Map<string, EditorField>, path: string) =>
  path
    .split('.')
    .map((_, i, parts) => fields.get(parts.slice(0, i).join('.')))
    .find((field) => field?.widget === 'hidden');

/** Every field of the configuration, by the same paths. */
function configFields(fields: EditorField[], prefix: string, out = new Map<string, EditorField>()) {
  for (const field of fields) {
    const path = `${prefix}${field.name}`;
    out.set(path, field);
    if (field.fields && field.widget === 'list') configFields(field.fields, `${path}.*.`, out);
    if (field.fields && field.widget === 'object') configFields(field.fields, `${path}.`, out);
    if (field.field) out.set(`${path}.*`, field.field);
    // A list of choices or references is one field: its items are the choices it offers.
    if (field.multiple) out.set(`${path}.*`, field);
  }
  return out;
}

const jsonOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;

/** The schema fields of every collection and data file, with the configuration's field at the same path. */
function pairs(editor: EditorConfig) {
  const found: { file: string; field: SchemaField; editor?: EditorField }[] = [];
  for (const collection of editor.collections) {
    if ('folder' in collection) {
      const fields = configFields(collection.fields, '');
      const schema = clinicSite.collections[collection.name]!.schema;
      for (const field of schemaFields(jsonOf(schema), '', true, []))
        found.push({
          file: collection.folder,
          field,
          editor: fields.get(field.path) ?? hiddenAbove(fields, field.path),
        });
    } else
      for (const file of collection.files) {
        const fields = configFields(file.fields, '');
        const json = jsonOf(clinicSite.dataFiles[file.name]!.schema);
        const root = json.type === 'array' ? LIST_FIELD : '';
        for (const field of schemaFields(json, root, true, []))
          found.push({ file: file.file, field, editor: fields.get(field.path) ?? hiddenAbove(fields, field.path) });
      }
  }
  return found;
}

/** Values that exercise a text rule; the editor must accept exactly those the build's schema accepts. */
const SAMPLES = [
  'x',
  'Bad Value!',
  'a-b',
  'x'.repeat(49),
  'x'.repeat(130),
  'x'.repeat(500),
  'two\nlines',
  'https://ok.example/page',
  'http://plain.example/',
  '/blog/x/',
  'name@example.com',
  'ZA123456',
  '07:30',
  '020 7946 0321',
  'owner/site',
  'oauth/auth',
];

const accepts = (json: Json, value: string) =>
  (json.minLength === undefined || value.length >= json.minLength) &&
  (json.maxLength === undefined || value.length <= json.maxLength) &&
  (json.pattern === undefined || new RegExp(json.pattern).test(value)) &&
  (json.format !== 'email' || /@/.test(value));

const all = pairs(config);

const fields = suite('editorConfig fields');

fields('should have every field of every collection and data file', () => {
  const missing = all.filter(({ editor }) => !editor).map(({ file, field }) => `${file}: ${field.path}`);
  assert.equal(missing, []);
  const covered = all.length - missing.length;
  const bytes = Buffer.byteLength(dump(config, { lineWidth: -1, noRefs: true }));
  console.log(`  editor config: ${covered} of ${all.length} schema fields, config.yml ${bytes} bytes`);
  assert.ok(all.length > 150, `${all.length} fields found`);
});

/** The fields the admin page fills in on save when left empty: an item's address, made from its title. */
const madeOnSave = new Set(
  config.collections.flatMap((collection) => {
    if (!('folder' in collection)) return [];
    const field = /^\{\{fields\.(\w+)\}\}$/.exec(collection.slug)?.[1];
    return field ? [`${collection.folder}: ${field}`] : [];
  }),
);

fields('should ask for exactly the fields the build requires', () => {
  // A collection whose address is a front-matter field of its own, not its file's name, has it made from its title.
  const addressed = Object.values(clinicSite.collections).flatMap(({ folder, slug }) =>
    slug.field === '(file name)' || 'fileNamed' in slug ? [] : [`content/${folder}: ${slug.field}`],
  );
  assert.ok(addressed.includes('content/posts: slug'), "a post's address is made from its title");
  assert.equal([...madeOnSave], addressed);
  const wrong = all
    // An item of a list is there whenever the list has it; the list's own field says whether one is needed.
    .filter(
      ({ file, field, editor }) =>
        editor &&
        !field.path.endsWith('.*') &&
        !madeOnSave.has(`${file}: ${field.path}`) &&
        // The publish switch is on or off, never "optional", though a team member's file may leave it out (on).
        field.path !== 'published' &&
        field.required !== (editor.required !== false),
    )
    .map(({ file, field }) => `${file}: ${field.path} required ${field.required}`);
  assert.equal(wrong, []);
});

fields("should keep out of staff's sight only a post's id and the editor's own GitHub settings", () => {
  const hidden = all
    .filter(({ editor }) => editor?.widget === 'hidden')
    .map(({ file, field }) => `${file}: ${field.path}`);
  assert.equal(hidden, [
    'content/posts: id',
    'content/site.yaml: editor',
    'content/site.yaml: editor.repo',
    'content/site.yaml: editor.authEndpoint',
  ]);
});

fields("should name one item of every list on its add button, as a person would ('Add section')", () => {
  const lists = (fields: EditorField[] = []): EditorField[] =>
    fields.flatMap((field) => [...(field.widget === 'list' ? [field] : []), ...lists(field.fields)]);
  const every = config.collections.flatMap((collection) =>
    'fields' in collection ? lists(collection.fields) : collection.files.flatMap((file) => lists(file.fields)),
  );
  assert.ok(every.length > 10, `${every.length} lists`);
  assert.equal(
    every.filter((field) => !field.label_singular).map((field) => field.name),
    [],
  );
  const singularOf = (label: string) => every.find((field) => field.label === label)?.label_singular;
  assert.is(singularOf('Sections'), 'section');
  assert.is(singularOf('Old addresses'), 'old address');
  assert.is(singularOf('Roles'), 'role');
  assert.is(singularOf('Opening hours'), 'opening hour');
  // A collapsed item of a list of words shows its word ("Wandsworth"), not the label ("Area") on every one.
  const words = every.filter((field) => field.field);
  assert.ok(words.length > 3, `${words.length} lists of single values`);
  assert.equal(
    words.filter((field) => field.summary !== `{{fields.${field.field?.name}}}`).map((field) => field.name),
    [],
  );
  assert.is(every.find((field) => field.name === 'areas')?.summary, '{{fields.area}}');
});

fields('should offer the choices of every enum, alone or in a list', () => {
  for (const { file, field, editor } of all) {
    const choices = field.json.enum ?? (field.json.type === 'array' ? field.json.items?.enum : undefined);
    if (!choices || !editor) continue;
    if (editor.widget === 'relation') {
      // Chosen among a list's entries by their names: the entries are keyed by exactly these choices.
      const key = editor.value_field!.replace(`${LIST_FIELD}.*.`, '');
      const list = jsonOf(clinicSite.dataFiles[editor.file!]!.schema);
      assert.equal(list.items?.properties?.[key]?.enum, choices, `${file}: ${field.path}`);
      assert.equal(editor.display_fields, [`${LIST_FIELD}.*.title`], `${file}: ${field.path} shown by title`);
      continue;
    }
    assert.is(editor.widget, 'select', `${file}: ${field.path}`);
    const values = editor.options?.map((option) => (typeof option === 'string' ? option : option.value));
    assert.equal(values, choices, `${file}: ${field.path}`);
  }
});

fields("should show a team member's groups by the team pages' titles, not their codes", () => {
  const team = config.collections.find((collection) => collection.name === 'team');
  const groups = team && 'fields' in team ? team.fields.find((field) => field.name === 'groups') : undefined;
  assert.is(groups?.widget, 'relation');
  assert.is(groups?.file, 'teamGroups');
  assert.is(groups?.value_field, `${LIST_FIELD}.*.slug`);
});

fields('should accept exactly the text the build accepts, for every text field with a rule', () => {
  let checked = 0;
  for (const { file, field, editor } of all) {
    const { json } = field;
    const ruled = json.type === 'string' && (json.pattern || json.maxLength || (json.minLength ?? 0) > 1);
    if (!ruled || !editor || (editor.widget !== 'string' && editor.widget !== 'text')) continue;
    assert.ok(editor.pattern || editor.min_length || editor.max_length, `${file}: ${field.path} has no rule`);
    const pattern = new RegExp(editor.pattern?.[0] ?? '');
    // The pattern and the lengths the admin page's text widgets check (build/editor/plain-errors.ts).
    const editorAccepts = (sample: string) =>
      pattern.test(sample) && lengthProblem(sample, editor.min_length, editor.max_length) === undefined;
    for (const sample of SAMPLES)
      assert.is(editorAccepts(sample), accepts(json, sample), `${file}: ${field.path} on ${JSON.stringify(sample)}`);
    checked++;
  }
  assert.ok(checked > 30, `${checked} fields checked`);
});

fields('should keep the bounds of lists and whole numbers', () => {
  for (const { file, field, editor } of all) {
    if (!editor) continue;
    const where = `${file}: ${field.path}`;
    if (field.json.type === 'array' && ['list', 'select', 'relation'].includes(editor.widget)) {
      assert.is(editor.min, field.json.minItems, where);
      assert.is(editor.max, field.json.maxItems, where);
    }
    if (field.json.type === 'integer') assert.is(editor.value_type, 'int', where);
    if (field.json.type === 'number') assert.is(editor.value_type, 'float', where);
    if (field.json.type === 'boolean') assert.is(editor.widget, 'boolean', where);
    if (field.json.format === 'date-time') assert.is(editor.widget, 'datetime', where);
  }
});

fields("should refuse a bad value with the build's own message", () => {
  const post = config.collections.find((collection) => collection.name === 'posts');
  const byName = new Map(post && 'fields' in post ? post.fields.map((field) => [field.name, field]) : []);
  const schema = postFrontMatterSchema.shape;
  const title = byName.get('title');
  assert.ok(schema.title.safeParse('x'.repeat(121)).error, 'the build refuses 121 characters');
  assert.is(
    lengthProblem('x'.repeat(121), title?.min_length, title?.max_length),
    'Write at most 120 characters (you have 121)',
  );
  const description = config.collections.find((collection) => collection.name === 'pages');
  const described =
    description && 'fields' in description
      ? description.fields.find((field) => field.name === 'description')
      : undefined;
  assert.is(
    lengthProblem('x'.repeat(12), described?.min_length, described?.max_length),
    'Write at least 50 characters (you have 12)',
  );
  const slug = byName.get('slug')?.pattern;
  assert.is(slug?.[1], 'must be lowercase letters, digits and single hyphens');
  assert.is(byName.get('category')?.widget, 'select');
});

fields('should say, under each review field, that a draft needs none, and which categories need it live', () => {
  const post = config.collections.find((collection) => collection.name === 'posts');
  const byName = new Map(post && 'fields' in post ? post.fields.map((field) => [field.name, field]) : []);
  for (const name of ['reviewed_by', 'review_area', 'reviewed_at', 'next_review']) {
    const field = byName.get(name);
    assert.is(field?.required, false, `${name} is left out of News articles`);
    const unreviewed = categories.filter((category) => !reviewedCategories.includes(category));
    assert.match(field?.hint ?? '', 'A draft can be saved without it.');
    // The build refuses it missing on each category its help names, and on no other.
    for (const category of categories) {
      const named = new RegExp(`published or scheduled, for [^.]*\\b${category}\\b`).test(field?.hint ?? '');
      assert.is(named, !unreviewed.includes(category), `${name}'s help on ${category}`);
    }
  }
});

fields('should keep the opening hours in their order, and let other lists be put in order', () => {
  const reorderable = all
    .filter(({ editor }) => editor?.widget === 'list')
    .map(({ file, field, editor }) => ({
      at: `${file}: ${field.path}`,
      fixed: editor?.allow_reorder === false,
    }));
  assert.equal(
    reorderable.filter(({ fixed }) => fixed).map(({ at }) => at),
    ['content/site.yaml: openingHours'],
  );
  assert.ok(reorderable.length > 5, `${reorderable.length} lists`);
});

fields('should send staff only to places the editor has, wherever its help names a way there', () => {
  // Every "A › B" a hint or a description names, such as "Settings and lists › Pricing", is a section and an
  // item of it the editor shows by those labels: renamed, the help would send her nowhere.
  const places = new Set(
    config.collections.flatMap((collection) => [
      collection.label,
      ...('files' in collection ? collection.files.map((file) => `${collection.label} › ${file.label}`) : []),
    ]),
  );
  const said = JSON.stringify(config)
    .match(/"(?:hint|description)":"(?:[^"\\]|\\.)*"/g)
    ?.join(' ');
  const ways = [...(said ?? '').matchAll(/([A-Z][a-z]+(?: [a-z]+)*) › ([A-Z][a-z]+(?: [a-z]+)*)/g)].map(
    ([, section, item]) => `${section} › ${item}`,
  );
  assert.ok(ways.includes('Settings and lists › Pricing'), 'the services list says where the fees are');
  assert.ok(ways.includes('Settings and lists › Roles'), "a member's role says where roles are added");
  assert.equal(
    ways.filter((way) => !places.has(way)),
    [],
  );
});

fields("should name in the category's help every category the list offers, from the same list", () => {
  const post = config.collections.find((collection) => collection.name === 'posts');
  const category = post && 'fields' in post ? post.fields.find((field) => field.name === 'category') : undefined;
  const offered = (category?.options ?? []).map((option) => (typeof option === 'string' ? option : option.label));
  assert.equal(offered, [...categories]);
  for (const name of offered) assert.ok(category?.hint?.includes(name), `the help names ${name}`);
});

const shape = suite('editorConfig collections');

shape('should have a collection per registry collection and a file per data file', () => {
  const folders = config.collections.flatMap((collection) => ('folder' in collection ? [collection.folder] : []));
  assert.equal(
    folders,
    Object.values(clinicSite.collections).map(({ folder }) => `content/${folder}`),
  );
  const files = config.collections.flatMap((collection) => ('files' in collection ? collection.files : []));
  assert.equal(
    files.map((file) => file.file),
    Object.values(clinicSite.dataFiles).map(({ file }) => `content/${file}.yaml`),
  );
});

shape('should start a new post as a draft and write its body in Markdown', () => {
  const posts = config.collections.find((collection) => collection.name === 'posts');
  const fieldsOf = posts && 'fields' in posts ? posts.fields : [];
  assert.is(fieldsOf.find((field) => field.name === 'published')?.default, false);
  assert.is(fieldsOf.find((field) => field.name === 'body')?.widget, 'markdown');
  assert.is(fieldsOf.find((field) => field.name === 'id')?.widget, 'hidden');
});

shape('should offer references as relations to the collection or data file they name', () => {
  const fieldIn = (collection: string, name: string) => {
    const found = config.collections.find((candidate) => candidate.name === collection);
    return found && 'fields' in found ? found.fields.find((field) => field.name === name) : undefined;
  };
  assert.equal(
    { ...fieldIn('posts', 'author') },
    { ...fieldIn('posts', 'author'), widget: 'relation', collection: 'team', value_field: 'name' },
  );
  const clinics = fieldIn('team', 'clinics');
  assert.is(clinics?.widget, 'relation');
  assert.is(clinics?.file, 'clinics');
  assert.is(clinics?.value_field, `${LIST_FIELD}.*.id`);
  assert.is(fieldIn('services', 'team')?.value_field, '{{slug}}');
  // The choices show names, never the codes the files store.
  assert.equal(clinics?.display_fields, [`${LIST_FIELD}.*.name`]);
  assert.equal(fieldIn('services', 'team')?.display_fields, ['name']);
});

/** Words of a developer, not of the clinic's staff: codes, abbreviations, settings' own terms. */
const DEVELOPER_WORDS =
  /\b(id|url|slug|path|repo|endpoint|auth|anon|api|key|geo|cta|hero|json|yaml|npm|advanced|config)\b/i;
/** A developer's account of what the code does, in help: "the first build", "old-slug", "where a page prints it". */
const DEVELOPER_HELP = /\b(slug|build|builds|built|decap|prints?|it is made from)\b/i;
/** Abbreviations staff use themselves. */
const STAFF_ABBREVIATIONS = new Set(['HCPC', 'ICO', 'NHS', 'NICE', 'GP', 'A&E']);

shape("should label, help and offer choices in a receptionist's words: no field names, codes, flags or {{…}}", () => {
  const said: { what: string; text: string; kind: 'label' | 'hint' | 'choice' }[] = [];
  const walk = (where: string, fields: EditorField[] = []) => {
    for (const field of fields) {
      const what = `${where}.${field.name}`;
      said.push({ what, text: field.label, kind: 'label' });
      if (field.hint) said.push({ what, text: field.hint, kind: 'hint' });
      // A collapsed list item shown by its code (`{{fields.id}}`: "dvt") is a code on screen too.
      if (/\{\{fields\.(id|slug)\b/.test(field.summary ?? '')) said.push({ what, text: field.summary!, kind: 'label' });
      for (const option of field.options ?? [])
        said.push({ what, text: typeof option === 'string' ? option : option.label, kind: 'choice' });
      walk(what, field.fields);
      if (field.field) walk(what, [field.field]);
    }
  };
  for (const collection of config.collections) {
    if ('fields' in collection) walk(collection.name, collection.fields);
    if ('files' in collection) for (const file of collection.files) walk(file.name, file.fields);
  }
  assert.ok(said.filter(({ kind }) => kind === 'hint').length > 20);
  const developers = said.filter(({ text, kind }) => {
    // A field's name, a flag, a file, a placeholder: snake_case, camelCase, --release, about.md, {{…}}.
    if (/\b[a-z]+_[a-z_]+\b|--\w|\{\{|\.(ts|md)\b|front matter|npm|yaml/i.test(text)) return true;
    if (/\b[a-z]+[A-Z]\w*\b/.test(text)) return true;
    const capitals = text.match(/\b[A-Z&]{2,}\b/g) ?? [];
    if (capitals.some((word) => !STAFF_ABBREVIATIONS.has(word))) return true;
    // A code offered as a choice ("pelvic-health"), or a developer's word as a label.
    if (kind === 'choice') return /^[a-z0-9]+(-[a-z0-9]+)+$/.test(text);
    return kind === 'label' ? DEVELOPER_WORDS.test(text) : kind === 'hint' && DEVELOPER_HELP.test(text);
  });
  assert.equal(
    developers.map(({ what, kind, text }) => `${what} (${kind}): ${text}`),
    [],
  );
});

shape("should offer photos in a body's + menu, and say at the body where the page's main photo goes", () => {
  const body = (name: string) => {
    const collection = config.collections.find((candidate) => candidate.name === name);
    return collection && 'fields' in collection ? collection.fields.find((field) => field.name === 'body') : undefined;
  };
  for (const name of ['posts', 'pages', 'services']) {
    assert.ok(body(name)?.editor_components?.includes('image'), `${name}: the + menu inserts a photo`);
    assert.match(body(name)?.hint ?? '', 'photos from the + menu; describe each photo in its alt text');
  }
  assert.match(body('posts')?.hint ?? '', "The page's main photo goes in the Photo field.");
  assert.not.match(body('services')?.hint ?? '', 'main photo');
});

shape('should name the opening hours in the Site item, and say so at the clinics where she looks for them', () => {
  const data = config.collections.find((collection) => 'files' in collection);
  const files = data && 'files' in data ? data.files : [];
  const site = files.find((file) => file.name === 'site');
  const clinics = files.find((file) => file.name === 'clinics');
  assert.is(site?.label, 'Site and opening hours');
  assert.ok(site?.fields.some((field) => field.name === 'openingHours'));
  assert.match(
    clinics?.fields.map((field) => field.hint).join(' ') ?? '',
    'Opening hours are the same at both clinics, so they are set once for both: open Site and opening hours',
  );
});

shape('should put photos where the photo pipeline reads them', () => {
  for (const collection of config.collections) {
    if (!('folder' in collection)) continue;
    assert.match(collection.media_folder, /^\/content\/images\//);
    assert.is(collection.public_folder, collection.media_folder.replace('/content', ''));
  }
  const team = config.collections.find((collection) => collection.name === 'team');
  assert.is(team && 'media_folder' in team ? team.media_folder : '', '/content/images/team');
});

shape('should commit to the repository named in the settings, signing in through the site', () => {
  assert.equal(config.backend, {
    name: 'github',
    repo: 'owner/site',
    branch: 'main',
    base_url: 'https://x.example',
    auth_endpoint: 'oauth/auth',
  });
  assert.is(config.publish_mode, 'simple');
  assert.not.ok('local_backend' in config);
});

shape("should give each settings file the address of the page that shows it, from the site's routes", () => {
  const routes = [
    { path: '/', template: 'home', title: 'Home' },
    { path: '/pricing/', template: 'pricing', title: 'Pricing' },
  ];
  const pages = dataFilePages({ pricing: 'pricing', home: 'home', roles: 'a-kind-with-no-page' }, routes);
  assert.equal(pages, { pricing: '/pricing/', home: '/' });
  const withPages = editorConfig(clinicSite, {
    repo: 'o/s',
    authEndpoint: 'auth',
    siteUrl: 'https://x.example',
    pages,
  });
  const files = withPages.collections.find((collection) => 'files' in collection)?.files ?? [];
  const previewPaths = Object.fromEntries(
    files.map((file) => [file.name, 'preview_path' in file && file.preview_path]),
  );
  assert.is(previewPaths.pricing, 'pricing/');
  assert.is(previewPaths.home, '');
  assert.is(previewPaths.roles, false, 'a file with no page opens the home page, as the site link does');
});

fields.run();
shape.run();
