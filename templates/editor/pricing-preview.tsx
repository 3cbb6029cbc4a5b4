import { Prose } from '../../src/components/prose';
import type { Preview } from '../../src/content/editor-site';
import { PriceTables, priceNote } from '../pricing';

/** An item of the price list as the form holds it: the price in pounds, or the words typed while it is refused. */
interface PriceItem {
  id: string;
  name: string;
  duration: string;
  price: number | string;
  note?: string;
  areas?: string[];
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
  const sections = (pricing.sections ?? []).map((section) => ({
    title: section.title,
    rows: (section.items ?? []).map((item) => ({
      key: item.id,
      name: item.name,
      duration: item.duration,
      note: priceNote(item),
      price: price(item.price),
      example: isExample(item),
    })),
  }));
  return (
    <div className="container page-body">
      <h1>Pricing</h1>
      <PriceTables sections={sections} />
      <Prose html={renderBody(pricing.note ?? '')} className="measure price-footnote" />
    </div>
  );
};
