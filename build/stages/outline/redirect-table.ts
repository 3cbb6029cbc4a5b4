import type { Redirect } from '../../../src/content/redirects';
import type { Route } from '../../../src/content/site-model';
import type { Problem, Staged } from '../../problems';
import type { Registry } from '../../../src/content/registry';
import type { Entities } from '../../model';

/** What each content file says of its old addresses, and what the data files of moves list. */
export interface MoveClaims {
  entities: Entities;
  listed: { from: string; to: string; file: string }[];
}

/** The moves each item of a collection that takes `redirect_from` claims, to its page's address. */
function itemClaims(routes: Route[], entities: Entities, registry: Registry): Redirect[] {
  const pathOf = new Map(routes.flatMap((route) => (route.source ? [[route.source.file, route.path] as const] : [])));
  const claims: Redirect[] = [];
  for (const [name, definition] of Object.entries(registry.collections)) {
    if (!definition.redirectFrom) continue;
    for (const item of entities[name] ?? []) {
      const to = pathOf.get(item.file);
      (item.redirect_from as string[] | undefined)?.forEach(
        (from, i) => to && claims.push({ from, to, source: { file: item.file, field: `redirect_from[${i}]` } }),
      );
    }
  }
  return claims;
}

/**
 * Each page's `redirect_from`, then redirects.yaml. Refused, naming the file: an old address that is a page, two files
 * claiming one old address, and a move to an address that is not a page (a chain to another old address, or a loop).
 */
export function redirectTable(
  routes: Route[],
  { entities, listed }: MoveClaims,
  registry: Registry,
): Staged<Redirect[]> {
  const pages = new Map(routes.map((route) => [route.path, route]));
  const claims = itemClaims(routes, entities, registry);
  listed.forEach(({ from, to, file }, i) => claims.push({ from, to, source: { file, field: `[${i}]` } }));

  const problems: Problem[] = [];
  const olds = new Map<string, Redirect>();
  for (const claim of claims) {
    const page = pages.get(claim.from);
    const earlier = olds.get(claim.from);
    if (page)
      problems.push(
        refuse(
          claim,
          'from',
          `${claim.from} is a page of the site (${page.source?.file ?? `the site's own ${page.template} page`}), so ` +
            `it cannot redirect elsewhere`,
        ),
      );
    else if (earlier)
      problems.push(
        refuse(claim, 'from', `${claim.from} is already redirected to ${earlier.to} by ${earlier.source.file}`),
      );
    else olds.set(claim.from, claim);
  }
  const moved: Redirect[] = [];
  for (const claim of olds.values()) {
    if (pages.has(claim.to)) {
      moved.push(claim);
      continue;
    }
    const next = olds.get(claim.to);
    const message =
      claim.to === claim.from
        ? `${claim.from} redirects to itself`
        : next
          ? `${claim.to} is itself an old address, redirected to ${next.to}: point straight at the page (no chains)`
          : `${claim.to} is not a page of the site`;
    problems.push(refuse(claim, 'to', message));
  }
  return { value: moved, problems };
}

/** A data file names the part of an entry at fault; front matter has one field for the whole list. */
const refuse = ({ source }: Redirect, part: 'from' | 'to', message: string): Problem => ({
  file: source.file,
  field: source.file.endsWith('.yaml') ? `${source.field}.${part}` : source.field,
  message,
});
