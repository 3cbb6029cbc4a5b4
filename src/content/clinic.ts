import { z } from 'zod';
import { httpsUrlSchema, slugSchema } from './common';
import { formatAddress } from '../lib/contact-details';
import { markedText, STAND_IN_LABEL, standInOr, withStandIns } from './stand-in';

export const clinicSchema = withStandIns(
  z.strictObject({
    id: slugSchema,
    name: z.string().min(1),
    building: standInOr(z.string()).optional(),
    phone: standInOr(z.string().regex(/^0\d{2,4}( ?\d{3,4}){2}$/, 'must be a UK number such as 020 7946 0321')),
    address: standInOr(
      z.strictObject({
        street: z.string().min(1),
        locality: z.string().min(1),
        city: z.string().min(1),
        postcode: z.string().min(5),
      }),
    ),
    mapsUrl: standInOr(httpsUrlSchema),
    bookingUrl: standInOr(httpsUrlSchema),
    geo: standInOr(z.strictObject({ latitude: z.number(), longitude: z.number() })),
    /**
     * Getting there: parking, public transport and step-free access, a sentence or two each, shown on the contact page.
     */
    access: standInOr(z.array(z.string().min(1).max(300)).min(1)).optional(),
    /**
     * The clinic's Google Place ID: the reviews function asks Google for this place's reviews, and the reviews section
     * links to the place on Google Maps.
     */
    googlePlaceId: standInOr(
      z.string().regex(/^[\w-]{10,}$/, 'must be a Google Place ID such as ChIJN1t_tDeuEmsRUsoyG83frY4'),
    ),
  }),
);

export const clinicsSchema = z.array(clinicSchema).min(1);
export type Clinic = z.infer<typeof clinicSchema>;

/** A clinic's phone number as visitors read it: marked while it is a stand-in. */
export const shownPhone = (clinic: Clinic): string => markedText(clinic, 'phone');

/** A clinic's address on one line as visitors read it: marked while it is a stand-in. */
export const shownAddress = (clinic: Clinic): string =>
  clinic.standIns?.address === undefined && clinic.standIns?.building === undefined
    ? formatAddress(clinic)
    : `${formatAddress(clinic)} ${STAND_IN_LABEL}`;
