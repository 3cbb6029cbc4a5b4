/**
 * A W3C WebDriver (classic) client over fetch: only the commands the browser tests use. WebKitGTK's
 * driver speaks this protocol and nothing newer, and a client this small has no surprises.
 */
export const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecc';

export class WebDriverError extends Error {}
/** The driver did not answer within `COMMAND_MS`, or the browser did not finish a script or a page in its time. */
export class WebDriverTimeout extends WebDriverError {}

const COMMAND_MS = 90_000;

export class WebDriverSession {
  constructor(
    readonly base: string,
    readonly id: string,
  ) {}

  /** Starts a session on the driver listening at `base`. */
  static async create(base: string, capabilities: object): Promise<WebDriverSession> {
    const answer = await send<{ sessionId: string }>(`${base}/session`, 'POST', {
      capabilities: { alwaysMatch: capabilities },
    });
    return new WebDriverSession(base, answer.sessionId);
  }

  /** Set once a command has timed out: the driver may answer again, but a new one is the safer next step. */
  timedOut = false;

  command<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: object): Promise<T> {
    return send<T>(`${this.base}/session/${this.id}${path}`, method, body).catch((error: Error) => {
      if (error instanceof WebDriverTimeout) this.timedOut = true;
      throw error;
    });
  }

  navigate(url: string): Promise<unknown> {
    return this.command('POST', '/url', { url });
  }

  url(): Promise<string> {
    return this.command('GET', '/url');
  }

  /** Runs `body` (a function body using `arguments`) in the page; elements come back as references. */
  execute<T>(body: string, args: unknown[] = []): Promise<T> {
    return this.command('POST', '/execute/sync', { script: body, args });
  }

  executeAsync<T>(body: string, args: unknown[] = []): Promise<T> {
    return this.command('POST', '/execute/async', { script: body, args });
  }

  async findElement(selector: string): Promise<string> {
    const found = await this.command<Record<string, string>>('POST', '/element', {
      using: 'css selector',
      value: selector,
    });
    // The W3C key, or the one older drivers still send.
    const id = found[ELEMENT_KEY] ?? found.ELEMENT ?? Object.values(found)[0];
    if (!id) throw new WebDriverError(`no element matches ${selector}`);
    return id;
  }

  click(element: string): Promise<unknown> {
    return this.command('POST', `/element/${element}/click`, {});
  }

  clear(element: string): Promise<unknown> {
    return this.command('POST', `/element/${element}/clear`, {});
  }

  sendKeys(element: string, text: string): Promise<unknown> {
    return this.command('POST', `/element/${element}/value`, { text });
  }

  /** Key presses to whatever has focus, through the actions API. */
  keys(values: string[]): Promise<unknown> {
    const actions = values.flatMap((value) => [
      { type: 'keyDown', value },
      { type: 'keyUp', value },
    ]);
    return this.command('POST', '/actions', { actions: [{ type: 'key', id: 'keyboard', actions }] });
  }

  /** Moves the pointer to a point of the viewport. */
  pointerTo(point: { x: number; y: number }): Promise<unknown> {
    const move = { type: 'pointerMove', duration: 0, origin: 'viewport', ...point };
    return this.command('POST', '/actions', {
      actions: [{ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions: [move] }],
    });
  }

  /** A turn of the mouse wheel over a point of the viewport (WebDriver's wheel input source). */
  wheel(point: { x: number; y: number }, deltaY: number): Promise<unknown> {
    const scroll = { type: 'scroll', duration: 0, origin: 'viewport', ...point, deltaX: 0, deltaY };
    return this.command('POST', '/actions', { actions: [{ type: 'wheel', id: 'wheel', actions: [scroll] }] });
  }

  setWindowRect(width: number, height: number): Promise<unknown> {
    return this.command('POST', '/window/rect', { width, height });
  }

  screenshot(): Promise<string> {
    return this.command('GET', '/screenshot');
  }

  async delete(): Promise<void> {
    await this.command('DELETE', '').catch(() => undefined);
  }
}

async function send<T>(url: string, method: string, body?: object): Promise<T> {
  // A bound on every command, so a wedged browser fails the test instead of hanging the run.
  const signal = AbortSignal.timeout(COMMAND_MS);
  const what = `${method} ${new URL(url).pathname}`;
  const answered = async () => {
    const response = await fetch(url, {
      method,
      headers: body ? { 'Content-Type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
      signal,
    });
    return { response, answer: (await response.json()) as { value: T & { error?: string; message?: string } } };
  };
  const { response, answer } = await answered().catch((error: Error) => {
    if (error.name !== 'TimeoutError') throw error;
    throw new WebDriverTimeout(`${what}: no answer within ${COMMAND_MS / 1000} s`);
  });
  if (!response.ok) {
    const message = `${what}: ${answer.value.error}: ${answer.value.message}`;
    throw /timeout/.test(answer.value.error ?? '') ? new WebDriverTimeout(message) : new WebDriverError(message);
  }
  return answer.value;
}
