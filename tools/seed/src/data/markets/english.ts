/** Menus, home blocks, redeem pages, testimonials and extras of an English-language store. */
import { mulberry32, pick, randInt, seedFrom } from '../prng';
import type { SeedExtra, SeedHomeBlock, SeedMenus, SeedRedeemPage, SeedSearchTerm, SeedTestimonial } from '../types';
import type { NamePool } from './names';

export function englishMenus(businessSlugs: string[], choiceSlug: string): SeedMenus {
  const business = [
    { title: 'Business gift cards', path: '/business/' },
    { title: 'Request a quote', path: '/business/request-a-quote/' },
    ...businessSlugs.slice(0, 1).map((slug) => ({ title: 'Business gifts', path: `/category/${slug}/` })),
  ];
  return {
    footer: [
      { title: 'Customer service', path: '/support/helpdesk/', children: [
        { title: 'Helpdesk', path: '/support/helpdesk/' },
        { title: 'Contact us', path: '/support/contact-us/' },
        { title: 'Check balance', path: '/check-balance/' },
        { title: 'Delivery', path: '/delivery/' },
        { title: 'Cancellation policy', path: '/cancelation-policy/' },
      ] },
      { title: 'Gift cards', path: '/gift-cards/', children: [
        { title: 'All gift cards', path: '/category/all-gift-cards/' },
        { title: 'Choice Gift Card', path: `/gift-cards/${choiceSlug}/` },
        { title: 'Restaurants', path: '/category/restaurants/' },
        { title: 'Spa & Wellness', path: '/category/spa-and-wellness/' },
        { title: 'Experiences', path: '/category/experiences/' },
        { title: 'Occasions', path: '/occasions/' },
      ] },
      { title: 'About us', path: '/about-us/', children: [
        { title: 'About us', path: '/about-us/' },
        { title: 'General terms', path: '/general-terms/' },
        { title: 'Privacy', path: '/privacy/' },
        { title: 'Cookie statement', path: '/cookieverklaring/' },
      ] },
      { title: 'Business', path: '/business/', children: business },
    ],
    business,
  };
}

export function englishHomeBlocks(claim: string, spotlight: { slug: string; title: string; color: string } | undefined, choiceSlug: string): SeedHomeBlock[] {
  const more = `more than ${claim.replace('+', '')}`;
  const choice = { path: `/gift-cards/${choiceSlug}/`, backgroundColor: '#5b2a86', showHand: true, showShadow: true, productSlug: choiceSlug };
  const plain = (queueId: string, title: string, description: string, path: string, backgroundColor = '#ffffff'): SeedHomeBlock =>
    ({ queueId, title, description, path, backgroundColor, showHand: false, showShadow: false });
  return [
    { queueId: 'home-hero', title: 'The gift card for every occasion', description: `Choose from ${more} gift cards, or let them choose with the Choice Gift Card.`, ...choice },
    plain('home-hero', 'Business gifts, sorted in minutes', 'Pay by invoice, deliver to the whole team and receive a quote within one working day.', '/business/', '#0f3b5f'),
    { queueId: 'home-featured', title: 'Choice Gift Card', description: `Can’t decide? They pick from ${more} brands.`, ...choice },
    plain('home-featured', 'For business', 'Reward employees and thank clients with one order.', '/business/', '#0f3b5f'),
    plain('home-featured', 'Find the right occasion', 'Birthdays, weddings, thank-yous and more: gift ideas for every moment.', '/occasions/', '#e76f51'),
    ...(spotlight ? [{ queueId: 'home-featured', title: spotlight.title, description: 'One of this month’s most chosen gift cards.', path: `/gift-cards/${spotlight.slug}/`,
      backgroundColor: spotlight.color, showHand: false, showShadow: true, productSlug: spotlight.slug }] : []),
    plain('home-usp', 'Digital within the hour', 'Digital cards arrive by e-mail within the hour; physical cards are sent by post.', '/delivery/'),
    plain('home-usp', 'Always a suitable business gift', 'One card for every employee, client and supplier, with invoice payment.', '/business/'),
    plain('home-usp', 'Add a personal touch', 'Add a wrapper and a personal message to every card.', '/gift-cards/'),
    { queueId: 'search-highlight', title: 'Let them choose', description: `The Choice Gift Card: ${more} brands on one card.`, ...choice },
  ];
}

export const englishSearchTerms: SeedSearchTerm[] = [
  { title: 'Restaurant', url: '/category/restaurants/' },
  { title: 'Spa day', url: '/gift-cards/?s=spa' },
  { title: 'Hotel', url: '/gift-cards/?s=hotel' },
  { title: 'Books', url: '/gift-cards/?s=books' },
  { title: 'Experiences', url: '/category/experiences/' },
  { title: 'Choice Gift Card', url: '/gift-cards/?s=choice' },
];

