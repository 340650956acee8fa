/** The products every generated store has besides its merchants: the Choice card, donations and blank packs, priced on its ladder. */
import type { SeedBrand, SeedProduct, SeedVariation } from '../types';
import { ladderOf, ladderStep } from './prices';
import { fill, type MarketTexts } from './texts';

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

/** The Choice card's brand, the store's own and the two charities. */
export function houseBrands(t: MarketTexts, storeName: string, storeSlug: string): SeedBrand[] {
  return [
    { slug: 'choice', name: t.choiceCard, color: '#5b2a86' },
    { slug: storeSlug, name: storeName, color: '#0f3b5f' },
    { slug: 'green-corridors-trust', name: t.house.greenCorridors.name, color: '#3f7d20', externalLink: { title: t.house.greenCorridors.about, url: 'https://greencorridorstrust.example/' } },
    { slug: 'warm-meals-fund', name: t.house.warmMeals.name, color: '#c0392b', externalLink: { title: t.house.warmMeals.about, url: 'https://warmmealsfund.example/' } },
  ];
}

/** The Choice card and the donations; `more` is the claim in words ('more than 160'). */
export function houseProducts(t: MarketTexts, currency: string, more: string, choiceSlug: string): SeedProduct[] {
  const fixed = [0, 3, 6, 8].map((i) => ladderStep(currency, i));
  const range = { min: ladderStep(currency, 0), max: ladderStep(currency, -3) };
  const both = (f: number[]): SeedVariation[] => [
    { type: 'DIGITAL', fixedValues: f, customRange: { ...range } },
    { type: 'PHYSICAL', fixedValues: f.slice(), customRange: { ...range } },
  ];
  const redeem = { minCustom: range.min, maxCustom: range.max, minRemainingBalance: 0 };
  const { greenCorridors, warmMeals } = t.house;
  return [
    {
      ...base, slug: choiceSlug, title: t.choiceCard, productType: 'GIFT_CARD', brandSlug: 'choice', isChoice: true, showHand: true,
      description: fill(t.house.choiceDescription, { more }),
      categories: ['business-gifts', 'experiences'], occasions: ['birthday', 'thank-you', 'christmas'], variations: both(fixed), popularity: 20000,
      keywords: [...t.house.choiceKeywords], redeem,
    },
    {
      ...base, slug: 'green-corridors-trust-donation', title: greenCorridors.title, productType: 'DONATION', brandSlug: 'green-corridors-trust',
      isChoice: false, showHand: false, description: greenCorridors.description,
      categories: ['charity'], occasions: ['birthday', 'thank-you', 'christmas'], variations: both([]), popularity: 410,
      keywords: [...greenCorridors.keywords], redeem,
    },
    {
      ...base, slug: 'warm-meals-fund-donation', title: warmMeals.title, productType: 'DONATION', brandSlug: 'warm-meals-fund',
      isChoice: false, showHand: false, description: warmMeals.description,
      categories: ['charity'], occasions: ['christmas', 'thank-you'], variations: both([]), popularity: 385,
      keywords: [...warmMeals.keywords], redeem,
    },
  ];
}
