import { matchRoute, routeTable } from '@giftshop/util-i18n/core';
import { newPasswordUrl, renderPasswordResetEmail } from './password-reset';

describe('password reset e-mail', () => {
  it('links to the storefront new-password page with the token', () => {
    for (const language of ['en', 'nl', 'de', 'sv']) {
      const url = newPasswordUrl({ origin: 'https://shop.example', language, prefixed: false }, 'a-b_c');
      expect(matchRoute(new URL(url).pathname, routeTable(language))?.id).toBe('accountNewPassword');
    }
    expect(newPasswordUrl({ origin: 'https://shop.example', language: 'nl', prefixed: true }, 'a-b_c')).toBe('https://shop.example/nl/account/nieuw-wachtwoord/?token=a-b_c');
  });

  it('greets the customer, gives the link and its lifetime, and escapes the name', () => {
    const mail = renderPasswordResetEmail({ language: 'en', storeName: 'GiftCards UK', firstName: '<Anna>', resetUrl: 'https://shop.example/account/new-password/?token=t', validMinutes: 60 });
    expect(mail.subject).toBe('Set a new password');
    expect(mail.text).toContain('Hello <Anna>,');
    expect(mail.text).toContain('within 60 minutes');
    expect(mail.text).toContain('Set a new password: https://shop.example/account/new-password/?token=t');
    expect(mail.html).toContain('&lt;Anna&gt;');
    expect(mail.html).toContain('href="https://shop.example/account/new-password/?token=t"');
  });
});
