import { PageHero } from '../src/components/page-hero';
import { SearchBox } from '../src/components/search-box';
import { telHref } from '../src/lib/contact-details';
import { paths } from '../src/lib/routes';
import type { Template } from './types';
import { homeCard } from './home';
import { shownPhone } from '../src/content/clinic';
import { markedText } from '../src/content/stand-in';

/** How to reach the clinic: the numbers and address as links, and as visitors read them (stand-ins marked). */
interface Reach {
  tel: string;
  phone: string;
  mailto: string;
  email: string;
}

export const notFoundTemplate: Template<Reach> = {
  module: import.meta.url,
  routes: () => [{ path: '/404.html', hidden: true }],
  title: () => 'Page not found',
  card: { section: homeCard },
  select: ({ clinics: [main], site }) => ({
    tel: main ? telHref(main.phone) : '',
    phone: main ? shownPhone(main) : '',
    mailto: `mailto:${site.email}`,
    email: markedText(site, 'email'),
  }),
  meta: () => ({
    description: 'Sorry, we could not find that page. Try our services, blog or contact page instead.',
    robots: 'noindex',
  }),
  body: ({ tel, phone, mailto, email }) => (
    <>
      <PageHero
        title="Page not found"
        lead="Sorry, we could not find that page. It may have moved, or the link may be mistyped."
      />
      <div className="container section">
        <h2>Looking for something?</h2>
        <SearchBox id="not-found-search" label="Search articles, services and our team" />
        <h2>Or try one of these</h2>
        <ul className="link-list">
          <li>
            <a href="/">Home page</a>
          </li>
          <li>
            <a href={paths.services}>Our services</a>
          </li>
          <li>
            <a href={paths.blog}>Blog and advice</a>
          </li>
          <li>
            <a href={paths.contact}>Contact us</a>: call <a href={tel}>{phone}</a> or email <a href={mailto}>{email}</a>
          </li>
        </ul>
      </div>
    </>
  ),
};
