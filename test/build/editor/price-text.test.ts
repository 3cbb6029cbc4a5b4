import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  NOT_A_PRICE,
  PRICE_WIDGET,
  priceProblem,
  priceText,
  readPrice,
  shownPrice,
} from '../../../build/editor/price-text';
import { type EditorField, objectFields } from '../../../build/editor/editor-fields';
import { pricingSchema } from '../../../src/content/pricing';

const prices = suite('a price as a person types it');

prices('should read a price with or without its pound sign, pence and thousands as pounds', () => {
  assert.is(readPrice('£70'), 70);
  assert.is(readPrice('70.00'), 70);
  assert.is(readPrice(' 70 '), 70);
  assert.is(readPrice('£ 70.5'), 70.5);
  assert.is(readPrice('£70.50'), 70.5);
  assert.is(readPrice('£1,200'), 1200);
  assert.is(readPrice('0'), 0);
});

prices('should preview a price as the price list shows it, and words as a plain note, never £NaN', () => {
  assert.is(shownPrice(70), '£70');
  assert.is(shownPrice(70.5), '£70.50');
  assert.is(shownPrice('£1,200'), '£1200');
  for (const value of ['seventy pounds', '', undefined, Number.NaN, -5]) assert.is(shownPrice(value), NOT_A_PRICE);
  assert.not.match(NOT_A_PRICE, /NaN|£/);
});

prices('should not read words, a wrong comma, a minus or three figures of pence as a price', () => {
  for (const text of ['seventy pounds', '70 pounds', '£', '', '7,0', '-70', '70.555', '70p', '£70 to £80'])
    assert.is(readPrice(text), undefined, text);
});

prices('should say in staff words why a value is not a price, and nothing for a price or an empty field', () => {
  assert.is(
    priceProblem('seventy pounds'),
    'Write the price in figures, such as 70 or £70.50: “seventy pounds” is not a price the site can show.',
  );
  assert.is(priceProblem('-5'), 'A price cannot be below £0.');
  assert.is(priceProblem(-5), 'A price cannot be below £0.');
  assert.is(priceProblem('70.555'), 'Write pence as two figures after the point, such as £70.50.');
  for (const value of [70, '£70', '70.00', '', undefined]) assert.is(priceProblem(value), undefined, String(value));
});

prices('should show a price as the form holds it, pence with two figures', () => {
  assert.is(priceText(70), '70');
  assert.is(priceText(70.5), '70.50');
  assert.is(priceText('£7x'), '£7x');
  assert.is(priceText(undefined), '');
});

prices('should give each price of the price list the price field, and no other number', () => {
  const named = (fields: EditorField[] | undefined, name: string) => fields?.find((field) => field.name === name);
  const items = named(named(objectFields(pricingSchema), 'sections')?.fields, 'items');
  const price = named(items?.fields, 'price');
  assert.is(price?.widget, PRICE_WIDGET);
  assert.is(price?.value_type, 'float', 'still a number of pounds to the configuration');
  const widgets = (fields: EditorField[] = []): string[] =>
    fields.flatMap((field) => [field.widget, ...widgets(field.fields), ...(field.field ? [field.field.widget] : [])]);
  assert.is(widgets(objectFields(pricingSchema)).filter((widget) => widget === PRICE_WIDGET).length, 1);
});

prices.run();
