import { matchRoute, routeTable } from '@giftshop/util-i18n/core';
import {
  newsletterConfirmUrl,
  newsletterUnsubscribeUrl,
  renderNewsletterConfirmEmail,
  renderNewsletterWelcomeEmail,
} from './newsletter';

describe('newsletter e-mails', () => {
  it('link the storefront confirm and unsubscribe pages of the route tables', () => {
    for (const language of ['en', 'nl', 'de', 'pl']) {
      const site = { origin: 'https://shop.example', language, prefixed: false };
      expect(matchRoute(new URL(newsletterConfirmUrl(site, '5.abc')).pathname, routeTable(language))?.id).toBe('newsletterConfirm');
      expect(matchRoute(new URL(newsletterUnsubscribeUrl(site, '5.abc')).pathname, routeTable(language))?.id).toBe('newsletterUnsubscribe');
    }
    expect(newsletterUnsubscribeUrl({ origin: 'https://shop.example', language: 'nl', prefixed: true }, '5.abc')).toBe(
      'https://shop.example/nl/nieuwsbrief/afmelden/?token=5.abc',
    );
  });

  it('ask for confirmation with the link and its lifetime, offering nothing', () => {
    const mail = renderNewsletterConfirmEmail({
      language: 'en',
      storeName: 'GiftCards UK',
      confirmUrl: 'https://shop.example/newsletter/confirm/?token=t',
      validHours: 48,
    });
    expect(mail.subject).toBe('Please confirm your newsletter subscription');
    expect(mail.text).toContain('within 48 hours');
    expect(mail.html).toContain('href="https://shop.example/newsletter/confirm/?token=t"');
  });

  it('give every marketing e-mail an unsubscribe link', () => {
    const mail = renderNewsletterWelcomeEmail({
      language: 'nl',
      storeName: 'CadeauBon',
      unsubscribeUrl: 'https://shop.example/nieuwsbrief/afmelden/?token=5.abc',
    });
    expect(mail.text).toContain('Afmelden: https://shop.example/nieuwsbrief/afmelden/?token=5.abc');
    expect(mail.html).toContain('href="https://shop.example/nieuwsbrief/afmelden/?token=5.abc"');
  });
});
