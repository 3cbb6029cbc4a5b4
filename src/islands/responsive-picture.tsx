import { createElement, type ReactElement } from 'react';
import type { RasterEntry } from '../content/images';
import { type PictureOptions, pictureAttributes } from '../lib/picture-attributes';

export interface ResponsivePictureProps extends PictureOptions {
  entry: RasterEntry;
  alt: string;
  className?: string;
}

/**
 * `<picture>` for a photo from the manifest; width and height reserve its box so nothing shifts. With the islands, as
 * the team carousel draws portraits with it in the browser too.
 */
export function ResponsivePicture({ entry, alt, className, ...options }: ResponsivePictureProps): ReactElement {
  const { sources, img } = pictureAttributes(entry, options);
  return createElement(
    'picture',
    null,
    ...sources.map((source) => createElement('source', { key: source.type, ...source })),
    createElement('img', { ...img, alt, className }),
  );
}
