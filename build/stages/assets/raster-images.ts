import { CONTENT_PHOTOS_PATH, PHOTO_FILE, SITE_LAYOUT } from '../../../src/lib/site-layout';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { RasterFormat, RasterManifest, RasterVariant } from '../../../src/content/images';
import { slugify } from '../../../src/lib/slug';
import { loadSharp } from '../../sharp-library';
import type { Problem, Staged } from '../../problems';
import { createLimit } from '../../reuse/files';
import { stored } from '../../reuse/stored';
import { defineShelf } from '../../reuse/shelf';
import { sha256 } from '../../reuse/hash';
import { stampedFile } from '../../reuse/file-stamps';
import type { ImageFile } from '../../model';

/** Widths offered in srcset; a source narrower than one of them is never enlarged to it. */
export const RASTER_WIDTHS = [400, 600, 800, 1200] as const;
const ENCODING = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 76, effort: 4 },
  jpeg: { quality: 78, mozjpeg: true },
} as const;

export interface RasterOptions {
  /** Photos in `sourceDir` to make variants of, relative to it. */
  sources: string[];
  /** Site path the source folder stands for; default '/images/'. */
  sitePath?: string;
  /** Output folder relative to the site root; default 'assets/images' (hashed names, cached for a year). */
  outDir?: string;
  /** Images encoded at once; default one per core. */
  concurrency?: number;
}

/** The standard widths below the source's width, then the source's own width when it is narrower than the largest. */
export function variantWidths(sourceWidth: number): number[] {
  const widths: number[] = RASTER_WIDTHS.filter((width) => width < sourceWidth);
  return sourceWidth <= RASTER_WIDTHS[RASTER_WIDTHS.length - 1]! ? [...widths, sourceWidth] : widths;
}

/** A cached source: size, a short hash of its variants' bytes for output names, and variants as `<width>.<format>`. */
interface CachedEntry {
  width: number;
  height: number;
  tag: string;
  variants: (Omit<RasterVariant, 'path'> & { name: string })[];
}
type Limit = ReturnType<typeof createLimit>;

async function encodeVariants(source: Buffer, limit: Limit): Promise<{ entry: CachedEntry; contents: Buffer[] }> {
  const sharp = await loadSharp();
  const { autoOrient } = await sharp(source).metadata();
  const widths = variantWidths(autoOrient.width);
  const jobs: [RasterFormat, number][] = [
    ...widths.flatMap((w): [RasterFormat, number][] => [
      ['avif', w],
      ['webp', w],
    ]),
    ['jpeg', widths.at(-1)!],
  ];
  const encoded = await Promise.all(
    jobs.map(([format, width]) =>
      limit(() => {
        const image = sharp(source, { autoOrient: true }).resize({ width });
        const output =
          format === 'jpeg'
            ? image.flatten({ background: '#ffffff' }).jpeg(ENCODING.jpeg)
            : image[format](ENCODING[format]);
        return output.toBuffer({ resolveWithObject: true });
      }),
    ),
  );
  const variants = encoded.map(({ info }, i) => {
    const format = jobs[i]![0];
    return { format, width: info.width, height: info.height, name: `${info.width}.${extension(format)}` };
  });
  const contents = encoded.map(({ data }) => data);
  // Named by what they hold, so a browser's year-long cache never keeps an image that has changed.
  const tag = sha256(...contents).slice(0, 10);
  return { entry: { width: autoOrient.width, height: autoOrient.height, tag, variants }, contents };
}

const extension = (format: RasterFormat) => (format === 'jpeg' ? 'jpg' : format);

/** A photo's variants, one folder per source in .cache/shared/raster/: entry.json and `<width>.<format>` files. */
export const PHOTOS = defineShelf<{ entry: CachedEntry; contents: Buffer[] }>(import.meta.url, {
  name: 'photos',
  disk: {
    folder: 'raster',
    read: async (dir) => {
      const entry = JSON.parse(await readFile(path.join(dir, 'entry.json'), 'utf8')) as CachedEntry;
      return { entry, contents: await Promise.all(entry.variants.map((v) => readFile(path.join(dir, v.name)))) };
    },
    write: async (dir, { entry, contents }) => {
      await mkdir(dir, { recursive: true });
      await Promise.all(entry.variants.map((v, i) => writeFile(path.join(dir, v.name), contents[i]!)));
      await writeFile(path.join(dir, 'entry.json'), JSON.stringify(entry));
    },
  },
});

/** A photo's variants, keyed by the digest of its bytes alone: a photo copied under another name is encoded once. */
const encodedPhoto = stored(
  PHOTOS,
  async (_digest: string, bytes: () => Promise<Buffer>, limit: Limit) => encodeVariants(await bytes(), limit),
  { key: (digest) => [digest] },
);

/**
 * Every photo under `sourceDir` as AVIF and WebP at the widths it can fill, plus a JPEG fallback. Output names carry
 * a hash of the source and the encoder settings, so a replaced photo never meets a stale browser cache.
 */
export async function renderRasterImages(
  sourceDir: string,
  options: RasterOptions,
): Promise<Staged<{ files: ImageFile[]; manifest: RasterManifest }>> {
  const {
    sources,
    sitePath = CONTENT_PHOTOS_PATH,
    outDir = SITE_LAYOUT.photos,
    concurrency = availableParallelism(),
  } = options;
  const limit = createLimit(concurrency);
  // A photo whose stats are unchanged since the last build in this process is neither read nor hashed again.
  const results = await Promise.allSettled(
    sources.map(async (relative) => {
      const full = path.join(sourceDir, relative);
      const stamped = stampedFile<string>(full);
      let source: Promise<Buffer> | undefined;
      const bytes = () => (source ??= readFile(full));
      const digest = stamped.unchanged ?? sha256(await bytes());
      stamped.stamp(digest);
      return encodedPhoto(digest, bytes, limit);
    }),
  );
  const files: ImageFile[] = [];
  const manifest: RasterManifest = {};
  const problems: Problem[] = [];
  results.forEach((result, i) => {
    const relative = sources[i]!;
    if (result.status === 'rejected') {
      problems.push({
        file: path.posix.join(path.basename(sourceDir), relative),
        field: '',
        message: `cannot read image: ${(result.reason as Error).message}`,
      });
      return;
    }
    const folder = path.posix.join(outDir, path.posix.dirname(relative));
    const base = slugify(path.posix.basename(relative).replace(PHOTO_FILE, '')) || 'image';
    const { entry, contents } = result.value;
    const variants = entry.variants.map(({ name: _, ...variant }, j) => {
      const name = `${base}-${variant.width}.${entry.tag}.${extension(variant.format)}`;
      files.push({ file: path.posix.join(folder, name), contents: contents[j]! });
      return { ...variant, path: `/${path.posix.join(folder, name)}` };
    });
    manifest[path.posix.join(sitePath, relative)] = {
      width: entry.width,
      height: entry.height,
      avif: variants.filter((v) => v.format === 'avif'),
      webp: variants.filter((v) => v.format === 'webp'),
      fallback: variants.find((v) => v.format === 'jpeg')!,
    };
  });
  return { value: { files, manifest }, problems };
}
