import { buildCatalogue, type CatalogueConfig, type CatalogueEntry } from '../catalogue-builder';
import { gcukDiningEntries } from './entries-dining';
import { gcukLifestyleEntries } from './entries-lifestyle';
import { gcukLeisureEntries } from './entries-leisure';
import { gcukHobbyEntries } from './entries-hobbies';

export const gcukEntries: CatalogueEntry[] = [
  ...gcukDiningEntries,
  ...gcukLifestyleEntries,
  ...gcukLeisureEntries,
  ...gcukHobbyEntries,
];

export const gcukCatalogueConfig: CatalogueConfig = {
  seed: 'gcuk-catalogue-v1',
  productSlugSuffix: '-gift-card',
  productTitle: (name) => `${name} Gift Card`,
  visitLabel: (name) => `Visit ${name}`,
  closers: {
    restaurants: [
      'The gift card can be used at every {name} location for food and drinks, and any remaining balance stays on the card for next time.',
      'Redeemable at every {name} venue in the UK, from a quick lunch to a long dinner.',
      'Simply show the card when the bill arrives; it covers food, drinks and service.',
      'Use it in one go or over several visits until the balance runs out.',
    ],
    'spa-and-wellness': [
      'Book online or by phone and quote the card number to pay.',
      'The card covers treatments, sessions and day packages at {name}.',
      'Spend it on a single visit or save it up for a full day of pampering.',
    ],
    fashion: [
      'Spend the card in store or online at {name}, on anything from the new collection to the sale rail.',
      'Valid in store and on the {name} website, and the balance can be spread over several purchases.',
      'The balance can be used over several purchases, so nothing goes to waste.',
    ],
    'home-and-garden': [
      'The card can be used in store and online at {name}, including for delivery.',
      'Spend it on anything from {name}, in one go or over several visits.',
      'A thoughtful gift for a new home, a wedding or simply because.',
    ],
    experiences: [
      'The recipient books a date that suits them; popular weekends fill up quickly, so early booking is recommended.',
      'Use the card for the full experience or put it towards an upgrade, a gift for a friend or a souvenir.',
      'A present that creates memories rather than clutter.',
    ],
    'books-and-music': [
      'The card can be spent with {name}, in one go or over several visits.',
      'Let them choose their next favourite themselves.',
      'Perfect for readers, listeners and musicians of every age.',
    ],
    beauty: [
      'Spend the card on treatments or products at {name}.',
      'The balance can be used over several visits, so it is easy to treat yourself more than once.',
      'Let them choose their own favourite, from a little luxury to a full makeover.',
    ],
    'sport-and-outdoors': [
      'The card can be used with {name} for kit, sessions, services and lessons alike.',
      'Whether they are a beginner or a seasoned pro, they can choose exactly what they need.',
      'Use it in one go or over several visits.',
    ],
    'cinema-and-entertainment': [
      'The card can be used for tickets as well as food and drinks.',
      'Let them pick the night that suits them.',
      'A night out sorted, whenever it suits them.',
    ],
    'travel-and-hotels': [
      'The card can be used towards any booking with {name}, including deposits and extras.',
      'Several cards can be combined for a bigger booking, or the balance can be used over more than one trip.',
      'Book online or by phone and quote the card number at checkout.',
    ],
    'food-and-drink': [
      'Spend the card with {name}, on anything from everyday treats to special occasions.',
      'The balance can be used over several visits until it runs out.',
      'A gift for anyone who loves good food and drink.',
    ],
    'kids-and-toys': [
      'The card can be spent with {name}, so the little ones get to choose for themselves.',
      'Let them pick their own treat, with the grown-ups keeping an eye on the balance.',
      'A present that brings as much joy to the parents as to the children.',
    ],
    gaming: [
      'Spend the card with {name}, in one go or over several visits.',
      'A gift for gamers of every age.',
      'Let them pick the next thing on their wish list.',
    ],
    tech: [
      'The card can be spent with {name}, in one go or over several purchases.',
      'For bigger purchases the card can be combined with another payment method.',
      'Let them choose the gadget they actually want.',
    ],
  },
  defaultClosers: ['The card can be used in one go or over several purchases.'],
  platformClosers: [
    'Because this is a platform card, the recipient redeems the code online on the partner platform; third-party platform cards are limited to £500 per order.',
    'The card is delivered as a code that is redeemed in the partner’s app or website, where the full range of participating partners is listed.',
    'The code is activated on delivery and redeemed on the partner platform; the range of participating partners may change over time.',
  ],
  wineClosers: [
    'Because this gift contains wine, it is sent by registered post and can only be ordered by customers aged 18 or over.',
    'This gift includes a bottle of wine, so it is sent by registered post and someone aged 18 or over must sign for it.',
  ],
  digitalOnlyNote: 'Available as a digital gift card only, delivered by e-mail within one hour.',
  physicalOnlyNote: 'Available as a physical card only, sent by post in a gift envelope.',
  categoryKeyword: {
    restaurants: 'restaurant gift card',
    'spa-and-wellness': 'spa gift card',
    fashion: 'fashion gift card',
    'home-and-garden': 'home gift card',
    experiences: 'experience gift',
    'books-and-music': 'book token',
    beauty: 'beauty gift card',
    'sport-and-outdoors': 'sport gift card',
    'cinema-and-entertainment': 'entertainment gift card',
    'travel-and-hotels': 'travel gift card',
    'food-and-drink': 'food gift card',
    'kids-and-toys': 'kids gift card',
    gaming: 'gaming gift card',
    tech: 'tech gift card',
  },
  tierByCategory: {
    restaurants: 'std',
    'spa-and-wellness': 'high',
    fashion: 'std',
    'home-and-garden': 'std',
    experiences: 'high',
    'books-and-music': 'low',
    beauty: 'std',
    'sport-and-outdoors': 'std',
    'cinema-and-entertainment': 'low',
    'travel-and-hotels': 'high',
    'food-and-drink': 'std',
    'kids-and-toys': 'low',
    gaming: 'std',
    tech: 'std',
  },
  shopUrl: (slug) => `/brand/GCUK/brand-shops/${slug}.html`,
};

export const gcukCatalogue = buildCatalogue(gcukEntries, gcukCatalogueConfig);
