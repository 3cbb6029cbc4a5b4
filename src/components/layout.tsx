import type { ReactNode } from 'react';
import type { FrameData } from '../content/site-model';
import { telHref } from '../lib/contact-details';
import { SEARCH_PATH } from '../lib/search';
import { Footer } from './footer';
import { Island } from './island';
import { shownAddress, shownPhone } from '../content/clinic';

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
          findUsUrl: earlsfield?.mapsUrl ?? site.url,
          bookingUrl: site.booking.url,
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
