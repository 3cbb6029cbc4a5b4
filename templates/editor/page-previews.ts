import type { Preview } from '../../src/content/editor-site';
import type { Page } from '../../src/content/page';
import type { Post } from '../../src/content/post';
import type { Service } from '../../src/content/service';
import type { TeamMember } from '../../src/content/team-member';
import { bookingLink } from '../../src/content/stand-in';
import { postState } from '../../src/lib/publishing';
import { CONTENT_PHOTOS_PATH } from '../../src/lib/site-layout';
import { pageTemplate } from '../page';
import { postTemplate } from '../post';
import { serviceTemplate } from '../services';
import { teamMemberTemplate } from '../team';
import { callToAction, type PreviewContext } from './preview-context';

/**
 * The previews of the collections' items, each drawn by the site's own template for that page, so a change to a
 * page's template reaches its preview. The fields are unchecked until the item is saved, so each is taken as its
 * template's item: a field the page needs and lacks throws, and the editor asks for it. What a template draws from
 * other files (related posts, photos' variants) is left out or empty.
 */
type PagePreview = Preview<PreviewContext>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The photo a field names: the browser's copy of one chosen in the form, else the site's as the last build made it. */
const photoOf = ({ photo, context }: Parameters<PagePreview>[1], path: unknown) =>
  photo(path) ??
  (text(path).startsWith(CONTENT_PHOTOS_PATH)
    ? context.photos[text(path).slice(CONTENT_PHOTOS_PATH.length)]
    : undefined);
const list = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);

const post: PagePreview = ({ fields, slug }, tools) => {
  const { renderBody, context, moment } = tools;
  const at = moment(text(fields.published_at));
  const state = postState({ published: fields.published !== false, published_at: at }, Date.now());
  const item = {
    ...fields,
    slug: text(fields.slug) || slug,
    title: text(fields.title),
    category: text(fields.category),
    author: text(fields.author),
    published_at: at,
    tags: list(fields.tags),
    html: renderBody(text(fields.body)),
    ...(state === 'published' ? {} : { status: state }),
    // A photo of the site's own (an https address is drawn as it is).
    ...(text(fields.image_url).startsWith('/images/') ? { photo: photoOf(tools, fields.image_url) } : {}),
  } as Post;
  return postTemplate.body({ post: item, related: [], site: context.frame.site, emergency: context.frame.emergency });
};

const page: PagePreview = ({ fields, slug }, { renderBody, context }) => {
  const item = { ...fields, slug, title: text(fields.title), html: renderBody(text(fields.body)) } as Page;
  return pageTemplate.body({ page: item, cta: callToAction(context) });
};

const service: PagePreview = ({ fields, slug }, { renderBody, context }) => {
  const item = { ...fields, slug, title: text(fields.title), html: renderBody(text(fields.body)) } as Service;
  return serviceTemplate.body({ service: item, team: [], cta: callToAction(context) });
};

const member: PagePreview = ({ fields, slug }, tools) => {
  const {
    renderBody,
    context: { frame },
  } = tools;
  const portrait = photoOf(tools, fields.image);
  const item = {
    ...fields,
    slug,
    name: text(fields.name),
    specialisms: list(fields.specialisms),
    bioHtml: renderBody(text(fields.body)),
    ...(portrait ? { photo: portrait } : {}),
    // A profile left out of the live site is shown with the banner its page on this computer has; one whose file
    // leaves the switch out is live.
    ...(fields.published === false ? { status: 'draft' } : {}),
  } as TeamMember;
  const chosen = list(fields.clinics);
  return teamMemberTemplate.body({
    member: item,
    services: [],
    clinicNames: frame.clinics.filter((clinic) => chosen.includes(clinic.id)).map((clinic) => clinic.name),
    posts: { latest: [], more: [] },
    practitioners: bookingLink(frame.site.booking, 'practitioners'),
  });
};

/** Each collection's preview by the collection's name. */
export const pagePreviews = { posts: post, pages: page, services: service, team: member };
