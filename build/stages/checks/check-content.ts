import type { PageOutline } from '../../../src/content/page';
import type { PostOutline } from '../../../src/content/post';
import type { ServiceOutline } from '../../../src/content/service';
import type { MemberOutline } from '../../../src/content/team-member';
import { slugify, teamMemberSlug } from '../../../src/lib/slug';
import type { Problem } from '../../problems';
import type { ValidContent } from '../read/validate-content';

export const REQUIRED_PAGES = [
  'about',
  'rehabilitation',
  'privacy-policy',
  'terms',
  'cookie-policy',
  'accessibility',
  'complaints',
];
const PHOTO_TYPES = ['jpg', 'jpeg', 'png', 'webp'];

export interface Entities {
  posts: PostOutline[];
  team: MemberOutline[];
  services: ServiceOutline[];
  pages: PageOutline[];
}

/** The photo a member's portrait comes from: the one `image` names, or one named after them in content/images/team/. */
export function portraitPath(member: MemberOutline, photos: Set<string>): string | undefined {
  return (
    member.image ?? PHOTO_TYPES.map((type) => `/images/team/${member.slug}.${type}`).find((path) => photos.has(path))
  );
}

/**
 * Values other files may name: those of valid files, and those of files that failed their schema (already reported).
 */
function known(valid: string[], failed: unknown[]): Set<string> {
  return new Set([...valid, ...failed.filter((value): value is string => typeof value === 'string')]);
}

/** A value one file gives a field, compared across files. */
interface Claim {
  file: string;
  value: string | undefined;
}

/** The second file (by name) to give a value is the one reported, naming the first. */
function duplicates(claims: Claim[], field: string): Problem[] {
  const seen = new Map<string, string>();
  return [...claims]
    .sort((a, b) => a.file.localeCompare(b.file))
    .flatMap(({ file, value }) => {
      if (value === undefined) return [];
      const other = seen.get(value);
      seen.set(value, file);
      return other ? [{ file, field, message: `duplicate ${field} "${value}" (also in ${other})` }] : [];
    });
}

/**
 * What a post says of itself for the checks that compare files: all of a valid post, the valid fields of one that
 * failed.
 */
type PostClaims = Pick<Partial<PostOutline>, 'slug' | 'author' | 'tags' | 'image_url' | 'image_alt'> & { file: string };

/** Slugs that name something this build leaves out, with why ("posts/x.md, a draft"). */
type LeftOut = Map<string, string>;

function references(
  file: string,
  field: string,
  wanted: string[],
  knownValues: Set<string>,
  what: string,
  leftOut: LeftOut = new Map(),
): Problem[] {
  return wanted.flatMap((slug, i) => {
    if (knownValues.has(slug)) return [];
    const why = leftOut.get(slug);
    return [
      {
        file,
        field: `${field}[${i}]`,
        message: why ? `"${slug}" is ${why}, which this build leaves out` : `no ${what} with slug "${slug}"`,
      },
    ];
  });
}

/**
 * The checks that compare files: duplicates, references between files, photos and required pages.
 * They run over every file that passed its schema; a reference to a file that failed is not reported again.
 */
export function checkContent(content: ValidContent, { posts, team, services, pages }: Entities): Problem[] {
  const { data, failed } = content;
  // Failed posts take part with their valid fields; an unpublished one stays out, as it would if valid.
  const failedPosts = failed.posts
    .filter((entry) => entry.valid.published !== false)
    .map((entry): PostClaims => ({ ...entry.valid, file: entry.file }));
  // A draft repeating a live post's slug would clash the day it is published, so it is reported now.
  const allPosts: PostClaims[] = [
    ...posts,
    ...failedPosts,
    ...content.withheld.map(({ file, slug }) => ({ file, slug })),
  ];
  const postSlugs = known(
    posts.map((post) => post.slug),
    failed.posts.map((entry) => entry.valid.slug),
  );
  const memberNames = known(
    team.map((member) => member.name),
    failed.team.map((entry) => entry.valid.name),
  );
  const memberSlugs = known(
    team.map((member) => member.slug),
    failed.team.map((entry) => entry.name),
  );
  const serviceSlugs = known(
    services.map((service) => service.slug),
    failed.services.map((entry) => entry.name),
  );
  const pageSlugs = known(
    pages.map((page) => page.slug),
    failed.pages.map((entry) => entry.name),
  );
  const photos = new Set(content.photos.map((photo) => `/images/${photo}`));
  const withheld: LeftOut = new Map(content.withheld.map((post) => [post.slug, `${post.file} (${post.reason})`]));
  const problems: Problem[] = [
    ...duplicates(
      allPosts.map((post) => ({ file: post.file, value: post.slug })),
      'slug',
    ),
    ...duplicates(
      [
        ...content.posts.map((entry) => ({ file: entry.file, value: entry.data.id })),
        ...content.withheld.map(({ file, id }) => ({ file, value: id })),
        ...failed.posts.map((entry) => ({ file: entry.file, value: entry.valid.id })),
      ],
      'id',
    ),
  ];
  for (const post of allPosts) {
    if (post.author !== undefined && !memberNames.has(post.author))
      problems.push({ file: post.file, field: 'author', message: `"${post.author}" is not a team member` });
    post.tags?.forEach((tag, i) => {
      if (!slugify(tag))
        problems.push({
          file: post.file,
          field: `tags[${i}]`,
          message: `"${tag}" has no letters or digits to make its page address from`,
        });
    });
    if (post.image_url && photos.has(post.image_url) && !post.image_alt)
      problems.push({ file: post.file, field: 'image_alt', message: 'a photo needs alt text describing it' });
  }
  for (const member of team) {
    const slug = teamMemberSlug(member.name);
    if (`team/${slug}.md` !== member.file)
      problems.push({ file: member.file, field: 'name', message: `file must be named ${slug}.md to match the name` });
    if (member.image && !photos.has(member.image))
      problems.push({ file: member.file, field: 'image', message: `no photo ${member.image} in content/images/` });
    if (data.clinics)
      problems.push(
        ...references(
          member.file,
          'clinics',
          member.clinics,
          new Set(data.clinics.map((clinic) => clinic.id)),
          'clinic',
        ),
      );
  }
  for (const service of services)
    problems.push(...references(service.file, 'team', service.team, memberSlugs, 'team member'));
  for (const page of pages) {
    if (page.image && !photos.has(page.image))
      problems.push({ file: page.file, field: 'image', message: `no photo ${page.image} in content/images/` });
    if (page.image && !page.image_alt)
      problems.push({ file: page.file, field: 'image_alt', message: 'a photo needs alt text describing it' });
  }
  for (const slug of REQUIRED_PAGES)
    if (!pageSlugs.has(slug)) problems.push({ file: `pages/${slug}.md`, field: '', message: 'page is missing' });
  if (data.home) {
    problems.push(...references('home.yaml', 'services', data.home.services, serviceSlugs, 'service'));
    problems.push(...references('home.yaml', 'conditions', data.home.conditions, postSlugs, 'post', withheld));
    problems.push(...references('home.yaml', 'popularPosts', data.home.popularPosts, postSlugs, 'post', withheld));
  }
  if (data.navigation)
    problems.push(
      ...references('navigation.yaml', 'featuredPosts', data.navigation.featuredPosts, postSlugs, 'post', withheld),
    );
  if (data.conditions)
    problems.push(
      ...references(
        'conditions.yaml',
        'slug',
        data.conditions.map((c) => c.slug),
        postSlugs,
        'post',
        withheld,
      ),
    );
  return problems;
}
