import { ClinicCard } from '../src/components/clinic-card';
import { Island } from '../src/components/island';
import { OpeningHoursList } from '../src/components/opening-hours';
import { PageHero } from '../src/components/page-hero';
import type { Clinic } from '../src/content/clinic';
import type { Site } from '../src/content/site';
import { clinicJsonLd } from '../src/lib/structured-data';
import { contactFormProps } from './island-props';
import { formAwareText } from './select';
import { onePage, type Template } from './types';
import { paths } from '../src/lib/routes';
import { markedText, markOf } from '../src/content/stand-in';
import { StandInMark } from '../src/components/stand-in-mark';

/** Parking, transport and access notes for each clinic that has them. */
function GettingHere({ clinics }: { clinics: Clinic[] }) {
  const noted = clinics.filter((clinic) => clinic.access);
  if (noted.length === 0) return null;
  return (
    <>
      <h2>Getting here</h2>
      {noted.map((clinic) => (
        <section key={clinic.id} aria-labelledby={`access-${clinic.id}`}>
          <h3 id={`access-${clinic.id}`}>
            {clinic.name}
            <StandInMark mark={markOf(clinic, 'access')} />
          </h3>
          <ul className="access-notes">
            {clinic.access?.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

const trail = [
  { name: 'Home', path: '/' },
  { name: 'Contact', path: '/contact/' },
];

export const contactTemplate: Template<{ site: Site; clinics: Clinic[] }> = {
  module: import.meta.url,
  routes: onePage(paths.contact),
  title: () => 'Contact Us',
  select: (model) => ({ site: model.site, clinics: model.clinics }),
  meta: ({ site, clinics }) => ({
    description:
      `Phone, email or message ${site.name}. Clinics in Earlsfield and Wimbledon Village, open early ` +
      `mornings, evenings and Saturdays.`,
    trail,
    jsonLd: [clinicJsonLd(site, clinics)],
  }),
  body: ({ site, clinics }) => (
    <>
      <PageHero
        title="Contact Us"
        trail={trail}
        lead={formAwareText(site, {
          text: 'Call either clinic, email us, or send a message and we will reply within 24 hours.',
          textWithoutForm: 'Call either clinic or email us, and we will reply to emails within 24 hours.',
        })}
      />
      <div className="container section contact-layout">
        <div>
          <h2>Our clinics</h2>
          {clinics.map((clinic) => (
            <ClinicCard key={clinic.id} clinic={clinic} />
          ))}
          <h2>Opening hours</h2>
          <p>
            Both clinics keep the same hours. Not every practitioner works at each clinic every day, so please ask when
            you book.
          </p>
          <OpeningHoursList hours={site.openingHours} />
          <GettingHere clinics={clinics} />
          <p>
            Email: <a href={`mailto:${site.email}`}>{markedText(site, 'email')}</a>
          </p>
          <p className="small">
            If you have health insurance, please contact your insurer before booking to confirm your cover.
          </p>
        </div>
        <div>
          <h2>Send us a message</h2>
          <Island name="contact-form" props={contactFormProps(site, clinics, 'contact')} />
        </div>
      </div>
    </>
  ),
};
