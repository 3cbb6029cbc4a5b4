import { renderToStaticMarkup } from 'react-dom/server';
import type { Preview, PreviewTools } from '../../src/content/editor-site';
import type { RasterEntry } from '../../src/content/images';
import { drawnMoment } from './day-first';
import { dataFileValue } from './editor-format';
import { shownPrice } from './price-text';
import { chosenPhoto } from './upload-thumbnails';

/**
 * The site's previews as Decap shows them: each draws, with the site's own React, what the site shows of the item in
 * the form (src/content/editor-site.ts); Decap's only shows that markup, styled by the site's stylesheet.
 */
export type Data = Record<string, unknown> & { toJS?: () => Record<string, unknown> };
export type EntryData = Data & { get(key: string): unknown; set(key: string, value: unknown): EntryData };
export interface Entry {
  get(key: 'data'): EntryData;
  get(key: 'collection'): string;
  get(key: 'slug'): string | undefined;
}
/** A field of the form as Decap gives it to a preview (an Immutable map of its configuration). */
export interface FieldConfig {
  get(key: 'name'): string;
}
export interface PreviewProps {
  entry: Entry;
  /** The form's fields, in order. */
  fields?: Iterable<FieldConfig>;
  /**
   * Decap's copy of a media file the form names: an upload not yet saved, or the saved file, as an address. Without
   * the field that names it, Decap takes a path from the site's root as an address and gives it back unchanged.
   */
  getAsset(path: string, field?: FieldConfig): { toString(): string };
}

/**
 * A photo as a preview draws it: one size, from Decap's copy, since its variants are made only once it is saved. The
 * page's styles size and crop it, so the size given here only reserves its box.
 */
export function previewPhoto(
  getAsset: PreviewProps['getAsset'],
  path: unknown,
  field?: FieldConfig,
): RasterEntry | undefined {
  if (typeof path !== 'string' || !path) return undefined;
  // Only the browser's own copy, Decap's or the file chosen (upload-thumbnails.ts): for a photo not yet saved Decap
  // gives the path, where nothing is yet, and each drawing of the preview asked for it again, in vain.
  const copy = [String(getAsset(path, field)), chosenPhoto(path)].find((url) => url && /^(blob|data):/.test(url));
  if (!copy) return undefined;
  const size = { width: 800, height: 800 };
  return { ...size, avif: [], webp: [], fallback: { format: 'jpeg', path: copy, ...size } };
}
export type H = (type: string, props: Record<string, unknown> | null, ...children: unknown[]) => unknown;

export const plain = (data: Data): Record<string, unknown> => (data.toJS ? data.toJS() : data);

/** The last date a preview drew: one form is open at a time, and the page loads afresh for another item. */
let drawnAt: string | undefined;
const moment = (value: string) => (drawnAt = drawnMoment(value, drawnAt, () => new Date().toISOString()));

const WAITING =
  '<p class="container">The preview shows once every field holds what the site can show. Save, and each field ' +
  'that needs a change says what, in red.</p>';

/** One of the site's previews as a Decap preview component, given what every preview is given besides the item. */
export function previewComponent<C>(h: H, preview: Preview<C>, renderBody: (markdown: string) => string, context: C) {
  return ({ entry, fields: form = [], getAsset }: PreviewProps) => {
    const fields = plain(entry.get('data'));
    const photo = (path: unknown) =>
      previewPhoto(
        getAsset,
        path,
        [...form].find((field) => fields[field.get('name')] === path),
      );
    const tools: PreviewTools<C> = { renderBody, context, moment, price: shownPrice, photo };
    let html: string;
    try {
      const item = { fields, slug: entry.get('slug') ?? '', value: dataFileValue(fields) };
      html = renderToStaticMarkup(preview(item, tools));
    } catch {
      // A new item lacks what the page needs until its required fields are filled.
      html = WAITING;
    }
    return h('main', { dangerouslySetInnerHTML: { __html: html } });
  };
}
