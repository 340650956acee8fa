import type { Seo } from '@giftshop/shared-data-access';
import { organizationJsonLd, seoMeta } from './seo';

const metadata: Seo['metadata'] = {
  title: 'Harbour & Pine Gift Card',
  description: 'Dinner by the sea.',
  keywords: ['seafood'],
  noindex: false,
  nofollow: true,
  canonical: 'https://gcuk.giftshop.example/gift-cards/harbour-and-pine/',
  pageType: 'PRODUCT',
  hreflangTags_v1: [{ langCode: 'en', countryCode: 'GB', origin: 'https://gcuk.giftshop.example', path: '/gift-cards/harbour-and-pine/', isDefault: true }],
};

describe('seoMeta', () => {
  const product = { name: 'Harbour & Pine', description: 'Dinner', image: '/card-art/48/harbour-and-pine.svg', sku: 'HP', brand: 'Harbour & Pine', lowPrice: '10.00', highPrice: '150.00', currency: 'GBP', inStock: true };
  const meta = seoMeta({ metadata, breadcrumbs: [{ name: 'Home', path: '/' }, { name: 'Harbour & Pine', path: '/gift-cards/harbour-and-pine/' }], product });

  it('writes title, description, robots and canonical from the page metadata', () => {
    expect(meta).toEqual(
      expect.arrayContaining([
        { title: 'Harbour & Pine Gift Card' },
        { name: 'description', content: 'Dinner by the sea.' },
        { name: 'robots', content: 'index, nofollow' },
        { tagName: 'link', rel: 'canonical', href: metadata.canonical },
      ]),
    );
  });

  it('links the language versions, with x-default for the default language', () => {
    expect(meta).toEqual(
      expect.arrayContaining([
        { tagName: 'link', rel: 'alternate', hrefLang: 'en-gb', href: 'https://gcuk.giftshop.example/gift-cards/harbour-and-pine/' },
        { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: 'https://gcuk.giftshop.example/gift-cards/harbour-and-pine/' },
      ]),
    );
  });

  it('describes the product with offers and the breadcrumb trail with absolute URLs', () => {
    const ld = meta.filter((m) => 'script:ld+json' in m).map((m) => (m as { 'script:ld+json': Record<string, unknown> })['script:ld+json']);
    const productLd = ld.find((x) => x['@type'] === 'Product') as { offers: Record<string, string>; image: string };
    expect(productLd.offers).toMatchObject({ '@type': 'AggregateOffer', priceCurrency: 'GBP', lowPrice: '10.00', highPrice: '150.00', availability: 'https://schema.org/InStock' });
    expect(productLd.image).toBe('https://gcuk.giftshop.example/card-art/48/harbour-and-pine.svg');
    const crumbs = ld.find((x) => x['@type'] === 'BreadcrumbList') as { itemListElement: { position: number; item: string }[] };
    expect(crumbs.itemListElement.map((c) => [c.position, c.item])).toEqual([
      [1, 'https://gcuk.giftshop.example/'],
      [2, 'https://gcuk.giftshop.example/gift-cards/harbour-and-pine/'],
    ]);
  });

  it('describes a blog post as a BlogPosting with its author, date and the publisher', () => {
    const article = { headline: 'Gift ideas', description: 'Ideas.', author: 'Hannah Whitlock', datePublished: '2025-02-11', keywords: ['birthday'] };
    const postMeta = seoMeta({ metadata: { ...metadata, canonical: 'https://gcuk.giftshop.example/blog/gift-ideas/', pageType: 'BLOG_ARTICLE' }, article });
    expect(postMeta).toContainEqual({ property: 'og:type', content: 'article' });
    const ld = postMeta.filter((m) => 'script:ld+json' in m).map((m) => (m as { 'script:ld+json': Record<string, unknown> })['script:ld+json']);
    expect(ld.find((x) => x['@type'] === 'BlogPosting')).toMatchObject({
      headline: 'Gift ideas',
      datePublished: '2025-02-11',
      author: { '@type': 'Person', name: 'Hannah Whitlock' },
      publisher: { '@type': 'Organization', name: 'GiftCards UK' },
      mainEntityOfPage: { '@id': 'https://gcuk.giftshop.example/blog/gift-ideas/' },
      image: expect.stringMatching(/^https:\/\/gcuk\.giftshop\.example\/brand\/GCUK\//),
    });
  });

  it('marks noindex pages', () => {
    expect(seoMeta({ metadata: { ...metadata, noindex: true, nofollow: false } })).toContainEqual({ name: 'robots', content: 'noindex, follow' });
  });
});

describe('organizationJsonLd', () => {
  it('comes from the brand file and leaves hidden social links out', () => {
    const org = organizationJsonLd();
    expect(org).toMatchObject({ '@type': 'Organization', name: 'GiftCards UK', address: { addressCountry: 'GB' } });
    expect(org.sameAs.some((url) => url.includes('twitter'))).toBe(false);
  });
});
