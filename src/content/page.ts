import { z } from 'zod';
import { dateSchema } from './common';

/** Prose pages: about, rehabilitation and the legal pages. */
export const pageSchema = z.strictObject({
  title: z.string().min(1),
  description: z.string().min(50).max(200),
  updated: dateSchema.optional(),
});

export type PageData = z.infer<typeof pageSchema>;
export interface Page extends PageData {
  slug: string;
  html: string;
}
