import { z } from 'zod';

/** Lucide icon names the components can draw; content may only name these. */
export const iconNames = [
  'activity',
  'apple',
  'baby',
  'bone',
  'dumbbell',
  'footprints',
  'hand',
  'heart-pulse',
  'laptop',
  'mountain-snow',
  'person-standing',
  'zap',
  'syringe',
  'stethoscope',
  'salad',
  'users',
  'clock',
  'shield-check',
  'book-open',
  'flower-2',
  'bike',
  'sparkles',
  'hand-heart',
  'accessibility',
] as const;
export const iconSchema = z.enum(iconNames);
export type IconName = z.infer<typeof iconSchema>;

/** A site path: starts and ends with a slash so every link matches its folder index. */
export const sitePathSchema = z
  .string()
  .regex(/^\/([a-z0-9-]+\/)*$/, 'must be a site path like /blog/ with a trailing slash');

/**
 * Addresses a page had before it moved: each is redirected to the page (301, and a small page at
 * the old address for hosts without redirects), so old links, bookmarks and search results keep working.
 */
export const redirectFromSchema = z
  .array(
    z
      .string()
      .regex(
        /^\/([a-z0-9-]+\/)*$/,
        'must be an address on this site such as /blog/knee-pain/, starting and ending with /',
      ),
  )
  .optional()
  .describe(
    'Addresses this page had before it moved, such as /blog/knee-pain/: a visitor who follows one is brought ' +
      'here, so old links keep working',
  );

export const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase letters, digits and single hyphens');

export const httpsUrlSchema = z.url({ protocol: /^https$/, error: 'must be an https:// address' });

/** ISO 8601 date-time with an offset, as the posts carry (e.g. 2025-10-14T09:00:00+01:00). */
export const dateTimeSchema = z.iso.datetime({
  offset: true,
  error: 'must be an ISO date-time such as 2025-10-14T09:00:00+01:00',
});

export const dateSchema = z.iso.date({ error: 'must be a date such as 2025-11-01' });
