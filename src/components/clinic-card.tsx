import type { Clinic } from '../content/clinic';
import { telHref } from '../lib/contact-details';
import { shownAddress, shownPhone } from '../content/clinic';
import { bookingLink, markedLink } from '../content/stand-in';
import { StandInMark } from './stand-in-mark';

/** One clinic's address, phone, map and booking links. */
export function ClinicCard({ clinic }: { clinic: Clinic }) {
  const map = markedLink(clinic, 'mapsUrl');
  const booking = bookingLink(clinic, 'bookingUrl');
  return (
    <article className="card clinic-card">
      <h3 className="card-title">{clinic.name} clinic</h3>
      <address>
        {shownAddress(clinic)}
        <br />
        <a href={telHref(clinic.phone)} className="phone-link">
          {shownPhone(clinic)}
        </a>
      </address>
      <p className="button-row">
        <a className="button button-secondary" href={map.href} target="_blank" rel="noopener noreferrer">
          Open in Maps
          <StandInMark mark={map.mark} />
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        <a className="button" href={booking.href}>
          Book at {clinic.name}
          <StandInMark mark={booking.mark} />
        </a>
      </p>
    </article>
  );
}
