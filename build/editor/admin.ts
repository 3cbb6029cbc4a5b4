import { readDataFile, writeDataFile } from '../../src/content/editor-format';
import { DATA_FORMAT } from '../../src/content/editor-config';
import type { EditorPageData } from '../../src/content/editor-page-data';
import { STAND_IN_LABEL } from '../../src/content/stand-in';
import { formatDate } from '../../src/lib/format-date';
import { PLACEHOLDER_BLOCK, placeholderMenus, placeholderText } from '../../src/lib/placeholder-menu';
import { stateNotice } from '../../src/lib/publishing';
import { expandTokens, type TokenValues } from '../../src/lib/tokens';
import { renderMarkdown } from '../stages/bodies/render-markdown';

/**
 * The admin page's own script, loaded before Decap CMS: it holds Decap back until the page's parts are registered,
 * then starts it. Previews render bodies with the build's own Markdown pipeline (the same sanitiser, the same
 * placeholders, filled with the values this build had), styled by the site's stylesheet.
 */
type Data = Record<string, unknown> & { toJS?: () => Record<string, unknown> };
type EntryData = Data & { get(key: string): unknown; set(key: string, value: unknown): EntryData };
interface Entry {
  get(key: 'data'): EntryData;
  get(key: 'collection'): string;
}
interface PreviewProps {
  entry: Entry;
}
type H = (type: string, props: Record<string, unknown> | null, ...children: unknown[]) => unknown;
interface Decap {
  init(options?: object): void;
  registerPreviewStyle(href: string): void;
  registerPreviewTemplate(name: string, component: (props: PreviewProps) => unknown): void;
  registerEditorComponent(component: object): void;
  registerCustomFormat(name: string, extension: string, format: object): void;
  registerEventListener(listener: { name: string; handler: (event: { entry: Entry }) => unknown }): void;
}
const page = window as unknown as { CMS_MANUAL_INIT?: boolean; CMS?: Decap; h?: H };

// Decap starts itself as soon as it loads unless told not to; it loads after this script.
page.CMS_MANUAL_INIT = true;

const readPageData = (): EditorPageData =>
  JSON.parse(document.getElementById('editor-data')?.textContent ?? '{}') as EditorPageData;

/** A body as the site renders it: placeholders filled, then the build's Markdown pipeline, sanitised last. */
const renderBody = (markdown: string, tokens: TokenValues) => renderMarkdown(expandTokens(markdown, tokens).text).html;

const plain = (data: Data): Record<string, unknown> => (data.toJS ? data.toJS() : data);

function postPreview(h: H, tokens: TokenValues) {
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
          dangerouslySetInnerHTML: { __html: renderBody(String(post.body ?? ''), tokens) },
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

function pricingPreview(h: H, tokens: TokenValues) {
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
        dangerouslySetInnerHTML: { __html: renderBody(pricing.note ?? '', tokens) },
      }),
    );
  };
}

/** One menu of placeholders as a Markdown editor component: inserted as its own paragraph, previewed filled in. */
function registerMenus(cms: Decap, tokens: TokenValues) {
  for (const menu of placeholderMenus(tokens)) {
    const names = new Set(menu.choices.map((choice) => choice.value));
    cms.registerEditorComponent({
      id: menu.id,
      label: menu.label,
      fields: [{ name: 'name', label: menu.label, widget: 'select', options: menu.choices }],
      pattern: PLACEHOLDER_BLOCK,
      fromBlock: (match: RegExpMatchArray) => (names.has(match[1] ?? '') ? { name: match[1] } : undefined),
      toBlock: ({ name }: { name?: string }) => (name ? placeholderText(name) : ''),
      toPreview: ({ name }: { name?: string }) => (name ? (tokens[name] ?? placeholderText(name)) : ''),
    });
  }
}

/**
 * Before an item of a collection is saved: an id for a new one, and no emptied optional field (the build refuses an
 * empty string where a field may be left out). Data files keep theirs: some of their fields are empty on purpose.
 */
function fillOnSave(cms: Decap, collections: EditorPageData['collections']) {
  cms.registerEventListener({
    name: 'preSave',
    handler: ({ entry }) => {
      const collection = collections[entry.get('collection')];
      let data = entry.get('data');
      if (!collection) return data;
      for (const field of collection.uuid) if (!data.get(field)) data = data.set(field, crypto.randomUUID());
      for (const [key, value] of Object.entries(plain(data)))
        if (value === '' || value === null) data = (data as unknown as { delete(key: string): EntryData }).delete(key);
      return data;
    },
  });
}

document.addEventListener('DOMContentLoaded', () => {
  const cms = page.CMS;
  const h = page.h;
  if (!cms || !h) return;
  const { stylesheet, tokens, collections } = readPageData();
  cms.registerPreviewStyle(stylesheet);
  cms.registerPreviewTemplate('posts', postPreview(h, tokens));
  cms.registerPreviewTemplate('pricing', pricingPreview(h, tokens));
  cms.registerCustomFormat(DATA_FORMAT, 'yaml', { fromFile: readDataFile, toFile: writeDataFile });
  registerMenus(cms, tokens);
  fillOnSave(cms, collections);
  cms.init();
});
