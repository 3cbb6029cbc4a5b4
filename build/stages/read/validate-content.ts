import type { z } from 'zod';
import { clinicsSchema } from '../../../src/content/clinic';
import { homeSchema } from '../../../src/content/home';
import { conditionsSchema, insurersSchema, testimonialsSchema } from '../../../src/content/lists';
import { navigationSchema } from '../../../src/content/navigation';
import { pageSchema, type PageData } from '../../../src/content/page';
import { postFrontMatterSchema, type PostFrontMatter } from '../../../src/content/post';
import { pricingSchema } from '../../../src/content/pricing';
import { redirectsSchema } from '../../../src/content/redirects';
import { serviceSchema, type ServiceData } from '../../../src/content/service';
import { siteSchema } from '../../../src/content/site';
import type { DataContent } from '../../../src/content/site-model';
import type { Withheld } from '../../../src/lib/publishing';
import { teamGroupsSchema, teamMemberSchema, type TeamMemberData } from '../../../src/content/team-member';
import { applyEnvironment, type SiteEnvironment } from '../../options';
import { fieldName, type Problem, type Staged } from '../../problems';
import type { CollectionName, DataName, RawContent, RawEntry } from './load-content';

export interface Entry<T> {
  file: string;
  name: string;
  data: T;
  body: string;
}

/**
 * A file that failed its schema, with the fields that passed theirs: its slug, id, author and
 * body still take part in the checks that compare files, so one bad field hides nothing else.
 */
export interface FailedEntry<T> extends RawEntry {
  valid: Partial<T>;
}

/**
 * Every file that passed its schema. A data file that failed is absent, and the checks that need
 * it wait until it is fixed; the checks that compare files still run over everything else.
 */
export interface ValidContent extends Omit<RawContent, 'data' | 'collections'> {
  data: Partial<DataContent>;
  posts: Entry<PostFrontMatter>[];
  pages: Entry<PageData>[];
  team: Entry<TeamMemberData>[];
  services: Entry<ServiceData>[];
  /** Posts this build leaves out (drafts, scheduled posts; see select-posts): none until they are selected. */
  withheld: Withheld[];
  /** Files that failed their schema: other files may name them, and that is not reported as a second problem. */
  failed: {
    posts: FailedEntry<PostFrontMatter>[];
    pages: FailedEntry<PageData>[];
    team: FailedEntry<TeamMemberData>[];
    services: FailedEntry<ServiceData>[];
  };
}

/** zod's type names as an editor says them. */
const EXPECTED: Record<string, string> = {
  array: 'a list',
  object: 'a section of fields',
  int: 'a whole number',
  number: 'a number',
  string: 'text',
  boolean: 'true or false',
};

const describe = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'a list' : typeof value);

/** Plain-English messages for zod's generic issues; messages written in the schemas take precedence. */
function friendlyError(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code === 'invalid_type') {
    return issue.input === undefined
      ? 'is required'
      : `must be ${EXPECTED[issue.expected] ?? `a ${issue.expected}`} (found ${describe(issue.input)})`;
  }
  if (issue.code === 'unrecognized_keys')
    return `unknown field${issue.keys.length === 1 ? '' : 's'} ${issue.keys.map((k) => `"${k}"`).join(', ')} (check the spelling)`;
  return undefined;
}

function check<S extends z.ZodType>(
  schema: S,
  value: unknown,
  file: string,
  problems: Problem[],
): z.infer<S> | undefined {
  const result = schema.safeParse(value, { error: friendlyError });
  if (result.success) return result.data;
  for (const issue of result.error.issues)
    problems.push({ file, field: fieldName(issue.path) || '(file)', message: issue.message });
  return undefined;
}

/** The fields of a failed file that pass their own schema; a schema that is not an object yields none. */
export function validFields(schema: z.ZodType, value: unknown): Record<string, unknown> {
  const shape = (schema as { shape?: Record<string, z.ZodType> }).shape;
  if (!shape || !value || typeof value !== 'object') return {};
  const fields: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    const result = field.safeParse((value as Record<string, unknown>)[key]);
    if (result.success && result.data !== undefined) fields[key] = result.data;
  }
  return fields;
}

const dataSchemas = {
  site: siteSchema,
  clinics: clinicsSchema,
  navigation: navigationSchema,
  home: homeSchema,
  conditions: conditionsSchema,
  testimonials: testimonialsSchema,
  insurers: insurersSchema,
  pricing: pricingSchema,
  teamGroups: teamGroupsSchema,
  redirects: redirectsSchema,
} satisfies Record<keyof DataContent, z.ZodType>;
const dataFileOf = (key: keyof DataContent): DataName => (key === 'teamGroups' ? 'team-groups' : key);

/** Validates every file against its schema (site.yaml after the environment's overrides), reporting every problem. */
export function validateContent(raw: RawContent, env: SiteEnvironment = {}): Staged<ValidContent> {
  const problems: Problem[] = [];
  const failed: ValidContent['failed'] = { posts: [], pages: [], team: [], services: [] };
  const data: Partial<Record<keyof DataContent, unknown>> = {};
  for (const key of Object.keys(dataSchemas) as (keyof DataContent)[]) {
    const entry = raw.data[dataFileOf(key)];
    if (entry?.value === undefined) continue;
    const value = key === 'site' ? applyEnvironment(entry.value, env) : entry.value;
    const valid = check(dataSchemas[key], value, entry.file, problems);
    if (valid !== undefined) data[key] = valid;
  }
  const entries = <S extends z.ZodType>(name: CollectionName, schema: S): Entry<z.infer<S>>[] =>
    raw.collections[name].flatMap((entry) => {
      const valid = entry.data === undefined ? undefined : check(schema, entry.data, entry.file, problems);
      if (valid === undefined)
        (failed[name] as FailedEntry<unknown>[]).push({ ...entry, valid: validFields(schema, entry.data) });
      return valid === undefined ? [] : [{ file: entry.file, name: entry.name, data: valid, body: entry.body }];
    });
  const content: ValidContent = {
    data: data as Partial<DataContent>,
    posts: entries('posts', postFrontMatterSchema),
    pages: entries('pages', pageSchema),
    team: entries('team', teamMemberSchema),
    services: entries('services', serviceSchema),
    withheld: [],
    failed,
    photos: raw.photos,
    publicFiles: raw.publicFiles,
  };
  return { value: content, problems };
}
