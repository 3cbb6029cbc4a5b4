import { copyFile, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import sharp from 'sharp';
import { suite } from 'uvu';
import { reuseFor } from '../reuse/fake-code';
import * as assert from 'uvu/assert';
import { diskStore } from '../../../build/reuse/disk-store';
import { PHOTO_FILE } from '../../../src/lib/site-layout';
import { renderRasterImages, variantWidths } from '../../../build/stages/assets/raster-images';
import { listFiles } from '../../../build/reuse/files';
import { ResponsivePicture } from '../../../src/islands/responsive-picture';
import { pictureAttributes } from '../../../src/lib/picture-attributes';
import type { RasterEntry, RasterVariant } from '../../../src/content/images';
import { withStore } from '../../../build/reuse/memory';

const widths = suite('variantWidths');
const widthCases: [number, number[]][] = [
  [1600, [400, 600, 800, 1200]],
  [1200, [400, 600, 800, 1200]],
  [1000, [400, 600, 800, 1000]],
  [500, [400, 500]],
  [400, [400]],
  [300, [300]],
];
for (const [source, expected] of widthCases) {
  widths(`should offer ${expected.join(', ')} for a source ${source} px wide, never wider`, () => {
    assert.equal(variantWidths(source), expected);
  });
}
widths.run();

const render = suite('renderRasterImages');
const temp = await mkdtemp(path.join(tmpdir(), 'clinic-raster-'));
const sourceDir = path.join(temp, 'images');
const cacheDir = path.join(temp, 'cache');
/** The photos of a folder through a disk store over `cacheDir`, as the build runs them. */
const runIn = async (dir: string) => {
  const sources = (await listFiles(dir)).filter((file) => PHOTO_FILE.test(file)).sort();
  const store = diskStore({ records: path.join(temp, 'records'), shared: cacheDir });
  return withStore(reuseFor(store), () => renderRasterImages(dir, { sources }));
};
const rasterise = async (dir: string) => (await runIn(dir)).value;
let result: Awaited<ReturnType<typeof rasterise>>;
const bytes = (file: string) => result.files.find((f) => f.file === file)?.contents;

render.before(async () => {
  await mkdir(path.join(sourceDir, 'team'), { recursive: true });
  await copyFile('content/images/treatment-room.jpg', path.join(sourceDir, 'treatment-room.jpg'));
  const small = { width: 500, height: 300, channels: 4 as const, background: { r: 11, g: 94, b: 107, alpha: 0.5 } };
  await sharp({ create: small })
    .png()
    .toFile(path.join(sourceDir, 'team', 'Anna Kowalska.png'));
  await writeFile(path.join(sourceDir, 'notes.txt'), 'not an image');
  result = await rasterise(sourceDir);
});
render.after(() => rm(temp, { recursive: true, force: true }));

render("should key the manifest by each source's site path and skip files that are not images", () => {
  assert.equal(Object.keys(result.manifest), ['/images/team/Anna Kowalska.png', '/images/treatment-room.jpg']);
});
render("should give each source's own width and height", async () => {
  assert.equal(
    [result.manifest['/images/treatment-room.jpg']!.width, result.manifest['/images/treatment-room.jpg']!.height],
    [1600, 1067],
  );
  assert.equal(
    [
      result.manifest['/images/team/Anna Kowalska.png']!.width,
      result.manifest['/images/team/Anna Kowalska.png']!.height,
    ],
    [500, 300],
  );
});
render('should make AVIF and WebP at each width the source can fill, and a JPEG at the largest', async () => {
  const cases: [string, number[], number][] = [
    ['/images/treatment-room.jpg', [400, 600, 800, 1200], 1067 / 1600],
    ['/images/team/Anna Kowalska.png', [400, 500], 300 / 500],
  ];
  for (const [key, expected, ratio] of cases) {
    const entry = result.manifest[key]!;
    const check = async (variant: RasterVariant, format: string) => {
      const meta = await sharp(bytes(variant.path.slice(1))).metadata();
      assert.equal([meta.format, meta.width, meta.height], [format, variant.width, variant.height], variant.path);
      assert.ok(Math.abs(variant.height - variant.width * ratio) <= 1, `${variant.path} keeps the aspect ratio`);
    };
    assert.equal(
      entry.avif.map((v) => v.width),
      expected,
      `${key} avif`,
    );
    assert.equal(
      entry.webp.map((v) => v.width),
      expected,
      `${key} webp`,
    );
    for (const variant of entry.avif) await check(variant, 'heif');
    for (const variant of entry.webp) await check(variant, 'webp');
    assert.is(entry.fallback.width, expected.at(-1));
    await check(entry.fallback, 'jpeg');
  }
});
render('should write hashed, URL-safe names under assets/images, keeping sub-folders', () => {
  const entry = result.manifest['/images/team/Anna Kowalska.png']!;
  assert.match(entry.avif[0]!.path, /^\/assets\/images\/team\/anna-kowalska-400\.[0-9a-f]{10}\.avif$/);
  assert.match(entry.fallback.path, /^\/assets\/images\/team\/anna-kowalska-500\.[0-9a-f]{10}\.jpg$/);
  const paths = Object.values(result.manifest).flatMap((e) =>
    [...e.avif, ...e.webp, e.fallback].map((v) => v.path.slice(1)),
  );
  assert.equal(result.files.map((f) => f.file).sort(), paths.sort());
});
render('should take every variant from the cache on a second run, byte for byte, without encoding', async () => {
  const entries = await readdir(path.join(cacheDir, 'raster'));
  const stamp = async () =>
    Promise.all(entries.map(async (e) => (await stat(path.join(cacheDir, 'raster', e, 'entry.json'))).mtimeMs));
  const before = await stamp();
  const again = await rasterise(sourceDir);
  assert.equal(again, result);
  assert.equal(await stamp(), before);
  assert.equal(await readdir(path.join(cacheDir, 'raster')), entries);
  const planted = path.join(cacheDir, 'raster', entries[0]!);
  const [name] = (await readdir(planted)).filter((f) => f.endsWith('.webp'));
  await writeFile(path.join(planted, name!), 'planted');
  const third = await rasterise(sourceDir);
  assert.ok(
    third.files.some((f) => f.contents.toString() === 'planted'),
    'the cached file was used, not a fresh encoding',
  );
});
render('should name the variants anew when a photo is replaced', async () => {
  const other = path.join(temp, 'other');
  await mkdir(other);
  await sharp({ create: { width: 500, height: 300, channels: 3, background: '#ffffff' } })
    .png()
    .toFile(path.join(other, 'Anna Kowalska.png'));
  const replaced = await rasterise(other);
  const before = result.manifest['/images/team/Anna Kowalska.png']!.fallback.path.split('/').at(-1);
  assert.is.not(replaced.manifest['/images/Anna Kowalska.png']!.fallback.path.split('/').at(-1), before);
});
render('should report every unreadable image as a content problem naming its file', async () => {
  const broken = path.join(temp, 'broken');
  await mkdir(broken);
  await writeFile(path.join(broken, 'a.jpg'), 'not a jpeg');
  await writeFile(path.join(broken, 'b.png'), 'not a png');
  const { value, problems } = await runIn(broken);
  assert.equal(
    problems.map((p) => p.file),
    ['broken/a.jpg', 'broken/b.png'],
  );
  assert.equal(value, { files: [], manifest: {} });
});
render('should return nothing for a missing folder', async () => {
  assert.equal(await runIn(path.join(temp, 'none')), { value: { files: [], manifest: {} }, problems: [] });
});
render.run();

const variant = (format: RasterVariant['format'], width: number): RasterVariant => ({
  format,
  width,
  height: (width * 2) / 3,
  path: `/assets/images/room-${width}.abc.${format === 'jpeg' ? 'jpg' : format}`,
});
const entry: RasterEntry = {
  width: 1500,
  height: 1000,
  avif: [400, 600].map((w) => variant('avif', w)),
  webp: [400, 600].map((w) => variant('webp', w)),
  fallback: variant('jpeg', 600),
};

const attributes = suite('pictureAttributes');
attributes("should list AVIF before WebP, each srcset narrowest first, with the caller's sizes", () => {
  const { sources } = pictureAttributes(entry, { sizes: '(min-width: 60rem) 50vw, 100vw' });
  assert.equal(sources, [
    {
      type: 'image/avif',
      srcSet: '/assets/images/room-400.abc.avif 400w, /assets/images/room-600.abc.avif 600w',
      sizes: '(min-width: 60rem) 50vw, 100vw',
    },
    {
      type: 'image/webp',
      srcSet: '/assets/images/room-400.abc.webp 400w, /assets/images/room-600.abc.webp 600w',
      sizes: '(min-width: 60rem) 50vw, 100vw',
    },
  ]);
});
attributes('should load lazily by default, with the fallback JPEG and its size reserved', () => {
  assert.equal(pictureAttributes(entry, { sizes: '100vw' }).img, {
    src: '/assets/images/room-600.abc.jpg',
    width: 600,
    height: 400,
    loading: 'lazy',
    decoding: 'async',
  });
});
attributes('should load eagerly at high priority when asked', () => {
  const { img } = pictureAttributes(entry, { sizes: '100vw', priority: true });
  assert.is(img.loading, 'eager');
  assert.is(img.fetchPriority, 'high');
});
attributes.run();

const picture = suite('ResponsivePicture');
picture('should render a lazy <picture> with both sources and a sized fallback img', () => {
  const html = renderToStaticMarkup(
    createElement(ResponsivePicture, { entry, alt: 'Treatment room', sizes: '100vw', className: 'photo' }),
  );
  assert.is(
    html,
    '<picture>' +
      '<source type="image/avif" srcSet="/assets/images/room-400.abc.avif 400w, /assets/images/room-600.abc.avif ' +
      '600w" sizes="100vw"/>' +
      '<source type="image/webp" srcSet="/assets/images/room-400.abc.webp 400w, /assets/images/room-600.abc.webp ' +
      '600w" sizes="100vw"/>' +
      '<img src="/assets/images/room-600.abc.jpg" width="600" height="400" loading="lazy" decoding="async" ' +
      'alt="Treatment room" class="photo"/>' +
      '</picture>',
  );
});
picture(
  'should mark the above-the-fold image eager and high priority, with no preload React cannot choose a source for',
  () => {
    const html = renderToStaticMarkup(
      createElement(ResponsivePicture, { entry, alt: '', sizes: '100vw', priority: true }),
    );
    assert.ok(html.startsWith('<picture><source type="image/avif"'), html);
    assert.ok(
      html.endsWith(
        '<img src="/assets/images/room-600.abc.jpg" width="600" height="400" loading="eager" decoding="async" ' +
          'fetchPriority="high" alt=""/></picture>',
      ),
      html,
    );
  },
);
picture.run();
