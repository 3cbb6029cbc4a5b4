import { REVIEWS_PLACES_FILE } from './google-reviews';
import { slugify } from './slug';

/**
 * Every folder and fixed address of the built site, in one place: stages, servers and the checks
 * that compare addresses read their places here, never from each other. Folders are relative to
 * the output folder; paths are addresses on the site.
 */
export const SITE_LAYOUT = {
  /** Island scripts and their shared chunks, content-hashed. */
  scripts: 'assets/js',
  /** The site's one stylesheet, content-hashed. */
  styles: 'assets/css',
  /** Responsive variants of the photos in content/images/. */
  photos: 'assets/images',
  /** Each page's link-preview card. */
  cards: 'images/social',
  /** Covers drawn for posts that name no image of their own. */
  covers: 'images/covers',
  /** Pagefind's index, one folder per part after the first. */
  search: 'pagefind',
  /** Files the build makes besides pages and assets. */
  sitemap: 'sitemap.xml',
  robots: 'robots.txt',
  feed: 'feed.xml',
  /** Response headers for the host (Cloudflare Pages' format), which the local servers read too. */
  headers: '_headers',
  /** Old addresses and where they lead, for hosts that read `_redirects`. */
  redirects: '_redirects',
  /** The prefetch rules every page names in its Speculation-Rules header. */
  speculationRules: 'speculation-rules.json',
  /** The browser editor for the clinic's staff: its page, configuration and scripts. */
  editor: 'admin',
  /** The clinics' Place IDs and the site's address, which the reviews function reads from its own deployment. */
  reviewsPlaces: REVIEWS_PLACES_FILE,
} as const;

/** The browser editor's address, and its configuration's, which the dev server extends with its local backend. */
export const EDITOR_PATH = `/${SITE_LAYOUT.editor}/`;
export const EDITOR_CONFIG = `${EDITOR_PATH}config.yml`;
/** The editor's map of the site's pages and links (build/editor/editor-links.ts), read before each save. */
export const EDITOR_LINKS = `${EDITOR_PATH}site-links.json`;
/** The clinic's logo mark in public/: the site's icon, and the editor's sign-in page's logo. */
export const LOGO_MARK = '/favicon.svg';

/** Where photos dropped into content/images/ are addressed on the site ('/images/team/anna.jpg'). */
export const CONTENT_PHOTOS_PATH = '/images/';

/** Photos an editor can drop into content/images/: the build makes their responsive variants. */
export const PHOTO_FILE = /\.(jpe?g|png|webp)$/i;

/** The folders the build keeps its own files in, as addresses ('/assets/'): no page may sit in one. */
export const BUILT_FOLDERS = [
  ...new Set(
    [
      SITE_LAYOUT.scripts,
      SITE_LAYOUT.styles,
      SITE_LAYOUT.photos,
      SITE_LAYOUT.search,
      SITE_LAYOUT.cards,
      SITE_LAYOUT.covers,
      SITE_LAYOUT.editor,
    ].map((folder) => `/${folder.split('/')[0]}/`),
  ),
];

/** The built files that are not pages, by name in the output folder. */
export const SITE_FILES = [
  SITE_LAYOUT.sitemap,
  SITE_LAYOUT.robots,
  SITE_LAYOUT.feed,
  SITE_LAYOUT.headers,
  SITE_LAYOUT.redirects,
  SITE_LAYOUT.speculationRules,
  SITE_LAYOUT.reviewsPlaces,
];

/** The file a page is written to: '/blog/' → 'blog/index.html', '/404.html' → '404.html'. */
export function outputFile(path: string): string {
  return path.endsWith('/') ? `${path.slice(1)}index.html` : path.slice(1);
}

/**
 * Site path of a page's card: '/' → '/images/social/home.jpg', '/blog/neck-pain/' →
 * '/images/social/blog-neck-pain.jpg'.
 */
export function socialCardPath(sitePath: string): string {
  return `/${SITE_LAYOUT.cards}/${slugify(sitePath) || 'home'}.jpg`;
}

/** Where a post's generated cover image lives when the post names no image of its own. */
export function coverPath(slug: string): string {
  return `/${SITE_LAYOUT.covers}/${slug}.svg`;
}
