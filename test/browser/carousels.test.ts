import { readdirSync } from 'node:fs';
import * as assert from 'uvu/assert';
import { acrossEngines, type EnginePage, type Open } from './engines/index';

/**
 * What the slides a visitor can reach say (a member's link, a review's words): keen-slider leaves hidden ones in the
 * DOM, so they are made inert.
 */
const reachableSlides = (page: EnginePage, carousel: string) =>
  page.evaluate(
    (carousel) =>
      [...document.querySelectorAll<HTMLElement>(`${carousel} .carousel-slide`)]
        .filter((s) => !s.inert)
        .map((s) => s.querySelector('a, blockquote')?.textContent?.trim()),
    carousel,
  );

async function openCarousel(open: Open, path: string, carousel: string, width: number): Promise<EnginePage> {
  const page = await open(path, { width });
  await page.scrollIntoView(carousel);
  await page.waitForHydration(carousel === '.team-carousel' ? 'team-carousel' : 'testimonials');
  await page.waitForSelector(`${carousel} .carousel-track.is-ready`, 'attached');
  return page;
}

acrossEngines('team carousel', (test, open) => {
  test('should link every member to their page and let only visible slides take focus', async () => {
    const page = await openCarousel(open, '/', '.team-carousel', 1280);
    const hrefs = await page.evaluate(() =>
      [...document.querySelectorAll('.team-carousel .carousel-slide a')].map((a) => a.getAttribute('href')),
    );
    const members = readdirSync('content/team')
      .filter((file) => file.endsWith('.md') && !file.startsWith('_'))
      .map((file) => `/team/${file.replace(/\.md$/, '')}/`);
    assert.ok(members.length > 4, 'more members than fit at once');
    assert.equal([...hrefs].sort(), members.sort(), 'one slide for each file in content/team');
    assert.is((await reachableSlides(page, '.team-carousel')).length, 4, 'four cards fit at 1280 px');
    await page.focus('.team-carousel .carousel-slide a');
    for (let i = 0; i < 4; i++) await page.press('Tab');
    assert.match(
      (await page.focused()) ?? '',
      /carousel-button carousel-prev/,
      'Tab skips the hidden slides to the controls',
    );
    assert.equal(await page.problems(), []);
    await page.close();
  });

  test('should move with the next button and the arrow keys', async () => {
    const page = await openCarousel(open, '/', '.team-carousel', 1280);
    const before = await reachableSlides(page, '.team-carousel');
    const firstVisibleIs = (name: string | undefined) =>
      page.waitFor(
        (expected) => {
          const visible = [...document.querySelectorAll<HTMLElement>('.team-carousel .carousel-slide')].filter(
            (s) => !s.inert,
          );
          return visible.length === 4 && visible[0]?.querySelector('a')?.textContent?.trim() === expected;
        },
        name,
        `${name} to be the first card`,
      );
    await page.click('.team-carousel .carousel-next');
    await firstVisibleIs(before[1]);
    await page.press('ArrowRight');
    await firstVisibleIs(before[2]);
    await page.press('ArrowLeft');
    await firstVisibleIs(before[1]);
    await page.close();
  });
});

const currentDot = (page: EnginePage) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.testimonials-carousel .carousel-dot')].findIndex(
      (d) => d.getAttribute('aria-current') === 'true',
    ),
  );

acrossEngines('testimonials carousel', (test, open) => {
  for (const [width, perView] of [
    [375, 1],
    [800, 2],
    [1100, 3],
  ] as const) {
    test(`should show ${perView} per view at ${width} px`, async () => {
      const page = await openCarousel(open, '/testimonials/', '.testimonials-carousel', width);
      assert.is((await reachableSlides(page, '.testimonials-carousel')).length, perView);
      await page.close();
    });
  }

  for (const width of [375, 1280]) {
    test(`should offer a labelled Pause button at ${width} px, and move again when Play is pressed`, async () => {
      const page = await openCarousel(open, '/testimonials/', '.testimonials-carousel', width);
      const toggle = '.testimonials-carousel .carousel-autoplay';
      assert.ok(await page.isVisible(toggle), 'the pause button shows');
      assert.is(await page.attribute(toggle, 'aria-label'), 'Pause reviews');
      await page.click(toggle);
      await page.waitFor(
        (t) => document.querySelector(t)?.getAttribute('aria-label') === 'Play reviews',
        toggle,
        'Play',
      );
      const still = await currentDot(page);
      await page.click(toggle);
      await page.waitFor(
        (t) => document.querySelector(t)?.getAttribute('aria-label') === 'Pause reviews',
        toggle,
        'Pause',
      );
      // Away from the carousel, which a resting pointer pauses; focus stays on the button that played it. A hover, as a
      // move to a fixed point is no move at all in WebKit when the pointer was left there by the test before.
      await page.hover('.site-header .brand');
      await page.waitFor(
        ([still]) =>
          [...document.querySelectorAll('.testimonials-carousel .carousel-dot')].findIndex(
            (d) => d.getAttribute('aria-current') === 'true',
          ) !== still,
        [still],
        'the next slide, played again',
      );
      assert.equal(await page.problems(), []);
      await page.close();
    });
  }

  test('should move to a slide when its pagination dot is clicked', async () => {
    const page = await openCarousel(open, '/testimonials/', '.testimonials-carousel', 1100);
    assert.is(await currentDot(page), 0);
    await page.click('.testimonials-carousel .carousel-dot:nth-child(5)');
    await page.waitFor(
      () =>
        document.querySelectorAll('.testimonials-carousel .carousel-dot')[4]?.getAttribute('aria-current') === 'true',
      null,
      'the fifth dot to be current',
    );
    const fifth = await page.evaluate(
      () => document.querySelectorAll('.testimonials-carousel blockquote')[4]?.textContent?.trim() ?? '',
    );
    assert.is((await reachableSlides(page, '.testimonials-carousel'))[0], fifth);
    await page.close();
  });
});
