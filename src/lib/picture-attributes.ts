import type { RasterEntry, RasterVariant } from '../content/images';

export interface PictureOptions {
  /** The `sizes` attribute, e.g. '(min-width: 60rem) 50vw, 100vw'. */
  sizes: string;
  /** The largest image above the fold: loads eagerly at high priority instead of lazily. */
  priority?: boolean;
}

export interface PictureAttributes {
  sources: { type: 'image/avif' | 'image/webp'; srcSet: string; sizes: string }[];
  /** No sizes on the img: it has no srcset, and HTML forbids sizes without one. */
  img: {
    src: string;
    width: number;
    height: number;
    loading: 'lazy' | 'eager';
    decoding: 'async';
    fetchPriority?: 'high';
  };
}

const srcSet = (variants: RasterVariant[]) => variants.map((v) => `${v.path} ${v.width}w`).join(', ');

/** Attributes of a responsive `<picture>`: AVIF before WebP, so browsers take the smallest format they know. */
export function pictureAttributes(entry: RasterEntry, { sizes, priority = false }: PictureOptions): PictureAttributes {
  const { fallback } = entry;
  return {
    sources: [
      { type: 'image/avif', srcSet: srcSet(entry.avif), sizes },
      { type: 'image/webp', srcSet: srcSet(entry.webp), sizes },
    ],
    img: {
      src: fallback.path,
      width: fallback.width,
      height: fallback.height,
      loading: priority ? 'eager' : 'lazy',
      decoding: 'async',
      ...(priority ? { fetchPriority: 'high' as const } : {}),
    },
  };
}
