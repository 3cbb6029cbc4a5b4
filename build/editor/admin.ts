import { readDataFile, readEntryFile, writeDataFile, writeEntryFile } from '../../src/content/editor-format';
import { DATA_FORMAT, ENTRY_FORMAT } from '../../src/content/editor-config';
import type { EditorPageData } from '../../src/content/editor-page-data';
import {
  type Entry,
  type EntryData,
  editorPreviews,
  type H,
  type PreviewProps,
  plain,
} from '../../src/content/editor-previews';
import { menuPattern, placeholderMenus, placeholderText } from '../../src/lib/placeholder-menu';
import { expandTokens, type TokenValues } from '../../src/lib/tokens';
import { renderMarkdown } from '../stages/bodies/render-markdown';

/**
 * The admin page's own script, loaded before Decap CMS: it holds Decap back until the page's parts are registered,
 * then starts it. Previews render bodies with the build's own Markdown pipeline (the same sanitiser, the same
 * placeholders, filled with the values this build had), styled by the site's stylesheet.
 */
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

/** One menu of placeholders as a Markdown editor component: inserted as its own paragraph, previewed filled in. */
function registerMenus(cms: Decap, tokens: TokenValues) {
  for (const menu of placeholderMenus(tokens)) {
    cms.registerEditorComponent({
      id: menu.id,
      label: menu.label,
      fields: [{ name: 'name', label: menu.label, widget: 'select', options: menu.choices }],
      // Only this menu's own placeholders: so what it is handed it can always show and write back.
      pattern: menuPattern(menu),
      fromBlock: (match: RegExpMatchArray) => ({ name: match[1] }),
      toBlock: (data?: { name?: string }) => (data?.name ? placeholderText(data.name) : ''),
      toPreview: (data?: { name?: string }) => (data?.name ? (tokens[data.name] ?? placeholderText(data.name)) : ''),
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
  for (const [name, preview] of Object.entries(editorPreviews))
    cms.registerPreviewTemplate(
      name,
      preview(h, (markdown) => renderBody(markdown, tokens)),
    );
  cms.registerCustomFormat(DATA_FORMAT, 'yaml', { fromFile: readDataFile, toFile: writeDataFile });
  cms.registerCustomFormat(ENTRY_FORMAT, 'md', { fromFile: readEntryFile, toFile: writeEntryFile });
  registerMenus(cms, tokens);
  fillOnSave(cms, collections);
  cms.init();
});
