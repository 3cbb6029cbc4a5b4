import type { IncomingMessage } from 'node:http';

/** An address as browsers write it in Host and Origin: IPv6 in brackets, IPv4 without its IPv6 prefix. */
const hostName = (address: string) => {
  const v4 = address.replace(/^::ffff:(?=\d+\.)/, '');
  return v4.includes(':') ? `[${v4}]` : v4;
};

/**
 * The Host values a local server answers to: localhost, loopback, the address the request reached (the LAN one when
 * listening on every interface) and `--host` names, each with its port (bare too on port 80, where browsers omit it).
 * Any other Host is another site's name pointed at this computer (DNS rebinding): its pages get nothing from here.
 */
export function allowedHosts(req: IncomingMessage, names: readonly string[] = []): string[] {
  const { localAddress = '', localPort } = req.socket;
  // A wildcard (`--host` alone) is where the server listens, never a name a browser asks for.
  const given = names.filter((name) => name !== '0.0.0.0' && name !== '::').map(hostName);
  const all = new Set(['localhost', '127.0.0.1', '[::1]', hostName(localAddress), ...given]);
  return [...all].flatMap((name) => (localPort === 80 ? [name, `${name}:80`] : [`${name}:${localPort}`]));
}

/** Host is compared case-insensitively. */
export const hostAllowed = (req: IncomingMessage, names: readonly string[] = []) =>
  allowedHosts(req, names).includes((req.headers.host ?? '').toLowerCase());

export const HOST_REFUSED =
  'This server answers only by its own names, such as localhost. ' +
  'To open it by another name, start it with --host NAME.';
