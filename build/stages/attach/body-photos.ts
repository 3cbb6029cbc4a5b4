import type { RasterManifest } from '../../../src/content/images';
import { pictureAttributes } from '../../../src/lib/picture-attributes';
import { CONTENT_PHOTOS_PATH } from '../../../src/lib/site-layout';
import { escapeRegExp, escapeXml } from '../../../src/lib/text';

/** The narrower of the screen and the prose column (68ch of body text, about 49rem: `.prose`, article.css). */
export const BODY_PHOTO_SIZES = '(min-width: 52rem) 49rem, 100vw';

// Quoted values may hold a `>` (rehype-stringify escapes only `"` and `&` in them), so a tag ends outside quotes.
const IMG_TAG = /<img\s((?:[^>"]|"[^"]*")*)>/g;
const ATTRIBUTE = /([a-z-]+)="([^"]*)"/g;
const PHOTO_HREF = new RegExp(`href="(${escapeRegExp(CONTENT_PHOTOS_PATH)}[^"]+)"`, 'g');

/**
 * Draws each content/images/ photo from its resized variants, as the photo fields do: an `<img>` becomes a `<picture>`
 * with its box reserved by width and height, and a photo link goes to its largest JPEG. The HTML is rehype-stringify's
 * (sanitised, attributes in double quotes), so alt and title are kept as written; what is added comes from the
 * manifest. Photos the manifest lacks are left for the link check, which names them.
 */
export function withBodyPhotos(html: string, manifest: RasterManifest): string {
  if (!html.includes(`"${CONTENT_PHOTOS_PATH}`)) return html;
  return html
    .replace(IMG_TAG, (tag, attributes: string) => {
      const found = new Map([...attributes.matchAll(ATTRIBUTE)].map(([, name, value]) => [name, value]));
      const entry = manifest[found.get('src') ?? ''];
      if (!entry) return tag;
      const { sources, img } = pictureAttributes(entry, { sizes: BODY_PHOTO_SIZES });
      const source = sources.map(
        ({ type, srcSet, sizes }) => `<source type="${type}" srcset="${escapeXml(srcSet)}" sizes="${sizes}">`,
      );
      const title = found.has('title') ? ` title="${found.get('title')}"` : '';
      return (
        `<picture>${source.join('')}<img src="${escapeXml(img.src)}" alt="${found.get('alt') ?? ''}"${title} ` +
        `width="${img.width}" height="${img.height}" loading="lazy" decoding="async"></picture>`
      );
    })
    .replace(PHOTO_HREF, (attribute, path: string) => {
      const entry = manifest[path];
      return entry ? `href="${escapeXml(entry.fallback.path)}"` : attribute;
    });
}
