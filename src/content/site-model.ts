import type { Clinic } from './clinic';
import type { Home } from './home';
import type { RasterManifest } from './images';
import type { Condition, Insurer, Testimonial } from './lists';
import type { Navigation } from './navigation';
import type { Page, PageOutline } from './page';
import type { Post, PostOutline } from './post';
import type { Pricing } from './pricing';
import type { ListedRedirect, Redirect } from './redirects';
import type { Service, ServiceOutline } from './service';
import type { Site } from './site';
import type { Snippet } from './snippet';
import type { MemberOutline, TeamGroup, TeamMember } from './team-member';

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

/** Data files used as they are, in both the validated content and the site model. */
export interface SiteData {
  site: Site;
  clinics: Clinic[];
  navigation: Navigation;
  home: Home;
  conditions: Condition[];
  testimonials: Testimonial[];
  insurers: Insurer[];
}

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
export interface DataContent extends SiteData {
  pricing: Pricing;
  teamGroups: Omit<TeamGroupPage, 'members'>[];
  redirects: ListedRedirect[];
  snippets: Snippet[];
}

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

/** Lists, lookups and indexes, the same before and after bodies are attached. */
export interface SiteShape<P, M, S, G> extends SiteData {
  snippets: Snippet[];
  posts: P[];
  postBySlug: Map<string, P>;
  related: Map<string, P[]>;
  categories: Taxon<P>[];
  tags: Taxon<P>[];
  team: M[];
  teamBySlug: Map<string, M>;
  teamGroups: TeamGroupPage<M>[];
  services: S[];
  serviceBySlug: Map<string, S>;
  pages: Map<string, G>;
  latestPosts: P[];
  popularPosts: P[];
  routes: Route[];
  /**
   * Old addresses and the pages they lead to: not pages themselves, so never in the sitemap, search or the prefetch
   * rules.
   */
  moved: Redirect[];
}

/**
 * The site from validated content, before any Markdown is rendered: slugs, taxonomy, related posts, references and
 * routes.
 */
export interface SiteOutline extends SiteShape<PostOutline, MemberOutline, ServiceOutline, PageOutline> {
  pricing: Pricing;
}

/** The outline with every body rendered and every photo's variants attached: what templates select from. */
export interface SiteModel extends SiteShape<Post, TeamMember, Service, Page> {
  pricing: Pricing & { noteHtml: string };
  /** Photos from content/images/ with their responsive variants. */
  images: RasterManifest;
}
