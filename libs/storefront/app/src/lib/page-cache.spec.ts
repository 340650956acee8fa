import { routeIds } from '@giftshop/util-i18n';
import { pageCacheControl, PRIVATE_CACHE_CONTROL, privateDataResponse, PUBLIC_CACHE_CONTROL } from './page-cache';

describe('pageCacheControl', () => {
  it('keeps account, basket, checkout, order, balance check, redeem, activation, card and doubler thank-you pages private', () => {
    const privateIds = routeIds.filter((id) => /^(account|basket|order|reorder|checkBalance|redeem|activate|cardDetails|doublerThankYou)/.test(id));
    expect(privateIds.length).toBeGreaterThan(20);
    for (const id of privateIds) {
      expect(pageCacheControl([`root:${id}`])).toBe(PRIVATE_CACHE_CONTROL);
      expect(pageCacheControl(['routes/shell', `en:${id}`])).toBe(PRIVATE_CACHE_CONTROL);
    }
  });

  it('lets shared caches keep catalogue and content pages, the not-found page included, for a minute and serve them stale while refetching', () => {
    for (const id of ['home', 'productList', 'product', 'category', 'occasion', 'privacy', 'doubler', 'notFound', 'unknown']) {
      expect(pageCacheControl(['routes/shell', `root:${id}`])).toBe(PUBLIC_CACHE_CONTROL);
      expect(pageCacheControl(['routes/shell', `root:${id}`], 404)).toBe(PUBLIC_CACHE_CONTROL);
    }
    expect(PUBLIC_CACHE_CONTROL).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
  });

  it('keeps failed renders and documents without a page private', () => {
    expect(pageCacheControl(['routes/shell', 'root:home'], 500)).toBe(PRIVATE_CACHE_CONTROL);
    expect(pageCacheControl(['root'])).toBe(PRIVATE_CACHE_CONTROL);
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
