import { blogTemplate, categoryTemplate, tagTemplate } from './blog';
import { conditionsTemplate } from './conditions';
import { contactTemplate } from './contact';
import { homeTemplate } from './home';
import { notFoundTemplate } from './not-found';
import { pageTemplate } from './page';
import { postTemplate } from './post';
import { pricingTemplate } from './pricing';
import { searchTemplate } from './search';
import { serviceTemplate, servicesTemplate } from './services';
import { teamGroupTemplate, teamMemberTemplate, teamTemplate } from './team';
import { testimonialsTemplate } from './testimonials';
import type { Template } from './types';

/**
 * Every kind of page, by the name routes carry, in sitemap order: the route table lists each
 * template's pages in this order. Adding a kind of page is a template file and a line here.
 */
/* biome-ignore lint/suspicious/noExplicitAny: each template has its own selection type; callers pass back what
   select returned */
export const templates: Record<string, Template<any>> = {
  home: homeTemplate,
  page: pageTemplate,
  team: teamTemplate,
  'team-group': teamGroupTemplate,
  'team-member': teamMemberTemplate,
  services: servicesTemplate,
  service: serviceTemplate,
  pricing: pricingTemplate,
  conditions: conditionsTemplate,
  blog: blogTemplate,
  category: categoryTemplate,
  tag: tagTemplate,
  post: postTemplate,
  testimonials: testimonialsTemplate,
  contact: contactTemplate,
  search: searchTemplate,
  'not-found': notFoundTemplate,
};
