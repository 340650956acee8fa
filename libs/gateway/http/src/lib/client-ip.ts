import type { IncomingMessage } from 'node:http';

/** Addresses of the storefront servers and proxies in front of the gateway on one machine. */
export const LOOPBACK_PROXIES = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];

/**
 * The visitor's address: the socket's, unless the socket is a trusted proxy (a storefront server, a load
 * balancer); then the nearest address in `x-forwarded-for` that is not itself a trusted proxy. Addresses a client
 * wrote into the header are further left and never reached past an untrusted hop, so they cannot be spoofed.
 */
export function clientIpOf(req: Pick<IncomingMessage, 'headers' | 'socket'>, trustedProxies: readonly string[]): string {
  const socketIp = req.socket.remoteAddress ?? 'unknown';
  if (!trustedProxies.includes(socketIp)) return socketIp;
  const header = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((hop) => hop.trim()).filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) if (!trustedProxies.includes(hops[i])) return hops[i];
  return hops[0] ?? socketIp;
}
