/** The products every generated store has besides its merchants: the Choice card, donations and blank packs, priced on its ladder. */
import type { SeedBrand, SeedProduct, SeedVariation } from '../types';
import { ladderOf, ladderStep } from './prices';

/** The nearest value of the currency's ladder, in minor units. */
export function snapToLadder(currency: string, minor: number): number {
  const steps = ladderOf(currency).steps.map((s) => s * 100);
  return steps.reduce((best, s) => (Math.abs(s - minor) < Math.abs(best - minor) ? s : best), steps[0] as number);
}

/** The product with every fixed value and range moved onto the store's ladder. */
export function reprice(product: SeedProduct, currency: string): SeedProduct {
  const variations: SeedVariation[] = product.variations.map((v) => {
    const fixedValues = [...new Set(v.fixedValues.map((f) => snapToLadder(currency, f)))];
    const customRange = v.customRange
      ? { min: Math.min(snapToLadder(currency, v.customRange.min), ...fixedValues), max: Math.max(snapToLadder(currency, v.customRange.max), ...fixedValues) }
      : null;
    return { ...v, fixedValues, customRange };
  });
  const range = variations.find((v) => v.customRange)?.customRange;
  const redeem = product.redeem && range ? { ...product.redeem, minCustom: range.min, maxCustom: range.max } : product.redeem;
  return { ...product, variations, ...(redeem ? { redeem } : {}) };
}

const base = { thirdPartyPlatform: false, containsWine: false, stock: null, showShadow: true } as const;

export function englishHouseBrands(storeName: string, storeSlug: string): SeedBrand[] {
  return [
    { slug: 'choice', name: 'Choice Gift Card', color: '#5b2a86' },
    { slug: storeSlug, name: storeName, color: '#0f3b5f' },
    { slug: 'green-corridors-trust', name: 'Green Corridors Trust', color: '#3f7d20', externalLink: { title: 'About the Green Corridors Trust', url: 'https://greencorridorstrust.example/' } },
    { slug: 'warm-meals-fund', name: 'Warm Meals Fund', color: '#c0392b', externalLink: { title: 'About the Warm Meals Fund', url: 'https://warmmealsfund.example/' } },
  ];
}

export function englishHouseProducts(currency: string, claim: string, choiceSlug: string): SeedProduct[] {
  const fixed = [0, 3, 6, 8].map((i) => ladderStep(currency, i));
  const range = { min: ladderStep(currency, 0), max: ladderStep(currency, -3) };
  const both = (f: number[]): SeedVariation[] => [
    { type: 'DIGITAL', fixedValues: f, customRange: { ...range } },
    { type: 'PHYSICAL', fixedValues: f.slice(), customRange: { ...range } },
  ];
  const redeem = { minCustom: range.min, maxCustom: range.max, minRemainingBalance: 0 };
  return [
    {
      ...base, slug: choiceSlug, title: 'Choice Gift Card', productType: 'GIFT_CARD', brandSlug: 'choice', isChoice: true, showHand: true,
      description: `Can’t decide? With the Choice Gift Card the recipient picks from more than ${claim.replace('+', '')} gift cards themselves, from restaurants and spa days to fashion, books and experiences. They can even split the balance over several cards. Available as a digital card delivered within the hour or as a physical card in a gift envelope.`,
      categories: ['business-gifts', 'experiences'], occasions: ['birthday', 'thank-you', 'christmas'], variations: both(fixed), popularity: 20000,
      keywords: ['choice gift card', 'choice card', 'all in one gift card', 'business gift'], redeem,
    },
    {
      ...base, slug: 'green-corridors-trust-donation', title: 'Donation to the Green Corridors Trust', productType: 'DONATION', brandSlug: 'green-corridors-trust',
      isChoice: false, showHand: false,
      description: 'The Green Corridors Trust plants hedges and trees that link parks and nature reserves, so that birds, bees and small mammals can move between them. The recipient receives a card explaining what the donation achieves.',
      categories: ['charity'], occasions: ['birthday', 'thank-you', 'christmas'], variations: both([]), popularity: 410,
      keywords: ['donation', 'charity gift', 'nature', 'environment'], redeem,
    },
    {
      ...base, slug: 'warm-meals-fund-donation', title: 'Donation to the Warm Meals Fund', productType: 'DONATION', brandSlug: 'warm-meals-fund',
      isChoice: false, showHand: false,
      description: 'The Warm Meals Fund serves hot meals and packed lunches to people who cannot afford them, through local kitchens run by volunteers. Your donation is passed on in full.',
      categories: ['charity'], occasions: ['christmas', 'thank-you'], variations: both([]), popularity: 385,
      keywords: ['donation', 'charity gift', 'food bank', 'christmas charity'], redeem,
    },
  ];
}
