import type { LinkingFile, SiteLinks } from './editor-links';
import { readEntryFile } from './editor-format';
import { withheldReason } from '../../src/lib/publishing';
import { internalPath, relativeLink } from '../../src/lib/routes';
import { listInWords } from '../../src/lib/text';
import { checkLinks, isPhotoLink, type LinkTargets } from '../stages/checks/check-links';

/**
 * What the editor refuses before a save or a deletion reaches the repository, in the build's own link check's
 * words (check-links.ts): a save whose body links to no page, or to a bare `www.` or `localhost` address, and a
 * save or deletion that takes away a page that pages on the live site link to. The site's map is read again each
 * time, so it is the last build's (in `npm run dev`, the build after the last save).
 */
export class Refused extends Error {}

/** The path of a file of the repository in the content folder (`content/posts/x.md` → `posts/x.md`). */
export const contentPath = (repoPath: string) => repoPath.replace(/^content\//, '');

/**
 * A link the editor can check: a page's address, or a photo, which must be one of the site's. Other files are left
 * to the build, which lists them all.
 */
const checkable = (link: string) => {
  const path = internalPath(link) ?? '';
  return isPhotoLink(path) || !/\.[a-z0-9]+$/i.test(path);
};

function targets(map: SiteLinks, uploaded: string[] = []): LinkTargets {
  const live = map.pages.filter((page) => !page.withheld);
  return {
    pages: new Set(live.map((page) => page.path)),
    files: new Set([...map.photos, ...uploaded]),
    moved: new Map(map.moved),
    withheld: new Map(
      map.pages.flatMap((page) =>
        page.withheld && page.file ? [[page.path, { file: page.file, reason: page.withheld }]] : [],
      ),
    ),
  };
}

/**
 * Whether taking a page away this way breaks the link `links[i]` of `source`: a list of picks leaves out an
 * unpublished page by itself, but not a deleted or moved one.
 */
type Breaks = (source: LinkingFile, i: number) => boolean;
const breaksAny: Breaks = () => true;
const breaksUnlessPicked: Breaks = (source, i) => !source.picks?.includes(i);

/** The live files other than `file` itself with a link to the page `file` makes that `breaks`, and that page. */
function linkers(map: SiteLinks, file: string, breaks: Breaks) {
  const page = map.pages.find((candidate) => candidate.file === file);
  if (!page || page.withheld) return { page, from: [] as LinkingFile[], linksHere: () => false };
  const linksHere: Breaks = (source, i) => internalPath(source.links[i] ?? '') === page.path && breaks(source, i);
  const from = map.sources.filter(
    (source) => !source.withheld && source.file !== file && source.links.some((_, i) => linksHere(source, i)),
  );
  return { page, from, linksHere };
}

/**
 * The editor's way to each place that links to `path`, as a sentence lists them:
 * `Posts › "Knee pain" › Main text and Settings and lists › Home › Popular posts`. A map from a build before
 * places were listed names the titles alone.
 */
function places(files: LinkingFile[], linksHere: Breaks) {
  const ways = files.flatMap((source) =>
    source.links.flatMap((_, i) => (linksHere(source, i) ? [source.places?.[i] ?? `"${source.title}"`] : [])),
  );
  return [...new Set(ways)];
}

/**
 * The refusal for taking away a page others link to, in staff words: the editor's way to each link and what to do.
 * The build's own message names files and addresses, which a receptionist cannot act on, so it is left to the build.
 */
function refuseLinked(map: SiteLinks, file: string, doing: string, again: string, breaks = breaksAny) {
  const { page, from, linksHere } = linkers(map, file, breaks);
  if (!page || from.length === 0) return;
  const ways = places(from, linksHere);
  const [links, those, each] = ways.length === 1 ? ['links', 'that link', 'it'] : ['link', 'those links', 'each'];
  throw new Refused(
    `Not ${doing}: ${listInWords(ways)} ${links} to "${page.title}", and ${those} would then lead nowhere. ` +
      `Remove ${those} first: open ${each} in the editor, take out its link to "${page.title}" and save it. ` +
      `Then ${again} this again.`,
  );
}

/** Why the live site would leave out an item saved with these fields, or undefined if it would show it. */
const leftOut = (fields: Record<string, unknown>) => withheldReason(fields, Date.now());

export interface SavedFile {
  path: string;
  raw: string;
  newPath?: string;
}

/**
 * The site paths of the photos a save uploads with its item (`content/images/posts/knee.jpg` →
 * `/images/posts/knee.jpg`): Decap writes a photo chosen in the form with the item, so the last build has not seen it.
 */
export const uploadedPhotos = (assets: { path: string }[] = []) =>
  assets.map((asset) => `/${contentPath(asset.path.replace(/^\//, ''))}`).filter(isPhotoLink);

/**
 * Refuses a save of an item whose body's links lead nowhere, or that unpublishes or moves a linked page. `uploaded`
 * are the photos written with it, which its body may show.
 */
export function checkSave(
  map: SiteLinks,
  saved: SavedFile,
  bodyLinks: (body: string) => string[],
  uploaded: string[] = [],
) {
  if (!saved.path.endsWith('.md')) return;
  const file = contentPath(saved.path);
  const fields = readEntryFile(saved.raw);
  const all = bodyLinks(String(fields.body ?? ''));
  const links = all.filter(checkable);
  const { problems } = checkLinks([{ file, field: 'body', links }], targets(map, uploaded));
  const messages = [...all.flatMap((link) => relativeLink(link) ?? []), ...problems.map((problem) => problem.message)];
  if (messages.length) throw new Refused(`Not saved: ${messages.join('; ')}.`);
  const reason = leftOut(fields);
  if (reason) refuseLinked(map, file, `saved as ${reason}`, 'save', breaksUnlessPicked);
  if (saved.newPath && saved.newPath !== saved.path) refuseLinked(map, file, 'saved with a new address', 'save');
}

/** Refuses deleting an item that live pages link to. */
export function checkDelete(map: SiteLinks, paths: string[]) {
  for (const path of paths) refuseLinked(map, contentPath(path), 'deleted', 'delete');
}
