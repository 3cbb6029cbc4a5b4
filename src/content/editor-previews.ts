import { STAND_IN_LABEL } from './stand-in';
import { formatDate } from '../lib/format-date';
import { stateNotice } from '../lib/publishing';

/**
 * The editor's previews of the clinic's content, by the name of the editor's collection or file they
 * show: the page's own markup and classes, so the site's stylesheet styles them. Bodies come from
 * `renderBody`, which the admin script gives: the build's Markdown pipeline with placeholders filled.
 */
export type Data = Record<string, unknown> & { toJS?: () => Record<string, unknown> };
export type EntryData = Data & { get(key: string): unknown; set(key: string, value: unknown): EntryData };
export interface Entry {
  get(key: 'data'): EntryData;
  get(key: 'collection'): string;
}
export interface PreviewProps {
  entry: Entry;
}
export type H = (type: string, props: Record<string, unknown> | null, ...children: unknown[]) => unknown;
type RenderBody = (markdown: string) => string;

export const plain = (data: Data): Record<string, unknown> => (data.toJS ? data.toJS() : data);

function postPreview(h: H, renderBody: RenderBody) {
  return ({ entry }: PreviewProps) => {
    const post = plain(entry.get('data')) as Record<string, string | boolean | undefined>;
    const date = typeof post.published_at === 'string' && post.published_at ? post.published_at : '';
    return h(
      'article',
      { className: 'article' },
      h(
        'header',
        { className: 'article-header container' },
        post.published === false
          ? h('p', { className: 'status-banner', role: 'note' }, stateNotice('draft', date))
          : null,
        h('p', { className: 'article-category' }, post.category ?? ''),
        h('h1', null, post.title ?? ''),
        h('p', { className: 'post-meta' }, `By ${post.author ?? ''}`, date ? ` · ${formatDate(date)}` : ''),
      ),
      h(
        'div',
        { className: 'container' },
        h('div', {
          className: 'prose measure article-body',
          dangerouslySetInnerHTML: { __html: renderBody(String(post.body ?? '')) },
        }),
      ),
    );
  };
}

const formatPrice = (price: number) => `£${price % 1 ? price.toFixed(2) : price}`;

interface PriceItem {
  id: string;
  name: string;
  duration: string;
  price: number;
  note?: string;
  _standIns?: Record<string, { standIn: unknown }>;
}

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
        formatPrice(Number(item.price)),
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
export const editorPreviews: Record<string, (h: H, renderBody: RenderBody) => (props: PreviewProps) => unknown> = {
  posts: postPreview,
  pricing: pricingPreview,
};
