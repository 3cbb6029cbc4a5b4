import { copyFile, cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dataFileNames, loadContent } from '../../../build/stages/read/load-content';
import type { RawContent, RawEntry } from '../../../build/model';
import { type ClinicFrontMatter, collections as clinicCollections } from '../../../src/content/collections';
import { selectPublished } from '../../../build/stages/read/select-published';
import type { ValidContent } from '../../../build/model';
import { clinicSite } from '../../../templates/clinic-site';

/**
 * A small site for the stage tests: the shipped data files, read by the real loader, and a few
 * entries written here, with the data files' references pointed at them so the site has no problems.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const temp = await mkdtemp(path.join(tmpdir(), 'clinic-small-site-'));
/** The pages every build needs. */
export const REQUIRED_PAGES = clinicCollections.pages.required ?? [];
/** A data file's name, as its file is named ('team-groups'). */
type DataName = string;
const dataFiles = dataFileNames(clinicSite);

/** The collections this module writes entries of; any other the registry has takes the shipped content's own. */
const SAMPLED: string[] = ['posts', 'team', 'services', 'pages'];
type CollectionName = keyof ClinicRaw['collections'];
const collectionNames = Object.keys(clinicCollections) as CollectionName[];

for (const name of dataFiles)
  await copyFile(path.join(root, 'content', `${name}.yaml`), path.join(temp, `${name}.yaml`));
for (const name of collectionNames.filter((name) => !SAMPLED.includes(name))) {
  const { folder } = clinicCollections[name];
  await cp(path.join(root, 'content', folder), path.join(temp, folder), { recursive: true });
}
const shipped = (await loadContent(temp, path.join(temp, 'public'), clinicSite)).value;
await rm(temp, { recursive: true, force: true });

export const description = 'A page of the clinic site that says what it is for in at least fifty characters.';

export const entry = (file: string, data: object | undefined, body = ''): RawEntry => ({
  file,
  name: path.posix.basename(file, '.md'),
  data,
  body,
});

let ids = 0;
/** A valid published post; `fields` replace or add front matter (undefined removes a field). */
export const post = (slug: string, publishedAt: string, fields: object = {}, body = `About ${slug}.`) =>
  entry(
    `posts/${slug}.md`,
    withFields(
      {
        id: `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`,
        title: slug,
        slug,
        author: 'Helen Marsh',
        published: true,
        published_at: publishedAt,
        created_at: publishedAt,
        category: 'Conditions',
        reviewed_by: 'Helen Marsh',
        review_area: 'musculoskeletal',
        // Reviewed after any revision a test may date.
        reviewed_at: '2098-01-01',
        next_review: '2099-01-01',
        tags: [],
      },
      fields,
    ),
    body,
  );
export const member = (name: string, order: number, fields: object = {}, body = `${name} treats.`) =>
  entry(
    `team/${name.toLowerCase().replace(/\s+/g, '-')}.md`,
    withFields(
      {
        name,
        role: 'Physiotherapist',
        groups: ['physiotherapists'],
        order,
        qualifications: 'BSc',
        specialisms: [],
        clinics: ['earlsfield'],
        registration: { hcpc: 'PH00000' },
        summary: `${name}, physiotherapist.`,
      },
      fields,
    ),
    body,
  );
export const service = (slug: string, order: number, fields: object = {}, body = `${slug} helps.`) =>
  entry(
    `services/${slug}.md`,
    withFields({ title: slug, description: `${slug}.`, icon: 'activity', order, team: [] }, fields),
    body,
  );
export const page = (slug: string, fields: object = {}, body = `The ${slug} page.`) =>
  entry(`pages/${slug}.md`, withFields({ title: slug, description }, fields), body);

function withFields(data: Record<string, unknown>, fields: object): Record<string, unknown> {
  const all: Record<string, unknown> = { ...data, ...fields };
  for (const key of Object.keys(all)) if (all[key] === undefined) delete all[key];
  return all;
}

/** The clinic's content as read: the pipeline's, with the clinic's collection names. */
export type ClinicRaw = RawContent<keyof ClinicFrontMatter & string>;

/** Every collection of the registry: those written here, and the shipped entries of any other. */
export const collections = (): ClinicRaw['collections'] => {
  const written = sampled();
  return Object.fromEntries(
    collectionNames.map((name) => [name, written[name] ?? shipped.collections[name] ?? []]),
  ) as ClinicRaw['collections'];
};

const sampled = (): Partial<ClinicRaw['collections']> => ({
  posts: [
    post('knee-pain', '2025-03-01T09:00:00+00:00', { tags: ['knee', 'running'] }),
    post('running-club', '2025-02-01T09:00:00+00:00', { category: 'News', tags: ['Running'] }),
    post('hip-pain', '2025-01-01T09:00:00+00:00', { tags: ['hip', 'running'] }),
    post('draft', '2025-04-01T09:00:00+00:00', { published: false }),
  ],
  team: [
    member('Helen Marsh', 1, { groups: ['physiotherapists', 'pilates'], reviews: ['musculoskeletal'] }),
    member('Tom Gallagher', 2, { role: 'Massage Therapist', groups: ['massage-therapists'] }),
  ],
  services: [service('pilates', 1, { team: ['helen-marsh'] })],
  pages: REQUIRED_PAGES.map((slug) => page(slug)),
});

const dataValues = (): Partial<Record<DataName, unknown>> => ({
  home: {
    ...(shipped.data.home!.value as object),
    services: ['pilates'],
    conditions: ['knee-pain'],
    popularPosts: ['hip-pain'],
    latestPosts: 2,
  },
  navigation: { ...(shipped.data.navigation!.value as object), featuredPosts: ['knee-pain'] },
  conditions: [{ title: 'Knee pain', slug: 'knee-pain', description: 'Knee pain and what helps it.', icon: 'bone' }],
});

/** The small site with some collections or data files replaced; a data file given as undefined is missing. */
export function smallSite(
  changes: Partial<ClinicRaw['collections']> = {},
  data: Partial<Record<DataName, unknown>> = {},
): ClinicRaw {
  const values = {
    ...Object.fromEntries(dataFiles.map((name) => [name, shipped.data[name]!.value])),
    ...dataValues(),
    ...data,
  };
  return {
    data: Object.fromEntries(
      Object.entries(values).flatMap(([name, value]) =>
        value === undefined ? [] : [[name, { file: `${name}.yaml`, value }]],
      ),
    ),
    collections: { ...collections(), ...changes },
    photos: [],
    publicFiles: ['/favicon.ico'],
  };
}

/**
 * The small site's value of a data file (the shipped one, or the one pointed at the entries here), to change a copy of.
 */
export const dataOf = (name: DataName) => (dataValues()[name] ?? shipped.data[name]!.value) as Record<string, unknown>;

/**
 * Validated content with the posts a live build includes (no drafts, nothing dated after now), as the build selects
 * them.
 */
export const liveOnly = <T extends { value: ValidContent }>(validated: T): T => ({
  ...validated,
  value: selectPublished(validated.value, { drafts: false, future: false, now: Date.now() }, clinicSite),
});
