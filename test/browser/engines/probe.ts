import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerOptions } from '../../../build/serve/static-server';
import { REVIEWS_FUNCTION_PATH } from '../../../src/lib/reviews';

/**
 * The same instrumentation in every engine, served by the test server itself, since WebKit's
 * WebDriver has neither request interception nor console events:
 * - `/__test/probe.js`, the first script of every page (same origin, so the policy allows it),
 *   records console errors and warnings, uncaught errors and policy violations in the page, sends
 *   EmailJS's POST to this server instead, and tags each reviews call (the site's own function, on
 *   its origin) with the page load and call it belongs to;
 * - `/__test/third-party` answers EmailJS as the running test says, and the reviews path is answered
 *   as the test says or by the local reviews function; both record what was sent.
 */
export type Service = 'emailjs' | 'reviews';
/** A reviews handler that leaves the call to the site's own function, in workerd, against the fake Places API. */
export const LOCAL_FUNCTION = 'local function';

export interface ThirdPartyRequest {
  service: Service;
  url: string;
  /** Which fetch of which page load: the same for a browser's own retries. */
  call: string;
  method: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** An answer, or a dropped connection, which the page sees as a network failure. */
export type Answer = { status?: number; body?: string; json?: unknown } | 'network failure';
export type Handler = (request: ThirdPartyRequest) => Answer | Promise<Answer>;
type Handlers = { emailjs: Handler; reviews: Handler | typeof LOCAL_FUNCTION };

const DEFAULTS: Handlers = {
  emailjs: () => ({ status: 200, body: 'OK' }),
  // No reviews unless a test says otherwise: the static testimonials stay.
  reviews: () => ({ json: { success: true, reviews: [] } }),
};

export interface ThirdParty {
  requests: ThirdPartyRequest[];
  handlers: Handlers;
  /** A user agent the page reports instead of its own (the islands skip calls for headless agents). */
  userAgent?: string;
  /** The page left saying it is driven by a test (navigator.webdriver), as a robot's browser does. */
  automated?: boolean;
}

/** What the page under test meets; reset for every page a test opens (tests run one at a time). */
export const thirdParty: ThirdParty = { requests: [], handlers: { ...DEFAULTS } };

export function resetThirdParty(): void {
  thirdParty.requests = [];
  thirdParty.handlers = { ...DEFAULTS };
  thirdParty.userAgent = undefined;
  thirdParty.automated = undefined;
}

export const PROBE_PATH = '/__test/probe.js';
const THIRD_PARTY_PATH = '/__test/third-party';
/** The header the probe tags a reviews call with: browsers resend a GET whose connection dropped, as the same call. */
const CALL_HEADER = 'x-test-call';

/** The third parties whose calls the probe sends to the test server: EmailJS (the reviews call is the site's own). */
export interface ThirdPartyOrigins {
  emailjs: string;
}

/** A request from WebKit (MiniBrowser): Chromium's agent names AppleWebKit too, but also Chrome. */
const fromWebKit = ({ headers }: IncomingMessage) => {
  const agent = headers['user-agent'] ?? '';
  return /AppleWebKit/.test(agent) && !/Chrome|Firefox/.test(agent);
};

/**
 * Hides the page's own scrollbar in WebKit. WebKitGTK under Xvfb draws a page that scrolls again and again while
 * its overlay scrollbar shows, even with nothing on it moving: about half a core, measured on a page of plain
 * paragraphs, against nothing once the page is short or the scrollbar hidden. An overlay scrollbar takes no room, so
 * the layout is the same either way. Set on the root's own style, which leaves the page's style sheets as they were.
 */
const HIDE_SCROLLBAR = `
  document.documentElement.style.setProperty('scrollbar-width', 'none');`;

function probeScript(origins: ThirdPartyOrigins, userAgent?: string, automated?: boolean, webkit = false): string {
  return (
    `(() => {${webkit ? HIDE_SCROLLBAR : ''}
  const problems = (window.__probeProblems = []);
  for (const [level, label] of [['error', 'error'], ['warn', 'warning']]) {
    const original = console[level];
    console[level] = function (...args) {
      problems.push(label + ': ' + args.map(String).join(' '));
      return original.apply(this, args);
    };
  }
  addEventListener('error', (event) => problems.push('pageerror: ' + event.message));
  addEventListener('unhandledrejection', (event) => problems.push('pageerror: ' + event.reason));
  document.addEventListener('securitypolicyviolation', (event) =>
    problems.push('error: CSP violation: ' + event.violatedDirective + ' blocked ' ` +
    `+ (event.blockedURI || 'inline code')));
  const origins = ${JSON.stringify(Object.values(origins))};
  const send = window.fetch.bind(window);
  const load = Math.random().toString(36).slice(2);
  let calls = 0;
  window.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (new URL(url, location.href).pathname === ${JSON.stringify(REVIEWS_FUNCTION_PATH)}) {
      const headers = new Headers(init && init.headers);
      headers.set('${CALL_HEADER}', load + '-' + ++calls);
      return send(input, { ...init, headers });
    }
    if (!origins.some((origin) => url.startsWith(origin))) return send(input, init);
    return send('${THIRD_PARTY_PATH}?call=' + load + '-' + ++calls + '&url=' + encodeURIComponent(url), init);
  };
  ${
    userAgent
      ? `Object.defineProperty(Navigator.prototype, 'userAgent', { get: () => ${JSON.stringify(userAgent)} });`
      : ''
  }
  ${
    // A test browser says it is driven (navigator.webdriver), which EmailJS's blockHeadless refuses: the page is
    // shown as a visitor's browser unless the test is about an automated one.
    automated ? '' : `Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });`
  }
})();
`
  );
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => resolve(body));
  });
}

