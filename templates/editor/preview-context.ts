import { frameOf } from '../../src/content/derive-site';
import { serviceCard } from '../../src/content/service';
import type { SiteModel } from '../../src/content/site-model';
import { CONTENT_PHOTOS_PATH } from '../../src/lib/site-layout';
import { cta } from '../select';

/**
 * What the editor's previews draw from besides the item in the form, from the last build: the frame every page shows
 * (the site's settings, the clinics, the menus, the note on emergencies), the call to action under pages, and the
 * services, conditions and posts the home page's lists name, so a preview shows their titles rather than their codes,
 * the team's names and roles, so the roles' preview shows who holds each,
 * and the site's photos with their variants, so a saved photo is drawn as its page draws it.
 */
export const previewContext = (model: SiteModel) => ({
  frame: frameOf(model),
  cta: model.home.cta,
  services: model.services.map(serviceCard),
  conditions: model.conditions,
  posts: Object.fromEntries(model.posts.map(({ slug, title }) => [slug, title])),
  team: model.team.map(({ name, role }) => ({ name, role })),
  // By their place in the photos folder (`team/anna.jpg`), not their address: the admin page then names no address
  // the built site does not serve (it serves each photo's variants alone).
  photos: Object.fromEntries(
    Object.entries(model.images).map(([address, entry]) => [address.slice(CONTENT_PHOTOS_PATH.length), entry]),
  ),
});

export type PreviewContext = ReturnType<typeof previewContext>;

/** The call to action under a page, as the site selects it. */
export const callToAction = ({ frame, cta: words }: PreviewContext) => cta({ site: frame.site, home: { cta: words } });
