import { Prose } from '../../src/components/prose';
import type { Preview } from '../../src/content/editor-site';
import { STAND_IN_LABEL } from '../../src/content/stand-in';

/** An item of the price list as the form holds it: the price in pounds, or the words typed while it is refused. */
interface PriceItem {
  id: string;
  name: string;
  duration: string;
  price: number | string;
  note?: string;
  _standIns?: Record<string, { standIn: unknown }>;
}

interface Pricing {
  note?: string;
  sections?: { title: string; items?: PriceItem[] }[];
}

/** Still the example fee it was shipped with: marked as the pricing page marks it. */
const isExample = (item: PriceItem) =>
  item._standIns?.price !== undefined && JSON.stringify(item._standIns.price.standIn) === JSON.stringify(item.price);

/** The price list as the pricing page draws it, a price typed in words shown as the note the form gives. */
export const pricingPreview: Preview<unknown> = ({ fields }, { renderBody, price }) => {
  const pricing = fields as Pricing;
  return (
    <div className="container page-body">
      <h1>Pricing</h1>
      {(pricing.sections ?? []).map((section) => (
        <section className="price-section" key={section.title}>
          <table className="price-table">
            <caption>{section.title}</caption>
            <thead>
              <tr>
                <th>Appointment</th>
                <th>Length</th>
                <th>Price</th>
              </tr>
            </thead>
            <tbody>
              {(section.items ?? []).map((item) => (
                <tr key={item.id}>
                  <th scope="row">
                    {item.name}
                    {item.note ? <span className="price-note">{item.note}</span> : null}
                  </th>
                  <td>{item.duration}</td>
                  <td className="price">
                    {price(item.price)}
                    {isExample(item) ? <span className="price-example">{STAND_IN_LABEL}</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
      <Prose html={renderBody(pricing.note ?? '')} className="measure price-footnote" />
    </div>
  );
};
