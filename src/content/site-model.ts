import type { Clinic } from './clinic';
import type { Home } from './home';
import type { RasterManifest } from './images';
import type { Condition, Insurer, Testimonial } from './lists';
import type { Navigation } from './navigation';
import type { Page } from './page';
import type { Post } from './post';
import type { Pricing } from './pricing';
import type { Service } from './service';
import type { Site } from './site';
import type { TeamGroup, TeamMember } from './team-member';

/** A category or tag with its posts, newest first. */
export interface Taxon {
  name: string;
  slug: string;
  path: string;
  posts: Post[];
}

export interface TeamGroupPage {
  slug: TeamGroup;
  title: string;
  description: string;
  members: TeamMember[];
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

/** Everything templates need, derived once from validated content. */
export interface SiteModel extends SiteData {
  pricing: Pricing & { noteHtml: string };
  posts: Post[];
  postBySlug: Map<string, Post>;
  related: Map<string, Post[]>;
  categories: Taxon[];
  tags: Taxon[];
  team: TeamMember[];
  teamBySlug: Map<string, TeamMember>;
  teamGroups: TeamGroupPage[];
  services: Service[];
  serviceBySlug: Map<string, Service>;
  pages: Map<string, Page>;
  latestPosts: Post[];
  popularPosts: Post[];
  /** Photos from content/images/ with their responsive variants. */
  images: RasterManifest;
}

export type TemplateName =
  | 'home' | 'page' | 'team' | 'team-group' | 'team-member' | 'services' | 'service' | 'pricing'
  | 'conditions' | 'blog' | 'category' | 'tag' | 'post' | 'testimonials' | 'contact' | 'not-found';

/** One row of the route table: the single list that rendering, the sitemap and link checks all read. */
export interface Route {
  path: string;
  template: TemplateName;
  /** Which item the template shows: a slug, or a page number for the blog list. */
  key?: string;
  /** Routes outside the sitemap (the 404 page). */
  hidden?: boolean;
}
