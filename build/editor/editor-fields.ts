import { STAFF_LABELS } from './staff-labels';
import type { z } from 'zod';
import { checksOf, defOf, unwrapField } from '../../src/content/zod-reading';
import { isForDevelopers, isInFixedOrder } from '../../src/content/needed-when';
import { IN_POUNDS } from '../../src/content/pricing';
import { TIME_OF_DAY } from '../../src/content/site';
import { STAND_IN_LABEL } from '../../src/content/stand-in';
import { PRICE_WIDGET } from './price-text';
import { TIME_WIDGET } from './time-text';

/**
 * A zod schema read as the browser editor's fields (Decap CMS's config format, which Sveltia CMS reads too), so
 * the editor asks for what the build accepts: required or not, the choices of an enum, lengths and patterns with
 * the build's own messages, lists, numbers, dates, and fields the caller marks as photos or references.
 */
export interface EditorField {
  name: string;
  label: string;
  /** What the list's Add button adds ("Add role"). */
  label_singular?: string;
  /** A list whose items keep their order: no handles to drag them by. */
  allow_reorder?: false;
  widget: string;
  required?: false;
  hint?: string;
  pattern?: [string, string];
  options?: (string | { label: string; value: string })[];
  multiple?: boolean;
  min?: number;
  max?: number;
  /** A text's least and greatest length, in characters. */
  min_length?: number;
  max_length?: number;
  value_type?: 'int' | 'float';
  default?: unknown;
  format?: string;
  date_format?: string;
  time_format?: string | false;
  picker_utc?: boolean;
  fields?: EditorField[];
  field?: EditorField;
  collection?: string;
  file?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
  choose_url?: boolean;
  media_folder?: string;
  public_folder?: string;
  buttons?: string[];
  summary?: string;
  editor_components?: string[];
  [option: string]: unknown;
}

/**
 * The largest photo the editor uploads, in bytes: a camera's full-size photo is far more than a page needs (the build
 * resizes every photo), and once committed it stays in the repository's history for good.
 */
export const PHOTO_MAX_BYTES = 5_000_000;

/** What the registry says about a field that its schema cannot: a photo, a reference, Markdown. */
export interface FieldRoles {
  /** Relation widgets by the field's dotted path ('author', 'clinics'). */
  relations?: Record<
    string,
    Pick<EditorField, 'collection' | 'file' | 'value_field' | 'search_fields' | 'display_fields'>
  >;
  /** Image widgets by path, each with whether it may also be an address (`choose_url`). */
  photos?: Record<string, { orLink: boolean }>;
  markdown?: string[];
  /** Relations that stand for an enum, by its options joined with newlines: choices shown by their names. */
  choices?: Record<
    string,
    Pick<EditorField, 'collection' | 'file' | 'value_field' | 'search_fields' | 'display_fields'>
  >;
}

/** 'published_at' → 'Published at', 'patientName' → 'Patient name'; a developer's name in staff words instead. */
export function labelOf(name: string): string {
  const staff = STAFF_LABELS[name];
  if (staff) return staff;
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[_\s-]+/)
    .map((word) => (/^(url|id|ico)$/i.test(word) ? word.toUpperCase() : word.toLowerCase()));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The message the build gives for `value` (its first issue of kind `code`), straight from the schema, so the
 * editor says what the build says.
 */
export const buildMessage = (schema: z.ZodType, value: unknown, code: string): string =>
  schema.safeParse(value).error?.issues.find((issue) => issue.code === code)?.message ?? 'is not allowed';

/** A string's pattern (its regexes, an address's form) as one editor pattern, with the build's message for it. */
function stringPattern(schema: z.ZodType): [string, string] | undefined {
  const def = defOf(schema);
  const regexes = [def, ...checksOf(schema)].flatMap((check) => {
    const pattern = check.pattern;
    // A date-time is kept by its date widget; other formats (email, regex) are checked by their pattern.
    return pattern instanceof RegExp && check.format !== 'datetime' && check.format !== 'date' ? [pattern] : [];
  });
  const url = def.format === 'url';
  const parts = [
    ...(url ? ['(?=https://\\S+$)'] : []),
    ...regexes.map((regex) => `(?=${regex.source.replace(/^\^|\$$/g, '')}$)`),
  ];
  if (parts.length === 0) return undefined;
  return [`^${parts.join('')}`, buildMessage(schema, '\n!', 'invalid_format')];
}

/**
 * A string's lengths, which the admin page's text widgets check with a count (build/editor/plain-errors.ts): a
 * pattern's message cannot say how many characters were written. A least length of 1 is the required check's.
 */
function stringLengths(schema: z.ZodType): Pick<EditorField, 'min_length' | 'max_length'> {
  const checks = checksOf(schema);
  const min = checks.find((check) => check.check === 'min_length')?.minimum ?? 0;
  const max = checks.find((check) => check.check === 'max_length')?.maximum;
  return { ...(min > 1 ? { min_length: min } : {}), ...(max !== undefined ? { max_length: max } : {}) };
}

