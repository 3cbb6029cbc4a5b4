import type { Redirect } from '../../src/content/redirects';
import type { Route } from '../../src/content/site-model';
import type { Problem } from '../problems';
import type { ReuseStore, Shelf } from '../reuse/store';

/** The address each content file's page had in the last build (by file and field), so a build can tell when one moves. */
export const ADDRESSES: Shelf<string> = { name: 'addresses', disk: 'record' };

/**
 * Records every content file's address and warns for each that changed since the last build with
 * no redirect from the old one: old links, bookmarks and search results would break.
 */
export async function noticeMoves(routes: Route[], moved: Redirect[], store: ReuseStore): Promise<Problem[]> {
  const redirected = new Set(moved.map((redirect) => redirect.from));
  const warnings = await Promise.all(
    routes.map(async ({ source, path }) => {
      if (!source) return [];
      const before = await store.swap(ADDRESSES, `${source.file} ${source.field}`, path);
      if (before === undefined || before === path || redirected.has(before)) return [];
      const slug = (address: string) => address.split('/').filter(Boolean).at(-1) ?? address;
      const what = source.field === 'slug' ? `slug changed from ${slug(before)} to ${slug(path)}` : `address changed from ${before} to ${path}`;
      return [{ file: source.file, field: source.field, message: `${what}; add redirect_from: [${before}] so old links keep working` }];
    }),
  );
  return warnings.flat();
}
