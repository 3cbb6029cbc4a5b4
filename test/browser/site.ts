import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { load } from 'js-yaml';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, ConsoleMessage, Page } from 'playwright-core';
import { buildSite } from '../../build/build-site';
import { parseBuildOptions } from '../../build/options';
import { localHeadersFor } from '../../build/serve/local-headers';
import { REVIEWS_FUNCTION_PATH } from '../../src/lib/reviews';
import { launchChromiumWithProfile, ORDINARY_UA, serveSite, sharedChromium } from './browser';
import { clinicSite } from '../../templates/clinic-site';
import { STAND_IN_LABEL } from '../../src/content/stand-in';

/**
 * Deployment settings the browser tests build with, so the form takes its configured path. The reviews need none:
 * they come from the site's own function, as on a real deployment.
 */
export const TEST_ENV = {
  EMAILJS_SERVICE_ID: 'service_test',
  EMAILJS_TEMPLATE_ID: 'template_test',
  EMAILJS_PUBLIC_KEY: 'public_test',
};
export const EMAILJS_URL = 'https://api.emailjs.com/**';

export interface TestSite {
  origin: string;
  browser: Browser;
  close: () => Promise<void>;
}

let shared: Promise<TestSite> | undefined;

/** Stops the shared browser and server, if a test started them. */
export async function closeShared(): Promise<void> {
  if (shared) await (await shared).close();
  shared = undefined;
}

/** The one build every check of `npm test` reads: links, markup, sizes and the browser tests. */
export const TEST_SITE_DIR = '.cache/site-dist';

let built: Promise<string> | undefined;

/** The test site's folder, built first unless `npm test` has built it and says so with TEST_SITE_BUILT=1. */
export function builtTestSite(): Promise<string> {
  built ??= (async () => {
    const outDir = path.resolve(TEST_SITE_DIR);
    if (!process.env.TEST_SITE_BUILT)
      await buildSite(clinicSite, parseBuildOptions(['--out', outDir], TEST_ENV, process.cwd()));
    return outDir;
  })();
  return built;
}

/**
 * Serves the real content on loopback with the headers of its own `_headers` file
 * (Content-Security-Policy included) and starts Chromium. `npm test` builds the site once and
 * says so with TEST_SITE_BUILT=1; a browser test run on its own builds it first.
 */
export function testSite(): Promise<TestSite> {
  shared ??= (async () => {
    const outDir = await builtTestSite();
    const server = await serveSite(outDir, localHeadersFor(await readFile(path.join(outDir, '_headers'), 'utf8')));
    const browser = await sharedChromium();
    return {
      origin: server.origin,
      browser,
      close: async () => {
        await browser.close();
        await server.close();
      },
    };
  })();
  return shared;
}

export interface OpenPage {
  page: Page;
  /** Console errors and warnings, and uncaught page errors, seen so far. */
  problems: string[];
}

/** A proxy that is not there: a request sent to it fails, as one to a blocked route does. */
const NO_PROXY_THERE = { server: 'http://127.0.0.1:9', bypass: '127.0.0.1' };

/** A fresh page at `width`; network calls to anything but the test server fail unless a test routes them. */
export async function openPage(
  site: TestSite,
  urlPath: string,
  options: BrowserContextOptions & { width?: number } = {},
): Promise<OpenPage> {
  const { width = 1280, ...contextOptions } = options;
  const context = await site.browser.newContext({
    viewport: { width, height: 900 },
    userAgent: ORDINARY_UA,
    ...contextOptions,
  });
  const { page, problems } = await watched(context);
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort('blockedbyclient'));
  // By default the reviews function answers with no reviews; tests that need more route it themselves.
  await context.route(`**${REVIEWS_FUNCTION_PATH}`, (route) => route.fulfill({ json: { success: true, reviews: [] } }));
  return { page: await opened(page, urlPath && site.origin + urlPath), problems };
}

/** A page of `context` whose policy violations are console errors, and whose console errors and warnings are kept. */
async function watched(context: BrowserContext): Promise<OpenPage> {
  // Reports Content-Security-Policy violations as console errors, which every test then sees.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`);
    });
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return { page, problems };
}

/**
 * A page in a Chromium with a profile of its own on disk, as a member of staff's browser has, for the dev server's
 * editor, loaded again after every save as its users load it. Nothing is routed, so the browser keeps its HTTP cache
 * (any route turns it off): other hosts fail at a proxy that is not there, and the page's server answers its own
 * functions. The profile keeps V8's code cache, which a fresh context's
 * profile in memory does not: the editor's 5 MB script, loaded again for every item and after every save, is then
 * compiled once rather than on every load (Chromium's CPU time for a load of the editor from 6.8 s to 3.6 s).
 */
export async function openProfilePage(width = 1280): Promise<OpenPage & { close: () => Promise<void> }> {
  const { context, close } = await launchChromiumWithProfile({
    viewport: { width, height: 900 },
    userAgent: ORDINARY_UA,
    proxy: NO_PROXY_THERE,
  });
  return { ...(await watched(context)), close };
}

async function opened(page: Page, url: string): Promise<Page> {
  if (url) await page.goto(url);
  return page;
}

/**
 * Resolves once the browser has run its pending tasks and painted twice: what an event handler or effect did is on
 * screen.
 */
export function painted(page: Page): Promise<unknown> {
  return page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Waits until the named island has been hydrated. */
export async function waitForHydration(page: Page, name: string): Promise<void> {
  await page.locator(`[data-island="${name}"][data-hydrated]`).first().waitFor({ state: 'attached' });
}

/**
 * The words of each clinic's Google reviews link as the shipped clinics.yaml gives them: marked while the clinic's
 * Place ID is a stand-in, since the link then opens a map search, not the clinic's reviews.
 */
export function reviewLinkTexts(): string[] {
  const clinics = load(readFileSync('content/clinics.yaml', 'utf8')) as { name: string; googlePlaceId: unknown }[];
  return clinics.map(({ name, googlePlaceId }) =>
    typeof googlePlaceId === 'object' ? `${name} clinic ${STAND_IN_LABEL}` : `${name} clinic`,
  );
}
