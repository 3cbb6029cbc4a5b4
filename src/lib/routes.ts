import { SITE_LAYOUT } from './site-layout';
import { slugify } from './slug';

/** Every path the site links to is built here, so links and pages cannot drift apart. */
export const paths = {
  home: '/',
  blog: '/blog/',
  post: (slug: string) => `/blog/${slug}/`,
  category: (name: string) => `/blog/category/${slugify(name)}/`,
  tag: (name: string) => `/blog/tag/${slugify(name)}/`,
  blogPage: (page: number) => (page <= 1 ? '/blog/' : `/blog/page/${page}/`),
  team: '/team/',
  teamGroup: (group: string) => `/team/${group}/`,
  teamMember: (slug: string) => `/team/${slug}/`,
  services: '/services/',
  service: (slug: string) => `/services/${slug}/`,
  contact: '/contact/',
} as const;

/**
 * Absolute URL on the production origin, always with a trailing slash for pages. Parsed every time
 * (about two microseconds): nothing is kept between calls, so nothing outlives a build.
 */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, origin.endsWith('/') ? origin : `${origin}/`).href;
}

/** Turns a user-facing href into the site path it points at, or null when it leaves the site. */
export function internalPath(href: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  const path = href.split(/[?#]/)[0] ?? '';
  return path === '' ? '/' : path;
}

export const FEED_PATH = `/${SITE_LAYOUT.feed}`;

/** Every page's link-preview card: 1200×630 JPEG. */
export const SOCIAL_CARD = { width: 1200, height: 630, type: 'image/jpeg' } as const;

/** An address only the computer it is typed on has: localhost and the loopback addresses. */
const ONE_COMPUTER = /^(?:https?:\/\/)?(localhost|127(?:\.\d+){3}|\[::1\])(?=[:/?#]|$)/i;

/**
 * A link that looks like a web address but does not lead to it: `www.nhs.uk` without `https://` is read as a page of
 * this site, and `localhost` is the computer it was typed on. Undefined for any other link.
 */
export function misaddressedLink(href: string): string | undefined {
  const host = ONE_COMPUTER.exec(href)?.[1];
  if (host)
    return (
      `link "${href}" is an address on the computer it was typed on (${host}), not on the web; link to the ` +
      `page's own address`
    );
  if (/^www\./i.test(href))
    return `link "${href}" has no https:// in front, so it leads nowhere; write "https://${href}"`;
  return undefined;
}

/**
 * A link with neither a scheme nor a leading slash (`Warm`, `../about/`) is read from the address of the page it is
 * on, and a body shows on its own page and in cards and search results elsewhere: so it leads nowhere reliable.
 * Undefined for any other link, and for a bare `www.` address, which misaddressedLink names.
 */
export function relativeLink(href: string): string | undefined {
  if (/^([a-z][a-z\d+.-]*:|[/#?]|www\.)/i.test(href) || ONE_COMPUTER.test(href)) return undefined;
  return (
    `link "${href}" leads to no page: a link to a page of this site starts with / (such as /about/), and one to ` +
    'another site with https://'
  );
}
