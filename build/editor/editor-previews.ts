import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { pageTemplate } from '../../templates/page';
import { postTemplate } from '../../templates/post';
import { serviceTemplate } from '../../templates/services';
import { teamMemberTemplate } from '../../templates/team';
import { cta } from '../../templates/select';
import { postState } from '../../src/lib/publishing';
import { drawnMoment } from './day-first';
import { shownPrice } from './price-text';
import type { Clinic } from '../../src/content/clinic';
import type { Home } from '../../src/content/home';
import type { Page } from '../../src/content/page';
import type { Post } from '../../src/content/post';
import type { Service } from '../../src/content/service';
import type { Site } from '../../src/content/site';
import type { TeamMember } from '../../src/content/team-member';
import { bookingLink, STAND_IN_LABEL } from '../../src/content/stand-in';

/**
 * The editor's previews of the clinic's content, by the name of the editor's collection or file they show: each
 * drawn by the site's own template for that page (templates/), so a change to a page's template reaches its preview.
 * Bodies come from `renderBody`, which the admin script gives: the build's Markdown pipeline with placeholders
 * filled. What the template draws from elsewhere (related posts, photos' variants) is left out or empty.
 */
export type Data = Record<string, unknown> & { toJS?: () => Record<string, unknown> };
export type EntryData = Data & { get(key: string): unknown; set(key: string, value: unknown): EntryData };
export interface Entry {
  get(key: 'data'): EntryData;
  get(key: 'collection'): string;
  get(key: 'slug'): string | undefined;
}
export interface PreviewProps {
  entry: Entry;
}
export type H = (type: string, props: Record<string, unknown> | null, ...children: unknown[]) => unknown;
type RenderBody = (markdown: string) => string;

/** What the previews take from the built site: its settings, clinics' names and the call to action under pages. */
export interface PreviewSite {
  site: Site;
  clinics: Pick<Clinic, 'id' | 'name'>[];
  home: Pick<Home, 'cta'>;
  /** Where to go in an emergency, from its snippet: the note under every article gives it. */
  emergency: string;
}

export const plain = (data: Data): Record<string, unknown> => (data.toJS ? data.toJS() : data);

type Fields = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const list = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);

/** The call to action under a page, as the site selects it. */
const callToAction = (site: PreviewSite) => cta(site);

/**
 * A page as the site draws it: its template's body with what the entry holds. The editor's fields are unchecked until
 * the entry is saved and built, so each draw takes them as its template's item: a field the page needs and lacks
 * throws, and the preview asks for it (templatePreview).
 */
type Draw = (fields: Fields, slug: string, renderBody: RenderBody, site: PreviewSite) => ReactNode;

/** The last date a post's preview drew: one form is open at a time, and the page loads afresh for another item. */
let drawnAt: string | undefined;

const drawPost: Draw = (fields, slug, renderBody, { site, emergency }) => {
  const at = (drawnAt = drawnMoment(text(fields.published_at), drawnAt, () => new Date().toISOString()));
  const state = postState({ published: fields.published !== false, published_at: at }, Date.now());
  const post = {
    ...fields,
    slug: text(fields.slug) || slug,
    title: text(fields.title),
    category: text(fields.category),
    author: text(fields.author),
    published_at: at,
    tags: list(fields.tags),
    html: renderBody(text(fields.body)),
    ...(state === 'published' ? {} : { status: state }),
  } as Post;
  return postTemplate.body({ post, related: [], site, emergency });
};

const drawPage: Draw = (fields, slug, renderBody, site) => {
  const page = { ...fields, slug, title: text(fields.title), html: renderBody(text(fields.body)) } as Page;
  return pageTemplate.body({ page, cta: callToAction(site) });
};

const drawService: Draw = (fields, slug, renderBody, site) => {
  const service = { ...fields, slug, title: text(fields.title), html: renderBody(text(fields.body)) } as Service;
  return serviceTemplate.body({ service, team: [], cta: callToAction(site) });
};

const drawMember: Draw = (fields, slug, renderBody, { site, clinics }) => {
  const member = {
    ...fields,
    slug,
    name: text(fields.name),
    specialisms: list(fields.specialisms),
    bioHtml: renderBody(text(fields.body)),
  } as TeamMember;
  const chosen = list(fields.clinics);
  return teamMemberTemplate.body({
    member,
    services: [],
    clinicNames: clinics.filter((clinic) => chosen.includes(clinic.id)).map((clinic) => clinic.name),
    posts: { latest: [], more: [] },
    practitioners: bookingLink(site.booking, 'practitioners'),
  });
};

/** A template's page inside the preview frame, as markup: the site's React draws it, Decap's only shows it. */
function templatePreview(draw: Draw) {
  return (h: H, renderBody: RenderBody, site: PreviewSite) =>
    ({ entry }: PreviewProps) => {
      let html: string;
      try {
        html = renderToStaticMarkup(draw(plain(entry.get('data')), entry.get('slug') ?? '', renderBody, site));
      } catch {
        // A new item lacks what the page needs until its required fields are filled.
        html = '<p class="container">The preview shows once the required fields are filled in.</p>';
      }
      return h('main', { dangerouslySetInnerHTML: { __html: html } });
    };
}

interface PriceItem {
  id: string;
  name: string;
  duration: string;
  /** Pounds, or the words typed while the field refuses them. */
  price: number | string;
  note?: string;
  _standIns?: Record<string, { standIn: unknown }>;
}

/** The price list as the editor holds it, example fees (still stand-ins) marked as the pricing page marks them. */
function pricingPreview(h: H, renderBody: RenderBody) {
  const row = (item: PriceItem) => {
    const example =
      item._standIns?.price && JSON.stringify(item._standIns.price.standIn) === JSON.stringify(item.price);
    return h(
      'tr',
      { key: item.id },
      h('th', { scope: 'row' }, item.name, item.note ? h('span', { className: 'price-note' }, item.note) : null),
      h('td', null, item.duration),
      h(
        'td',
        { className: 'price' },
        shownPrice(item.price),
        example ? h('span', { className: 'price-example' }, STAND_IN_LABEL) : null,
      ),
    );
  };
  return ({ entry }: PreviewProps) => {
    const pricing = plain(entry.get('data')) as { note?: string; sections?: { title: string; items: PriceItem[] }[] };
    return h(
      'div',
      { className: 'container page-body' },
      h('h1', null, 'Pricing'),
      ...(pricing.sections ?? []).map((section) =>
        h(
          'section',
          { className: 'price-section', key: section.title },
          h(
            'table',
            { className: 'price-table' },
            h('caption', null, section.title),
            h(
              'thead',
              null,
              h('tr', null, h('th', null, 'Appointment'), h('th', null, 'Length'), h('th', null, 'Price')),
            ),
            h('tbody', null, ...(section.items ?? []).map(row)),
          ),
        ),
      ),
      h('div', {
        className: 'prose measure price-footnote',
        dangerouslySetInnerHTML: { __html: renderBody(pricing.note ?? '') },
      }),
    );
  };
}

/** Each preview by the editor's name for what it shows. */
export const editorPreviews: Record<
  string,
  (h: H, renderBody: RenderBody, site: PreviewSite) => (props: PreviewProps) => unknown
> = {
  posts: templatePreview(drawPost),
  pages: templatePreview(drawPage),
  services: templatePreview(drawService),
  team: templatePreview(drawMember),
  pricing: pricingPreview,
};
