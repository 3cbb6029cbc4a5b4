import type { ReactElement } from 'react';
import type { Crumb } from '../src/components/breadcrumbs';
import type { SiteModel, SiteOutline } from '../src/content/site-model';

/** A page's metadata besides its title, as data. */
export interface PageMeta {
  description: string;
  /** Breadcrumb trail from home; becomes BreadcrumbList JSON-LD on nested pages. */
  trail?: Crumb[];
  jsonLd?: object[];
  ogType?: 'website' | 'article';
  /** Site-relative image for social cards; the page's own card otherwise. */
  image?: { path: string; alt: string; width: number; height: number };
  robots?: string;
}

/**
 * A kind of page, as data. `select` picks what the page shows from the site as plain data, and
 * everything else works from that selection alone, so a page's cache key (the hash of its
 * selection) changes whenever anything it shows does: a template that starts reading something
 * new can never serve a stale page.
 */
export interface Template<S> {
  /** The page's title, from the outline: titles never depend on a body, so cards and the sitemap need no Markdown. */
  title(site: Omit<SiteOutline, 'routes'>, key: string): string;
  select(site: SiteModel, key: string): S;
  meta(selection: S): PageMeta;
  body(selection: S): ReactElement;
}

/** Looks up the item a route names; a miss is a bug in the route table, not in content. */
export function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Route names a missing ${what}`);
  return value;
}
