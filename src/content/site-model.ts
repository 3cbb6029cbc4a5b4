import type { Clinic } from './clinic';
import type { ClinicData } from './data-files';
import type { Home } from './home';
import type { RasterManifest } from './images';
import type { Condition, Insurer, Testimonial } from './lists';
import type { Navigation } from './navigation';
import type { ModelItems, OutlineItems } from './collections';
import type { Post } from './post';
import type { Pricing } from './pricing';
import type { ListedRedirect, Redirect } from './redirects';
import type { Role } from './roles';
import type { Same } from './registry';
import type { Site } from './site';
import type { Snippet } from './snippet';
import type { TeamGroup, TeamMember } from './team-member';

/** A category or tag with its posts, newest first. */
export interface Taxon<P = Post> {
  name: string;
  slug: string;
  path: string;
  posts: P[];
}

export interface TeamGroupPage<M = TeamMember> {
  slug: TeamGroup;
  title: string;
  description: string;
  members: M[];
}

/**
 * Data files used as they are, in both the validated content and the site model. The site's shapes are type aliases,
 * not interfaces, so each is a record of named values to the pipeline, which reads collections and data files by name.
 */
export type SiteData = {
  site: Site;
  clinics: Clinic[];
  navigation: Navigation;
  home: Home;
  conditions: Condition[];
  /** The clinic's roles, which members' roles name, with what each holder is called in a sentence. */
  roles: Role[];
  testimonials: Testimonial[];
  insurers: Insurer[];
};

/** What the frame around every page shows: the same on every page, so it is selected and hashed once a build. */
export interface FrameData {
  site: Site;
  clinics: Clinic[];
  navigation: Navigation;
  /** The footer's featured posts. */
  featured: { slug: string; title: string }[];
  /** Where to go in an emergency, from its snippet: the one place the footer's route to urgent care is written. */
  emergency: string;
}

/** Every data file, validated. */
export type DataContent = SiteData & {
  pricing: Pricing;
  teamGroups: Omit<TeamGroupPage, 'members'>[];
  redirects: ListedRedirect[];
  snippets: Snippet[];
};

// Written out for readers; the type check holds it to the data files' schemas in the registry (data-files.ts).
const dataAgrees: Same<ClinicData, DataContent> = true;
void dataAgrees;

/** One row of the route table: the single list that rendering, the sitemap, the cards and link checks all read. */
export interface Route {
  path: string;
  /** The name of the template the page is made by (a key of templates/index.ts). */
  template: string;
  /** Which item the template shows: a slug, or a page number for the blog list. */
  key?: string;
  /** The content file (and field) the address comes from; absent for the pages the site builds itself. */
  source?: { file: string; field: string };
  /** The page's title (its <title> adds the site name); titles never depend on a body. */
  title: string;
  /** Routes outside the sitemap (the 404 page). */
  hidden?: boolean;
  /** Pages site search holds (their template says what it holds of them). */
  searchable?: boolean;
  /** The page whose social card this page shows: its own, or its section's for lists of posts and team groups. */
  card: { path: string; title: string };
  /** What the page's own card says; absent when it shows its section's. */
  ownCard?: { title: string; kicker?: string };
}

/** Each collection's item type, by its name in the registry (collections.ts): as outlined, or with its body. */
export type ItemTypes = OutlineItems | ModelItems;

/** Each collection's items, under its name in the registry, in the order the site lists them. */
export type CollectionLists<I> = { [K in keyof I]: I[K][] };

/**
 * Lists, lookups and indexes, the same before and after bodies are attached: `I` gives each
 * collection's item type by its name, as the registry declares it, so a collection's types are
 * written once, where the collection is, and its list is in the model without a line here.
 */
export type SiteShape<I extends ItemTypes> = SiteData & CollectionLists<I> & SiteLookups<I>;

/** What the clinic's site derives from its items (derive-site.ts): lookups, taxonomy, related and featured posts. */
type SiteLookups<I extends ItemTypes> = {
  snippets: Snippet[];
  postBySlug: Map<string, I['posts']>;
  related: Map<string, I['posts'][]>;
  categories: Taxon<I['posts']>[];
  tags: Taxon<I['posts']>[];
  teamBySlug: Map<string, I['team']>;
  teamGroups: TeamGroupPage<I['team']>[];
  serviceBySlug: Map<string, I['services']>;
  pageBySlug: Map<string, I['pages']>;
  latestPosts: I['posts'][];
  popularPosts: I['posts'][];
  routes: Route[];
  /**
   * Old addresses and the pages they lead to: not pages themselves, so never in the sitemap, search or the prefetch
   * rules.
   */
  moved: Redirect[];
};

/**
 * The site from validated content, before any Markdown is rendered: slugs, taxonomy, related posts, references and
 * routes.
 */
export type SiteOutline = SiteShape<OutlineItems> & {
  pricing: Pricing;
};

/** The outline with every body rendered and every photo's variants attached: what templates select from. */
export type SiteModel = SiteShape<ModelItems> & {
  pricing: Pricing & { noteHtml: string };
  /** Photos from content/images/ with their responsive variants. */
  images: RasterManifest;
};
