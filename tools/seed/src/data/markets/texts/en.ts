/** The English texts of a generated store. */
import { gcukCatalogueConfig } from '../../gcuk/catalogue';
import type { MarketTexts } from './types';

const withoutUk = (lines: readonly string[]) => lines.map((line) => line.replace(/ in the UK/g, ''));

export const en: MarketTexts = {
  language: 'en',
  moreThan: 'more than {count}',
  choiceCard: 'Choice Gift Card',
  countries: {
    AT: 'Austria', AU: 'Australia', BE: 'Belgium', BR: 'Brazil', CA: 'Canada', CH: 'Switzerland', DE: 'Germany', DK: 'Denmark',
    ES: 'Spain', FR: 'France', GB: 'the UK', IE: 'Ireland', IT: 'Italy', MX: 'Mexico', NL: 'the Netherlands', NO: 'Norway',
    NZ: 'New Zealand', PL: 'Poland', PT: 'Portugal', SE: 'Sweden', US: 'the US', AE: 'the UAE',
  },
  menus: {
    footerTitle: 'Footer',
    businessTitle: 'Business',
    customerService: 'Customer service',
    helpdesk: 'Helpdesk',
    contactUs: 'Contact us',
    checkBalance: 'Check balance',
    delivery: 'Delivery',
    cancellationPolicy: 'Cancellation policy',
    giftCards: 'Gift cards',
    allGiftCards: 'All gift cards',
    restaurants: 'Restaurants',
    spaAndWellness: 'Spa & Wellness',
    experiences: 'Experiences',
    occasions: 'Occasions',
    aboutUs: 'About us',
    generalTerms: 'General terms',
    privacy: 'Privacy',
    cookieStatement: 'Cookie statement',
    business: 'Business',
    businessGiftCards: 'Business gift cards',
    requestQuote: 'Request a quote',
    businessGifts: 'Business gifts',
  },
  homeBlocks: {
    hero: { title: 'The gift card for every occasion', description: 'Choose from {more} gift cards, or let them choose with the Choice Gift Card.' },
    businessHero: { title: 'Business gifts, sorted in minutes', description: 'Pay by invoice, deliver to the whole team and receive a quote within one working day.' },
    choiceDescription: 'Can’t decide? They pick from {more} brands.',
    business: { title: 'For business', description: 'Reward employees and thank clients with one order.' },
    occasions: { title: 'Find the right occasion', description: 'Birthdays, weddings, thank-yous and more: gift ideas for every moment.' },
    spotlightDescription: 'One of this month’s most chosen gift cards.',
    delivery: { title: 'Digital within the hour', description: 'Digital cards arrive by e-mail within the hour; physical cards are sent by post.' },
    businessGift: { title: 'Always a suitable business gift', description: 'One card for every employee, client and supplier, with invoice payment.' },
    personalTouch: { title: 'Add a personal touch', description: 'Add a wrapper and a personal message to every card.' },
    searchHighlight: { title: 'Let them choose', description: 'The Choice Gift Card: {more} brands on one card.' },
  },
  searchTerms: {
    restaurants: 'Restaurant',
    spa: { title: 'Spa day', query: 'spa' },
    hotel: { title: 'Hotel', query: 'hotel' },
    books: { title: 'Books', query: 'books' },
    experiences: 'Experiences',
    choiceQuery: 'choice',
  },
  redeemPages: {
    choiceCard: {
      title: 'Spending your Choice gift card',
      intro: 'One card, many gift cards to choose from: this is how you turn your balance into the gift card you want.',
      body: [
        'Check your balance with the 19-digit card number and the 6-digit PIN on your card or in your e-mail.',
        'Choose one or more gift cards or a donation. You can spend your balance in one go or keep some for later.',
        'Not enough on your card? Add another card, or pay the rest online at the checkout.',
        'Your new gift cards arrive by e-mail within minutes, or by post within a few working days.',
      ],
    },
    teamThankYou: {
      title: '{business}: thank you',
      intro: 'A thank-you from {business}: spend your card on one of the gift cards your team picked.',
      body: [
        '{business} chose these gift cards for its people. Check your balance, pick a card and tell us where it should go.',
        'Orders from this shop are placed for {business}: give the company details at the checkout.',
      ],
    },
    businessName: '{surname} Logistics',
  },
  testimonials: [
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
  ],
  extras: {
    classicWallet: { title: 'Classic card wallet', description: 'A sturdy folded wallet in deep navy with a gold foil border. The gift card slots neatly inside.' },
    celebrationWallet: { title: 'Celebration wallet', description: 'A bright wallet printed with confetti and streamers, perfect for birthdays and congratulations.' },
    luxuryWallet: { title: 'Luxury keepsake wallet', description: 'A textured, recycled-card wallet with a ribbon tie, made to be kept long after the card is spent.' },
    confettiDesign: { title: 'Confetti e-mail design', description: 'The digital card arrives in an e-mail with falling confetti.' },
    balloonsDesign: { title: 'Balloons e-mail design', description: 'The digital card arrives in an e-mail with colourful balloons.' },
    giftBox: { title: 'Gift box', description: 'The card and its wallet in a rigid gift box with tissue paper.' },
    personalMessage: { title: 'Personal message', description: 'Your own words, printed on a card that travels with the gift card.' },
  },
  pages: {
    home: {
      title: 'Gift cards for every occasion',
      metaDescription: 'Buy gift cards from {more} shops, restaurants and experiences in {country}, or let them choose with the Choice Gift Card.',
      keywords: ['gift cards', 'gift vouchers', 'choice gift card', 'digital gift cards', 'business gifts'],
      body: `# Gift cards for every occasion

Choose from {more} gift cards for restaurants, spa days, shops and experiences in {country}, or give the Choice Gift Card and let them pick for themselves. Digital cards arrive by e-mail within the hour; physical cards are sent by post.`,
    },
    terms: {
      title: 'General terms and conditions',
      metaDescription: 'The terms that apply to every order of gift cards, donation cards and extras at {name}.',
      keywords: ['terms', 'conditions', 'general terms'],
      body: `# General terms and conditions

These terms apply to every offer of and every order placed with {name} ("we", "us"). Please read them before you order; by placing an order you accept them.

## 1. Gift cards
1. A gift card is a digital or physical card with a monetary value that can be spent with the brand shown on it, or, for the Choice Gift Card, exchanged for one or more other gift cards from our range.
2. Gift cards are available with face values between {minAmount} and {maxAmount}. The values each card offers are shown on its page.
3. Each card states its validity; the balance can be checked at any time on the balance check page.

## 2. Orders and payment
1. An order is binding once it has been paid. You receive a confirmation by e-mail with the order number.
2. We may refuse or cancel an order where we suspect fraud; any payment is then refunded in full.
3. Business customers can pay by invoice after approval.

## 3. Delivery
1. Digital gift cards are sent by e-mail, usually within one hour of payment.
2. Physical gift cards are sent by post to the address given at checkout.

## 4. Liability
Gift cards are not exchangeable for cash unless the law requires it. We are not liable for a card that is lost or shared after delivery.`,
    },
    privacy: {
      title: 'Privacy statement',
      metaDescription: 'How {name} collects, uses and protects your personal data when you order and redeem gift cards.',
      keywords: ['privacy', 'personal data', 'data protection'],
      body: `# Privacy statement

{name} handles your personal data with care. This statement explains which data we process, why, and for how long we keep it.

## What we process
- Your name, e-mail address and, for physical cards, the delivery address.
- The recipient's name and e-mail address, so that we can deliver the card.
- Order and payment details, which we keep as long as the law requires.

## Why
We use this data to deliver your order, to answer your questions and, only if you agree, to send you our newsletter.

## Your rights
You may ask to see, correct or delete your data at any time by writing to {serviceEmail}.`,
    },
    cancellation: {
      title: 'Cancellation policy',
      metaDescription: 'When and how you can cancel a gift card order, and how refunds are made.',
      keywords: ['cancellation', 'refund', 'withdrawal'],
      body: `# Cancellation policy

You may cancel an order within 14 days of receiving it, as long as the gift card has not been used.

## How to cancel
Send the order number and the card number to {serviceEmail}. We block the card and refund the amount paid within 14 days, using the payment method of the order.

## Exceptions
Cards that have been activated or partly spent cannot be cancelled. Donations are passed on to the charity and cannot be refunded.`,
    },
    delivery: {
      title: 'Delivery',
      metaDescription: 'How and when digital and physical gift cards are delivered.',
      keywords: ['delivery', 'shipping', 'post', 'e-mail'],
      body: `# Delivery

## Digital gift cards
Digital cards are sent by e-mail, usually within one hour of payment. You can choose a delivery date up to three months ahead.

## Physical gift cards
Physical cards are sent by post in a gift envelope, with the wrapper and extras you chose. Orders paid on a working day before 17:00 are dispatched the same day, and usually arrive within two to three working days anywhere in {country}.`,
    },
    cookies: {
      title: 'Cookie statement',
      metaDescription: 'Which cookies {name} uses, why, and how to change your choice.',
      keywords: ['cookies', 'cookie statement'],
      body: `# Cookie statement

We use functional cookies to keep your basket and your settings, and, only with your consent, analytics cookies to see how the shop is used.

You can change your choice at any time with the cookie settings link at the bottom of every page.`,
    },
    about: {
      title: 'About {name}',
      metaDescription: '{name} brings {more} gift cards and the Choice Gift Card together in one place.',
      keywords: ['about us', 'gift card shop'],
      body: `# About {name}

{name} is the gift card shop for {country}: {more} cards for restaurants, shops, spa days and experiences, and the Choice Gift Card for anyone who would rather choose for themselves. We deliver digital cards by e-mail and physical cards by post, for private customers and businesses alike.`,
    },
    helpdesk: {
      title: 'Helpdesk: frequently asked questions',
      metaDescription: 'Answers to the most common questions about ordering, delivering, checking and redeeming gift cards at {name}.',
      keywords: ['help', 'faq', 'helpdesk', 'customer service'],
      body: `# Helpdesk

Can't find what you are looking for? Our [customer service team]({contactPath}) is happy to help on working days.

## How do I order a gift card?
Choose a gift card, select digital or physical delivery and the amount, and add it to your basket. In the basket you can add a wrapper and a personal message before checking out.

## How do I check my balance?
Enter the card number and PIN on the [balance check]({balancePath}) page.

## Can I exchange my Choice Gift Card?
Yes: check your balance and choose one or more gift cards in the redeem shop.`,
    },
    contact: {
      title: 'Contact us',
      metaDescription: 'Contact {name} customer service by e-mail or with the contact form.',
      keywords: ['contact', 'customer service', 'e-mail'],
      body: `# Contact us

Questions about an order, a card or a delivery? Use the form on this page or write to {serviceEmail}; we answer within one working day. Please keep your order number at hand.`,
    },
    business: {
      title: 'Gift cards for business',
      metaDescription: 'Gift cards for employees and clients: pay by invoice, deliver to the whole team and get a quote within one working day.',
      keywords: ['business gift cards', 'corporate gifts', 'employee gifts'],
      body: `# Gift cards for business

Thank your team, reward clients or run an incentive with gift cards from {more} brands, or with the Choice Gift Card that lets everyone choose.

## Why businesses choose {name}
- One order for many recipients, each by e-mail or by post.
- Payment by invoice after approval.
- A personal account manager for larger orders.

[Request a quote]({quotePath}) and we will get back to you within one working day.`,
    },
    businessQuote: {
      title: 'Request a quote',
      metaDescription: 'Tell us what you need and receive a quote for business gift cards within one working day.',
      keywords: ['quote', 'business order'],
      body: `# Request a quote

Tell us how many cards you need, which values and when they should arrive. We send a quote within one working day and can deliver to every recipient separately.`,
    },
  },
  house: {
    choiceDescription: 'Can’t decide? With the Choice Gift Card the recipient picks from {more} gift cards themselves, from restaurants and spa days to fashion, books and experiences. They can even split the balance over several cards. Available as a digital card delivered within the hour or as a physical card in a gift envelope.',
    choiceKeywords: ['choice gift card', 'choice card', 'all in one gift card', 'business gift'],
    greenCorridors: {
      name: 'Green Corridors Trust',
      about: 'About the Green Corridors Trust',
      title: 'Donation to the Green Corridors Trust',
      description: 'The Green Corridors Trust plants hedges and trees that link parks and nature reserves, so that birds, bees and small mammals can move between them. The recipient receives a card explaining what the donation achieves.',
      keywords: ['donation', 'charity gift', 'nature', 'environment'],
    },
    warmMeals: {
      name: 'Warm Meals Fund',
      about: 'About the Warm Meals Fund',
      title: 'Donation to the Warm Meals Fund',
      description: 'The Warm Meals Fund serves hot meals and packed lunches to people who cannot afford them, through local kitchens run by volunteers. Your donation is passed on in full.',
      keywords: ['donation', 'charity gift', 'food bank', 'christmas charity'],
    },
  },
  blurbs: {
    descriptions: {
      restaurants: [
        '{name} serves seasonal dishes in the heart of {city}, with a wine list chosen by the owners.',
        'A neighbourhood favourite in {city}: {name} is known for generous plates, friendly service and a terrace that fills up on sunny evenings.',
        '{name} cooks with produce from local farms, with a set lunch menu on weekdays and a longer menu at dinner.',
      ],
      'spa-and-wellness': [
        '{name} in {city} offers massages, facials and a sauna with a quiet relaxation lounge.',
        'Day passes, treatments and packages for two: {name} is a calm retreat a few minutes from the centre of {city}.',
        '{name} takes time for every guest, from a single treatment to a whole day of rest.',
      ],
      fashion: [
        '{name} has new collections every season, with advice from staff who know every piece in the shop.',
        'Independent labels and timeless basics: {name} has a store in {city} and a webshop that delivers across {country}.',
        '{name} is a family business in {city} known for well-made clothing, shoes and accessories.',
      ],
      'home-and-garden': [
        '{name} has everything for the home and the garden, in store in {city} and online.',
        'From a single plant to a new dining table: {name} helps customers make a house a home.',
        '{name} stocks pieces by independent makers alongside the everyday things every home needs.',
      ],
      experiences: [
        '{name} runs activities in and around {city}, for groups, couples and anyone looking for something new.',
        'An afternoon to remember: {name} offers sessions bookable online on a date of your choice.',
        '{name} welcomes beginners and enthusiasts alike, with everything needed on the day included.',
      ],
      'books-and-music': [
        '{name} is an independent shop in {city} with staff who are happy to recommend their favourites.',
        'Readers and music lovers have met at {name} for years, for new releases, old favourites and evening events.',
        '{name} keeps a well-chosen range and orders anything that is not on the shelves.',
      ],
      beauty: [
        '{name} offers treatments and products in a relaxed salon in {city}.',
        'Skincare, hair and nails: at {name} the team takes time for advice before every treatment.',
        '{name} works with established brands and small producers, in store and online.',
      ],
      'sport-and-outdoors': [
        '{name} equips runners, cyclists, walkers and climbers with gear that lasts, and helps them use it.',
        'Courses, day passes and equipment: {name} is the place in {city} to try something new.',
        '{name} has staff who practise the sports they sell, and advice to match.',
      ],
      'cinema-and-entertainment': [
        '{name} is a favourite for nights out in {city}, with something on almost every evening.',
        'Big screens, lanes or a stage: {name} is made for evenings out with friends and family.',
        '{name} has a bar with snacks and drinks, so the evening can start early and finish late.',
      ],
      'travel-and-hotels': [
        '{name} has comfortable rooms, a restaurant with regional cooking and walks that start at the door.',
        'A short break at {name}: rooms with a view, a generous breakfast and packages with dinner included.',
        '{name} welcomes guests all year round, from weekend stays to longer holidays with the family.',
      ],
      'food-and-drink': [
        '{name} is a specialist food shop in {city}, run by people who know every product on the shelves.',
        'From everyday treats to presents for food lovers: {name} puts together gift boxes with products from small producers.',
        '{name} has been part of the neighbourhood in {city} for years, with tastings and seasonal specials.',
      ],
      'kids-and-toys': [
        '{name} has something for children of every age, with a corner where they can try things out.',
        'Toys, games and parties: {name} in {city} keeps little ones busy on rainy days.',
        '{name} chooses durable toys, craft kits and outdoor games.',
      ],
      gaming: [
        '{name} sells games and accessories, new and pre-owned, and runs weekly tournaments.',
        'Consoles, classics and VR: {name} in {city} is a place to play for an afternoon.',
        '{name} has tables for playing in store and staff who know every release.',
      ],
      tech: [
        '{name} sells phones, laptops, audio and smart home devices, and repairs them in its own service centre.',
        'Cameras, headphones and accessories with honest advice: {name} has a store in {city} and delivers across {country}.',
        '{name} helps customers set up new devices and takes old ones in part exchange.',
      ],
    },
    keywords: {
      restaurants: ['restaurant', 'dinner', 'lunch'],
      'spa-and-wellness': ['spa', 'massage', 'sauna'],
      fashion: ['clothing', 'shoes', 'fashion'],
      'home-and-garden': ['interior', 'garden', 'homeware'],
      experiences: ['experience', 'day out', 'activity'],
      'books-and-music': ['books', 'music', 'records'],
      beauty: ['hairdresser', 'skincare', 'beauty salon'],
      'sport-and-outdoors': ['sport', 'outdoor', 'cycling'],
      'cinema-and-entertainment': ['cinema', 'bowling', 'theatre'],
      'travel-and-hotels': ['hotel', 'short break', 'weekend away'],
      'food-and-drink': ['bakery', 'wine', 'delicatessen'],
      'kids-and-toys': ['toys', 'children', 'games'],
      gaming: ['games', 'console', 'gaming'],
      tech: ['electronics', 'phone', 'headphones'],
    },
  },
  categories: {
    restaurants: {
      title: 'Restaurants',
      description: 'From neighbourhood bistros to smokehouses and sushi bars: restaurant gift cards for a proper meal out, accepted at hundreds of venues across {country}.',
    },
    'spa-and-wellness': {
      title: 'Spa & Wellness',
      description: 'Spa days, massages, saunas and yoga classes. Give someone the rarest gift of all: a few hours of peace and quiet.',
    },
    fashion: {
      title: 'Fashion',
      description: 'Gift cards for clothing, shoes, jewellery and accessories from independent boutiques and well-loved high-street labels.',
    },
    'home-and-garden': {
      title: 'Home & Garden',
      description: 'Interiors, cookware, plants and garden centres. Perfect for new homeowners, keen gardeners and anyone who loves a cosy living room.',
    },
    experiences: {
      title: 'Experiences',
      description: 'Balloon flights, cookery classes, escape rooms and days out. Gift cards for memories rather than things.',
    },
    'books-and-music': {
      title: 'Books & Music',
      description: 'Bookshops, record shops, audiobooks and music lessons: gift cards for readers, listeners and players of every age.',
    },
    beauty: {
      title: 'Beauty',
      description: 'Skincare, fragrance, salons and barbers. Let them choose their own treat, from a new scent to a fresh haircut.',
    },
    'sport-and-outdoors': {
      title: 'Sport & Outdoors',
      description: 'Outdoor gear, bikes, climbing walls and golf. Gift cards for runners, walkers, riders and weekend adventurers.',
    },
    'cinema-and-entertainment': {
      title: 'Cinema & Entertainment',
      description: 'Cinema tickets, theatre shows, comedy nights, bowling and live music. An evening out, wrapped up in a single card.',
    },
    'travel-and-hotels': {
      title: 'Travel & Hotels',
      description: 'Hotel stays, cottages, glamping and city breaks around {country}. The gift of getting away from it all.',
    },
    'food-and-drink': {
      title: 'Food & Drink',
      description: 'Cheesemongers, coffee roasters, chocolatiers, wine merchants and farm shops. Gift cards for people who love good food.',
    },
    'kids-and-toys': {
      title: 'Kids & Toys',
      description: 'Toyshops, children’s books, babywear, soft play and trampoline parks. Gift cards that put the choice in small hands.',
    },
    gaming: {
      title: 'Gaming',
      description: 'Game shops, store credit, board game cafés and VR arcades for console, PC and tabletop players alike.',
    },
    tech: {
      title: 'Tech',
      description: 'Phones, cameras, hi-fi, smart home kit and app credit. Gift cards for gadget lovers and early adopters.',
    },
    'business-gifts': {
      title: 'Business Gifts',
      description: 'Gift cards that work for every employee, client and supplier, including the Choice Gift Card and blank card packs.',
    },
    charity: {
      title: 'Charity & Donations',
      description: 'Give a donation instead of a gift: the recipient chooses which good cause receives the money.',
    },
  },
  occasions: {
    birthday: {
      title: 'Birthday',
      heroTitle: 'Birthday gift cards they will actually use',
      description: 'Whether they are turning 8 or 80, a birthday gift card lets them pick exactly what they want. Choose a favourite restaurant, a spa day or the Choice Gift Card and add a personal message.',
    },
    'thank-you': {
      title: 'Thank You',
      heroTitle: 'Say thank you with a gift card',
      description: 'For the neighbour who fed the cat, the colleague who covered your shift or the teacher who went the extra mile. A small gift card says a big thank you.',
    },
    wedding: {
      title: 'Wedding',
      heroTitle: 'Wedding gift cards for the happy couple',
      description: 'Skip the duplicate toaster. Help the newlyweds furnish their home, plan a honeymoon or enjoy their first dinner out as a married couple.',
    },
    christmas: {
      title: 'Christmas',
      heroTitle: 'Christmas gift cards for everyone on your list',
      description: 'Stocking fillers, Secret Santa and staff gifts sorted in minutes. Order physical cards before our last posting dates or send a digital card right up to Christmas Eve.',
    },
    anniversary: {
      title: 'Anniversary',
      heroTitle: 'Anniversary gifts for the two of you',
      description: 'Celebrate another year together with a romantic dinner, a night away or a couples’ spa treatment.',
    },
    'new-baby': {
      title: 'New Baby',
      heroTitle: 'Welcome the new arrival',
      description: 'New parents know exactly what they still need. A gift card for babywear, toys or a well-earned meal out is always welcome.',
    },
    'get-well-soon': {
      title: 'Get Well Soon',
      heroTitle: 'Get well soon gifts to lift their spirits',
      description: 'Books for the sofa, a streaming night in or a massage for when they are back on their feet. Send a digital card today and it arrives within the hour.',
    },
    retirement: {
      title: 'Retirement',
      heroTitle: 'Retirement gifts for the next chapter',
      description: 'Golf, gardening, travel or a long-awaited holiday cottage: help a colleague start their retirement in style. Collect from the whole team with one card.',
    },
    'mothers-day': {
      title: 'Mother’s Day',
      heroTitle: 'Mother’s Day gift cards she will love',
      description: 'Afternoon tea, a spa day, fresh flowers or her favourite bookshop. Make Mother’s Day special, even if you cannot be there in person.',
    },
    'fathers-day': {
      title: 'Father’s Day',
      heroTitle: 'Father’s Day gifts beyond socks',
      description: 'Steak dinners, whisky tastings, driving days and new kit for the garden shed. Find a card that suits every kind of dad.',
    },
    graduation: {
      title: 'Graduation',
      heroTitle: 'Congratulations, graduate',
      description: 'Years of hard work deserve a proper celebration. Give them a head start with tech for the new job, a trip or a celebratory meal.',
    },
    congratulations: {
      title: 'Congratulations',
      heroTitle: 'Gift cards for every achievement',
      description: 'New job, new home, passed their driving test or finished a marathon? Mark the moment with a gift card they can spend on something they love.',
    },
    'valentines-day': {
      title: 'Valentine’s Day',
      heroTitle: 'Valentine’s Day gifts with a personal touch',
      description: 'A candlelit dinner, a night at the theatre or a weekend away for two. Add a personal message and a gift box to make it unforgettable.',
    },
  },
  catalogue: {
    productTitle: '{name} Gift Card',
    productSlugSuffix: '-gift-card',
    visitLabel: 'Visit {name}',
    // GCUK's catalogue sentences without its "in the UK": the same merchants' words in every English-language store.
    closers: Object.fromEntries(Object.entries(gcukCatalogueConfig.closers).map(([kind, lines]) => [kind, withoutUk(lines)])) as MarketTexts['catalogue']['closers'],
    defaultClosers: gcukCatalogueConfig.defaultClosers,
    platformClosers: gcukCatalogueConfig.platformClosers,
    wineClosers: gcukCatalogueConfig.wineClosers,
    digitalOnlyNote: gcukCatalogueConfig.digitalOnlyNote,
    physicalOnlyNote: gcukCatalogueConfig.physicalOnlyNote,
    categoryKeywords: {
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
    variationTitles: { DIGITAL: 'By e-mail', PHYSICAL: 'By post' },
  },
};
