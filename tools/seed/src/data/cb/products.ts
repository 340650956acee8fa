import type { SeedProduct } from '../types';
import { cbCatalogue } from './catalogue';

export const cbChoiceProduct: SeedProduct = {
  slug: 'cadeaubonnl-keuze-cadeaukaart',
  title: 'Keuze Cadeaukaart',
  description:
    'Twijfel je? Met de Keuze Cadeaukaart kiest de ontvanger zelf uit meer dan 60 cadeaubonnen, van restaurants en wellness tot mode, boeken en uitjes. Het tegoed kan zelfs over meerdere bonnen worden verdeeld. Verkrijgbaar als digitale kaart, binnen een uur bezorgd, of als fysieke kaart in een cadeau-envelop.',
  productType: 'GIFT_CARD',
  brandSlug: 'keuze',
  categories: ['zakelijk', 'uitjes'],
  occasions: ['verjaardag', 'bedankt', 'kerst'],
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
  keywords: ['keuze cadeaukaart', 'keuzebon', 'cadeaukaart', 'universele cadeaubon', 'relatiegeschenk'],
  redeem: { minCustom: 500, maxCustom: 15000, minRemainingBalance: 0 },
};

export const cbDonationProducts: SeedProduct[] = [
  {
    slug: 'stichting-wadvogelwacht-donatie',
    title: 'Donatie aan Stichting Wadvogelwacht',
    description:
      'Stichting Wadvogelwacht beschermt broedplaatsen van kluten, sterns en scholeksters langs de Waddenkust. Met deze donatiebon steunt de ontvanger het werk van vrijwilligers die nesten bewaken en tellen.',
    productType: 'DONATION',
    brandSlug: 'stichting-wadvogelwacht',
    categories: ['goede-doelen'],
    occasions: ['verjaardag', 'bedankt', 'pensioen'],
    variations: [
      { type: 'DIGITAL', fixedValues: [], customRange: { min: 500, max: 15000 } },
      { type: 'PHYSICAL', fixedValues: [], customRange: { min: 500, max: 15000 } },
    ],
    popularity: 310,
    thirdPartyPlatform: false,
    containsWine: false,
    isChoice: false,
    stock: null,
    showHand: false,
    showShadow: true,
    keywords: ['donatie', 'goed doel', 'natuur', 'vogels'],
    redeem: { minCustom: 500, maxCustom: 15000, minRemainingBalance: 0 },
  },
  {
    slug: 'stichting-warme-maaltijd-donatie',
    title: 'Donatie aan Stichting Warme Maaltijd',
    description:
      'Stichting Warme Maaltijd kookt dagelijks voor mensen die het financieel moeilijk hebben, samen met vrijwilligers in buurthuizen door het hele land. Elke euro gaat naar ingrediënten en de keuken.',
    productType: 'DONATION',
    brandSlug: 'stichting-warme-maaltijd',
    categories: ['goede-doelen'],
    occasions: ['kerst', 'bedankt'],
    variations: [{ type: 'DIGITAL', fixedValues: [], customRange: { min: 500, max: 10000 } }],
    popularity: 275,
    thirdPartyPlatform: false,
    containsWine: false,
    isChoice: false,
    stock: null,
    showHand: false,
    showShadow: true,
    keywords: ['donatie', 'goed doel', 'voedselhulp', 'kerst'],
    redeem: { minCustom: 500, maxCustom: 10000, minRemainingBalance: 0 },
  },
];

export const cbBlankPacks: SeedProduct[] = [
  {
    slug: 'blanco-cadeaubonnen-set-van-3',
    title: 'Blanco cadeaubonnen – set van 3',
    description:
      'Een set van 3 fysieke Keuze Cadeaukaarten in neutrale enveloppen, ideaal om zelf uit te delen op kantoor, bij een loterij of op de schoolmarkt. Elke kaart in de set krijgt de waarde die je kiest en is in te wisselen voor elke bon in ons assortiment.',
    productType: 'GIFT_CARD_BLANK',
    brandSlug: 'cadeaubon',
    categories: ['zakelijk'],
    occasions: [],
    variations: [{ type: 'PHYSICAL', fixedValues: [1000, 2500, 5000], customRange: null }],
    popularity: 450,
    thirdPartyPlatform: false,
    containsWine: false,
    isChoice: false,
    stock: null,
    showHand: false,
    showShadow: false,
    keywords: ['blanco cadeaubonnen', 'set van 3', 'zakelijk', 'uitdelen'],
  },
];

export const cbProducts: SeedProduct[] = [cbChoiceProduct, ...cbCatalogue.products, ...cbDonationProducts, ...cbBlankPacks];
