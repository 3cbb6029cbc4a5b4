import { z } from 'zod';
import { iconSchema, sitePathSchema, slugSchema } from './common';
import { factText } from './fact-text';

const titledText = z.strictObject({ title: z.string().min(1), text: z.string().min(1) });
/** Words about the contact form, and what they say instead while it cannot send (EmailJS not set in site.yaml). */
const formText = titledText.extend({
  textWithoutForm: z
    .string()
    .min(1)
    .describe('What the text says while the contact form cannot send: phone and email instead of a message'),
});
const card = z.strictObject({ title: z.string().min(1), text: z.string().min(1), icon: iconSchema });

export const homeSchema = z.strictObject({
  hero: z.strictObject({ headline: z.string().min(1), text: z.string().min(1) }),
  // The director's years, filled in from site.yaml where the page shows them.
  experience: z.strictObject({ title: factText(), text: factText() }),
  about: z.strictObject({ quote: z.string().min(1), text: z.string().min(1), benefits: z.array(card).length(4) }),
  services: z.array(slugSchema).min(1),
  conditions: z.array(slugSchema).min(1),
  specialisedCare: z.array(card.extend({ path: sitePathSchema })).min(1),
  latestPosts: z.number().int().positive(),
  popularPosts: z
    .array(slugSchema)
    .max(6)
    .describe('Up to six articles; one that is not published is left out until it is'),
  cta: formText,
  contact: formText,
});

export type Home = z.infer<typeof homeSchema>;
