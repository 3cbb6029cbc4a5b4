import { clinicsSchema } from './clinic';
import { homeSchema } from './home';
import { conditionsSchema, insurersSchema, testimonialsSchema } from './lists';
import { navigationSchema } from './navigation';
import { pricingSchema } from './pricing';
import { redirectsSchema } from './redirects';
import { rolesSchema } from './roles';
import { type DataOf, defineDataFile } from './registry';
import { siteSchema } from './site';
import { siteEnvironment } from './site-environment';
import { snippetsSchema } from './snippet';
import { teamGroupsSchema } from './team-member';

/** This module, whose closure holds every data file's schema. */
export const dataFilesCode = { module: import.meta.url };

/**
 * The opening hours are one set for both clinics, so they are in site.yaml; a receptionist looks for them under the
 * clinics, so the editor names them in the Site item's label and says at the clinics where they are.
 */
const SITE_LABEL = 'Site and opening hours';

/** The site's data files by their name in the model, each content/<file>.yaml. */
export const dataFiles = {
  site: defineDataFile({
    file: 'site',
    schema: siteSchema,
    environment: siteEnvironment,
    editor: { label: SITE_LABEL },
  }),
  clinics: defineDataFile({
    file: 'clinics',
    schema: clinicsSchema,
    noun: 'clinic',
    editor: {
      hint:
        'Opening hours are the same at both clinics, so they are set once for both: open ' +
        `${SITE_LABEL} (in the same list as Clinics), then Opening hours.`,
    },
  }),
  navigation: defineDataFile({
    file: 'navigation',
    schema: navigationSchema,
    references: [{ field: 'featuredPosts', to: 'posts', pick: (value) => value.featuredPosts, skipsWithheld: true }],
    links: [
      {
        field: 'header',
        pick: (value) => value.header.flatMap((item) => [item.path, ...(item.dropdown ?? []).map((link) => link.path)]),
      },
      { field: 'footer', pick: (value) => [...value.footer, ...value.legal].map((link) => link.path) },
    ],
  }),
  home: defineDataFile({
    file: 'home',
    schema: homeSchema,
    references: [
      { field: 'services', to: 'services', pick: (value) => value.services },
      { field: 'conditions', to: 'posts', pick: (value) => value.conditions },
      { field: 'popularPosts', to: 'posts', pick: (value) => value.popularPosts, skipsWithheld: true },
    ],
    links: [{ field: 'specialisedCare', pick: (value) => value.specialisedCare.map((card) => card.path) }],
  }),
  conditions: defineDataFile({
    file: 'conditions',
    schema: conditionsSchema,
    references: [{ field: 'slug', to: 'posts', pick: (value) => value.map((condition) => condition.slug) }],
  }),
  testimonials: defineDataFile({ file: 'testimonials', schema: testimonialsSchema }),
  insurers: defineDataFile({ file: 'insurers', schema: insurersSchema }),
  pricing: defineDataFile({ file: 'pricing', schema: pricingSchema, markdown: { field: 'note', html: 'noteHtml' } }),
  teamGroups: defineDataFile({ file: 'team-groups', schema: teamGroupsSchema }),
  roles: defineDataFile({ file: 'roles', schema: rolesSchema, noun: 'role in roles.yaml' }),
  redirects: defineDataFile({ file: 'redirects', schema: redirectsSchema, moves: true }),
  snippets: defineDataFile({ file: 'snippets', schema: snippetsSchema }),
};

/** The data files' values as their schemas give them: the model's `DataContent` (site-model.ts) must agree. */
export type ClinicData = DataOf<typeof dataFiles>;
