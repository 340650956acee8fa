import { testUkStore } from '@giftshop/gateway-core/testing';
import { toProduct } from './product-mapper';
import type { ProductRow, VariationRow } from './catalogue.repository';

const scope = { store: testUkStore, language: testUkStore.languages[0], countryCode: 'GB', redeemToken: null };
const row = {
  id: 1, storeId: 48, brandId: 2, slug: 'harbour-gift-card', title: 'Harbour Gift Card', description: 'Seafood.', productType: 'GIFT_CARD',
  backgroundColor: '#112233', showHand: false, showShadow: true, popularity: 10, thirdPartyPlatform: false, containsWine: false,
  isChoice: false, isTest: false, stock: 0, keywords: [], redeemTitle: null, redeemDescription: null, redeemMinCustom: null,
  redeemMaxCustom: null, redeemMinRemainingBalance: null, active: true, createdAt: new Date(),
  brand: { id: 2, storeId: 48, slug: 'harbour', name: 'Harbour', color: '#112233', iframeUrl: null, redirectUrl: null, redirectSeconds: null, externalLinkTitle: null, externalLinkUrl: null },
} as ProductRow;
const variation = (id: number, variationType: 'DIGITAL' | 'PHYSICAL', fixedValues: number[], minPrice: number | null, maxPrice: number | null) =>
  ({ id, productId: 1, sku: `S${id}`, title: 't', variationType, currency: 'GBP', fixedValues, minPrice, maxPrice, active: true }) as VariationRow;

describe('toProduct', () => {
  const product = toProduct(scope, row, [variation(2, 'PHYSICAL', [2500, 1000], null, null), variation(1, 'DIGITAL', [2500], 1000, 15000)]);

  it('builds the product path and card art from the slug', () => {
    expect(product.path).toBe('/gift-cards/harbour-gift-card/');
    expect(product.image.url.href).toBe('/card-art/48/harbour-gift-card.svg');
  });

  it('shows digital before physical and merges fixed values', () => {
    expect(product.variationsToShow).toEqual(['DIGITAL', 'PHYSICAL']);
    expect(product.fixedValues.map((m) => m.value)).toEqual(['10.00', '25.00']);
  });

  it('describes each delivery type\'s prices', () => {
    if (product.__typename !== 'GiftCardProduct') throw new Error('expected a gift card');
    expect(product.digitalVariationConfig).toMatchObject({ hasFixedPrices: true, minPrice: { minorUnits: 1000 }, maxPrice: { minorUnits: 15000 } });
    expect(product.physicalVariationConfig?.minPrice).toBeNull();
    expect(product.inStock).toBe(false);
  });
});
