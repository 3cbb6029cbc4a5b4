import { z } from 'zod';
import { iconSchema, redirectFromSchema, slugSchema } from './common';

export const serviceSchema = z.strictObject({
  title: z.string().min(1),
  description: z.string().min(1).max(160).describe('Up to 160 characters, for cards and search engines'),
  icon: iconSchema,
  order: z.number().int().describe('Lower comes first'),
  team: z.array(slugSchema).default([]).describe('The team members who provide it'),
  redirect_from: redirectFromSchema,
});

export type ServiceData = z.infer<typeof serviceSchema>;
export interface ServiceOutline extends ServiceData {
  slug: string;
  file: string;
}
export interface Service extends ServiceOutline {
  html: string;
}
