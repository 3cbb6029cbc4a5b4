import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { BODY_PHOTO_SIZES, withBodyPhotos } from '../../../build/stages/attach/body-photos';
import { renderMarkdown } from '../../../build/stages/bodies/render-markdown';
import type { RasterEntry, RasterManifest, RasterVariant } from '../../../src/content/images';

const photos = suite('a body photo drawn from its resized variants');

const variant = (format: RasterVariant['format'], width: number): RasterVariant => ({
  format,
  path: `/assets/images/knee-a1b2-${width}.${format === 'jpeg' ? 'jpg' : format}`,
  width,
  height: (width * 3) / 4,
});
const knee: RasterEntry = {
  width: 800,
  height: 600,
  avif: [variant('avif', 400), variant('avif', 800)],
  webp: [variant('webp', 400), variant('webp', 800)],
  fallback: variant('jpeg', 800),
};
const manifest: RasterManifest = { '/images/posts/knee.jpg': knee };
const bodyHtml = (markdown: string) => withBodyPhotos(renderMarkdown(markdown).html, manifest);

photos('should draw an uploaded photo as a picture of its variants, its box reserved, with its alt text', () => {
  const html = bodyHtml('A knee at rest.\n\n![A knee, bent to ninety degrees](/images/posts/knee.jpg)\n');
  assert.ok(html.includes('<picture><source type="image/avif" srcset="'), html);
  assert.ok(html.includes(`/assets/images/knee-a1b2-400.avif 400w, /assets/images/knee-a1b2-800.avif 800w`), html);
  assert.ok(html.includes(`sizes="${BODY_PHOTO_SIZES}"`), html);
  assert.match(
    html,
    '<img src="/assets/images/knee-a1b2-800.jpg" alt="A knee, bent to ninety degrees" width="800" height="600" ' +
      'loading="lazy" decoding="async"></picture>',
  );
  assert.not.match(html, '"/images/posts/knee.jpg"', 'the unresized source, which the site does not serve');
});

photos('should keep the alt text and title as the sanitiser wrote them, quotes and all', () => {
  const html = bodyHtml('![A "bent" knee <b>](/images/posts/knee.jpg "Knee & shin")\n');
  assert.match(html, 'alt="A &#x22;bent&#x22; knee <b>" title="Knee &#x26; shin"');
  // The `>` inside the alt text does not end the tag: the picture is whole, with the one image in it.
  assert.match(html, 'width="800" height="600" loading="lazy" decoding="async"></picture></p>');
  assert.is(html.split('<img').length, 2);
});

photos('should send a link to an uploaded photo to its largest JPEG', () => {
  assert.match(bodyHtml('[See the photo](/images/posts/knee.jpg)\n'), 'href="/assets/images/knee-a1b2-800.jpg"');
});

photos('should leave a photo the site lacks, and a body with no photo, as they were', () => {
  const missing = renderMarkdown('![A hip](/images/posts/hip.jpg)\n').html;
  assert.is(withBodyPhotos(missing, manifest), missing);
  const plain = renderMarkdown('Nothing to draw. [Home](/)\n').html;
  assert.is(withBodyPhotos(plain, manifest), plain);
});

photos.run();