export function englishRedeemPages(businessName: string, productSlugs: string[]): SeedRedeemPage[] {
  return [
    {
      pageId: 'choice-card',
      title: 'Spending your Choice gift card',
      intro: 'One card, many gift cards to choose from: this is how you turn your balance into the gift card you want.',
      body: [
        'Check your balance with the 19-digit card number and the 6-digit PIN on your card or in your e-mail.',
        'Choose one or more gift cards or a donation. You can spend your balance in one go or keep some for later.',
        'Not enough on your card? Add another card, or pay the rest online at the checkout.',
        'Your new gift cards arrive by e-mail within minutes, or by post within a few working days.',
      ].join('\n\n'),
      business: false,
      productSlugs: [],
    },
    {
      pageId: 'team-thank-you',
      title: `${businessName}: thank you`,
      intro: `A thank-you from ${businessName}: spend your card on one of the gift cards your team picked.`,
      body: [
        `${businessName} chose these gift cards for its people. Check your balance, pick a card and tell us where it should go.`,
        `Orders from this shop are placed for ${businessName}: give the company details at the checkout.`,
      ].join('\n\n'),
      business: true,
      productSlugs,
    },
  ];
}

const quotes: [number, string][] = [
  [5, 'Ordered an e-mail gift card for my sister’s birthday at lunchtime and it was in her inbox within minutes.'],
  [5, 'Checked the balance on a card I had forgotten about, then spent it on a restaurant card in the redeem shop. Took two minutes.'],
  [4, 'The card came by post two days after I ordered, nicely packed. I would have liked a few more wallet designs to choose from.'],
  [5, 'Sent one card each to five colleagues, each to their own e-mail address. Easy to set up in one order.'],
  [5, 'My parents chose a hotel card with the Choice Gift Card we gave them. Much better than guessing.'],
  [3, 'Good range of shops, but the physical card took a day longer than I expected.'],
  [5, 'Scheduled the e-mail for the morning of our anniversary and it arrived exactly on time.'],
  [4, 'Customer service answered my question about a delivery address the same day.'],
  [5, 'The personal message printed on the card made it feel like a proper present.'],
  [4, 'Paid for our staff gift cards by invoice; the whole team had their cards the next day.'],
  [5, 'Used the remaining balance of my card on a second, smaller card. Nothing went to waste.'],
];

export function englishTestimonials(seed: string, pool: NamePool): SeedTestimonial[] {
  const rand = mulberry32(seedFrom(`${seed}:testimonials`));
  return quotes.map(([rating, quote], i) => {
    const month = 11 - Math.floor(i / 2);
    return {
      author: `${pick(rand, pool.firstNames)} ${pick(rand, pool.surnames.filter((s) => /^\p{Lu}/u.test(s))).charAt(0)}.`,
      rating,
      quote,
      publishedAt: `2026-${String(month).padStart(2, '0')}-${String(randInt(rand, 1, 28)).padStart(2, '0')}`,
    };
  });
}

/** Wrappers, digital designs, gift box and personal message; prices are small steps of the store's currency. */
export function englishExtras(unit: number): SeedExtra[] {
  const price = (n: number) => Math.round(n * unit) * 5;
  return [
    { kind: 'WRAPPER', sku: 'WRAP-CLASSIC', title: 'Classic card wallet', description: 'A sturdy folded wallet in deep navy with a gold foil border. The gift card slots neatly inside.', price: price(39), color: '#1f3a5f' },
    { kind: 'WRAPPER', sku: 'WRAP-CELEBRATION', title: 'Celebration wallet', description: 'A bright wallet printed with confetti and streamers, perfect for birthdays and congratulations.', price: price(59), color: '#f4a259' },
    { kind: 'WRAPPER', sku: 'WRAP-LUXURY', title: 'Luxury keepsake wallet', description: 'A textured, recycled-card wallet with a ribbon tie, made to be kept long after the card is spent.', price: price(79), color: '#6d2e46' },
    { kind: 'DIGITAL_WRAPPER', sku: 'DWRAP-CONFETTI', title: 'Confetti e-mail design', description: 'The digital card arrives in an e-mail with falling confetti.', price: 0, color: '#ff7eb6' },
    { kind: 'DIGITAL_WRAPPER', sku: 'DWRAP-BALLOONS', title: 'Balloons e-mail design', description: 'The digital card arrives in an e-mail with colourful balloons.', price: 0, color: '#4cc9f0' },
    { kind: 'GIFT_PACKING', sku: 'GIFTBOX', title: 'Gift box', description: 'The card and its wallet in a rigid gift box with tissue paper.', price: price(99), color: '#2a9d8f' },
    { kind: 'PERSONAL_MESSAGE', sku: 'MESSAGE', title: 'Personal message', description: 'Your own words, printed on a card that travels with the gift card.', price: 0, color: '#ffffff' },
  ];
}
