import { z } from 'zod';

const sitePath = z
  .string()
  .regex(/^\/([a-z0-9-]+\/)*$/, 'must be an address on this site such as /blog/knee-pain/, starting and ending with /');

/** Moves that no content file can say for itself (a page that was removed or merged into another). */
export const redirectsSchema = z
  .array(
    z.strictObject({
      from: sitePath.describe('The old address, which is no longer a page of the site'),
      to: sitePath.describe('The page it now lives at'),
    }),
  )
  .describe(
    'Old addresses and the pages they moved to; a page that moved lists its old addresses in its own form instead, ' +
      'under Old addresses',
  );

export type ListedRedirect = z.infer<typeof redirectsSchema>[number];

/** One old address of the site and the page it leads to, with the content file (and field) that says so. */
export interface Redirect {
  from: string;
  to: string;
  source: { file: string; field: string };
}
