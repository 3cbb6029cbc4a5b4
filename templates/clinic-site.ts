import { templates } from './index';
import { coverRenderer } from '../src/components/cover-art';
import { pageRenderer } from '../src/components/site-renderer';
import { collections, collectionsCode } from '../src/content/collections';
import { dataFiles, dataFilesCode } from '../src/content/data-files';
import { deriveSite } from '../src/content/derive-site';
import { defineSite, defineSiteFile, type SiteDefinition } from '../src/content/site-definition';
import { REVIEWS_PLACES_FILE, reviewsPlacesJson } from '../src/lib/google-reviews';
import { siteFacts, siteTokens, tokenNames } from '../src/content/site-tokens';
import { redFlagsOf } from '../src/content/snippet';
import { previewContext } from './editor/preview-context';

/**
 * The clinic's site, as the pipeline takes it: its content, what is derived from it, its kinds of
 * page and the code that draws pages and covers. Only the build's entry (build/index.ts) and the
 * dev server's worker load it; no stage imports it, so no cache key covers code that does not make
 * its value. It lives beside the templates, the top of the site's code, because src/ is what
 * templates are built on and imports none of them.
 */
// Defined with its collections' own types, so `derive` is checked against them; handed on as any site is.
export const clinicSite: SiteDefinition = defineSite({
  collections,
  dataFiles,
  derive: deriveSite,
  templates,
  tokens: siteTokens,
  facts: siteFacts,
  redFlags: (data) => redFlagsOf(data.snippets),
  pages: pageRenderer,
  covers: coverRenderer,
  schemas: [collectionsCode, dataFilesCode],
  stylesheet: 'src/styles/main.css',
  // The browser editor's previews, bundled into its script from this module, and what they draw from.
  editor: {
    script: 'templates/editor/index.ts',
    context: previewContext,
    placeholderNames: tokenNames,
    pages: {
      site: 'contact',
      clinics: 'contact',
      navigation: 'home',
      home: 'home',
      conditions: 'conditions',
      testimonials: 'testimonials',
      insurers: 'pricing',
      pricing: 'pricing',
      teamGroups: 'team',
      roles: 'team',
    },
  },
  files: {
    // The clinics' Place IDs and the site's address, which the reviews function reads from its own deployment.
    [REVIEWS_PLACES_FILE]: defineSiteFile({
      inputs: (model) => [model.site.url, model.clinics] as const,
      make: reviewsPlacesJson,
    }),
  },
});
export default clinicSite;
