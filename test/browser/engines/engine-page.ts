import type { Driver, EngineName, Key } from './types';

type Visibility = 'attached' | 'visible' | 'hidden' | 'detached';
const WAIT_MS = 20_000;

/**
 * The page API the cross-engine tests use, the same in every engine. Functions passed to
 * `evaluate` and `waitFor` are sent as source, so they may use only their argument; esbuild's
 * `__name` helper, which tsx adds to named inner functions, is defined for them.
 */
export class EnginePage {
  constructor(
    readonly engine: EngineName,
    readonly origin: string,
    private readonly driver: Driver,
  ) {}

  async goto(urlPath: string): Promise<void> {
    await this.driver.goto(this.origin + urlPath);
  }

  evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R> {
    return this.driver.run(
      `(() => { var __name = (f) => f; return (${fn.toString()})(${JSON.stringify(arg ?? null)}); })()`,
    );
  }

  /** Polls `fn` in the page until it returns something truthy; fails naming the engine and `what`. */
  async waitFor<A>(fn: (arg: A) => unknown, arg: A, what: string, ms = WAIT_MS): Promise<void> {
    const done = await this.driver.run<boolean>(
      `(async () => {
      var __name = (f) => f;
      const check = ${fn.toString()};
      for (const until = Date.now() + ${ms}; Date.now() < until; ` +
        `await new Promise((resolve) => setTimeout(resolve, 25))) {
        if (await check(${JSON.stringify(arg)})) return true;
      }
      return false;
    })()`,
    );
    if (!done) throw new Error(`[${this.engine}] timed out after ${ms} ms waiting for ${what}`);
  }

  waitForSelector(selector: string, state: Visibility = 'visible'): Promise<void> {
    return this.waitFor(
      ([selector, state]) => {
        const el = document.querySelector(selector);
        const box = el?.getBoundingClientRect();
        const visible =
          !!el && !!box && box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
        return { attached: !!el, detached: !el, visible, hidden: !visible }[state];
      },
      [selector, state] as const,
      `${selector} to be ${state}`,
    );
  }

  /** Waits until the named island has been hydrated. */
  waitForHydration(name: string): Promise<void> {
    return this.waitForSelector(`[data-island="${name}"][data-hydrated]`, 'attached');
  }

  /**
   * Waits until the page's address (path and query) satisfies `test`, across navigations. A driver
   * may answer a question only once a navigation has settled, which after going back once took
   * WebKit's longer than this wait, so an answer that comes after the time is up still counts.
   */
  async waitForPath(test: (path: string) => boolean, what: string): Promise<void> {
    let path = '';
    for (
      const until = Date.now() + WAIT_MS;
      Date.now() < until;
      await new Promise((resolve) => setTimeout(resolve, 50))
    ) {
      path = await this.path().catch(() => '');
      if (test(path)) return;
    }
    path = await this.path().catch(() => '?');
    if (!test(path)) throw new Error(`[${this.engine}] timed out waiting for the address to be ${what} (at ${path})`);
  }

  path(): Promise<string> {
    return this.evaluate(() => location.pathname + location.search);
  }

  async scrollIntoView(selector: string): Promise<void> {
    await this.evaluate((selector) => document.querySelector(selector)?.scrollIntoView({ block: 'center' }), selector);
  }

  async click(selector: string): Promise<void> {
    await this.scrollIntoView(selector);
    await this.driver.click(selector);
  }

  /** Replaces a field's value by typing, as a visitor would (select all, then type or delete). */
  async fill(selector: string, value: string): Promise<void> {
    await this.evaluate((selector) => {
      const field = document.querySelector<HTMLInputElement | HTMLTextAreaElement>(selector);
      field?.focus();
      field?.select();
    }, selector);
    if (value) await this.driver.type(value);
    else await this.driver.press('Backspace');
  }

  type(text: string): Promise<void> {
    return this.driver.type(text);
  }

  press(key: Key): Promise<void> {
    return this.driver.press(key);
  }

  async hover(selector: string): Promise<void> {
    await this.scrollIntoView(selector);
    await this.driver.hover(selector);
  }

  pointerAt(x: number, y: number): Promise<void> {
    return this.driver.pointerAt(x, y);
  }

  /** Turns the mouse wheel over the middle of `selector`, `deltaY` pixels (down when positive). */
  async wheelOver(selector: string, deltaY: number): Promise<void> {
    const [x, y] = await this.evaluate((selector) => {
      const box = document.querySelector(selector)?.getBoundingClientRect();
      return box ? [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] : [0, 0];
    }, selector);
    await this.driver.wheel(x, y, deltaY);
  }

  async focus(selector: string): Promise<void> {
    await this.evaluate((selector) => document.querySelector<HTMLElement>(selector)?.focus(), selector);
  }

  async blur(selector: string): Promise<void> {
    await this.evaluate((selector) => document.querySelector<HTMLElement>(selector)?.blur(), selector);
  }

  text(selector: string): Promise<string | null> {
    return this.evaluate((selector) => document.querySelector<HTMLElement>(selector)?.innerText ?? null, selector);
  }

  value(selector: string): Promise<string | null> {
    return this.evaluate((selector) => document.querySelector<HTMLInputElement>(selector)?.value ?? null, selector);
  }

  attribute(selector: string, name: string): Promise<string | null> {
    return this.evaluate(([selector, name]) => document.querySelector(selector)?.getAttribute(name) ?? null, [
      selector,
      name,
    ] as const);
  }

  count(selector: string): Promise<number> {
    return this.evaluate((selector) => document.querySelectorAll(selector).length, selector);
  }

  async isVisible(selector: string): Promise<boolean> {
    return this.evaluate((selector) => {
      const el = document.querySelector(selector);
      const box = el?.getBoundingClientRect();
      return !!el && !!box && box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    }, selector);
  }

  /** The id, or else the href, of the focused element. */
  focused(): Promise<string | null> {
    return this.evaluate(() => {
      const el = document.activeElement;
      return el && el !== document.body
        ? el.id || el.getAttribute('href') || el.getAttribute('aria-controls') || el.className
        : null;
    });
  }

  /** Console errors and warnings, uncaught errors and policy violations of the page shown now. */
  problems(): Promise<string[]> {
    return this.evaluate(
      () => (window as unknown as { __probeProblems?: string[] }).__probeProblems ?? ['the test probe did not run'],
    );
  }

  /** Resolves once the browser has painted twice: what a handler or effect did is on screen. */
  async painted(): Promise<void> {
    await this.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }

  resize(width: number, height = 900): Promise<void> {
    return this.driver.resize(width, height);
  }

  /** Goes back a page, as the browser's button does; wait for the address after it. */
  async back(): Promise<void> {
    // Through the page, not the driver: Firefox's driver waits for a load event a page from the back-forward cache
    // never fires.
    await this.evaluate(() => void setTimeout(() => history.back()));
  }

  screenshot(file: string): Promise<void> {
    return this.driver.screenshot(file);
  }

  /** Answers the page's questions from now on with `answer`, and lists their words as they are asked. */
  answerDialogs(answer: (message: string) => boolean): string[] {
    if (!this.driver.onDialog) throw new Error(`[${this.engine}] this driver does not answer a page's questions`);
    const asked: string[] = [];
    this.driver.onDialog((message) => (asked.push(message), answer(message)));
    return asked;
  }

  close(): Promise<void> {
    return this.driver.close();
  }
}
