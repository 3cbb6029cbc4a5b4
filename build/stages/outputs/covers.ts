import { coveredItems, type Registry, type SiteValues } from '../../../src/content/registry';
import type { CoverRenderer } from '../../../src/content/site-definition';
import type { OutputFile } from '../../output-file';
import { memo } from '../../reuse/memory';
import { explainer, keyFor } from '../../reuse/stored';
import { defineMaker, madeWith } from '../../reuse/shelf';

/** Covers are made by this module and the site's cover renderer: their keys hold both closures. */
export const COVERS = defineMaker(import.meta.url, 'covers');

/** The cover of every item its collection draws one for, at the address its collection gives it. */
export function coverOutputs(model: SiteValues, registry: Registry & { covers: CoverRenderer }): OutputFile[] {
  const maker = madeWith(COVERS, registry.covers);
  return coveredItems(model, registry).map(({ item, path, art: { title, category } }) => {
    explainer().asked(COVERS.name, maker);
    return {
      file: path.slice(1),
      from: item.file,
      key: memo(`cover ${path}`, [title, category, registry.covers], () => keyFor(maker, title, category)),
      make: () => (explainer().made(COVERS.name, maker, item.slug), registry.covers.cover({ title, category })),
    };
  });
}
