import type { ReactElement } from 'react';
import type { RasterEntry } from './images';
import type { Registry } from './registry';
import type { SiteModel } from './site-model';

/**
 * The browser editor's part of a site: the previews beside its forms, drawn by the site's own templates and
 * components, and what they draw from. The editor's script (build/editor/) is generic: it takes these as its argument.
 */

/** One item as its form holds it: its fields as typed, unchecked until it is saved, and the name of its file. */
export interface PreviewEntry {
  fields: Record<string, unknown>;
  slug: string;
  /** A data file's fields as the file would hold them (a list file as its list, stand-ins as stand-ins). */
  value: unknown;
}

/** What a preview is given besides the item. */
export interface PreviewTools<C> {
  /** A body's Markdown as the site renders it: placeholders filled, the build's own pipeline, sanitised. */
  renderBody(markdown: string): string;
  /** What the site picked from the last build for its previews (`SiteEditor.context`). */
  context: C;
  /** A date and time as typed so far: while it is half typed, the last one drawn. */
  moment(value: string): string;
  /** A price as typed so far, as the site shows one ("£70"), or a note that the form says what to write. */
  price(value: unknown): string;
  /**
   * A photo the form names (`/images/team/x.jpg`) as a page can draw it: the editor's copy of the file, which for a
   * photo uploaded but not yet saved is only in the browser. Undefined when the field names none.
   */
  photo(path: unknown): RasterEntry | undefined;
}

/** A preview: what the site shows of the item. It may throw while a field it needs is still empty. */
export type Preview<C> = (entry: PreviewEntry, tools: PreviewTools<C>) => ReactElement;

/** What the site's editor module hands the editor's script, as its default export. */
export interface EditorScriptSite<C = unknown> {
  /** The collections and data files, whose schemas check a file before it is saved. */
  registry: Registry;
  /** Each preview by the editor's name for what it shows: a collection, or a data file. */
  previews: Record<string, Preview<C>>;
  /** The site's name, as the editor's sign-in button says it, from the context. */
  siteName(context: C): string;
}

/** The editor's side of a site definition. */
export interface SiteEditor {
  /** The module, from the root, whose default export is the site's `EditorScriptSite`: bundled into the script. */
  script: string;
  /** What the previews draw from besides the item, picked from the model: handed to the admin page as JSON. */
  context(model: SiteModel): unknown;
  /** Each placeholder a body may hold, in the words of the editor's insert menus ("Earlsfield phone"). */
  placeholderNames(model: SiteModel): Record<string, string>;
  /**
   * The kind of page (its template's name) that shows each data file, by the data file's name: the editor's View Live
   * opens its first page. A collection's item opens its own page.
   */
  pages?: Record<string, string>;
}
