import type { Redirect } from '../../../src/content/redirects';
import type { Route } from '../../../src/content/site-model';
import type { Problem } from '../../problems';
import { exchangedOn } from '../../reuse/stored';
import { defineShelf } from '../../reuse/shelf';
import type { Renamed } from '../../model';

/** Each content file's page address in the last build (by file and field), so a build can tell when one moves. */
export const ADDRESSES = defineShelf<string>(import.meta.url, { name: 'addresses', disk: 'record' });

/** Records a file's address for the next build, and gives the one the last build recorded. */
const addressBefore = exchangedOn(ADDRESSES);

/**
 * Addresses changed since the last build with no redirect from the old one, which would break old links, bookmarks
 * and search results. Each warns, and a link in content to the old address is reported as such, not as dead.
 */
export async function noticeMoves(
  routes: Route[],
  moved: Redirect[],
): Promise<{ renamed: Renamed[]; warnings: Problem[] }> {
  const redirected = new Set(moved.map((redirect) => redirect.from));
  const found = await Promise.all(
    routes.map(async ({ source, path }) => {
      if (!source) return [];
      const before = await addressBefore(`${source.file} ${source.field}`, path);
      if (before === undefined || before === path || redirected.has(before)) return [];
      const slug = (address: string) => address.split('/').filter(Boolean).at(-1) ?? address;
      const what =
        source.field === 'slug'
          ? `slug changed from ${slug(before)} to ${slug(path)}`
          : `address changed from ${before} to ${path}`;
      const warning = {
        file: source.file,
        field: source.field,
        message: `${what}; add redirect_from: [${before}] so old links keep working`,
      };
      return [{ renamed: { file: source.file, from: before, to: path }, warning }];
    }),
  );
  return { renamed: found.flat().map((move) => move.renamed), warnings: found.flat().map((move) => move.warning) };
}
