import { mkdir } from 'node:fs/promises';
import * as assert from 'uvu/assert';
import { acrossEngines } from './engines/index';

/** Where the engines' screenshots go, to look at: the home page at a phone's and a desktop's width. */
const SHOTS = '.cache/screenshots';

acrossEngines("rendering under the local servers' headers", (test, open, engine) => {
  for (const width of [375, 1280]) {
    test(
      `should load the stylesheet and hydrate every island of the home page at ${width} px, with no error or ` +
        `policy violation`,
      async () => {
        // The servers send the site's own policy; WebKit once loaded nothing here, as it upgraded every request to
        // https.
        const page = await open('/', { width });
        await page.waitForHydration('header');
        const styled = await page.evaluate(
          () => [document.styleSheets.length, getComputedStyle(document.body).fontFamily, innerWidth] as const,
        );
        assert.is(styled[0], 1, 'the stylesheet loaded');
        assert.match(styled[1], /system-ui/, "the site's font stack applies");
        assert.is(styled[2], width);
        // The probe hides the scrollbar in WebKit alone (probe.ts); elsewhere, Firefox's would lose its room.
        const scrollbar = await page.evaluate(() => getComputedStyle(document.documentElement).scrollbarWidth);
        assert.is(scrollbar, engine === 'webkit' ? 'none' : 'auto', 'the scrollbar as the probe leaves it');
        const islands = await page.evaluate(() => [
          ...new Set([...document.querySelectorAll('[data-island]')].map((m) => m.getAttribute('data-island') ?? '')),
        ]);
        assert.ok(islands.length >= 4, islands.join(' '));
        for (const island of islands) {
          await page.scrollIntoView(`[data-island="${island}"]`);
          await page.waitForHydration(island);
        }
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.painted();
        await mkdir(SHOTS, { recursive: true });
        await page.screenshot(`${SHOTS}/${engine}-home-${width}.png`);
        assert.equal(await page.problems(), []);
        await page.close();
      },
    );
  }
});
