/**
 * Debian's Chromium, as its headless shell, and the flags it needs here: headless as root, and no background
 * networking, which a machine without outside network answers with refused connections.
 *
 * The headless shell (Debian's `chromium-headless-shell`) is the same Chromium, Blink and V8 of the same version,
 * built without the browser's windows and the other parts a page never reaches. The whole browser, headless, cost
 * the tests about 1.6 times the CPU time for the same pages (docs/testing.md).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