/** Records a call once, however often the browser resends it. */
function record(request: ThirdPartyRequest): void {
  if (!thirdParty.requests.some((seen) => seen.call === request.call)) thirdParty.requests.push(request);
}

async function respond(res: ServerResponse, handler: Handler, request: ThirdPartyRequest): Promise<void> {
  const answer = await handler(request);
  if (answer === 'network failure') return void res.destroy();
  const body = answer.json === undefined ? (answer.body ?? '') : JSON.stringify(answer.json);
  res
    .writeHead(answer.status ?? 200, { 'Content-Type': answer.json === undefined ? 'text/plain' : 'application/json' })
    .end(body);
}

async function answerThirdParty(req: IncomingMessage, res: ServerResponse, origins: ThirdPartyOrigins): Promise<void> {
  const url = new URL(req.url ?? '', 'http://localhost').searchParams.get('url') ?? '';
  if (!url.startsWith(origins.emailjs)) return void res.writeHead(400).end();
  const service = 'emailjs' as const;
  const call = new URL(req.url ?? '', 'http://localhost').searchParams.get('call') ?? '';
  const request = { service, url, call, method: req.method ?? '', headers: req.headers, body: await readBody(req) };
  record(request);
  await respond(res, thirdParty.handlers.emailjs, request);
}

/** A reviews call: recorded, then answered by the test's handler, or left to the local function (false). */
function answerReviews(req: IncomingMessage, res: ServerResponse): boolean {
  const call = String(req.headers[CALL_HEADER] ?? '');
  const request = {
    service: 'reviews' as const,
    url: req.url ?? '',
    call,
    method: req.method ?? '',
    headers: req.headers,
    body: '',
  };
  record(request);
  const handler = thirdParty.handlers.reviews;
  if (handler === LOCAL_FUNCTION) return false;
  respond(res, handler, request).catch(() => res.destroy());
  return true;
}

/** Server options that add the probe to every page and answer the third-party calls and the reviews call. */
export function probeServerOptions(origins: ThirdPartyOrigins): Pick<ServerOptions, 'transformHtml' | 'extra'> {
  return {
    transformHtml: (html) => html.replace('<head>', `<head><script src="${PROBE_PATH}"></script>`),
    extra: (req, res) => {
      const urlPath = (req.url ?? '').split('?')[0];
      if (urlPath === PROBE_PATH) {
        res
          .writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' })
          .end(probeScript(origins, thirdParty.userAgent, thirdParty.automated, fromWebKit(req)));
        return true;
      }
      if (urlPath === REVIEWS_FUNCTION_PATH) return answerReviews(req, res);
      if (urlPath !== THIRD_PARTY_PATH) return false;
      answerThirdParty(req, res, origins).catch(() => res.destroy());
      return true;
    },
  };
}
