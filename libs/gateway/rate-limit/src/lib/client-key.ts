import { isIPv4, isIPv6 } from 'node:net';
/** The part of the gateway's RequestMeta a client key is built from (a RequestMeta can be passed as it is). */
export interface ClientMeta {
  clientIp: string;
}

/** The eight groups of an IPv6 address, `::` expanded. */
function ipv6Groups(address: string): string[] {
  const [head, tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => group.replace(/^0+(?=.)/, '').toLowerCase());
}

/**
 * The client's identity for per-client limits: its IP address, an IPv6 address reduced to its /64 (what one
 * subscriber is usually given, so rotating through it gains nothing). A session or device id is left out on purpose:
 * the client chooses those, and would get a fresh allowance by dropping its cookie.
 */
export function clientKey(meta: ClientMeta): string {
  const address = meta.clientIp.trim().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return `ip:${mapped[1]}`;
  if (isIPv4(address)) return `ip:${address}`;
  if (isIPv6(address)) return `ip:${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
  return `ip:${address || 'unknown'}`;
}
