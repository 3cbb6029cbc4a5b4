import type { Registry } from '../../../src/content/registry';
import { isIncluded, leftOutReason, postState, type Publishing, type Withheld } from '../../../src/lib/publishing';
import type { AnyContent } from '../../model';

/** A collection with `publishing` declares these fields in its schema; an item that lacks them is published. */
function publishable(data: Record<string, unknown>) {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const { id, slug, published, published_at } = data;
  return { id: text(id), slug: text(slug), published: published !== false, published_at: text(published_at) };
}

/**
 * Live items, and drafts and scheduled ones when told to (the dev server; `--drafts`, `--future`), marked so their
 * pages say so. The rest are left out of everything (pages, lists, counts, related items, sitemap, feed, search and
 * cards) and listed, so the build can name them and report links to them.
 */
export function selectPublished<C extends AnyContent>(content: C, publishing: Publishing, registry: Registry): C {
  const withheld: Withheld[] = [];
  const entries = { ...content.entries };
  for (const [name, definition] of Object.entries(registry.collections)) {
    if (!definition.publishing) continue;
    entries[name] = (content.entries[name] ?? []).flatMap((entry) => {
      const data = publishable(entry.data);
      const state = postState(data, publishing.now);
      if (state === 'published') return [entry];
      if (isIncluded(state, publishing)) return [{ ...entry, data: { ...entry.data, status: state } }];
      const { id, slug, published_at } = data;
      withheld.push({ file: entry.file, id, slug, state, published_at, reason: leftOutReason(state, published_at) });
      return [];
    });
  }
  return { ...content, entries, withheld };
}
