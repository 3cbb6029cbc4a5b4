import type { Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openPage, testSite, waitForHydration, type OpenPage } from './site';

const site = await testSite();

/** Slides a visitor can reach: keen-slider leaves hidden ones in the DOM, so they are made inert. */
const reachableSlides = (page: Page, carousel: string) =>
  page.$$eval(`${carousel} .carousel-slide`, (slides) => slides.filter((s) => !(s as HTMLElement).inert).map((s) => s.querySelector('a, blockquote')?.textContent?.trim()));

async function openCarousel(path: string, carousel: string, width: number, options = {}): Promise<OpenPage> {
  const opened = await openPage(site, path, { width, ...options });
  await opened.page.locator(carousel).scrollIntoViewIfNeeded();
  await waitForHydration(opened.page, carousel === '.team-carousel' ? 'team-carousel' : 'testimonials');
  await opened.page.waitForSelector(`${carousel} .carousel-track.is-ready`);
  return opened;
}

const team = suite('team carousel');

team('should link all ten members to their pages and let only visible slides take focus', async () => {
  const { page, problems } = await openCarousel('/', '.team-carousel', 1280);
  const hrefs = await page.$$eval('.team-carousel .carousel-slide a', (links) => links.map((a) => a.getAttribute('href')));
  assert.is(hrefs.length, 10);
  for (const href of hrefs) assert.match(href ?? '', /^\/team\/[a-z]+(-[a-z]+)+\/$/);
  assert.is((await reachableSlides(page, '.team-carousel')).length, 4, 'four cards fit at 1280 px');
  await page.locator('.team-carousel .carousel-slide a').first().focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => document.activeElement?.className);
  assert.match(focused ?? '', /carousel-button carousel-prev/, 'Tab skips the hidden slides to the controls');
  assert.equal(problems, []);
  await page.context().close();
});

team('should move with the next button and the arrow keys', async () => {
  const { page } = await openCarousel('/', '.team-carousel', 1280);
  const before = await reachableSlides(page, '.team-carousel');
  const firstVisibleIs = (text: string | undefined) =>
    page.waitForFunction((expected) => {
      const visible = [...document.querySelectorAll<HTMLElement>('.team-carousel .carousel-slide')].filter((s) => !s.inert);
      return visible.length === 4 && visible[0]?.querySelector('a')?.textContent?.trim() === expected;
    }, text);
  await page.click('.team-carousel .carousel-next');
  await firstVisibleIs(before[1]);
  await page.keyboard.press('ArrowRight');
  await firstVisibleIs(before[2]);
  await page.keyboard.press('ArrowLeft');
  await firstVisibleIs(before[1]);
  await page.context().close();
});
team.run();

const testimonials = suite('testimonials carousel');

for (const [width, perView] of [[375, 1], [800, 2], [1100, 3]] as const) {
  testimonials(`should show ${perView} per view at ${width} px`, async () => {
    const { page } = await openCarousel('/testimonials/', '.testimonials-carousel', width);
    assert.is((await reachableSlides(page, '.testimonials-carousel')).length, perView);
    await page.context().close();
  });
}

const currentDot = (page: Page) =>
  page.$$eval('.testimonials-carousel .carousel-dot', (dots) => dots.findIndex((d) => d.getAttribute('aria-current') === 'true'));

testimonials('should move to a slide when its pagination dot is clicked', async () => {
  const { page } = await openCarousel('/testimonials/', '.testimonials-carousel', 1100);
  assert.is(await currentDot(page), 0);
  await page.click('.testimonials-carousel .carousel-dot >> nth=4');
  await page.waitForFunction(() => document.querySelectorAll('.testimonials-carousel .carousel-dot')[4]?.getAttribute('aria-current') === 'true');
  assert.is((await reachableSlides(page, '.testimonials-carousel'))[0], (await page.$$eval('.testimonials-carousel blockquote', (n) => n[4]?.textContent?.trim())) ?? '');
  await page.context().close();
});

async function autoplayed(options: { reducedMotion?: 'reduce'; hover?: boolean; focus?: boolean }): Promise<boolean> {
  const { page } = await openPage(site, '', { width: 1100, reducedMotion: options.reducedMotion ?? 'no-preference' });
  await page.clock.install();
  await page.goto(`${site.origin}/testimonials/`);
  await page.locator('.testimonials-carousel').scrollIntoViewIfNeeded();
  await page.clock.runFor(6000);
  await page.waitForSelector('.testimonials-carousel .carousel-track.is-ready');
  if (options.hover) await page.hover('.testimonials-carousel .testimonial-card >> nth=0');
  if (options.focus) await page.focus('.testimonials-carousel .carousel-dot >> nth=0');
  const start = await currentDot(page);
  await page.clock.runFor(5000 + 1000);
  const moved = (await currentDot(page)) !== start;
  await page.context().close();
  return moved;
}

testimonials('should autoplay every 5 seconds', async () => {
  assert.ok(await autoplayed({}), 'moved after 5 s');
});
testimonials('should pause autoplay on hover', async () => {
  assert.not.ok(await autoplayed({ hover: true }));
});
testimonials('should pause autoplay on focus', async () => {
  assert.not.ok(await autoplayed({ focus: true }));
});
testimonials('should not autoplay when the visitor prefers reduced motion', async () => {
  assert.not.ok(await autoplayed({ reducedMotion: 'reduce' }));
});
testimonials.run();
