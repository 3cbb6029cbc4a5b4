import type { Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openPage, painted, testSite } from './site';

/** How pages of words lay out at a phone's and a desktop's width: tables, marks, dates and unusable fields. */
const site = await testSite();
const layout = suite('content laid out for phones and desktops');

/** The lines each matching element's text runs over: 1 when it stays on one line, however it is displayed. */
const lineCounts = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) =>
    elements.map((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
    }),
  );

layout('a table in a page body should give each cell room on a phone, and stay a table on a desktop', async () => {
  for (const width of [375, 1280]) {
    const { page, problems } = await openPage(site, '/areas-we-serve/', { width });
    const table = page.locator('.prose table').first();
    const [body] = await table.evaluateAll((tables) => tables.map((t) => t.getBoundingClientRect().width));
    const cells = await table
      .locator('tbody tr')
      .first()
      .locator('td')
      .evaluateAll((tds) => tds.map((td) => td.getBoundingClientRect()));
    const [first, second, third] = cells;
    assert.ok(body && first && second && third, 'a row of three cells');
    if (width === 375) {
      assert.ok(first.width > body * 0.9, `the first cell heads the row across the width: ${first.width} of ${body}`);
      assert.ok(third.width > body * 0.4, `"Getting there" has room for its words: ${third.width} of ${body}`);
      assert.is(second.top, third.top, 'the other cells side by side under it');
    } else assert.ok(first.top === second.top && second.top === third.top, 'one row of cells');
    assert.equal(problems, []);
    await page.context().close();
  }
});

layout('a placeholder mark should stay on one line, in a button or beside a link', async () => {
  for (const [path, width] of [
    ['/contact/', 1280],
    ['/team/helen-marsh/', 1280],
    ['/contact/', 375],
  ] as const) {
    const { page } = await openPage(site, path, { width });
    const lines = await lineCounts(page, 'main .stand-in-mark');
    assert.ok(lines.length > 0, `${path} has stand-in marks`);
    assert.ok(
      lines.every((n) => n === 1),
      `${path} at ${width}: ${lines}`,
    );
    await page.context().close();
  }
});

layout("an article's date should stay on one line on a phone", async () => {
  const { page } = await openPage(site, '/blog/knee-injuries/', { width: 375 });
  assert.equal(await lineCounts(page, 'h1 + .post-meta time'), [1]);
  await page.context().close();
});

layout('a disabled field should look unusable, grey and dashed, and its words still read', async () => {
  const { page } = await openPage(site, '/contact/', { width: 1280 });
  const style = (selector: string) =>
    page.locator(selector).evaluate((el) => {
      const { backgroundColor, borderTopStyle, color } = getComputedStyle(el);
      return { backgroundColor, borderTopStyle, color };
    });
  const enabled = await style('.contact-form input[name="name"]');
  await page.locator('.contact-form input[name="name"]').evaluate((el) => el.setAttribute('disabled', ''));
  await painted(page);
  const disabled = await style('.contact-form input[name="name"]');
  assert.is.not(disabled.backgroundColor, enabled.backgroundColor, 'not the white of a usable field');
  assert.is(disabled.borderTopStyle, 'dashed');
  assert.ok(
    contrast(disabled.color, disabled.backgroundColor) >= 4.5,
    `${disabled.color} on ${disabled.backgroundColor}`,
  );
  await page.context().close();
});

/** WCAG contrast ratio of two `rgb(…)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (rgb: string) => {
    const [r = 0, g = 0, bl = 0] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map((c) => {
      const s = Number(c) / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

layout.run();
