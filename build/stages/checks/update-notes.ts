import { itemsIn, type Registry, type SiteValues, textOf } from '../../../src/content/registry';
import { formatDate } from '../../../src/lib/format-date';
import type { LinkSource } from '../../model';
import type { Problem } from '../../problems';
import { type DatedLookups, datedItems, datedLookups, laterLinks } from './check-chronology';

/** How many items' notes one sentence may be in before it no longer says what changed for each. */
export const SHARED_NOTE_LIMIT = 3;

/** Each item's update note by its file, none unless it was updated. */
type Notes = Map<string, string | undefined>;

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
function sharedSentences(notes: Notes, field: string): Problem[] {
  const shared = new Map<string, { sentence: string; files: Set<string> }>();
  for (const [file, note] of notes)
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
function unexplainedLaterLinks(notes: Notes, lookups: DatedLookups, sources: readonly LinkSource[], field: string) {
  return sources.flatMap((source) => {
    const note = notes.get(source.file);
    if (!note || /\blink/i.test(note)) return [];
    return laterLinks(lookups, source).map(({ path, later }) => ({
      file: source.file,
      field,
      message:
        `links to ${path} (${later.file}, published ${formatDate(later.published_at)}), which is later than ` +
        'this post: say in the note that the revision added links to later articles',
    }));
  });
}

export function checkUpdateNotes(site: SiteValues, sources: readonly LinkSource[], registry: Registry): Problem[] {
  return datedItems(site, registry).flatMap((collection) => {
    const { updated, note } = collection.dated;
    if (!note) return [];
    const notes: Notes = new Map(
      itemsIn(site, collection.name).map((item) => [item.file, textOf(item, updated) ? textOf(item, note) : undefined]),
    );
    return [...sharedSentences(notes, note), ...unexplainedLaterLinks(notes, datedLookups(collection), sources, note)];
  });
}
