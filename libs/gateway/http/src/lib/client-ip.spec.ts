import { clientIpOf, LOOPBACK_PROXIES } from './client-ip';

const request = (remoteAddress: string, forwarded?: string) => ({ socket: { remoteAddress }, headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded } }) as never;

describe('clientIpOf', () => {
  it('is the socket address when no proxy is trusted or the socket is not one', () => {
    expect(clientIpOf(request('203.0.113.9', '198.51.100.1'), [])).toBe('203.0.113.9');
    expect(clientIpOf(request('203.0.113.9', '198.51.100.1'), LOOPBACK_PROXIES)).toBe('203.0.113.9');
  });

  it('takes the nearest untrusted hop behind a trusted proxy', () => {
    expect(clientIpOf(request('127.0.0.1', '198.51.100.1'), LOOPBACK_PROXIES)).toBe('198.51.100.1');
    expect(clientIpOf(request('::1', '6.6.6.6, 198.51.100.1, 127.0.0.1'), LOOPBACK_PROXIES)).toBe('198.51.100.1');
  });

  it('keeps the proxy address when the header is missing or holds only proxies', () => {
    expect(clientIpOf(request('127.0.0.1'), LOOPBACK_PROXIES)).toBe('127.0.0.1');
    expect(clientIpOf(request('127.0.0.1', '127.0.0.1'), LOOPBACK_PROXIES)).toBe('127.0.0.1');
  });

  it('does not believe a hop that is not an IP address, nor anything left of it', () => {
    expect(clientIpOf(request('127.0.0.1', 'rotated-1'), LOOPBACK_PROXIES)).toBe('127.0.0.1');
    expect(clientIpOf(request('127.0.0.1', 'rotated-2'), LOOPBACK_PROXIES)).toBe('127.0.0.1');
    expect(clientIpOf(request('127.0.0.1', '198.51.100.1, <script>, ::1'), LOOPBACK_PROXIES)).toBe('::1');
    expect(clientIpOf(request('127.0.0.1', ''), LOOPBACK_PROXIES)).toBe('127.0.0.1');
  });
});
