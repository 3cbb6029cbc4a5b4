import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../build/tools/chromium';
import { createStaticServer, type HeadersFor, type ServerOptions } from '../../build/serve/static-server';

export { CHROMIUM_ARGS, CHROMIUM_PATH };
/** An ordinary desktop user agent, for tests that need the reviews call (headless agents are skipped by design). */
export const ORDINARY_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

let shared: Promise<Browser> | undefined;

/** One Chromium for every test of a process: the Chromium-only tests and the cross-engine ones in Chromium. */
export function sharedChromium(): Promise<Browser> {
  shared ??= launchChromium();
  return shared;
}

/** Starts Debian's Chromium, or fails with the command that installs it. */
export async function launchChromium(): Promise<Browser> {
  chromiumThere();
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * Starts Debian's Chromium on a profile of its own in a temporary folder, kept on disk as a member of staff's browser
 * keeps one, or fails with the command that installs it. `close` ends it and removes the folder.
 */
export async function launchChromiumWithProfile(
  options: BrowserContextOptions,
): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  chromiumThere();
  const profile = await mkdtemp(path.join(tmpdir(), 'chromium-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    ...options,
  });
  const close = async () => {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  };
  return { context, close };
}

function chromiumThere(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}. Install it with: npm run setup (or apt-get update && ` +
        `apt-get install -y chromium-headless-shell; or set CHROMIUM_PATH).`,
    );
  }
}

/** Serves a built site on a free loopback port. */
export async function serveSite(
  dir: string,
  options?: HeadersFor | ServerOptions,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = createStaticServer(dir, options);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
