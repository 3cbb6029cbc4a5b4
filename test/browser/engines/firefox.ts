import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type KeyInput, type Page } from 'puppeteer-core';
import type { Driver, Engine } from './types';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/**
 * Headless Firefox has no pointing device, so it matches neither `(hover: hover)` nor
 * `(pointer: fine)`, and the header would treat it as a touch screen. These prefs make it report a
 * mouse, as Firefox on a desktop does (bits: 2 fine pointer, 4 hover).
 */
const HEADLESS_DESKTOP_PREFS = { 'ui.primaryPointerCapabilities': 6, 'ui.allPointerCapabilities': 6 };
/**
 * Firefox keeps a spare content process started, so a new tab opens without waiting for one. Each test's page is a
 * new browser context, whose pages get processes of their own, so the spare was started again and again for little:
 * without it the `firefox` check took 65.3 and 63.0 s of CPU rather than 75.7 and 68.2 s, every test passing.
 */
const NO_SPARE_PROCESS_PREFS = { 'dom.ipc.processPrelaunch.enabled': false };

/** Debian's Firefox ESR over WebDriver BiDi (puppeteer-core): a fresh browser context per page. */
export async function startFirefox(): Promise<Engine> {
  if (!existsSync(FIREFOX_PATH)) {
    throw new Error(
      `Firefox not found at ${FIREFOX_PATH}. Install it with: npm run setup (or apt-get install -y firefox-esr; or ` +
        `set FIREFOX_PATH).`,
    );
  }
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    extraPrefsFirefox: { ...HEADLESS_DESKTOP_PREFS, ...NO_SPARE_PROCESS_PREFS },
  });
  return {
    name: 'firefox',
    newDriver: async (width, height) => {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width, height });
      return firefoxDriver(page, () => context.close());
    },
    close: () => browser.close(),
  };
}

function firefoxDriver(page: Page, close: () => Promise<void>): Driver {
  return {
    goto: async (url) => void (await page.goto(url)),
    run: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
    click: (selector) => page.click(selector),
    type: (text) => page.keyboard.type(text),
    press: (key) => page.keyboard.press(key as KeyInput),
    hover: (selector) => page.hover(selector),
    pointerAt: (x, y) => page.mouse.move(x, y),
    wheel: async (x, y, deltaY) => {
      await page.mouse.move(x, y);
      await page.mouse.wheel({ deltaY });
    },
    resize: (width, height) => page.setViewport({ width, height }),
    screenshot: async (file) => void (await page.screenshot({ path: file as `${string}.png` })),
    onDialog: (answer) =>
      page.on('dialog', (dialog) => void (answer(dialog.message()) ? dialog.accept() : dialog.dismiss())),
    close,
  };
}
