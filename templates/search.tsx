import { Island } from '../src/components/island';
import { PageHero } from '../src/components/page-hero';
import { TaxonLinks } from '../src/components/taxon-links';
import { telHref } from '../src/lib/contact-details';
import { paths } from '../src/lib/routes';
import { SEARCH_PATH, searchPartPaths } from '../src/lib/search';
import { homeCard } from './home';
import type { SearchClinic } from '../src/islands/search-results';
import { taxonLinks, type TaxonLink } from './select';
import { onePage, type Template } from './types';
import { shownPhone } from '../src/content/clinic';

const CONDITIONS_LINK = <a href="/conditions/">conditions we treat</a>;

interface SearchPage {
  clinics: SearchClinic[];
  /** The index's parts after the first, which the island merges into its search. */
  parts: string[];
  categories: readonly TaxonLink[];
  topics: readonly TaxonLink[];
}

const trail = [
  { name: 'Home', path: '/' },
  { name: 'Search', path: '/search/' },
];

/** The search page: the island over Pagefind, and topics to browse, which is all it offers without JavaScript. */
export const searchTemplate: Template<SearchPage> = {
  module: import.meta.url,
  routes: onePage(SEARCH_PATH),
  title: () => 'Search',
  card: { section: homeCard },
  select: (model, _key, memo) => ({
    clinics: model.clinics.map((clinic) => ({
      name: clinic.name,
      phone: shownPhone(clinic),
      tel: telHref(clinic.phone),
    })),
    parts: searchPartPaths(model.routes.filter((route) => route.searchable).length).slice(1),
    categories: taxonLinks(model.categories, memo),
    topics: taxonLinks(model.tags, memo, 2),
  }),
  meta: () => ({ description: 'Search our articles, services and team, or browse advice by topic.', trail }),
  body: ({ clinics, parts, categories, topics }) => (
    <>
      <PageHero
        title="Search"
        trail={trail}
        lead={
          'Describe what is troubling you in your own words, such as “heel pain in the morning” or ' +
          '“knee after running”.'
        }
      />
      <div className="container section search-page">
        <Island name="search" props={{ clinics, parts }} />
        <noscript>
          <p className="search-noscript">
            Search needs JavaScript, which is off in your browser. You can still find every article by category or topic
            below, or start from the <a href="/conditions/">conditions we treat</a>.
          </p>
        </noscript>
        <div className="search-browse">
          <TaxonLinks label="Browse by category" taxa={categories} />
          <TaxonLinks label="Browse by topic" taxa={topics} />
          <p>
            Or start from the {CONDITIONS_LINK}, <a href={paths.services}>our services</a> or{' '}
            <a href={paths.team}>our team</a>.
          </p>
        </div>
      </div>
    </>
  ),
};
