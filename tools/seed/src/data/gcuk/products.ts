import type { SeedProduct } from '../types';
import { gcukCatalogue } from './catalogue';

export const gcukChoiceProduct: SeedProduct = {
  slug: 'choice-gift-card',
  title: 'Choice Gift Card',
  description:
    'Can’t decide? With the Choice Gift Card the recipient picks from more than 200 gift cards themselves, from restaurants and spa days to fashion, books and experiences. They can even split the balance over several cards. Available as a digital card delivered within the hour or as a physical card in a gift envelope.',
  productType: 'GIFT_CARD',
  brandSlug: 'choice',
  categories: ['business-gifts', 'experiences'],
  occasions: ['birthday', 'thank-you', 'christmas'],
  variations: [
    { type: 'DIGITAL', fixedValues: [1000, 2500, 5000, 10000], customRange: { min: 500, max: 15000 } },
    { type: 'PHYSICAL', fixedValues: [1000, 2500, 5000, 10000], customRange: { min: 500, max: 15000 } },
  ],
  popularity: 20000,
  thirdPartyPlatform: false,
  containsWine: false,
  isChoice: true,
  stock: null,
  showHand: true,
  showShadow: true,
  keywords: ['choice gift card', 'choice card', 'all in one gift card', 'universal gift card', 'business gift'],
  redeem: { minCustom: 500, maxCustom: 15000, minRemainingBalance: 0 },
};

export const gcukDonationProducts: SeedProduct[] = [
  {
    slug: 'hedgerow-and-meadow-trust-donation',
    title: 'Donation to the Hedgerow & Meadow Trust',
    description:
      'Give a gift that grows: every pound helps the Hedgerow & Meadow Trust plant native hedgerows and restore wildflower meadows for bees, birds and dormice. The recipient receives a card explaining what their donation will achieve.',
    productType: 'DONATION',
    brandSlug: 'hedgerow-and-meadow-trust',
    categories: ['charity'],
    occasions: ['birthday', 'thank-you', 'christmas'],
    variations: [
      { type: 'DIGITAL', fixedValues: [], customRange: { min: 500, max: 15000 } },
      { type: 'PHYSICAL', fixedValues: [], customRange: { min: 500, max: 15000 } },
    ],
    popularity: 410,
    thirdPartyPlatform: false,
    containsWine: false,
    isChoice: false,
    stock: null,
    showHand: false,
    showShadow: true,
    keywords: ['donation', 'charity gift', 'wildlife', 'environment'],
    redeem: { minCustom: 500, maxCustom: 15000, minRemainingBalance: 0 },
  },
  {
    slug: 'warm-hearth-appeal-donation',
    title: 'Donation to the Warm Hearth Appeal',
    description:
      'The Warm Hearth Appeal provides emergency beds, hot meals and winter coats for people sleeping rough in British cities. Your donation is passed on in full, and the recipient gets a card with a personal message from you.',
    productType: 'DONATION',
    brandSlug: 'warm-hearth-appeal',
    categories: ['charity'],
    occasions: ['christmas', 'thank-you'],
    variations: [
      { type: 'DIGITAL', fixedValues: [], customRange: { min: 500, max: 15000 } },
      { type: 'PHYSICAL', fixedValues: [], customRange: { min: 1000, max: 15000 } },
    ],
    popularity: 385,
    thirdPartyPlatform: false,
    containsWine: false,
    isChoice: false,
    stock: null,
    showHand: false,
    showShadow: true,
    keywords: ['donation', 'charity gift', 'homelessness', 'christmas charity'],
    redeem: { minCustom: 500, maxCustom: 15000, minRemainingBalance: 0 },
  },
  {
    slug: 'bright-pages-literacy-fund-donation',
    title: 'Donation to the Bright Pages Literacy Fund',
    description:
      'Bright Pages puts free books into the hands of children who have none at home and trains volunteers to read with them every week. A lovely alternative gift for teachers, book lovers and proud grandparents.',
    productType: 'DONATION',
    brandSlug: 'bright-pages-literacy-fund',
    categories: ['charity'],
    occasions: ['thank-you', 'retirement'],
    variations: [{ type: 'DIGITAL', fixedValues: [], customRange: { min: 500, max: 10000 } }],
    popularity: 262,
    thirdPartyPlatform: false,
    containsWine: false,
    isChoice: false,
    stock: null,
    showHand: false,
    showShadow: true,
    keywords: ['donation', 'charity gift', 'reading', 'children'],
    redeem: { minCustom: 500, maxCustom: 10000, minRemainingBalance: 0 },
  },
  {
    slug: 'whisker-and-wag-rescue-donation',
    title: 'Donation to Whisker & Wag Rescue',
    description:
      'Whisker & Wag Rescue rehomes more than 2,000 cats and dogs every year and cares for those that are waiting. Donate on behalf of an animal lover and they will receive a card with a photo of one of the residents.',
    productType: 'DONATION',
    brandSlug: 'whisker-and-wag-rescue',
    categories: ['charity'],
    occasions: ['birthday', 'christmas'],
    variations: [{ type: 'DIGITAL', fixedValues: [], customRange: { min: 500, max: 10000 } }],
    popularity: 298,
    thirdPartyPlatform: false,
    containsWine: false,
    isChoice: false,
    stock: null,
    showHand: false,
    showShadow: true,
    keywords: ['donation', 'charity gift', 'animal rescue', 'pets'],
    redeem: { minCustom: 500, maxCustom: 10000, minRemainingBalance: 0 },
  },
];

