import type { z } from 'zod';
import { clinicsSchema } from '../../src/content/clinic';
import { homeSchema } from '../../src/content/home';
import { conditionsSchema, insurersSchema, testimonialsSchema } from '../../src/content/lists';
import { navigationSchema } from '../../src/content/navigation';
import { pageSchema, type PageData } from '../../src/content/page';
import { postFrontMatterSchema, type PostFrontMatter } from '../../src/content/post';
import { pricingSchema, type Pricing } from '../../src/content/pricing';
import { serviceSchema, type ServiceData } from '../../src/content/service';
import { siteSchema } from '../../src/content/site';
import type { SiteData } from '../../src/content/site-model';
import { teamGroupsSchema, teamMemberSchema, type TeamMemberData } from '../../src/content/team-member';
import type { DataName, RawContent, RawEntry } from './load-content';
import { fieldName, type Problem } from '../problems';

export interface Entry<T> {
  file: string;
  name: string;
  data: T;
  body: string;
}

export interface ValidContent extends SiteData {
  pricing: Pricing;
  teamGroups: z.infer<typeof teamGroupsSchema>;
  posts: Entry<PostFrontMatter>[];
  pages: Entry<PageData>[];
  team: Entry<TeamMemberData>[];
  services: Entry<ServiceData>[];
}

const describe = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'a list' : typeof value);

/** Plain-English messages for zod's generic issues; messages written in the schemas take precedence. */
function friendlyError(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code === 'invalid_type') {
    return issue.input === undefined ? 'is required' : `must be ${issue.expected === 'array' ? 'a list' : `a ${issue.expected}`} (found ${describe(issue.input)})`;
  }
  if (issue.code === 'unrecognized_keys') return `unknown field${issue.keys.length === 1 ? '' : 's'} ${issue.keys.map((k) => `"${k}"`).join(', ')} (check the spelling)`;
  return undefined;
}

function check<S extends z.ZodType>(schema: S, value: unknown, file: string, problems: Problem[]): z.infer<S> | undefined {
  const result = schema.safeParse(value, { error: friendlyError });
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    problems.push({ file, field: fieldName(issue.path) || '(file)', message: issue.message });
  }
  return undefined;
}

function checkEntries<S extends z.ZodType>(schema: S, entries: RawEntry[], problems: Problem[]): Entry<z.infer<S>>[] {
  return entries.flatMap((entry) => {
    if (entry.data === undefined) return [];
    const data = check(schema, entry.data, entry.file, problems);
    return data === undefined ? [] : [{ file: entry.file, name: entry.name, data, body: entry.body }];
  });
}

/** Validates every file against its schema, collecting all problems rather than stopping at the first. */
export function validateContent(raw: RawContent): { content?: ValidContent; problems: Problem[] } {
  const problems: Problem[] = [...raw.problems];
  const data = <S extends z.ZodType>(name: DataName, schema: S) => {
    const entry = raw.data[name];
    return entry && entry.value !== undefined ? check(schema, entry.value, entry.file, problems) : undefined;
  };
  const content = {
    site: data('site', siteSchema),
    clinics: data('clinics', clinicsSchema),
    navigation: data('navigation', navigationSchema),
    home: data('home', homeSchema),
    conditions: data('conditions', conditionsSchema),
    testimonials: data('testimonials', testimonialsSchema),
    insurers: data('insurers', insurersSchema),
    pricing: data('pricing', pricingSchema),
    teamGroups: data('team-groups', teamGroupsSchema),
    posts: checkEntries(postFrontMatterSchema, raw.collections.posts, problems),
    pages: checkEntries(pageSchema, raw.collections.pages, problems),
    team: checkEntries(teamMemberSchema, raw.collections.team, problems),
    services: checkEntries(serviceSchema, raw.collections.services, problems),
  };
  if (problems.length > 0) return { problems };
  return { content: content as ValidContent, problems };
}
