/** Photos turned into responsive variants by build/raster-images.ts, as templates see them. */
export type RasterFormat = 'avif' | 'webp' | 'jpeg';
export interface RasterVariant {
  format: RasterFormat;
  path: string;
  width: number;
  height: number;
}
/** One source photo: its size once EXIF orientation is applied, and what was made from it. */
export interface RasterEntry {
  width: number;
  height: number;
  /** Ascending by width, as srcset lists them. */
  avif: RasterVariant[];
  webp: RasterVariant[];
  /** JPEG at the largest width, for browsers without AVIF or WebP. */
  fallback: RasterVariant;
}
/** Keyed by the source's site path: content/images/team/anna.jpg → '/images/team/anna.jpg'. */
export type RasterManifest = Record<string, RasterEntry>;
