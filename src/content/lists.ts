import { z } from 'zod';
import { iconSchema, slugSchema } from './common';
import { STAND_IN_LABEL, standInOr, withStandIns } from './stand-in';

/** Small list-shaped data files: conditions, testimonials, insurers. */
export const conditionSchema = z.strictObject({
  title: z.string().min(1),
  slug: slugSchema,
  description: z.string().min(1).max(160),
  icon: iconSchema,
});

export const testimonialSchema = withStandIns(
  z.strictObject({
    id: z.string().min(1),
    /** A sample quote is marked as a stand-in: the site labels it "Example review" and shows no stars. */
    quote: standInOr(z.string().min(1).max(800)),
    patientName: z.string().min(1),
    service: z.string().min(1),
    rating: z.number().int().min(1).max(5),
    source: z.enum(['static', 'google']),
    verified: z.boolean().optional(),
    profilePhoto: z.string().optional(),
    relativeTime: z.string().optional(),
  }),
)
  // Only a review that comes from Google can be checked as a real patient's; one written into the site must not say so.
  .refine((testimonial) => !(testimonial.source === 'static' && testimonial.verified), {
    path: ['verified'],
    message:
      'only reviews fetched from Google can be marked verified; remove it from a testimonial written into the site',
  });

/** An insurer's line says how the clinic works with it, which only the clinic can confirm: a stand-in until then. */
export const insurerSchema = withStandIns(
  z.strictObject({
    name: z.string().min(1),
    description: standInOr(z.string().min(1)),
  }),
);

export const conditionsSchema = z.array(conditionSchema).min(1);
/** May be empty: the clinic can rely on its Google reviews alone, and the section then links to them. */
export const testimonialsSchema = z.array(testimonialSchema);
export const insurersSchema = z.array(insurerSchema).min(1);

export type Condition = z.infer<typeof conditionSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type Insurer = z.infer<typeof insurerSchema>;

/** The label the list of insurers carries while any insurer's line is a stand-in: the clinic has not confirmed it. */
export const insurersMark = (insurers: readonly Insurer[]): string | undefined =>
  insurers.some((insurer) => insurer.standIns?.description !== undefined) ? STAND_IN_LABEL : undefined;
