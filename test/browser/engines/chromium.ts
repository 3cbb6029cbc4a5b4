import type { Browser, Page } from 'playwright-core';
import { launchChromiumWithProfile, ORDINARY_UA, sharedChromium } from '../browser';
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

/** What a page leaves in its origin's storage, cleared when it closes; the HTTP cache and code cache stay. */
const STORAGE = 'cookies,local_storage,indexeddb,service_workers,cache_storage,file_systems,websql';

/**
 * Chromium on a profile of its own on disk, as a member of staff's browser has, for the editor's tests on a dev server:
 * it keeps V8's code cache, so the editor's 5 MB script, loaded again for every item and after every save, is compiled
 * once rather than on every load, as a fresh context's profile in memory does. Each page is a new tab, and leaves
 * its origin's storage cleared when it closes, so the next starts as a fresh context would, but for the caches.
 */
export async function startChromiumWithProfile(): Promise<Engine> {
  const { context, close } = await launchChromiumWithProfile({ userAgent: ORDINARY_UA });
  return {
    name: 'chromium',
    newDriver: async (width, height) => {
      const page = await context.newPage();
      await page.setViewportSize({ width, height });
      return {
        ...chromiumDriver(page),
        close: async () => {
          const { origin } = new URL(page.url());
          if (origin !== 'null')
            await (await context.newCDPSession(page)).send('Storage.clearDataForOrigin', {
              origin,
              storageTypes: STORAGE,
            });
          await page.close();
        },
      };
    },
    close,
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
