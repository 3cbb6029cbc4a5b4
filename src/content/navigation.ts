import { z } from 'zod';
import { sitePathSchema, slugSchema } from './common';

const linkSchema = z.strictObject({
  name: z.string().min(1),
  path: sitePathSchema,
  description: z.string().optional(),
});

export const navItemSchema = z.strictObject({
  name: z.string().min(1),
  path: sitePathSchema,
  badge: z.string().optional(),
  dropdown: z.array(linkSchema).optional(),
  /** The Contact item's dropdown lists both clinics instead of links. */
  showClinics: z.boolean().optional(),
});

export const navigationSchema = z.strictObject({
  header: z.array(navItemSchema).min(1),
  footer: z.array(linkSchema),
  legal: z.array(linkSchema),
  featuredPosts: z
    .array(slugSchema)
    .describe('Articles listed at the foot of every page; one that is not published is left out until it is'),
});

export type NavLink = z.infer<typeof linkSchema>;
export type NavItem = z.infer<typeof navItemSchema>;
export type Navigation = z.infer<typeof navigationSchema>;
