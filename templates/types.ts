import type { ReactElement } from 'react';
import type { Crumb } from '../src/components/breadcrumbs';
import type { SiteModel } from '../src/content/site-model';

/** What a template returns: the page body and its metadata, as data. */
export interface PageResult {
  title: string;
  description: string;
  body: ReactElement;
  /** Breadcrumb trail from home; becomes BreadcrumbList JSON-LD on nested pages. */
  trail?: Crumb[];
  jsonLd?: object[];
  ogType?: 'website' | 'article';
  /** Site-relative image for social cards; the site default otherwise. */
  image?: { path: string; alt: string; width: number; height: number };
  robots?: string;
}

export type Template = (model: SiteModel, key: string) => PageResult;

/** Looks up the item a route names; a miss is a bug in the route table, not in content. */
export function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Route names a missing ${what}`);
  return value;
}
