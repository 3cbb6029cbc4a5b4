import type { Clinic } from '../content/clinic';
import { formatAddress, telHref } from '../lib/contact-details';

/** One clinic's address, phone, map and booking links. */
export function ClinicCard({ clinic }: { clinic: Clinic }) {
  return (
    <article className="card clinic-card">
      <h3 className="card-title">{clinic.name} clinic</h3>
      <address>
        {formatAddress(clinic)}
        <br />
        <a href={telHref(clinic.phone)} className="phone-link">
          {clinic.phone}
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
