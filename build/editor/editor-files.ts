import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { dump } from 'js-yaml';
import { dataFilePages, editorConfig } from './editor-config';
import { type LinkFacts, linkFacts, linksOf } from './editor-links';
import { type EditorPageData, newItemFields } from './editor-page-data';
import { entryFilesOf } from './entry-address';
import { collectionItems } from '../../src/content/registry';
import type { SiteDefinition } from '../../src/content/site-definition';
import type { SiteModel } from '../../src/content/site-model';
import { EDITOR_CONFIG, EDITOR_LINKS, EDITOR_PATH, LOGO_MARK, SITE_LAYOUT } from '../../src/lib/site-layout';
import { madeFile, type OutputFile } from '../output-file';
import { digestOf as valueDigest } from '../reuse/hash';
import { defineMaker, madeWith } from '../reuse/shelf';
import { DECAP_FILE, vendoredArchive } from './vendored-archive';
import { scriptOutput } from './editor-script';
import { EDITOR_LAYOUT_CSS, OPENING_CLASS } from './screen-layout';

/**
 * The browser editor at /admin/: its page, its configuration generated from the registry, its own script
 * (editor-script.ts) and the pinned Decap CMS from its vendored archive (vendored-archive.ts), so the editor is served
 * by the site itself and never by a CDN. Nothing here is linked from a public page; `_headers` gives the folder a
 * policy of its own (editor-headers.ts). The page and configuration are made by this module from the site's schemas:
 * their keys hold both.
 */
const EDITOR_FILES = defineMaker(import.meta.url, 'editor-files');

/** Decap's script and the files it loads beside itself, from the vendored archive, keyed by its SHA-256. */
function decapFiles(root: string): OutputFile[] {
  const archive = vendoredArchive(root);
  return archive.names
    .filter((name) => DECAP_FILE.test(name))
    .map((name) => ({
      file: `${SITE_LAYOUT.editor}/${name}`,
      key: `${archive.sha256} ${name}`,
      make: async () => (await archive.contents()).get(name) ?? '',
    }));
}

/** JSON inside a script element: `<` escaped so no string in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function adminPage(siteName: string, data: EditorPageData): string {
  const head = h(
    'head',
    null,
    h('meta', { charSet: 'utf-8' }),
    h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
    h('meta', { name: 'robots', content: 'noindex, nofollow' }),
    h('title', null, `Content editor · ${siteName}`),
    h('link', { rel: 'icon', href: LOGO_MARK, type: 'image/svg+xml' }),
    // Inline: /admin/ has a policy of its own that allows it (editor-headers.ts), and it must apply before Decap.
    h('style', null, EDITOR_LAYOUT_CSS),
  );
  const body = h(
    'body',
    null,
    // Decap renders into this element, in place of the note it holds until then.
    h('div', { id: 'nc-root' }, h('p', { className: OPENING_CLASS, role: 'status' }, 'Opening the editor…')),
    h('script', {
      type: 'application/json',
      id: 'editor-data',
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every < escaped, never run as script
      dangerouslySetInnerHTML: { __html: scriptJson(data) },
    }),
    // The page's script first: it holds Decap back until previews and menus are registered.
    h('script', { src: `${EDITOR_PATH}editor.js` }),
    h('script', { src: `${EDITOR_PATH}decap-cms.js` }),
  );
  return `<!DOCTYPE html>${renderToStaticMarkup(h('html', { lang: 'en-GB' }, head, body))}\n`;
}

/**
 * What the link map is made from, with each body's HTML (600 KB in all) standing in it as its item: items are frozen,
 * so each is serialised once, and the keys of the pages that show it have done so already.
 */
function linksKey(links: LinkFacts, model: SiteModel, site: SiteDefinition): string {
  const items = links.items.map(({ html: _, ...facts }) => facts);
  return valueDigest({ ...links, items, bodies: collectionItems(model, site).map(({ item }) => item) });
}

export interface EditorInputs {
  model: SiteModel;
  css: string;
  root: string;
  site: SiteDefinition;
}

/**
 * The editor's files, or none when site.yaml names no repository for it or the site declares no editor. Its page,
 * configuration and map of the site's links are keyed by what they are made from, so a build that changed none of it
 * works none out again.
 */
export function editorOutputs({ model, css, root, site }: EditorInputs): OutputFile[] {
  const { editor } = model.site;
  if (!editor || !site.editor) return [];
  const settings = { ...editor, siteUrl: model.site.url, pages: dataFilePages(site.editor.pages ?? {}, model.routes) };
  const maker = madeWith(EDITOR_FILES, ...site.schemas);
  let config: ReturnType<typeof editorConfig> | undefined;
  const configOnce = () => (config ??= editorConfig(site, settings));
  const tokens = site.tokens(model) ?? {};
  const preview = site.editor.context(model);
  const names = site.editor.placeholderNames(model);
  const page = () =>
    adminPage(model.site.name, {
      stylesheet: css,
      tokens,
      names,
      collections: newItemFields(configOnce()),
      entryFiles: entryFilesOf(configOnce()),
      preview,
    });
  const links = linkFacts(model, site);
  return [
    madeFile(maker, `${SITE_LAYOUT.editor}/index.html`, [settings, model.site.name, css, tokens, names, preview], page),
    madeFile(maker, EDITOR_CONFIG.slice(1), [settings], () => dump(configOnce(), { lineWidth: -1, noRefs: true })),
    scriptOutput(root, site.editor.script),
    madeFile(maker, EDITOR_LINKS.slice(1), [linksKey(links, model, site)], () => JSON.stringify(linksOf(links))),
    ...decapFiles(root),
  ];
}
