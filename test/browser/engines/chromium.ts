import type { Browser, Page } from 'playwright-core';
import { ORDINARY_UA, sharedChromium } from '../browser';
import type { Driver, Engine } from './types';

/** Debian's Chromium through playwright-core: a fresh context (own storage) per page, in the process's one Chromium. */
export async function startChromium(): Promise<Engine> {
  const browser: Browser = await sharedChromium();
  return {
    name: 'chromium',
    newDriver: async (width, height) => {
      const context = await browser.newContext({ viewport: { width, height }, userAgent: ORDINARY_UA });
      return chromiumDriver(await context.newPage());
    },
    close: () => browser.close(),
  };
}

function chromiumDriver(page: Page): Driver {
  return {
    goto: async (url) => void (await page.goto(url)),
    run: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
    click: (selector) => page.click(selector),
    type: (text) => page.keyboard.type(text),
    press: (key) => page.keyboard.press(key === ' ' ? 'Space' : key),
    hover: (selector) => page.hover(selector),
    pointerAt: (x, y) => page.mouse.move(x, y),
    wheel: async (x, y, deltaY) => {
      await page.mouse.move(x, y);
      await page.mouse.wheel(0, deltaY);
    },
    resize: (width, height) => page.setViewportSize({ width, height }),
    screenshot: async (file) => void (await page.screenshot({ path: file })),
    onDialog: (answer) =>
      page.on('dialog', (dialog) => void (answer(dialog.message()) ? dialog.accept() : dialog.dismiss())),
    close: () => page.context().close(),
  };
}
