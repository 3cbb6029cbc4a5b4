import type { ShownLink } from '../content/stand-in';
import { StandInMark } from './stand-in-mark';

interface Props {
  title: string;
  text: string;
  booking: ShownLink;
}

/** The booking call to action: external booking first, services second. */
export function CtaBand({ title, text, booking }: Props) {
  return (
    <section className="cta-band" aria-labelledby="cta-title">
      <div className="container">
        <h2 id="cta-title">{title}</h2>
        <p>{text}</p>
        <div className="button-row">
          <a className="button button-large button-light" href={booking.href}>
            Book an Appointment
            <StandInMark mark={booking.mark} />
          </a>
          <a className="button button-large button-outline-light" href="/services/">
            Explore Our Services
          </a>
        </div>
      </div>
    </section>
  );
}
