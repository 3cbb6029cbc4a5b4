import type { ReactNode } from 'react';
import type { SiteModel } from '../content/site-model';
import { formatAddress, telHref } from '../lib/contact-details';
import { Footer } from './footer';
import { Island } from './island';

/** The shared frame of every page: skip link, header, main and footer. */
export function Layout({ model, path, children }: { model: SiteModel; path: string; children: ReactNode }) {
  const earlsfield = model.clinics[0];
  return (
    <>
      <a className="skip-link" href="#main">Skip to main content</a>
      <Island
        name="header"
        className="header-island"
        props={{
          siteName: model.site.name,
          nav: model.navigation.header,
          clinics: model.clinics.map((clinic) => ({ name: clinic.name, phone: clinic.phone, tel: telHref(clinic.phone), address: formatAddress(clinic) })),
          findUsUrl: earlsfield?.mapsUrl ?? model.site.url,
          bookingUrl: model.site.booking.url,
          currentPath: path,
        }}
      />
      <main id="main" tabIndex={-1}>{children}</main>
      <Footer model={model} />
    </>
  );
}