function stringWidget(schema: z.ZodType): Partial<EditorField> {
  const { format } = defOf(schema);
  if (format === 'uuid') return { widget: 'hidden' };
  if (format === 'datetime')
    return { widget: 'datetime', format: 'YYYY-MM-DDTHH:mm:ssZ', date_format: 'D MMMM YYYY', time_format: 'HH:mm' };
  if (format === 'date')
    return { widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'D MMMM YYYY', time_format: false };
  const max = checksOf(schema).find((check) => check.check === 'max_length')?.maximum ?? 0;
  const pattern = stringPattern(schema);
  return { widget: max >= 300 ? 'text' : 'string', ...stringLengths(schema), ...(pattern ? { pattern } : {}) };
}

function numberWidget(schema: z.ZodType): Partial<EditorField> {
  const checks = checksOf(schema);
  const int = checks.some((check) => check.check === 'number_format' && /int/.test(String(check.format)));
  const bound = (name: string, step: number) => {
    const check = checks.find((candidate) => candidate.check === name);
    if (!check) return undefined;
    const value = check.value as number;
    return check.inclusive || !int ? value : value + step;
  };
  const min = bound('greater_than', 1);
  const max = bound('less_than', -1);
  return {
    widget: 'number',
    value_type: int ? 'int' : 'float',
    ...(min !== undefined ? { min } : {}),
    ...(max !== undefined ? { max } : {}),
  };
}

/** A list's bounds: at least, at most, or exactly. */
function listBounds(schema: z.ZodType): Pick<EditorField, 'min' | 'max'> {
  const bounds: Pick<EditorField, 'min' | 'max'> = {};
  for (const check of checksOf(schema)) {
    if (check.check === 'min_length') bounds.min = check.minimum;
    if (check.check === 'max_length') bounds.max = check.maximum;
    if (check.check === 'length_equals') bounds.min = bounds.max = check.length;
  }
  return bounds;
}

/**
 * Static help stays true whatever the field holds (the form cannot tell a stand-in from the clinic's own value, and
 * a new item's field holds neither): it says what happens if a placeholder is there, not that one is.
 */
const STAND_IN_HINT =
  `If the site shows this marked ${STAND_IN_LABEL}, type the clinic's own in its place and save. The site cannot go ` +
  'live while a placeholder remains.';

/** Hints joined as sentences: a description written without a full stop ("In pounds") gets one. */
const sentences = (parts: (string | undefined)[]) =>
  parts
    .filter((part): part is string => Boolean(part))
    .map((part) => (/[.!?:]$/.test(part.trim()) ? part.trim() : `${part.trim()}.`))
    .join(' ');

/**
 * Whether the build accepts the field left empty ('' or no items): the editor then lets it be saved empty, as some
 * settings are on purpose (the EmailJS keys until the clinic has them, a day list with no days).
 */
function acceptsEmpty(schema: z.ZodType): boolean {
  const { type } = defOf(schema);
  const empty = type === 'array' ? [] : type === 'string' || type === 'union' ? '' : undefined;
  return empty !== undefined && schema.safeParse(empty).success;
}

