import type { SeedRedeemPage } from '../types';

/** The UK store's redeem pages: how the Choice card works, and a business's own redeem shop. */
export const gcukRedeemPages: SeedRedeemPage[] = [
  {
    pageId: 'choice-card',
    title: 'Spending your Choice gift card',
    intro: 'One card, hundreds of gift cards to choose from: this is how you turn your balance into the gift card you want.',
    body: [
      'Check your balance with the 19-digit card number and the 6-digit PIN on your card or in your e-mail.',
      'Choose one or more gift cards or a donation. You can spend your balance in one go or keep some for later; some cards keep a small minimum balance.',
      'Not enough on your card? Add another card, or pay the rest online at the checkout.',
      'Your new gift cards arrive by e-mail within minutes, or by post within a few working days.',
    ].join('\n\n'),
    business: false,
    productSlugs: [],
  },
  {
    pageId: 'northwind-thank-you',
    title: 'Northwind Logistics: thank you',
    intro: 'A thank-you from Northwind Logistics: spend your card on one of the gift cards your team picked.',
    body: [
      'Northwind Logistics chose these gift cards for its people. Check your balance, pick a card and tell us where it should go.',
      'Orders from this shop are placed for Northwind Logistics: give the company details at the checkout and, if you like, a reference for each delivery.',
    ].join('\n\n'),
    business: true,
    productSlugs: ['choice-gift-card', 'harbour-and-pine-gift-card', 'trattoria-vellutino-gift-card', 'doughwright-pizza-gift-card', 'saffron-lantern-gift-card', 'warm-hearth-appeal-donation'],
  },
];
