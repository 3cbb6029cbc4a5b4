import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerOptions } from '../../../build/serve/static-server';

/**
 * The same instrumentation in every engine, served by the test server itself, since WebKit's
 * WebDriver has neither request interception nor console events:
 * - `/__test/probe.js`, the first script of every page (same origin, so the policy allows it),
 *   records console errors and warnings, uncaught errors and policy violations in the page, and
 *   sends the two third-party calls (EmailJS's POST, the reviews GET) to this server instead;
 * - `/__test/third-party` answers them as the running test says, and records what was sent.
 */
export type Service = 'emailjs' | 'reviews';

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

const DEFAULTS: Record<Service, Handler> = {
  emailjs: () => ({ status: 200, body: 'OK' }),
  // No reviews unless a test says otherwise: the static testimonials stay.
  reviews: () => ({ json: { success: true, reviews: [] } }),
};

export interface ThirdParty {
  requests: ThirdPartyRequest[];
  handlers: Record<Service, Handler>;
  /** A user agent the page reports instead of its own (the islands skip calls for headless agents). */
  userAgent?: string;
}

/** What the page under test meets; reset for every page a test opens (tests run one at a time). */
export const thirdParty: ThirdParty = { requests: [], handlers: { ...DEFAULTS } };

export function resetThirdParty(): void {
  thirdParty.requests = [];
  thirdParty.handlers = { ...DEFAULTS };
  thirdParty.userAgent = undefined;
}

export const PROBE_PATH = '/__test/probe.js';
const THIRD_PARTY_PATH = '/__test/third-party';

function probeScript(origins: Record<Service, string>, userAgent?: string): string {
  return `(() => {
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
    problems.push('error: CSP violation: ' + event.violatedDirective + ' blocked ' + (event.blockedURI || 'inline code')));
  const origins = ${JSON.stringify(Object.values(origins))};
  const send = window.fetch.bind(window);
  const load = Math.random().toString(36).slice(2);
  let calls = 0;
  window.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!origins.some((origin) => url.startsWith(origin))) return send(input, init);
    return send('${THIRD_PARTY_PATH}?call=' + load + '-' + ++calls + '&url=' + encodeURIComponent(url), init);
  };
  ${userAgent ? `Object.defineProperty(Navigator.prototype, 'userAgent', { get: () => ${JSON.stringify(userAgent)} });` : ''}
})();
`;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => resolve(body));
  });
}

async function answerThirdParty(
  req: IncomingMessage,
  res: ServerResponse,
  origins: Record<Service, string>,
): Promise<void> {
  const url = new URL(req.url ?? '', 'http://localhost').searchParams.get('url') ?? '';
  const service = (Object.keys(origins) as Service[]).find((name) => url.startsWith(origins[name]));
  if (!service) return void res.writeHead(400).end();
  const call = new URL(req.url ?? '', 'http://localhost').searchParams.get('call') ?? '';
  const request: ThirdPartyRequest = {
    service,
    url,
    call,
    method: req.method ?? '',
    headers: req.headers,
    body: await readBody(req),
  };
  // Browsers resend a GET whose connection dropped (a network failure below): one call of the page's, recorded once.
  if (!thirdParty.requests.some((seen) => seen.call === call)) thirdParty.requests.push(request);
  const answer = await thirdParty.handlers[service](request);
  if (answer === 'network failure') return void res.destroy();
  const body = answer.json === undefined ? (answer.body ?? '') : JSON.stringify(answer.json);
  res
    .writeHead(answer.status ?? 200, { 'Content-Type': answer.json === undefined ? 'text/plain' : 'application/json' })
    .end(body);
}

/** Server options that add the probe to every page and answer the third-party calls. */
export function probeServerOptions(origins: Record<Service, string>): Pick<ServerOptions, 'transformHtml' | 'extra'> {
  return {
    transformHtml: (html) => html.replace('<head>', `<head><script src="${PROBE_PATH}"></script>`),
    extra: (req, res) => {
      const urlPath = (req.url ?? '').split('?')[0];
      if (urlPath === PROBE_PATH) {
        res
          .writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' })
          .end(probeScript(origins, thirdParty.userAgent));
        return true;
      }
      if (urlPath !== THIRD_PARTY_PATH) return false;
      answerThirdParty(req, res, origins).catch(() => res.destroy());
      return true;
    },
  };
}
