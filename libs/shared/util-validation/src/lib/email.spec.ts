import { isEmailAddress } from './email';

describe('isEmailAddress', () => {
  it.each([
    'ada@example.com',
    'ada.lovelace+shop@mail.example.co.uk',
    "o'brien@example.ie",
    'x@d.com',
    'jan@bücher.de',
    'jürgen@bücher.de',
    '用户@例子.广告',
    'ada@[192.0.2.1]',
    'ada@[IPv6:2001:db8::1]',
    '  ada@example.com  ',
  ])('accepts %s', (address) => {
    expect(isEmailAddress(address)).toBe(true);
  });

  it.each([
    'email@domain',
    'a..b@x.com',
    '.x@d.com',
    'x.@d.com',
    'x@d..com',
    'x@-d.com',
    'x@d-.com',
    'x@d.c',
    'x@1.2.3.4',
    'x@[1.2.3]',
    'x@[256.1.1.1]',
    'x@[192.0.2.1',
    'x@[IPv6:2001:db8::g]',
    'x@[IPv6:1.2.3.4]',
    'x@d_com.com',
    'ada@',
    '@example.com',
    'ada example@x.com',
    'ada@exa mple.com',
    'ada\u0000@example.com',
    'ada@example.com\u0007',
    'ad\ud800a@example.com',
    '"quoted"@example.com',
    `${'a'.repeat(65)}@example.com`,
    `ada@${'a'.repeat(64)}.com`,
  ])('refuses %j', (address) => {
    expect(isEmailAddress(address)).toBe(false);
  });
});
