import { z } from 'zod';
import { iconSchema, sitePathSchema, slugSchema } from './common';
import { factText } from './fact-text';

const titledText = z.strictObject({ title: z.string().min(1), text: z.string().min(1) });
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
  popularPosts: z.array(slugSchema).max(6),
  cta: titledText,
  contact: titledText,
});

export type Home = z.infer<typeof homeSchema>;
