import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

/** Addresses of the storefront servers and proxies in front of the gateway on one machine. */
export const LOOPBACK_PROXIES = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];

/**
 * The visitor's address: the socket's, unless the socket is a trusted proxy (a storefront server, a load
 * balancer); then the right-most address in `x-forwarded-for` that is not itself a trusted proxy. Each trusted
 * proxy appends the address it saw, so addresses a client wrote are further left and never reached past an
 * untrusted hop. A hop that is not an IP address (`net.isIP`) ends the walk at the last trusted hop: a client
 * cannot turn free-form text into a fresh per-visitor allowance.
 */
export function clientIpOf(req: Pick<IncomingMessage, 'headers' | 'socket'>, trustedProxies: readonly string[]): string {
  const socketIp = req.socket.remoteAddress ?? 'unknown';
  if (!trustedProxies.includes(socketIp)) return socketIp;
  const header = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((hop) => hop.trim());
  let nearest = socketIp;
  for (let i = hops.length - 1; i >= 0; i--) {
    if (isIP(hops[i]) === 0) return nearest;
    if (!trustedProxies.includes(hops[i])) return hops[i];
    nearest = hops[i];
  }
  return nearest;
}
