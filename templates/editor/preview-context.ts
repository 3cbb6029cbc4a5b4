import type { SiteModel } from '../../src/content/site-model';
import { emergencyAdvice } from '../../src/content/snippet';

/**
 * What the editor's previews draw from besides the item in the form, from the last build: the site's settings, the
 * clinics' names, the call to action under pages, and where to go in an emergency (the note under every article).
 */
export const previewContext = (model: SiteModel) => ({
  site: model.site,
  clinics: model.clinics.map(({ id, name }) => ({ id, name })),
  home: { cta: model.home.cta },
  emergency: emergencyAdvice(model.snippets),
});

export type PreviewContext = ReturnType<typeof previewContext>;
