import { CtaBand } from '../src/components/cta-band';
import { PageHero } from '../src/components/page-hero';
import { Prose } from '../src/components/prose';
import { type Insurer, insurersMark } from '../src/content/lists';
import { StandInMark } from '../src/components/stand-in-mark';
import { hasExampleFees } from '../src/content/pricing';
import type { SiteModel } from '../src/content/site-model';
import { slugify } from '../src/lib/slug';
import { listInWords } from '../src/lib/text';
import { cta, type CtaData } from './select';
import { onePage, type Template } from './types';
import { STAND_IN_LABEL } from '../src/content/stand-in';

const formatPrice = (price: number) => `£${price % 1 ? price.toFixed(2) : price}`;
/** The small print under an item's name: its note, then where it is offered ("Available in Earlsfield, …"). */
export const priceNote = ({ note, areas }: { note?: string | undefined; areas?: readonly string[] | undefined }) =>
  [note, areas && `Available in ${listInWords(areas)}`].filter(Boolean).join('. ');
const trail = [
  { name: 'Home', path: '/' },
  { name: 'Pricing', path: '/pricing/' },
];
// A page of example figures must not promise "no surprises".
const lead = (examples: boolean) =>
  examples
    ? 'Example fees: the figures marked below are placeholders while we finalise our price list. Please call or ' +
      'email us to confirm a fee before you book.'
    : 'Clear prices, no surprises: every session, its length and its fee.';

/** One row of the price list as a visitor reads it: the price as shown, and whether it is still an example. */
export interface PriceRow {
  key: string;
  name: string;
  duration: string;
  note: string;
  price: string;
  example: boolean;
}

/** The price list's tables, a section each: drawn by the pricing page and by the editor's preview of the price list. */
export const PriceTables = ({ sections }: { sections: { title: string; rows: PriceRow[] }[] }) => (
  <>
    {sections.map((section) => (
      <section key={section.title} className="price-section" aria-labelledby={`price-${slugify(section.title)}`}>
        <table className="price-table">
          <caption id={`price-${slugify(section.title)}`}>{section.title}</caption>
          <thead>
            <tr>
              <th scope="col">Appointment</th>
              <th scope="col">Length</th>
              <th scope="col">Price</th>
            </tr>
          </thead>
          <tbody>
            {section.rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">
                  {row.name}
                  {row.note ? <span className="price-note">{row.note}</span> : null}
                </th>
                <td>{row.duration}</td>
                <td className="price">
                  {row.price} {row.example ? <span className="price-example">{STAND_IN_LABEL}</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    ))}
  </>
);

interface PricingPage {
  siteName: string;
  pricing: SiteModel['pricing'];
  insurers: Insurer[];
  cta: CtaData;
}

export const pricingTemplate: Template<PricingPage> = {
  module: import.meta.url,
  routes: onePage('/pricing/'),
  title: () => 'Pricing',
  select: (model) => ({ siteName: model.site.name, pricing: model.pricing, insurers: model.insurers, cta: cta(model) }),
  meta: ({ siteName }) => ({
    description:
      `Prices for physiotherapy, massage, acupuncture, Pilates and home visits at ${siteName}, and the ` +
      `insurers we work with.`,
    trail,
  }),
  body: ({ pricing, insurers, cta }) => (
    <>
      <PageHero title="Pricing" trail={trail} lead={lead(hasExampleFees(pricing))} />
      <div className="container page-body">
        <PriceTables
          sections={pricing.sections.map((section) => ({
            title: section.title,
            rows: section.items.map((item) => ({
              key: item.name,
              name: item.name,
              duration: item.duration,
              note: priceNote(item),
              price: formatPrice(item.price),
              example: item.standIns?.price !== undefined,
            })),
          }))}
        />
        <Prose html={pricing.noteHtml} className="measure price-footnote" />
        <h2>
          Insurers we work with
          <StandInMark mark={insurersMark(insurers)} />
        </h2>
        <ul className="insurer-grid">
          {insurers.map((insurer) => (
            <li key={insurer.name} className="insurer-tile">
              {insurer.name}
            </li>
          ))}
        </ul>
        <p className="measure">
          Please contact your insurer before booking to confirm your cover and any pre-authorisation they need.
        </p>
      </div>
      <CtaBand {...cta} />
    </>
  ),
};
