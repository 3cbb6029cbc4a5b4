import type { PageAddress } from '../src/content/template';

/** A template's shapes are src/content/template.ts's, so the site definition and src/ need nothing of templates/. */
export type { CardSpec, Outline, PageAddress, PageMeta, Template } from '../src/content/template';

/** Looks up the item a route names; a miss is a bug in a template's routes, not in content. */
export function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Route names a missing ${what}`);
  return value;
}

/** The one page of a kind that has a single page. */
export const onePage = (path: string) => (): PageAddress[] => [{ path }];
