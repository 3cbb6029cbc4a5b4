import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Driver, Engine, Key } from './types';
import { WebDriverSession } from './webdriver-client';

const INSTALL = 'Install it with: npm run setup (or apt-get install -y webkit2gtk-driver xvfb)';

/** The MiniBrowser the webkit2gtk packages install, which WebKitWebDriver drives. */
function miniBrowserPath(): string {
  const installed = readdirSync('/usr/lib').flatMap((arch) =>
    ['4.1', '4.0'].map((api) => `/usr/lib/${arch}/webkit2gtk-${api}/MiniBrowser`),
  );
  const found = process.env.WEBKIT_MINIBROWSER ?? installed.find((file) => existsSync(file));
  if (!found || !existsSync(found) || !existsSync('/usr/bin/WebKitWebDriver') || !existsSync('/usr/bin/xvfb-run')) {
    throw new Error(`WebKit (WebKitWebDriver, MiniBrowser and xvfb-run) not found. ${INSTALL}.`);
  }
  return found;
}

/**
 * GTK settings that shrink MiniBrowser's own toolbar to nothing: its header bar otherwise keeps
 * the window at least 447 px wide, wider than the phone widths the tests need. Web content is
 * drawn by WebKit itself and does not read them.
 */
const GTK_CSS =
  '* { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; border-width: 0; -gtk-icon-transform: ' +
  'scale(0.1); }\n';

