import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { constants, networkInterfaces } from 'node:os';

/** Where the local servers listen unless `--host` says otherwise: this computer only. */
export const DEFAULT_HOST = 'localhost';
/** What a bare `--host` means, as in Vite and Astro: every network interface. */
export const ALL_INTERFACES = '0.0.0.0';

/**
 * Takes `--host`, `--host ADDRESS` or `--host=ADDRESS` out of the arguments. The word after a bare `--host` is its
 * address unless it is another flag or an existing path, so `npm run preview -- --host dist` serves dist/ everywhere.
 */
export function takeHostFlag(argv: string[]): { host: string; rest: string[] } {
  let host = DEFAULT_HOST;
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg.startsWith('--host=')) {
      host = arg.slice('--host='.length) || ALL_INTERFACES;
    } else if (arg === '--host') {
      const next = argv[i + 1];
      const isAddress = next !== undefined && !next.startsWith('-') && !existsSync(next);
      host = isAddress ? next : ALL_INTERFACES;
      if (isAddress) i++;
    } else {
      rest.push(arg);
    }
  }
  return { host, rest };
}

export interface Listening {
  address: AddressInfo;
  /** The address to open, e.g. http://localhost:3000. */
  url: string;
  /** Who can reach the server, for the startup line. */
  reach: string;
  /** Set when the server is open to other computers. */
  warning?: string;
}

/** Starts `server` on `host` (by default `localhost` only) and describes where it can be reached. */
export function listen(server: Server, port: number, host = DEFAULT_HOST): Promise<Listening> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(describeAddress(server.address() as AddressInfo, host));
    });
  });
}

export function isLoopback(address: string): boolean {
  return address === '::1' || /^(::ffff:)?127\./.test(address);
}

function urlOf(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** Addresses other computers can use to reach a server listening on every interface. */
function lanAddresses(): string[] {
  const all = Object.values(networkInterfaces()).flatMap((list) => list ?? []);
  return all.filter((net) => !net.internal && net.family === 'IPv4').map((net) => net.address);
}

export function describeAddress(address: AddressInfo, host: string): Listening {
  const { port } = address;
  if (isLoopback(address.address)) {
    const url = urlOf(host === DEFAULT_HOST ? DEFAULT_HOST : address.address, port);
    return { address, url, reach: `${address.address}, this computer only` };
  }
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const url = urlOf(wildcard ? DEFAULT_HOST : address.address, port);
  const lan = wildcard ? lanAddresses().map((ip) => urlOf(ip, port)) : [];
  const others = lan.length > 0 ? ` (from other computers: ${lan.join(', ')})` : '';
  const warning =
    `Open to the network at ${urlOf(address.address, port)}${others} — anyone on your network can see ` +
    `the draft site.`;
  return { address, url, reach: wildcard ? 'every network interface' : `${address.address} only`, warning };
}

/**
 * Ends this server as its terminal's Ctrl+C would when something stops it by its process alone (a test, a process
 * manager): `close` first, so its helpers (workerd) end with it and their temporary folders go, then the process.
 */
export function closeOnSignals(close: () => Promise<void>): void {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.once(signal, () => {
      const exit = () => process.exit(128 + constants.signals[signal]);
      // A close that hangs must not keep the server running.
      setTimeout(exit, 5000).unref();
      void close().finally(exit);
    });
}
