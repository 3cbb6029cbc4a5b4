import type { SiteOutline } from '../../../src/content/site-model';
import { coverPath } from '../../../src/lib/site-layout';
import { internalPath, paths } from '../../../src/lib/routes';
import type { Renamed } from '../../model';
import type { ValidContent } from '../read/validate-content';
import type { Problem } from '../../problems';

export interface LinkSource {
  file: string;
  field?: string;
  links: string[];
}

/** Addresses that are not pages but that a link may still name: old addresses, and posts this build leaves out. */
export interface LinkTargets {
  pages: Set<string>;
  files: Set<string>;
  /** Old address → the page it redirects to. */
  moved?: Map<string, string>;
  /** A left-out post's address → its file and why ("posts/x.md, a draft"). */
  withheld?: Map<string, { file: string; reason: string }>;
  /** A page's address in the last build → its file and where it is now, when nothing redirects it. */
  renamed?: Map<string, { file: string; to: string }>;
}

/**
 * Every internal link must be a built page (with its trailing slash) or a file that will be in
 * the output. A link to an old address still works (it redirects) and is only a warning; a link to
 * a post this build leaves out is a problem that names that post. External links are left to the
 * link checker.
 */
export function checkLinks(
  sources: LinkSource[],
  { pages, files, moved = new Map(), withheld = new Map(), renamed = new Map() }: LinkTargets,
): { problems: Problem[]; warnings: Problem[] } {
  const problems: Problem[] = [];
  const warnings: Problem[] = [];
  for (const { file, field = 'body', links } of sources) {
    for (const link of links) {
      const path = internalPath(link);
      if (path === null || pages.has(path) || files.has(path)) continue;
      const to = moved.get(path);
      const left = withheld.get(path);
      const gone = renamed.get(path);
      if (to)
        warnings.push({
          file,
          field,
          message: `link "${link}" is an old address, which redirects to ${to}; link to ${to}`,
        });
      else if (left)
        problems.push({
          file,
          field,
          message: `link "${link}" points to ${left.file} (${left.reason}), which this build leaves out; publish it first, or remove the link`,
        });
      else if (gone)
        problems.push({
          file,
          field,
          message: `link "${link}" is the old address of ${gone.file}, now at ${gone.to}; link to ${gone.to}, or add redirect_from: [${path}] to ${gone.file}`,
        });
      else
        problems.push({
          file,
          field,
          message: pages.has(`${path}/`)
            ? `link "${link}" needs a trailing slash: "${path}/"`
            : `link "${link}" points to no page or file on the site`,
        });
    }
  }
  return { problems, warnings };
}

/** Links that editors set in data files and front matter, checked like links in Markdown. */
export function configLinks(
  site: Pick<SiteOutline, 'navigation' | 'home' | 'posts'>,
  photos: Set<string>,
): LinkSource[] {
  const { navigation, home } = site;
  const header = navigation.header.flatMap((item) => [item.path, ...(item.dropdown ?? []).map((link) => link.path)]);
  return [
    { file: 'navigation.yaml', field: 'header', links: header },
    {
      file: 'navigation.yaml',
      field: 'footer',
      links: [...navigation.footer, ...navigation.legal].map((link) => link.path),
    },
    { file: 'home.yaml', field: 'specialisedCare', links: home.specialisedCare.map((card) => card.path) },
    // Photos from content/images/ become pictures; any other image must be a file in public/.
    ...site.posts
      .filter((post) => post.image_url && !photos.has(post.image_url))
      .map((post) => ({ file: post.file, field: 'image_url', links: [post.image_url ?? ''] })),
  ];
}

/**
 * Pages of files that failed their schema: they will exist once fixed, so links to them are not
 * reported as a second problem.
 */
export function pendingPaths(failed: ValidContent['failed']): string[] {
  return [
    ...failed.posts.flatMap((entry) => (entry.valid.slug ? [paths.post(entry.valid.slug)] : [])),
    ...failed.pages.map((entry) => `/${entry.name}/`),
    ...failed.services.map((entry) => paths.service(entry.name)),
    ...failed.team.map((entry) => paths.teamMember(entry.name)),
  ];
}

/**
 * The link check of a whole site: every link in a body, a data file or front matter must lead to a
 * page of the route table (or of a file that failed its schema), a file in public/, a photo or a
 * generated cover.
 */
export function checkSiteLinks(
  site: SiteOutline,
  content: ValidContent,
  bodyLinks: LinkSource[],
  renamed: Renamed[] = [],
): { problems: Problem[]; warnings: Problem[] } {
  const photos = new Set(content.photos.map((photo) => `/images/${photo}`));
  return checkLinks([...bodyLinks, ...configLinks(site, photos)], {
    pages: new Set([...site.routes.map((route) => route.path), ...pendingPaths(content.failed)]),
    files: new Set([
      ...content.publicFiles,
      ...site.posts.filter((post) => !post.image_url).map((post) => coverPath(post.slug)),
    ]),
    moved: new Map(site.moved.map(({ from, to }) => [from, to])),
    withheld: new Map(content.withheld.map((post) => [paths.post(post.slug), post])),
    renamed: new Map(renamed.map(({ from, file, to }) => [from, { file, to }])),
  });
}
