import { routeIds } from '@giftshop/util-i18n';
import { pageCacheControl, PRIVATE_CACHE_CONTROL, privateDataResponse } from './page-cache';

describe('pageCacheControl', () => {
  it('keeps account, basket, checkout, order, balance check, redeem, activation, card and doubler thank-you pages private', () => {
    const privateIds = routeIds.filter((id) => /^(account|basket|order|reorder|checkBalance|redeem|activate|cardDetails|doublerThankYou)/.test(id));
    expect(privateIds.length).toBeGreaterThan(20);
    for (const id of privateIds) {
      expect(pageCacheControl([`root:${id}`])).toBe(PRIVATE_CACHE_CONTROL);
      expect(pageCacheControl(['routes/shell', `en:${id}`])).toBe(PRIVATE_CACHE_CONTROL);
    }
  });

  it('leaves catalogue and content pages alone', () => {
    for (const id of ['home', 'productList', 'product', 'category', 'occasion', 'privacy', 'doubler', 'notFound', 'unknown']) {
      expect(pageCacheControl(['routes/shell', `root:${id}`])).toBeUndefined();
    }
  });

  it('keeps the newsletter links private, and a page id it does not know', () => {
    expect(pageCacheControl(['routes/shell', 'en:newsletterUnsubscribe'])).toBe(PRIVATE_CACHE_CONTROL);
    expect(pageCacheControl(['routes/shell', 'root:somethingNew'])).toBe(PRIVATE_CACHE_CONTROL);
  });
});

describe('privateDataResponse', () => {
  it('keeps every loader data answer out of shared caches unless it says otherwise', () => {
    expect(privateDataResponse(new Response('{}')).headers.get('Cache-Control')).toBe(PRIVATE_CACHE_CONTROL);
    const own = new Response('{}', { headers: { 'Cache-Control': 'public, max-age=60' } });
    expect(privateDataResponse(own).headers.get('Cache-Control')).toBe('public, max-age=60');
  });
});
