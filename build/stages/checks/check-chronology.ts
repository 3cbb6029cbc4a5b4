import { itemsIn, type Registry, type SiteValues, textOf } from '../../../src/content/registry';
import { formatDate } from '../../../src/lib/format-date';
import { internalPath } from '../../../src/lib/routes';
import type { Problem } from '../../problems';
import { memoisedByParts, memoisedEach } from '../../reuse/memory';
import type { LinkSource } from '../../model';

/** An item of a dated collection, with its dates under the names the messages use. */
export interface DatedPost {
  file: string;
  slug: string;
  published_at: string;
  updated_at?: string | undefined;
}

/** Whether a post written (or last updated) before `later` was published could have linked to it. */
function predates(post: DatedPost, later: DatedPost): boolean {
  const latest = Math.max(Date.parse(post.published_at), post.updated_at ? Date.parse(post.updated_at) : -Infinity);
  return latest < Date.parse(later.published_at);
}

function message(post: DatedPost, later: DatedPost, link: string): string {
  const update = post.updated_at ? ` and its last update (${formatDate(post.updated_at)})` : ' and its last update';
  return (
    `links to ${link} (${later.file}, published ${formatDate(later.published_at)}), which is later than this post ` +
    `(${formatDate(post.published_at)})${update}; remove the link or set updated_at`
  );
}

/**
 * Links from a post to later posts, unless it was updated since: an old post must not silently cite the future.
 * Warnings, one per linked post, as the editor decides whether the link goes or the update is dated.
 */
export function checkChronology(
  items: readonly DatedPost[],
  sources: readonly LinkSource[],
  path: (slug: string) => string,
): Problem[] {
  const lookups = datedLookups({ items, path });
  return sources.flatMap((source) => chronologyOf(lookups, source));
}

export const datedLookups = ({ items, path }: { items: readonly DatedPost[]; path: (slug: string) => string }) => ({
  byFile: new Map(items.map((item) => [item.file, item])),
  byPath: new Map(items.map((item) => [path(item.slug), item])),
});
export type DatedLookups = ReturnType<typeof datedLookups>;

/** The dated posts a dated post links to that were published after it, once each, by the path it links them by. */
export function laterLinks({ byFile, byPath }: DatedLookups, { file, links }: LinkSource) {
  const post = byFile.get(file);
  if (!post) return [];
  return [...new Set(links.flatMap((link) => internalPath(link) ?? []))].flatMap((path) => {
    const later = byPath.get(path);
    return later && Date.parse(later.published_at) > Date.parse(post.published_at) ? [{ path, post, later }] : [];
  });
}

const chronologyOf = (lookups: DatedLookups, source: LinkSource): Problem[] =>
  laterLinks(lookups, source).flatMap(({ path, post, later }) =>
    predates(post, later)
      ? [{ file: source.file, field: source.field ?? 'body', message: message(post, later, path) }]
      : [],
  );

/** Each dated collection's items, with their dates under the names the messages use. */
export function datedItems(site: SiteValues, registry: Registry) {
  return Object.entries(registry.collections).flatMap(([name, { dated, path }]) => {
    if (!dated) return [];
    const items = itemsIn(site, name).map((item) => ({
      file: item.file,
      slug: item.slug,
      published_at: textOf(item, dated.published) ?? '',
      updated_at: textOf(item, dated.updated),
    }));
    return [{ name, dated, path, items }];
  });
}

export function checkSiteChronology(site: SiteValues, sources: readonly LinkSource[], registry: Registry): Problem[] {
  return datedItems(site, registry).flatMap(({ name, items, path }) => {
    const lookups = lookupsOf({ items, path }, name);
    return sources.flatMap(({ file, field, links }) =>
      sourceChronology(`${name} ${file} ${field ?? ''}`, lookups, file, field, links),
    );
  });
}

/** Reused while every address and date is, so only changed links are checked. */
const lookupsOf = memoisedByParts('dated', datedLookups);

/** Reused while the source's links and the lookups are unchanged. */
const sourceChronology = memoisedEach(
  'chronology',
  (_slot, lookups: DatedLookups, file: string, field: string | undefined, links: LinkSource['links']) =>
    chronologyOf(lookups, { file, field, links }),
);
