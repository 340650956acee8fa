import type { SeedCategory } from '../types';

export const gcukCategories: SeedCategory[] = [
  {
    slug: 'restaurants',
    title: 'Restaurants',
    description:
      'From neighbourhood bistros to smokehouses and sushi bars: restaurant gift cards for a proper meal out, accepted at hundreds of venues across the UK.',
    icon: 'restaurant',
  },
  {
    slug: 'spa-and-wellness',
    title: 'Spa & Wellness',
    description:
      'Spa days, massages, saunas and yoga classes. Give someone the rarest gift of all: a few hours of peace and quiet.',
    icon: 'spa',
  },
  {
    slug: 'fashion',
    title: 'Fashion',
    description:
      'Gift cards for clothing, shoes, jewellery and accessories from independent boutiques and well-loved high-street labels.',
    icon: 'fashion',
  },
  {
    slug: 'home-and-garden',
    title: 'Home & Garden',
    description:
      'Interiors, cookware, plants and garden centres. Perfect for new homeowners, keen gardeners and anyone who loves a cosy living room.',
    icon: 'home',
  },
  {
    slug: 'experiences',
    title: 'Experiences',
    description:
      'Balloon flights, cookery classes, escape rooms and days out. Gift cards for memories rather than things.',
    icon: 'experience',
  },
  {
    slug: 'books-and-music',
    title: 'Books & Music',
    description:
      'Bookshops, record shops, audiobooks and music lessons: gift cards for readers, listeners and players of every age.',
    icon: 'book',
  },
  {
    slug: 'beauty',
    title: 'Beauty',
    description:
      'Skincare, fragrance, salons and barbers. Let them choose their own treat, from a new scent to a fresh haircut.',
    icon: 'beauty',
  },
  {
    slug: 'sport-and-outdoors',
    title: 'Sport & Outdoors',
    description:
      'Outdoor gear, bikes, climbing walls and golf. Gift cards for runners, walkers, riders and weekend adventurers.',
    icon: 'sport',
  },
  {
    slug: 'cinema-and-entertainment',
    title: 'Cinema & Entertainment',
    description:
      'Cinema tickets, theatre shows, comedy nights, bowling and live music. An evening out, wrapped up in a single card.',
    icon: 'cinema',
  },
  {
    slug: 'travel-and-hotels',
    title: 'Travel & Hotels',
    description:
      'Hotel stays, cottages, glamping and city breaks around the UK. The gift of getting away from it all.',
    icon: 'travel',
  },
  {
    slug: 'food-and-drink',
    title: 'Food & Drink',
    description:
      'Cheesemongers, coffee roasters, chocolatiers, wine merchants and farm shops. Gift cards for people who love good food.',
    icon: 'food',
  },
  {
    slug: 'kids-and-toys',
    title: 'Kids & Toys',
    description:
      'Toyshops, children’s books, babywear, soft play and trampoline parks. Gift cards that put the choice in small hands.',
    icon: 'toys',
  },
  {
    slug: 'gaming',
    title: 'Gaming',
    description:
      'Game shops, store credit, board game cafés and VR arcades for console, PC and tabletop players alike.',
    icon: 'gaming',
  },
  {
    slug: 'tech',
    title: 'Tech',
    description:
      'Phones, cameras, hi-fi, smart home kit and app credit. Gift cards for gadget lovers and early adopters.',
    icon: 'tech',
  },
  {
    slug: 'business-gifts',
    title: 'Business Gifts',
    description:
      'Gift cards that work for every employee, client and supplier, including the Choice Gift Card and blank card packs.',
    icon: 'business',
  },
  {
    slug: 'charity',
    title: 'Charity & Donations',
    description:
      'Give a donation instead of a gift: the recipient chooses which good cause receives the money.',
    icon: 'charity',
  },
];
