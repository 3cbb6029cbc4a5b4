import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Portrait } from '../../src/components/team-card';
import type { RasterEntry, RasterVariant } from '../../src/content/images';
import type { TeamMember } from '../../src/content/team-member';
import { openPage, testSite } from './site';

const site = await testSite();
const photos = suite('photos laid out like the placeholders they replace');

/** The About photo's real variants, as a portrait entry: the shipped content has no team photos. */
async function aboutPhoto(): Promise<RasterEntry> {
  const html = await (await fetch(`${site.origin}/about/`)).text();
  const variant = (format: RasterVariant['format'], pattern: RegExp): RasterVariant => ({
    format,
    path: pattern.exec(html)?.[1] ?? '',
    width: 1200,
    height: 800,
  });
  return {
    width: 1200,
    height: 800,
    avif: [variant('avif', /(\/assets\/images\/[^\s"]+-1200\.[a-f0-9]+\.avif)/)],
    webp: [variant('webp', /(\/assets\/images\/[^\s"]+-1200\.[a-f0-9]+\.webp)/)],
    fallback: variant('jpeg', /<img src="(\/assets\/images\/[^"]+\.jpg)"/),
  };
}

photos('should keep a portrait photo beside the name on a phone, where the monogram sits', async () => {
  const photo = await aboutPhoto();
  const { page, problems } = await openPage(site, '/team/', { width: 375 });
  const card = page.locator('.team-member-card').first();
  const monogram = await card.locator('.portrait').boundingBox();
  const name = await card.locator('.card-title').boundingBox();
  const markup = renderToStaticMarkup(
    createElement(Portrait, { member: { name: 'Helen Marsh', photo } as TeamMember, size: 'medium' }),
  );
  await card.locator('.portrait').evaluate((el, html) => (el.outerHTML = html), markup);
  const img = card.locator('img.portrait');
  await img.evaluate((el: HTMLImageElement) => el.decode());
  const portrait = await img.boundingBox();
  assert.equal(portrait, monogram, 'the photo takes the monogram box exactly');
  assert.equal(await card.locator('.card-title').boundingBox(), name, 'the name does not move');
  assert.ok(portrait && name && portrait.x + portrait.width <= name.x, 'the photo is left of the name');
  assert.equal(problems, []);
  await page.context().close();
});

photos.run();
