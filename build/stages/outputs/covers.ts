import { coveredItems, type Registry, type SiteValues } from '../../../src/content/registry';
import type { CoverRenderer } from '../../../src/content/site-definition';
import { keyedFile, type OutputFile } from '../../output-file';
import { memoisedBy } from '../../reuse/memory';
import { keyFor } from '../../reuse/stored';
import { defineMaker, madeWith } from '../../reuse/shelf';

/** Covers are made by this module and the site's cover renderer: their keys hold both closures. */
export const COVERS = defineMaker(import.meta.url, 'covers');

/** Reused while its title, category and the site's cover renderer are the same. */
const coverKey = memoisedBy(
  'cover',
  { slot: (path) => path, reads: (_path, title, category, covers) => [title, category, covers] },
  (_path: string, title: string, category: string, covers: CoverRenderer) =>
    keyFor(madeWith(COVERS, covers), title, category),
);

export function coverOutputs(model: SiteValues, registry: Registry & { covers: CoverRenderer }): OutputFile[] {
  const maker = madeWith(COVERS, registry.covers);
  return coveredItems(model, registry).map(({ item, path, art: { title, category } }) => ({
    ...keyedFile(
      maker,
      path.slice(1),
      coverKey(path, title, category, registry.covers),
      () => registry.covers.cover({ title, category }),
      item.slug,
    ),
    from: item.file,
  }));
}
