import { z } from 'zod';
import { httpsUrlSchema, slugSchema } from './common';

export const clinicSchema = z.strictObject({
  id: slugSchema,
  name: z.string().min(1),
  building: z.string().optional(),
  phone: z.string().regex(/^0\d{2,4}( ?\d{3,4}){2}$/, 'must be a UK number such as 020 7946 0321'),
  address: z.strictObject({
    street: z.string().min(1),
    locality: z.string().min(1),
    city: z.string().min(1),
    postcode: z.string().min(5),
  }),
  mapsUrl: httpsUrlSchema,
  bookingUrl: httpsUrlSchema,
  geo: z.strictObject({ latitude: z.number(), longitude: z.number() }),
});

export const clinicsSchema = z.array(clinicSchema).min(1);
export type Clinic = z.infer<typeof clinicSchema>;
