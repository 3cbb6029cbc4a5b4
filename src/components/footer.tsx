import { telHref } from '../lib/contact-details';
import { paths } from '../lib/routes';
import type { FrameData } from '../content/site-model';
import { OpeningHoursList } from './opening-hours';
import { shownAddress, shownPhone } from '../content/clinic';
import { markedText } from '../content/stand-in';
import { givenProfiles } from '../content/site';

export function Footer({ frame }: { frame: FrameData }) {
  const { site, clinics, navigation, featured } = frame;
  const socials = givenProfiles(site);
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="footer-title">
            {site.name}
          </h2>
          <p>
            {site.tagline}. Led by {site.director}, a physiotherapist with over {site.experienceYears} years of
            experience.
          </p>
          <p>
            Enquiries: <a href={`mailto:${site.email}`}>{markedText(site, 'email')}</a>
          </p>
          {socials.length ? (
            <ul className="footer-social">
              {socials.map(({ name, url }) => (
                <li key={name}>
                  <a href={url} rel="noopener noreferrer" target="_blank">
                    {name}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
        <section aria-labelledby="footer-clinics">
          <h2 id="footer-clinics" className="footer-title">
            Our clinics
          </h2>
          {clinics.map((clinic) => (
            <address key={clinic.id} className="footer-clinic">
              <strong>{clinic.name}</strong>
              <span>{shownAddress(clinic)}</span>
              <a href={telHref(clinic.phone)}>{shownPhone(clinic)}</a>
            </address>
          ))}
          <h3 className="footer-subtitle">Opening hours, both clinics</h3>
          <OpeningHoursList hours={site.openingHours} />
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="footer-title">
            Explore
          </h2>
          <ul className="footer-links">
            {navigation.footer.map((link) => (
              <li key={link.path}>
                <a href={link.path}>{link.name}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-featured">
          <h2 id="footer-featured" className="footer-title">
            Featured articles
          </h2>
          <ul className="footer-links">
            {featured.map((post) => (
              <li key={post.slug}>
                <a href={paths.post(post.slug)}>{post.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="container footer-legal">
        <div className="footer-legal-text">
          <p>
            © {site.name}. Information on this site is general advice, not a diagnosis. {frame.emergency}
          </p>
          <p>
            {markedText(site.company, 'name')}, registered in England and Wales, company number{' '}
            {markedText(site.company, 'number')}. Registered office: {markedText(site.company, 'office')}. ICO
            registration {markedText(site.company, 'ico')}.
          </p>
        </div>
        <nav aria-label="Legal">
          <ul>
            {navigation.legal.map((link) => (
              <li key={link.path}>
                <a href={link.path}>{link.name}</a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
