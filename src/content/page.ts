import { z } from 'zod';
import { dateSchema, redirectFromSchema } from './common';

/** Prose pages: about, rehabilitation and the legal pages. */
export const pageSchema = z.strictObject({
  title: z.string().min(1),
  description: z.string().min(50).max(200).describe('50 to 200 characters, for search engines and link previews'),
  updated: dateSchema.optional(),
  /** A photo from content/images/, e.g. /images/treatment-room.jpg, shown under the heading. */
  image: z
    .string()
    .regex(/^\/images\/[\w./-]+$/, 'must be a photo path such as /images/treatment-room.jpg')
    .optional(),
  image_alt: z.string().min(1).optional(),
  redirect_from: redirectFromSchema,
});

export type PageData = z.infer<typeof pageSchema>;
export interface PageOutline extends PageData {
  slug: string;
  file: string;
}
export interface Page extends PageOutline {
  html: string;
}
