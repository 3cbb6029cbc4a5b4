import type { ReactNode } from 'react';
import type { FrameData } from '../content/site-model';
import { telHref } from '../lib/contact-details';
import { SEARCH_PATH } from '../lib/search';
import { Footer } from './footer';
import { Island } from './island';
import { shownAddress, shownPhone } from '../content/clinic';
import { bookingLink } from '../content/stand-in';
import { paths } from '../lib/routes';

/** The shared frame of every page: skip link, header, main and footer. */
export function Layout({ frame, path, children }: { frame: FrameData; path: string; children: ReactNode }) {
  const { site, clinics, navigation } = frame;
  const earlsfield = clinics[0];
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <Island
        name="header"
        className="header-island"
        props={{
          siteName: site.name,
          nav: navigation.header,
          clinics: clinics.map((clinic) => ({
            name: clinic.name,
            phone: shownPhone(clinic),
            tel: telHref(clinic.phone),
            address: shownAddress(clinic),
          })),
          // The header has no room for a stand-in's label, so while one is, its link goes to the contact page.
          findUsUrl: earlsfield && !earlsfield.standIns?.mapsUrl ? earlsfield.mapsUrl : paths.contact,
          bookingUrl: bookingLink(site.booking, 'url').href,
          searchUrl: SEARCH_PATH,
          currentPath: path,
        }}
      />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer frame={frame} />
    </>
  );
}
