import { z } from 'zod';
import { standInOr, withStandIns } from './stand-in';

/** A fee's help, which also marks its field as a price to the editor, which reads one from what staff type ("£70"). */
export const IN_POUNDS = 'In pounds';

export const pricingSchema = z.strictObject({
  note: z.string().min(1),
  sections: z
    .array(
      z.strictObject({
        title: z.string().min(1),
        items: z
          .array(
            withStandIns(
              z.strictObject({
                /** Names the fee in prose: {{fee.<id>}}. */
                id: z
                  .string()
                  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase words and digits joined by hyphens')
                  .describe(
                    'Pages that show this fee find it by this code, so leave it as it is. A new fee needs one: ' +
                      'a few lowercase words joined by hyphens, such as home-visit',
                  ),
                name: z.string().min(1),
                /** Every item states its length and its fee: a price list that says "please ask" is no price list. */
                duration: z.string().min(1),
                /** Pounds. */
                price: standInOr(z.number().nonnegative()).describe(IN_POUNDS),
                note: z.string().optional(),
                areas: z
                  .array(z.string().min(1))
                  .min(2)
                  .optional()
                  .describe(
                    'The places it is offered in, such as the areas home visits cover; ' +
                      'a page can show the list from the + menu',
                  ),
              }),
            ),
          )
          .min(1),
      }),
    )
    .min(1),
});

export type Pricing = z.infer<typeof pricingSchema>;
/** Whether any fee is still a stand-in, so the page presents its figures as examples. */
export const hasExampleFees = (pricing: Pricing) =>
  pricing.sections.some((section) => section.items.some((item) => item.standIns?.price !== undefined));
