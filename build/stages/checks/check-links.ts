import type { SiteOutline } from '../../../src/content/site-model';
import { coveredItems, type Registry } from '../../../src/content/registry';
import { internalPath, misaddressedLink } from '../../../src/lib/routes';
import { CONTENT_PHOTOS_PATH, PHOTO_FILE } from '../../../src/lib/site-layout';
import { configLinks, pendingPaths, withheldPaths } from './link-sources';
import type { AnyContent, LinkSource, Renamed } from '../../model';
import type { Problem } from '../../problems';
import { memoisedByParts, memoisedEach } from '../../reuse/memory';

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

/** Whether a link names a photo of content/images/, which the site serves as resized variants of it. */
export const isPhotoLink = (path: string) => path.startsWith(CONTENT_PHOTOS_PATH) && PHOTO_FILE.test(path);

/** Why a link to nothing is one: a missing slash, a photo that is not uploaded, or a page or file the site lacks. */
function deadLinkMessage(link: string, path: string, pages: Set<string>): string {
  if (pages.has(`${path}/`)) return `link "${link}" needs a trailing slash: "${path}/"`;
  if (isPhotoLink(path))
    return `photo "${link}" is not in the site's photos (content${path}); upload it, or choose one that is`;
  return `link "${link}" points to no page or file on the site`;
}

/**
 * Every internal link must be a built page (with its trailing slash) or an output file. A link to an old address
 * redirects, so only warns; one to a post this build leaves out names it. External links are the link checker's.
 */
export function checkLinks(
  sources: LinkSource[],
  { pages, files, moved = new Map(), withheld = new Map(), renamed = new Map() }: LinkTargets,
): { problems: Problem[]; warnings: Problem[] } {
  const problems: Problem[] = [];
  const warnings: Problem[] = [];
  for (const { file, field = 'body', links } of sources) {
    for (const link of links) {
      const misaddressed = misaddressedLink(link);
      if (misaddressed) problems.push({ file, field, message: misaddressed });
      const path = internalPath(link);
      if (path === null || pages.has(path) || files.has(path)) continue;
      const to = moved.get(path);
      if (to) {
        warnings.push({
          file,
          field,
          message: `link "${link}" is an old address, which redirects to ${to}; link to ${to}`,
        });
        continue;
      }
      const left = withheld.get(path);
      const gone = renamed.get(path);
      const message = left
        ? `link "${link}" points to ${left.file} (${left.reason}), which this build leaves out; publish it first, or ` +
          `remove the link`
        : gone
          ? `link "${link}" is the old address of ${gone.file}, now at ${gone.to}; link to ${gone.to}, or add ` +
            `redirect_from: [${path}] to ${gone.file}`
          : deadLinkMessage(link, path, pages);
      problems.push({ file, field, message });
    }
  }
  return { problems, warnings };
}

/**
 * Every link in a body, data file or front matter must lead to a routed page (or one whose file failed its schema),
 * a file in public/, a photo or a generated cover.
 */
export function checkSiteLinks(
  site: SiteOutline,
  content: AnyContent,
  bodyLinks: LinkSource[],
  renamed: Renamed[] = [],
  registry: Registry,
): { problems: Problem[]; warnings: Problem[] } {
  const photos = new Set(content.photos.map((photo) => `/images/${photo}`));
  const addresses: LinkAddresses = {
    pages: [...site.routes.map((route) => route.path), ...pendingPaths(content.failed, registry)],
    // The covers drawn for items that name no image of their own. A body shows a photo, or links to it, through its
    // resized variants (attach/body-photos.ts).
    files: [...content.publicFiles, ...coveredItems(site, registry).map(({ path }) => path), ...photos],
    moved: site.moved.map(({ from, to }): [string, string] => [from, to]),
    withheld: withheldPaths(content, registry),
    renamed: renamed.map(({ from, file, to }): [string, { file: string; to: string }] => [from, { file, to }]),
  };
  const targets = targetsOf(addresses);
  const found = [...bodyLinks, ...configLinks(site, photos, registry)].map(({ file, field, links }) =>
    sourceLinks(`${file} ${field ?? ''}`, targets, file, field, links),
  );
  return { problems: found.flatMap((one) => one.problems), warnings: found.flatMap((one) => one.warnings) };
}

/** The targets as lists, as the site gives them. */
interface LinkAddresses {
  pages: string[];
  files: string[];
  moved: [string, string][];
  withheld: [string, { file: string; reason: string }][];
  renamed: [string, { file: string; to: string }][];
}

/** Reused while the addresses are, so an edit checks its own links alone. */
const targetsOf = memoisedByParts(
  'link targets',
  (addresses: LinkAddresses): LinkTargets => ({
    pages: new Set(addresses.pages),
    files: new Set(addresses.files),
    moved: new Map(addresses.moved),
    withheld: new Map(addresses.withheld),
    renamed: new Map(addresses.renamed),
  }),
);

/** Reused while the source's links and the targets are unchanged. */
const sourceLinks = memoisedEach(
  'links',
  (_slot, targets: LinkTargets, file: string, field: string | undefined, links: string[]) =>
    checkLinks([{ file, field, links }], targets),
);