async function gtkConfig(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'webkit-gtk-'));
  await mkdir(path.join(dir, 'gtk-3.0'));
  await writeFile(path.join(dir, 'gtk-3.0', 'gtk.css'), GTK_CSS);
  return dir;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function driverReady(base: string): Promise<void> {
  for (
    const started = Date.now();
    Date.now() - started < 30_000;
    await new Promise((resolve) => setTimeout(resolve, 100))
  ) {
    if (
      await fetch(`${base}/status`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
  }
  throw new Error(`WebKitWebDriver did not answer at ${base} within 30 s. ${INSTALL}.`);
}

/**
 * Pages painted by Skia's own CPU rasteriser. WebKitGTK otherwise paints with Skia on the GPU, which here is Mesa's
 * llvmpipe emulating OpenGL on the same two cores. In five runs of the `webkit` check each way, in turn, it took less
 * CPU this way every time, by 2.1–14.2 s (median 5.0 s, of about 100 s), every test passing. Layout, script and
 * compositing are WebKit's own either way.
 */
const CPU_PAINTING = { WEBKIT_SKIA_ENABLE_CPU_RENDERING: '1' };

/**
 * Xvfb, the driver and the browser it starts, in a process group of their own led by a shell that ends the group as
 * soon as its input closes: when this process closes it, and when this process ends in any way, even killed by a
 * check's time limit, which reaches only the check's own group.
 */
function startDriver(port: number, config: string): { stop: () => void } {
  const env = { ...process.env, ...CPU_PAINTING, XDG_CONFIG_HOME: config };
  const child = spawn(
    'sh',
    ['-c', 'xvfb-run -a WebKitWebDriver --port="$1" & cat > /dev/null; kill -TERM 0', 'sh', String(port)],
    { detached: true, stdio: ['pipe', 'ignore', 'ignore'], env },
  );
  // Nothing here keeps this process running: the group ends with it.
  child.unref();
  (child.stdin as Socket | null)?.unref();
  return {
    stop: () => {
      child.stdin?.end();
      void rm(config, { recursive: true, force: true });
    },
  };
}

/** A driver under Xvfb with one session on it, ready for pages. */
async function launch(binary: string, scriptMs: number): Promise<{ session: WebDriverSession; stop: () => void }> {
  const [port, config] = await Promise.all([freePort(), gtkConfig()]);
  const { stop } = startDriver(port, config);
  const base = `http://127.0.0.1:${port}`;
  try {
    await driverReady(base);
    const session = await WebDriverSession.create(base, {
      'webkitgtk:browserOptions': { binary, args: ['--automation'] },
    });
    await session.command('POST', '/timeouts', { script: scriptMs, pageLoad: 60_000 });
    return { session, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

/**
 * WebKitGTK through its WebDriver under Xvfb (MiniBrowser's own headless mode cannot open a
 * display here). One session for the whole run: starting MiniBrowser costs seconds, so a new
 * page is the same window with its storage cleared instead.
 */
export async function startWebKit({ scriptMs = 60_000 } = {}): Promise<Engine> {
  const binary = miniBrowserPath();
  let running = await launch(binary, scriptMs);
  return {
    name: 'webkit',
    newDriver: async (width, height) => {
      // After a command past its time (under heavy load), or with a browser that died under the last test, the next
      // page comes from a new driver and browser.
      const relaunch = async () => {
        running.stop();
        running = await launch(binary, scriptMs);
      };
      if (running.session.timedOut) await relaunch();
      else await resetSession(running.session).catch(relaunch);
      await resize(running.session, width, height);
      return webkitDriver(running.session);
    },
    close: async () => {
      await running.session.delete();
      running.stop();
    },
  };
}

/** What a fresh page would not have: the last test's storage and cookies. */
async function resetSession(session: WebDriverSession): Promise<void> {
  if ((await session.url()).startsWith('http')) await session.execute('localStorage.clear(); sessionStorage.clear();');
  await session.command('DELETE', '/cookie');
  await session.navigate('about:blank');
}

const viewports = new WeakMap<WebDriverSession, string>();

/**
 * Sets the viewport (not the window) to `width` × `height`: the window's frame is measured and added. Under Xvfb the
 * window changes a moment after the driver answers, so each size is read once it has settled, and a frame outside
 * what a window could have is never used. Skipped when the viewport already has that size.
 */
async function resize(session: WebDriverSession, width: number, height: number): Promise<void> {
  const wanted = `${width}x${height}`;
  if (viewports.get(session) === wanted) return;
  viewports.delete(session);
  let [frameWidth, frameHeight] = [0, 0];
  for (let attempt = 0; attempt < 5; attempt++) {
    await session.setWindowRect(width + frameWidth, height + frameHeight);
    const [innerWidth, innerHeight] = await settledViewport(session);
    if (innerWidth === width && innerHeight === height) {
      viewports.set(session, wanted);
      return;
    }
    frameWidth = clampFrame(frameWidth + width - innerWidth);
    frameHeight = clampFrame(frameHeight + height - innerHeight);
  }
  throw new Error(`WebKit's viewport did not reach ${wanted} px: its window would not take that size.`);
}

const clampFrame = (pixels: number) => Math.min(Math.max(pixels, 0), 200);

/** The viewport's size once two readings 100 ms apart agree (the last reading after 3 s). */
async function settledViewport(session: WebDriverSession): Promise<[number, number]> {
  let last: [number, number] | undefined;
  for (let reading = 0; reading < 30; reading++) {
    const size = await session.execute<[number, number]>('return [innerWidth, innerHeight]');
    if (last && size[0] === last[0] && size[1] === last[1]) return size;
    last = size;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return last!;
}

/** WebDriver's code points for the named keys the tests press. */
const KEYS: Record<string, string> = {
  Tab: '\uE004',
  Enter: '\uE007',
  Escape: '\uE00C',
  Backspace: '\uE003',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
};
const keyOf = (key: Key) => KEYS[key] ?? key;

function webkitDriver(session: WebDriverSession): Driver {
  return {
    goto: async (url) => void (await session.navigate(url)),
    run: (expression) => session.execute(`return (${expression});`),
    click: async (selector) => void (await session.click(await session.findElement(selector))),
    type: async (text) => void (await session.keys([...text])),
    press: async (key) => void (await session.keys([keyOf(key)])),
    // To the element's middle in viewport coordinates: this driver refuses an element as the origin of a pointer move.
    // The pointer enters at the element's edge first and then moves on, as a hand's does: a single jump straight
    // after a page has loaded once left a menu closed in WebKit.
    hover: async (selector) => {
      const [x, y, left] = await session.execute<[number, number, number]>(
        'const box = document.querySelector(arguments[0]).getBoundingClientRect(); return [Math.round(box.x + ' +
          'box.width / 2), Math.round(box.y + box.height / 2), Math.ceil(box.x + 1)];',
        [selector],
      );
      await session.pointerTo({ x: left, y });
      await session.pointerTo({ x, y });
    },
    pointerAt: async (x, y) => void (await session.pointerTo({ x, y })),
    wheel: async (x, y, deltaY) => void (await session.wheel({ x, y }, deltaY)),
    resize: (width, height) => resize(session, width, height),
    screenshot: async (file) => writeFile(file, Buffer.from(await session.screenshot(), 'base64')),
    close: () => resetSession(session),
  };
}
