import type { Clinic } from '../content/clinic';
import { telHref } from '../lib/contact-details';
import { shownAddress, shownPhone } from '../content/clinic';

/** One clinic's address, phone, map and booking links. */
export function ClinicCard({ clinic }: { clinic: Clinic }) {
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
        <a className="button button-secondary" href={clinic.mapsUrl} target="_blank" rel="noopener noreferrer">
          Open in Maps<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        <a className="button" href={clinic.bookingUrl}>
          Book at {clinic.name}
        </a>
      </p>
    </article>
  );
}
