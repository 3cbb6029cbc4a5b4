import { collections } from '../../src/content/collections';
import { dataFiles } from '../../src/content/data-files';
import type { EditorScriptSite } from '../../src/content/editor-site';
import { pagePreviews } from './page-previews';
import type { PreviewContext } from './preview-context';
import { pricingPreview } from './pricing-preview';
import { settingsPreviews } from './settings-previews';

/**
 * The clinic's part of the browser editor's script, which the editor's engine (build/editor/admin.ts) is started
 * with: the collections and data files, whose schemas check a file before it is saved, and each preview by the
 * editor's name for what it shows. Bundled for the browser; named by the site definition (clinic-site.ts).
 */
const clinicEditor: EditorScriptSite<PreviewContext> = {
  registry: { collections, dataFiles },
  previews: { ...pagePreviews, ...settingsPreviews, pricing: pricingPreview },
  siteName: ({ frame }) => frame.site.name,
};
export default clinicEditor;
