import type { ReactElement } from 'react';
import type { Crumb } from '../components/breadcrumbs';
import type { SiteModel, SiteOutline } from './site-model';
import type { Memo } from '../lib/memo';
import type { SearchContent } from '../lib/search';

/**
 * The outline a template's routes, titles and cards come from: everything but the route table and the moves worked out
 * from it.
 */
export type Outline = Omit<SiteOutline, 'routes' | 'moved'>;

/** One page of a kind: where it is, which item it shows, and the content file (and field) that gave it its address. */
export interface PageAddress {
  path: string;
  key?: string;
  /** Left out of the sitemap (the 404 page). */
  hidden?: boolean;
  /** Named when the address clashes with another page's; absent for the pages the site builds itself. */
  source?: { file: string; field: string };
}

/** A kind of page's link-preview card: its own by default. */
export interface CardSpec {
  /** Small capitals above the title ("Services", a post's category). */
  kicker?(site: Outline, key: string): string | undefined;
  /** What the card says when it is not the page's title (the home page's headline). */
  headline?(site: Outline): string;
  /**
   * The section card these pages show rather than one of their own; the page at the section's own
   * address draws it. For lists of posts and team groups the section says what a link leads to,
   * and a site of thousands of posts draws hundreds fewer cards.
   */
  section?(site: Outline): { path: string; title: string };
}

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
 * A kind of page, as data: everything that is true of its pages is declared here, and the route
 * table, the cards, search and the link check loop over templates. `select` picks what the page
 * shows from the site as plain data, and everything else works from that selection alone, so a
 * page's cache key (the hash of its selection) changes whenever anything it shows does: a
 * template that starts reading something new can never serve a stale page.
 */
export interface Template<S> {
  /**
   * The module that declares it (`import.meta.url`): the code part of its pages' keys is this module's import
   * closure, so an edit to one template makes only its own pages again.
   */
  module: string;
  /** Every page of this kind, from the outline, in the order the sitemap lists them. */
  routes(site: Outline): PageAddress[];
  /** The page's title, from the outline: titles never depend on a body, so cards and the sitemap need no Markdown. */
  title(site: Outline, key: string): string;
  card?: CardSpec;
  /** What site search holds of the page; kinds without it are left out (lists repeat what their items say). */
  search?(site: SiteModel, key: string): SearchContent;
  /**
   * `memo` is the build's memory for the next build in the same process: what a selection hands back from it while
   * it says the same is the very object it was, so a page that shows it can tell nothing changed (see select.ts).
   */
  select(site: SiteModel, key: string, memo: Memo): S;
  meta(selection: S): PageMeta;
  body(selection: S): ReactElement;
}
