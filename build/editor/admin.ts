import { readDataFile, readEntryFile, writeDataFile, writeEntryFile } from './editor-format';
import { DATA_FORMAT, ENTRY_FORMAT } from './editor-config';
import type { EditorPageData } from './editor-page-data';
import { type Entry, type EntryData, type H, type PreviewProps, plain, previewComponent } from './previews';
import type { EditorScriptSite } from '../../src/content/editor-site';
import type { Registry } from '../../src/content/registry';
import { menuPattern, placeholderMenus, placeholderText } from '../../src/lib/placeholder-menu';
import { slugify } from '../../src/lib/slug';
import { expandTokens, type TokenValues } from '../../src/lib/tokens';
import { renderMarkdown } from '../stages/bodies/render-markdown';
import type { SiteLinks } from './editor-links';
import { EDITOR_LINKS } from '../../src/lib/site-layout';
import { checkDelete, checkSave, contentPath, type SavedFile, uploadedPhotos } from './link-guard';
import { type ReadingBackend, reloadOnNewItem, saveOnlyWhatWasLoaded } from './loaded-entries';
import type { EntryFiles } from './entry-address';
import { loadedAfterSave, readBackAfterSave, savedJustNow } from './read-back';
import { sayWhetherSaved } from './form-state';
import { ignoreWheelOnNumbers } from './steady-numbers';
import { backupAfterLoad } from './backup-after-load';
import { wrapStoreDispatch } from './store-hook';
import { plainRefusals, quietRefusedSaves } from './refusal-notices';
import { keepItemsWithEveryWord } from './text-search';
import { buildRefusals, refusalText } from './build-refusals';
import { offerPagesForLinks } from './link-picker';
import { type Locales, layClinicWords } from './clinic-words';
import { type CreateClass, countLengths, type Widgets } from './plain-errors';
import { sayWhatSaveDoes } from './save-words';
import { neededFields, sayWhenNeeded } from './needed-labels';
import { saveInOneClick } from './one-click-save';
import { typedControl } from './typed-widget';
import { openItemsByName } from './open-by-name';
import { dayFirstDates } from './date-widget';
import { PRICE_TYPING, PRICE_WIDGET } from './price-text';
import { TIME_TYPING, TIME_WIDGET } from './time-text';
import { uploadUnderFreeNames } from './unique-uploads';
import { leftUnused, unusedPhotoNote } from './photo-uses';
import { showNote } from './staff-note';
import { showUploadsBeforeSave } from './upload-thumbnails';

/**
 * The admin page's own script, loaded before Decap CMS and started with the site's part of it (`startEditor`): it
 * holds Decap back until the page's parts are registered, then starts it. The site's previews render bodies with the
 * build's own Markdown pipeline (the same sanitiser, the same placeholders, filled with the values this build had),
 * styled by the site's stylesheet.
 */
interface Decap extends Locales, Widgets {
  init(options?: object): void;
  registerPreviewStyle(href: string): void;
  registerPreviewTemplate(name: string, component: (props: PreviewProps) => unknown): void;
  registerEditorComponent(component: object): void;
  registerCustomFormat(name: string, extension: string, format: object): void;
  registerEventListener(listener: { name: string; handler: (event: { entry: Entry }) => unknown }): void;
  registerWidget(name: string, control: unknown): void;
  getBackend(name: string): { init: (...args: unknown[]) => Backend } | undefined;
}
/** The parts of a Decap backend (GitHub, or the dev server's local mode) that write or delete files. */
interface Backend extends ReadingBackend {
  persistEntry(entry: { dataFiles?: SavedFile[]; assets?: { path: string }[] }, options: unknown): Promise<unknown>;
  deleteFiles(paths: string[], message: string): Promise<unknown>;
}
// The browser's window with what Decap's script sets on it, which no type of the DOM's declares.
const page = window as unknown as { CMS_MANUAL_INIT?: boolean; CMS?: Decap; h?: H; createClass?: CreateClass };

const readPageData = (): EditorPageData =>
  JSON.parse(document.getElementById('editor-data')?.textContent ?? '{}') as EditorPageData;

/** A body as the site renders it: placeholders filled, then the build's Markdown pipeline, sanitised last. */
const renderBody = (markdown: string, tokens: TokenValues) => renderMarkdown(expandTokens(markdown, tokens).text).html;

