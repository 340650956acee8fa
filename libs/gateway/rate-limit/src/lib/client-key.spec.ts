import { clientKey } from './client-key';

describe('clientKey', () => {
  it('is the IPv4 address, also when written as IPv6', () => {
    expect(clientKey({ clientIp: '203.0.113.7' })).toBe('ip:203.0.113.7');
    expect(clientKey({ clientIp: '::ffff:203.0.113.7' })).toBe('ip:203.0.113.7');
  });

  it('gives every address of one IPv6 /64 the same key', () => {
    const key = clientKey({ clientIp: '2001:db8:85a3:12::8a2e:370:7334' });
    expect(key).toBe('ip:2001:db8:85a3:12::/64');
    expect(clientKey({ clientIp: '2001:0DB8:85A3:0012:ffff::1' })).toBe(key);
    expect(clientKey({ clientIp: '2001:db8:85a3:13::1' })).not.toBe(key);
    expect(clientKey({ clientIp: '::1' })).toBe('ip:0:0:0:0::/64');
  });

  it('keeps an address it cannot read as it is', () => {
    expect(clientKey({ clientIp: 'unknown' })).toBe('ip:unknown');
  });
});