function blankPack(slug: string, title: string, description: string, values: number[], popularity: number): SeedProduct {
  return {
    slug,
    title,
    description,
    productType: 'GIFT_CARD_BLANK',
    brandSlug: 'giftshop',
    categories: ['business-gifts'],
    occasions: [],
    variations: [{ type: 'PHYSICAL', fixedValues: values, customRange: null }],
    popularity,
    thirdPartyPlatform: false,
    containsWine: false,
    isChoice: false,
    stock: null,
    showHand: false,
    showShadow: false,
    keywords: ['blank gift cards', 'pack of 3', 'empty gift cards', 'business gifts'],
  };
}

export const gcukBlankPacks: SeedProduct[] = [
  blankPack(
    'blank-gift-cards-pack-of-3',
    'Blank Gift Cards – Pack of 3',
    'A pack of 3 physical Choice Gift Cards in plain presentation envelopes, ready to hand out at the office, a prize draw or a school fair. Each card in the pack carries the value you choose and can be exchanged for any card in our range. Packs are sent by post and count as a single item in your basket.',
    [1000, 2500, 5000],
    520,
  ),
  blankPack(
    'christmas-blank-gift-cards-pack-of-3',
    'Christmas Blank Gift Cards – Pack of 3',
    'A festive pack of 3 physical gift cards with snowy envelopes, made for Secret Santa, staff rewards and teachers’ presents. Every card in the pack holds the chosen value and the recipient picks their own favourite brand. Order before our last posting dates for delivery before Christmas.',
    [1000, 2000, 2500],
    470,
  ),
  blankPack(
    'thank-you-blank-gift-cards-pack-of-3',
    'Thank You Blank Gift Cards – Pack of 3',
    'A pack of 3 physical gift cards with “Thank you” envelopes for volunteers, coaches and helpers. Each card in the pack is loaded with the value you choose and can be swapped for any brand in the Choice range.',
    [500, 1000, 2500],
    330,
  ),
];

/**
 * Brands whose cards may be bought above the £150 card maximum (spec §9): the custom range goes up to this value and
 * a higher value is issued as several cards of at most £150.
 */
const ABOVE_CARD_MAXIMUM: Record<string, number> = { 'quiet-hour-retreats-gift-card': 50000 };

const allowingSplit = (product: SeedProduct): SeedProduct => {
  const max = ABOVE_CARD_MAXIMUM[product.slug];
  if (max === undefined) return product;
  return { ...product, variations: product.variations.map((v) => (v.customRange ? { ...v, customRange: { ...v.customRange, max } } : v)) };
};

export const gcukProducts: SeedProduct[] = [
  gcukChoiceProduct,
  ...gcukCatalogue.products.map(allowingSplit),
  ...gcukDonationProducts,
  ...gcukBlankPacks,
];