/** One menu of placeholders as a Markdown editor component: inserted as its own paragraph, previewed filled in. */
function registerMenus(cms: Decap, tokens: TokenValues, names: Record<string, string>) {
  for (const menu of placeholderMenus(tokens, names)) {
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

/** A field left empty: an empty text, or an optional group of fields (a registration) with none filled in. */
const leftEmpty = (value: unknown): boolean =>
  value === '' ||
  value === null ||
  value === undefined ||
  (typeof value === 'object' && !Array.isArray(value) && Object.values(value).every(leftEmpty));

/**
 * Before an item of a collection is saved: an id for a new one, its address from its title when left empty, and no
 * emptied optional field (the build refuses an
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
      // An address left empty is made from the title, as `npm run new-post` makes it.
      const { address } = collection;
      if (address && !data.get(address.field))
        data = data.set(address.field, slugify(String(data.get(address.from) ?? '')));
      // Decap's entry data is an Immutable.js map, whose `delete` the editor's own types leave out.
      for (const [key, value] of Object.entries(plain(data)))
        if (leftEmpty(value)) data = (data as unknown as { delete(key: string): EntryData }).delete(key);
      return data;
    },
  });
}

/** The last build's map of the site, read afresh: in `npm run dev` a save before this one changed it. */
async function siteMap(): Promise<SiteLinks> {
  const response = await fetch(EDITOR_LINKS, { cache: 'no-store' });
  if (!response.ok) throw new Error(`could not read the site's pages (${EDITOR_LINKS}: ${response.status})`);
  return (await response.json()) as SiteLinks;
}

/**
 * Every backend checks a save or a deletion against the site's links before it writes (link-guard.ts): Decap shows
 * the refusal in its error notice and keeps the entry open, so nothing typed is lost and no commit breaks the build.
 */
function guardBackends(cms: Decap, registry: Registry, tokens: TokenValues, files: EntryFiles) {
  const bodyLinks = (body: string) => renderMarkdown(expandTokens(body, tokens).text).links;
  for (const name of ['github', 'proxy']) {
    const registered = cms.getBackend(name);
    if (!registered) continue;
    const init = registered.init;
    registered.init = (...args) => {
      const backend = init(...args);
      saveOnlyWhatWasLoaded(backend, files, name === 'proxy');
      const persist = backend.persistEntry.bind(backend);
      const remove = backend.deleteFiles.bind(backend);
      backend.persistEntry = async (entry, options) => {
        const map = await siteMap();
        const uploaded = uploadedPhotos(entry.assets);
        const photos = new Set([...map.photos, ...uploaded]);
        for (const file of entry.dataFiles ?? []) {
          const refused = buildRefusals(registry, file.path, file.raw, photos, map.required);
          if (refused.length) throw new Error(`Not saved: ${refusalText(refused)}.`);
          checkSave(map, file, bodyLinks, uploaded);
        }
        return persist(entry, options);
      };
      backend.deleteFiles = async (paths, message) => {
        const map = await siteMap();
        checkDelete(map, paths);
        const removed = await remove(paths, message);
        // A map from a build before photos' users were listed (the live site's, until it deploys again) names none.
        const unused = unusedPhotoNote(leftUnused(map.photoUsers ?? {}, paths.map(contentPath)));
        if (unused) showNote(unused, { ms: 30_000 });
        return removed;
      };
      return backend;
    };
  }
}

/** Starts the editor with the site's part of it: its registry and its previews (src/content/editor-site.ts). */
export function startEditor(site: EditorScriptSite) {
  // Decap starts itself as soon as it loads unless told not to; it loads after this script.
  page.CMS_MANUAL_INIT = true;
  // Decap looks for this hook into its store as its script loads, so it is in place before then.
  wrapStoreDispatch(plainRefusals, backupAfterLoad, keepItemsWithEveryWord);
  quietRefusedSaves(window);
  document.addEventListener('DOMContentLoaded', () => start(site));
}

function start({ registry, previews, siteName }: EditorScriptSite) {
  const cms = page.CMS;
  const { h, createClass } = page;
  if (!cms || !h || !createClass) return;
  const { stylesheet, tokens, names, collections, entryFiles, preview: context } = readPageData();
  cms.registerPreviewStyle(stylesheet);
  const render = (markdown: string) => renderBody(markdown, tokens);
  for (const [name, preview] of Object.entries(previews))
    cms.registerPreviewTemplate(name, previewComponent(h, preview, render, context));
  cms.registerCustomFormat(DATA_FORMAT, 'yaml', { fromFile: readDataFile, toFile: writeDataFile });
  cms.registerCustomFormat(ENTRY_FORMAT, 'md', { fromFile: readEntryFile, toFile: writeEntryFile });
  registerMenus(cms, tokens, names);
  fillOnSave(cms, collections);
  guardBackends(cms, registry, tokens, entryFiles);
  reloadOnNewItem(savedJustNow);
  readBackAfterSave(cms);
  sayWhetherSaved(loadedAfterSave);
  ignoreWheelOnNumbers();
  openItemsByName();
  layClinicWords(cms, siteName(context));
  countLengths(cms, createClass, h);
  cms.registerWidget(PRICE_WIDGET, typedControl(createClass, h, PRICE_TYPING));
  cms.registerWidget(TIME_WIDGET, typedControl(createClass, h, TIME_TYPING));
  dayFirstDates(cms, createClass, h);
  sayWhatSaveDoes();
  sayWhenNeeded(
    neededFields(Object.fromEntries(Object.entries(registry.collections).map(([name, { schema }]) => [name, schema]))),
  );
  saveInOneClick();
  uploadUnderFreeNames();
  showUploadsBeforeSave();
  offerPagesForLinks(async () => (await siteMap()).pages.filter((page) => !page.withheld));
  cms.init();
}