/** The editor field for one schema field; `path` is its dotted name from the file's root, for `roles`. */
export function editorField(name: string, outer: z.ZodType, roles: FieldRoles = {}, path = name): EditorField {
  const { schema, required, standIn, defaultValue, description } = unwrapField(outer);
  const hint = sentences([description, standIn ? STAND_IN_HINT : undefined]);
  const base: EditorField = {
    name,
    label: labelOf(name),
    widget: 'string',
    ...(required && !acceptsEmpty(schema) ? {} : { required: false as const }),
    ...(hint ? { hint } : {}),
    ...(defaultValue !== undefined ? { default: defaultValue } : {}),
  };
  const def = defOf(schema);
  // A developer's setting stays in the file as it is, out of staff's sight (src/content/needed-when.ts).
  if (isForDevelopers(schema)) return { name, label: base.label, widget: 'hidden', required: false };
  // A list the build needs even when empty (a member's specialisms) starts empty, so a new item is written with it.
  if (required && def.type === 'array' && acceptsEmpty(schema) && defaultValue === undefined) base.default = [];
  const relation = roles.relations?.[path];
  const photo = roles.photos?.[path];
  if (photo)
    return {
      ...base,
      widget: 'image',
      choose_url: photo.orLink,
      media_library: { config: { max_file_size: PHOTO_MAX_BYTES } },
    };
  if (roles.markdown?.includes(path)) return { ...base, widget: 'markdown' };
  if (def.type === 'array') {
    // A list whose order is the site's cannot be dragged into another (src/content/needed-when.ts).
    if (isInFixedOrder(schema)) base.allow_reorder = false;
    const element = unwrapField(def.element as z.ZodType).schema;
    const kind = defOf(element).type;
    const bounds = listBounds(schema);
    const choices = kind === 'enum' ? named(element, roles) : undefined;
    if (relation ?? choices)
      return { ...base, widget: 'relation', ...(relation ?? choices), multiple: true, ...bounds };
    if (kind === 'enum') return { ...base, widget: 'select', options: choicesOf(element), multiple: true, ...bounds };
    // Its button adds one ("Add section"), where Decap said "Add sections".
    const one = { label_singular: oneOf(base.label) };
    if (kind === 'object')
      return {
        ...base,
        widget: 'list',
        ...one,
        ...bounds,
        ...summaryOf(element),
        fields: objectFields(element, roles, `${path}.*`),
      };
    // A collapsed item shows its value ("Wandsworth"), where Decap showed the field's label ("Area") on each.
    const item = singular(name);
    return {
      ...base,
      widget: 'list',
      ...one,
      ...bounds,
      summary: `{{fields.${item}}}`,
      field: editorField(item, element, roles, `${path}.*`),
    };
  }
  if (relation) return { ...base, widget: 'relation', ...relation };
  if (def.type === 'object') {
    const fields = objectFields(schema, roles, path);
    // An object that may be left out asks for none of its fields: a massage therapist has no HCPC number to give.
    // Left empty, it is left out on save; the build still checks what is given, and who must give it.
    return {
      ...base,
      widget: 'object',
      fields: base.required === false ? fields.map((field) => ({ ...field, required: false as const })) : fields,
    };
  }
  const choices = def.type === 'enum' ? named(schema, roles) : undefined;
  if (choices) return { ...base, widget: 'relation', ...choices };
  if (def.type === 'enum') return { ...base, widget: 'select', options: choicesOf(schema) };
  if (def.type === 'boolean') return { ...base, widget: 'boolean' };
  // A price and a time are typed as staff write them ("£70", "2pm") and kept as the file holds them (typed-widget.ts).
  if (def.type === 'number' && description === IN_POUNDS)
    return { ...base, ...numberWidget(schema), widget: PRICE_WIDGET };
  if (description === TIME_OF_DAY)
    return { ...base, widget: TIME_WIDGET, hint: 'Type it as you would say it, such as 9am or 5:30pm.' };
  if (def.type === 'number') return { ...base, ...numberWidget(schema) };
  const widget = stringWidget(schema);
  // A required date starts as the moment the item is made, as `npm run new-post` dates a new post.
  const now = widget.widget === 'datetime' && required && defaultValue === undefined ? { default: '{{now}}' } : {};
  return { ...base, ...widget, ...now };
}

export const enumOptions = (schema: z.ZodType) => Object.values(defOf(schema).entries as Record<string, string>);

/** A choice written as a code ("pelvic-health"): the form shows it in words ("Pelvic health") and stores the code. */
const CODE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** An enum's choices as the form offers them: as they are when they are words, else each code with its words. */
export function choicesOf(schema: z.ZodType): (string | { label: string; value: string })[] {
  const options = enumOptions(schema);
  if (!options.every((option) => CODE.test(option))) return options;
  return options.map((value) => ({ label: labelOf(value.replace(/-/g, ' ')), value }));
}

/** The relation that shows an enum's choices by their names, when a list's entries are keyed by it. */
const named = (schema: z.ZodType, roles: FieldRoles) => roles.choices?.[enumOptions(schema).join('\n')];

/** Fields that name an item of a list, in the order the collapsed item is best shown by. */
const NAMING_FIELDS = ['title', 'name', 'label', 'from', 'patientName', 'text', 'id'];

/**
 * A collapsed list item shows its name or title rather than whichever field happens to come first; an item known by
 * a code (a snippet's `dvt`) shows the start of its text instead.
 */
function summaryOf(element: z.ZodType): Pick<EditorField, 'summary'> {
  const shape = defOf(unwrapField(element).schema).shape as Record<string, z.ZodType>;
  const naming = NAMING_FIELDS.find((name) => name in shape);
  if (naming === 'text') return { summary: '{{fields.text | truncate(80)}}' };
  return naming ? { summary: `{{fields.${naming}}}` } : {};
}

/** One item of a list as its add button names it: "Sections" → "section", "Old addresses" → "old address". */
export const oneOf = (label: string) =>
  label
    .replace(/ies$/, 'y')
    .replace(/(ss|sh|ch|x)es$/, '$1')
    .replace(/([^s])s$/, '$1')
    .toLowerCase();

/** 'specialisms' → 'specialism', for the label of one item of a list. */
const singular = (name: string) => name.replace(/ies$/, 'y').replace(/([^s])s$/, '$1');

/** The fields of an object schema, each under its path from the file's root. */
export function objectFields(schema: z.ZodType, roles: FieldRoles = {}, path = ''): EditorField[] {
  const shape = defOf(unwrapField(schema).schema).shape as Record<string, z.ZodType>;
  return Object.entries(shape).map(([name, field]) => editorField(name, field, roles, path ? `${path}.${name}` : name));
}
