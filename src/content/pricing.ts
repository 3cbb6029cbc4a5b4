import { z } from 'zod';

export const pricingSchema = z.strictObject({
  note: z.string().min(1),
  sections: z.array(
    z.strictObject({
      title: z.string().min(1),
      items: z.array(
        z.strictObject({
          name: z.string().min(1),
          duration: z.string().optional(),
          /** Pounds; null while the clinic has not confirmed the price. */
          price: z.number().nonnegative().nullable(),
          note: z.string().optional(),
        }),
      ).min(1),
    }),
  ).min(1),
});

export type Pricing = z.infer<typeof pricingSchema>;
