import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type LocalCache, localCache } from './workerd-cache';
import { type FetchHandler, handlerServer } from './web-handler';

/**
 * The site's Functions in workerd (Cloudflare Pages' runtime), run from a configuration written here, not a helper
 * library. Every socket is a Unix socket in a folder only this user can open, so no other user or web page can reach
 * workerd or what it calls back: ASSETS, the Cache API and, when given, every fetch (docs/local-functions.md says why).
 */
/** The binary's path, from the `workerd` package's own lookup of its platform package (it ships no types). */
const workerdBinary: string = createRequire(import.meta.url)('workerd').default;

export interface WorkerdOptions {
  script: string;
  compatibilityDate: string;
  /** Text bindings (secrets and settings), as the Pages project's environment variables. */
  bindings: Record<string, string>;
  /** The ASSETS binding: the site's own files, as Pages hands them to its Functions. */
  assets: FetchHandler;
  /** Answers every fetch the Functions make (a fake of Google's API, or a test's); without it, the network. */
  outbound?: FetchHandler;
  /** What workerd prints; by default, this process's own output. */
  onOutput?: (text: string) => void;
  /** The Cache API's contents, kept across a restart with new code. */
  cache?: LocalCache;
}

export interface Workerd {
  /** Sends a request to the Functions, as a visitor's request on the site's origin would reach them. */
  fetch(request: Request): Promise<Response>;
  cache: LocalCache;
  close(): Promise<void>;
}

/** A Cap'n Proto text string: printable ASCII as it is, every other byte escaped. */
const plainByte = (byte: number) => byte >= 0x20 && byte < 0x7f && byte !== 0x22 && byte !== 0x5c;
const capnpText = (value: string) =>
  `"${[...Buffer.from(value, 'utf8')]
    .map((byte) => (plainByte(byte) ? String.fromCharCode(byte) : `\\x${byte.toString(16).padStart(2, '0')}`))
    .join('')}"`;

const external = (name: string, socket: string) =>
  `(name = ${capnpText(name)}, external = (address = ${capnpText(`unix:${socket}`)}, http = ()))`;

/** Outbound calls to the network, as on Cloudflare: public addresses, and this computer's for a fake of your own. */
const NETWORK = '(name = "outbound", network = (allow = ["public", "local"], tlsOptions = (trustBrowserCas = true)))';

export function workerdConfig(options: WorkerdOptions, socket: (name: string) => string): string {
  const bindings = Object.entries(options.bindings).map(
    ([name, value]) => `(name = ${capnpText(name)}, text = ${capnpText(value)})`,
  );
  bindings.push('(name = "ASSETS", service = "assets")');
  const worker = [
    'modules = [(name = "functions.js", esModule = embed "functions.js")]',
    `compatibilityDate = ${capnpText(options.compatibilityDate)}`,
    `bindings = [${bindings.join(', ')}]`,
    'globalOutbound = "outbound"',
    'cacheApiOutbound = "cache"',
  ];
  const services = [
    `(name = "functions", worker = (${worker.join(', ')}))`,
    external('assets', socket('assets')),
    external('cache', socket('cache')),
    options.outbound ? external('outbound', socket('outbound')) : NETWORK,
  ];
  return `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [${services.join(',\n    ')}],
  sockets = [(name = "entry", address = ${capnpText(`unix:${socket('entry')}`)},
    http = (forwardedProtoHeader = "${PROTO_HEADER}"), service = "functions")],
);
`;
}

/** Resolves once `socket` takes connections; rejects if workerd exits first, with what it printed. */
async function whenListening(socket: string, child: ChildProcess, printed: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`workerd exited: ${printed().trim() || `code ${child.exitCode}`}`);
    const open = await new Promise<boolean>((resolve) => {
      const probe = connect(socket, () => (probe.end(), resolve(true))).on('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`workerd did not start in 15 s: ${printed().trim()}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Carries the request's scheme to workerd, which listens on a Unix socket: on Pages, visitors' requests are https. */
const PROTO_HEADER = 'x-forwarded-proto';

/** Sends `request` to workerd over its socket: Host and the scheme header carry the site's origin, as on Pages. */
function send(socket: string, request: Request): Promise<Response> {
  const url = new URL(request.url);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({
      socketPath: socket,
      path: url.pathname + url.search,
      method: request.method,
      headers: { ...Object.fromEntries(request.headers), host: url.host, [PROTO_HEADER]: url.protocol.slice(0, -1) },
    });
    outgoing.on('response', (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const answer = new Headers();
        for (const [name, value] of Object.entries(incoming.headers)) {
          for (const one of [value ?? []].flat()) answer.append(name, one);
        }
        const body = [101, 204, 205, 304].includes(incoming.statusCode ?? 200) ? null : Buffer.concat(chunks);
        resolve(new Response(body, { status: incoming.statusCode, headers: answer }));
      });
    });
    outgoing.on('error', reject);
    void request.arrayBuffer().then((body) => outgoing.end(body.byteLength ? Buffer.from(body) : undefined), reject);
  });
}

export async function startWorkerd(options: WorkerdOptions): Promise<Workerd> {
  const dir = await mkdtemp(path.join(tmpdir(), 'site-functions-'));
  const socket = (name: string) => path.join(dir, `${name}.sock`);
  const cache = options.cache ?? localCache();
  const handlers: [string, FetchHandler, string][] = [
    ['assets', options.assets, 'http'],
    ['cache', cache.handler, 'http'],
    ...(options.outbound ? ([['outbound', options.outbound, 'https']] as [string, FetchHandler, string][]) : []),
  ];
  const servers = await Promise.all(
    handlers.map(([name, handler, scheme]) => {
      const server = handlerServer(handler, scheme);
      return new Promise<Server>((resolve) => server.listen(socket(name), () => resolve(server)));
    }),
  );
  await writeFile(path.join(dir, 'functions.js'), options.script);
  await writeFile(path.join(dir, 'config.capnp'), workerdConfig(options, socket));
  const child = spawn(workerdBinary, ['serve', path.join(dir, 'config.capnp')], { stdio: ['ignore', 'pipe', 'pipe'] });
  let printed = '';
  const print = options.onOutput ?? ((text: string) => process.stderr.write(text));
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      printed = (printed + chunk.toString()).slice(-4000);
      print(chunk.toString());
    });
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill();
      await exited;
    }
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await whenListening(socket('entry'), child, () => printed);
  } catch (error) {
    await close();
    throw new Error(`${(error as Error).message}. workerd comes from npm: run npm ci.`);
  }
  return { fetch: (request) => send(socket('entry'), request), cache, close };
}
