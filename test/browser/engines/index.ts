import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { suite, type Test } from 'uvu';
import { type LocalFunctions, startLocalFunctions } from '../../../build/serve/functions';
import { localHeadersFor } from '../../../build/serve/local-headers';
import { EMAILJS_ORIGIN } from '../../../build/stages/outputs/security-headers';
import { serveSite } from '../browser';
import { builtTestSite } from '../site';
import { startChromium, startChromiumWithProfile } from './chromium';
import { EnginePage } from './engine-page';
import { startFirefox } from './firefox';
import { LOCAL_FUNCTION, probeServerOptions, resetThirdParty, thirdParty } from './probe';
import { ENGINE_NAMES, type Engine, type EngineName } from './types';
import { WebDriverTimeout } from './webdriver-client';
import { startWebKit } from './webkit';

export { EnginePage, LOCAL_FUNCTION, thirdParty };
export type { EngineName };

const STARTERS: Record<EngineName, () => Promise<Engine>> = {
  chromium: startChromium,
  firefox: startFirefox,
  webkit: () => startWebKit(),
};

/** The engines this process tests: `ENGINES=firefox,webkit`, or all three. */
export function selectedEngines(): EngineName[] {
  const asked = (process.env.ENGINES ?? ENGINE_NAMES.join(','))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of asked)
    if (!ENGINE_NAMES.includes(name as EngineName))
      throw new Error(`Unknown engine ${name} in ENGINES: use ${ENGINE_NAMES.join(', ')}`);
  return asked as EngineName[];
}

/** For the editor on a dev server of a test's own: Chromium on a profile on disk, whose code cache it loads with. */
const ON_OWN_SERVER: Record<EngineName, () => Promise<Engine>> = { ...STARTERS, chromium: startChromiumWithProfile };

/** The engines started, by the function that started each. */
const engines = new Map<() => Promise<Engine>, Promise<Engine>>();
let server: ReturnType<typeof serveSite> | undefined;
let functions: Promise<LocalFunctions> | undefined;

/** Each engine is started once per process, on first use; a failure to start names the engine. */
function engine(name: EngineName, starters = STARTERS): Promise<Engine> {
  const start = starters[name];
  if (!engines.has(start)) {
    engines.set(
      start,
      start().catch((error: Error) => {
        throw new Error(`[${name}] could not start: ${error.message}`);
      }),
    );
  }
  return engines.get(start)!;
}

/**
 * The test site with its own headers, the probe that stands in for the third-party calls, and the site's own
 * functions in workerd as `npm run preview` serves them (against the fake Places API, whatever the environment says).
 */
function probedSite(): ReturnType<typeof serveSite> {
  server ??= (async () => {
    const dir = await builtTestSite();
    const headersFor = localHeadersFor(await readFile(path.join(dir, '_headers'), 'utf8'));
    functions = startLocalFunctions({ env: {} });
    const { handle } = await functions;
    const probe = probeServerOptions({ emailjs: EMAILJS_ORIGIN });
    return serveSite(dir, { headersFor, ...probe, extra: (req, res) => probe.extra?.(req, res) || handle(req, res) });
  })();
  return server;
}

export interface OpenOptions {
  width?: number;
  height?: number;
  /** The user agent the page reports (to the islands); the engine's own otherwise. */
  userAgent?: string;
}

/** A fresh page in `name` (own storage; third-party calls answered by their defaults), at `urlPath` unless empty. */
export async function openIn(
  name: EngineName,
  urlPath: string,
  { width = 1280, height = 900, userAgent }: OpenOptions = {},
): Promise<EnginePage> {
  const [site, started] = await Promise.all([probedSite(), engine(name)]);
  resetThirdParty();
  thirdParty.userAgent = userAgent;
  const page = new EnginePage(name, site.origin, await started.newDriver(width, height));
  if (urlPath) await page.goto(urlPath);
  return page;
}

/**
 * A fresh page in `name` on a server of the test's own, such as a dev server on a copy of the content: without the
 * probe, which only the test site's server adds.
 */
export async function openOn(name: EngineName, origin: string, urlPath: string, { width = 1280, height = 900 } = {}) {
  const page = new EnginePage(name, origin, await (await engine(name, ON_OWN_SERVER)).newDriver(width, height));
  if (urlPath) await page.goto(urlPath);
  return page;
}

export type Open = (urlPath: string, options?: OpenOptions) => Promise<EnginePage>;

/**
 * Whether `engine` runs the cases that differ from one every engine runs only in the data the page's script is handed
 * (another answer's words or fields, read by the same code after the same browser calls, and unit-tested as data in
 * `test/lib/`): Chromium alone. A case that reaches the engine differently (a failed request, a body that is not JSON,
 * a status that is not OK) runs in every engine.
 */
export const runsDataCases = (engine: EngineName) => engine === 'chromium';

/**
 * Defines the same tests once per engine, as suites named `<title> [<engine>]`, so a failure
 * names its engine. A missing engine fails every test with the command that installs it.
 */
export function acrossEngines(title: string, define: (test: Test, open: Open, engine: EngineName) => void): void {
  for (const name of selectedEngines()) {
    const test = suite(`${title} [${name}]`);
    define(
      name === 'webkit' ? againAfterTimeout(test) : test,
      (urlPath, options) => openIn(name, urlPath, options),
      name,
    );
    test.run();
  }
}

/**
 * A WebKit test that failed because the driver or the browser did not answer in time runs once more, from its start,
 * in a new driver and browser (the engine starts them for the next page once a command has timed out): on a machine
 * this loaded, WebKit's driver has stopped answering mid-test. Any other failure, or a second timeout, fails the test.
 */
export function againAfterTimeout(test: Test): Test {
  const again = (name: string, handler: Parameters<Test>[1]) =>
    test(name, async (context) => {
      try {
        await handler(context);
      } catch (error) {
        if (!(error instanceof WebDriverTimeout)) throw error;
        console.log(`\n${name} [webkit]: ${error.message}; running it again in a new driver and browser`);
        await handler(context);
      }
    });
  return Object.assign(again, test) as Test;
}

/** Stops every engine and the server this process started. */
export async function closeEngines(): Promise<void> {
  const started = [...engines.values()];
  engines.clear();
  await Promise.all(
    started.map((pending) =>
      pending.then(
        (e) => e.close(),
        () => undefined,
      ),
    ),
  );
  if (server) await (await server).close();
  if (functions) await (await functions).close();
  server = undefined;
  functions = undefined;
}
