import { itemsIn, type Registry, type SiteValues, textOf } from '../../../src/content/registry';
import { formatDate } from '../../../src/lib/format-date';
import { internalPath } from '../../../src/lib/routes';
import type { LinkSource } from '../../model';
import type { Problem } from '../../problems';

/** How many items' notes one sentence may be in before it no longer says what changed for each. */
export const SHARED_NOTE_LIMIT = 3;

interface NotedItem {
  file: string;
  path: string;
  published: string;
  note?: string | undefined;
}

/** Sentences are compared without regard to case, spacing or the closing stop. */
const sentencesOf = (note: string) =>
  note
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => sentence.trim())
    .map((sentence) => ({
      sentence,
      key: sentence
        .toLowerCase()
        .replace(/\s+/g, ' ')
        .replace(/[.!?]$/, '')
        .trim(),
    }));

/** A sentence in many posts' notes says what changed for the site, not for this post, so it is refused in each. */
function sharedSentences(items: readonly NotedItem[], field: string): Problem[] {
  const shared = new Map<string, { sentence: string; files: Set<string> }>();
  for (const { file, note } of items)
    for (const { sentence, key } of sentencesOf(note ?? '')) {
      const entry = shared.get(key) ?? { sentence, files: new Set<string>() };
      shared.set(key, entry.files.add(file) && entry);
    }
  return [...shared.values()].flatMap(({ sentence, files }) =>
    files.size <= SHARED_NOTE_LIMIT
      ? []
      : [...files].map((file) => ({
          file,
          field,
          message:
            `"${sentence}" is in the notes of ${files.size} posts (more than ${SHARED_NOTE_LIMIT}): ` +
            "say what this revision changed for this post's reader",
        })),
  );
}

/**
 * A post linking to a later one says so in its note: the chronology check lets the link stand as the post was
 * updated, and the reader sees why an older article cites a newer one.
 */
function unexplainedLaterLinks(items: readonly NotedItem[], sources: readonly LinkSource[], field: string): Problem[] {
  const byFile = new Map(items.map((item) => [item.file, item]));
  const byPath = new Map(items.map((item) => [item.path, item]));
  return sources.flatMap(({ file, links }) => {
    const post = byFile.get(file);
    if (!post?.note || /\blink/i.test(post.note)) return [];
    const later = [...new Set(links.map(internalPath))].flatMap((path) => {
      const linked = path === null ? undefined : byPath.get(path);
      return linked && Date.parse(linked.published) > Date.parse(post.published) ? [linked] : [];
    });
    return later.map((linked) => ({
      file,
      field,
      message:
        `links to ${linked.path} (${linked.file}, published ${formatDate(linked.published)}), which is later than ` +
        'this post: say in the note that the revision added links to later articles',
    }));
  });
}

export function checkUpdateNotes(site: SiteValues, sources: readonly LinkSource[], registry: Registry): Problem[] {
  return Object.entries(registry.collections).flatMap(([name, { dated, path }]) => {
    if (!dated?.note) return [];
    const { published, updated, note } = dated;
    const items = itemsIn(site, name).map((item) => ({
      file: item.file,
      path: path(item.slug),
      published: textOf(item, published) ?? '',
      note: textOf(item, updated) ? textOf(item, note) : undefined,
    }));
    return [...sharedSentences(items, note), ...unexplainedLaterLinks(items, sources, note)];
  });
}
