import type { SeedOccasion } from '../types';

export const gcukOccasions: SeedOccasion[] = [
  {
    slug: 'birthday',
    title: 'Birthday',
    heroTitle: 'Birthday gift cards they will actually use',
    description:
      'Whether they are turning 8 or 80, a birthday gift card lets them pick exactly what they want. Choose a favourite restaurant, a spa day or the Choice Gift Card and add a personal message.',
    backgroundColor: '#f4b942',
  },
  {
    slug: 'thank-you',
    title: 'Thank You',
    heroTitle: 'Say thank you with a gift card',
    description:
      'For the neighbour who fed the cat, the colleague who covered your shift or the teacher who went the extra mile. A small gift card says a big thank you.',
    backgroundColor: '#7bb39a',
  },
  {
    slug: 'wedding',
    title: 'Wedding',
    heroTitle: 'Wedding gift cards for the happy couple',
    description:
      'Skip the duplicate toaster. Help the newlyweds furnish their home, plan a honeymoon or enjoy their first dinner out as a married couple.',
    backgroundColor: '#e8d5c4',
  },
  {
    slug: 'christmas',
    title: 'Christmas',
    heroTitle: 'Christmas gift cards for everyone on your list',
    description:
      'Stocking fillers, Secret Santa and staff gifts sorted in minutes. Order physical cards before our last posting dates or send a digital card right up to Christmas Eve.',
    backgroundColor: '#b3262d',
  },
  {
    slug: 'anniversary',
    title: 'Anniversary',
    heroTitle: 'Anniversary gifts for the two of you',
    description:
      'Celebrate another year together with a romantic dinner, a night away or a couples’ spa treatment.',
    backgroundColor: '#8e3b5f',
  },
  {
    slug: 'new-baby',
    title: 'New Baby',
    heroTitle: 'Welcome the new arrival',
    description:
      'New parents know exactly what they still need. A gift card for babywear, toys or a well-earned meal out is always welcome.',
    backgroundColor: '#a8d0e6',
  },
  {
    slug: 'get-well-soon',
    title: 'Get Well Soon',
    heroTitle: 'Get well soon gifts to lift their spirits',
    description:
      'Books for the sofa, a streaming night in or a massage for when they are back on their feet. Send a digital card today and it arrives within the hour.',
    backgroundColor: '#9cc5a1',
  },
  {
    slug: 'retirement',
    title: 'Retirement',
    heroTitle: 'Retirement gifts for the next chapter',
    description:
      'Golf, gardening, travel or a long-awaited holiday cottage: help a colleague start their retirement in style. Collect from the whole team with one card.',
    backgroundColor: '#3d5a80',
  },
  {
    slug: 'mothers-day',
    title: 'Mother’s Day',
    heroTitle: 'Mother’s Day gift cards she will love',
    description:
      'Afternoon tea, a spa day, fresh flowers or her favourite bookshop. Make Mothering Sunday special, even if you cannot be there in person.',
    backgroundColor: '#f28ab2',
  },
  {
    slug: 'fathers-day',
    title: 'Father’s Day',
    heroTitle: 'Father’s Day gifts beyond socks',
    description:
      'Steak dinners, whisky tastings, driving days and new kit for the garden shed. Find a card that suits every kind of dad.',
    backgroundColor: '#2f6690',
  },
  {
    slug: 'graduation',
    title: 'Graduation',
    heroTitle: 'Congratulations, graduate',
    description:
      'Years of hard work deserve a proper celebration. Give them a head start with tech for the new job, a trip or a celebratory meal.',
    backgroundColor: '#264653',
  },
  {
    slug: 'congratulations',
    title: 'Congratulations',
    heroTitle: 'Gift cards for every achievement',
    description:
      'New job, new home, passed their driving test or finished a marathon? Mark the moment with a gift card they can spend on something they love.',
    backgroundColor: '#e76f51',
  },
  {
    slug: 'valentines-day',
    title: 'Valentine’s Day',
    heroTitle: 'Valentine’s Day gifts with a personal touch',
    description:
      'A candlelit dinner, a night at the theatre or a weekend away for two. Add a personal message and a gift box to make it unforgettable.',
    backgroundColor: '#d7263d',
  },
];
