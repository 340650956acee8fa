import type { SeedBlogPost } from '../types';

export const gcukBlogPostsPart2: SeedBlogPost[] = [
  {
    slug: 'new-baby-gifts-for-parents',
    title: 'New baby gifts that parents really need',
    excerpt:
      'Tiny outfits are adorable, but new parents often need something else entirely. Here is what they will thank you for.',
    author: 'Priya Raman',
    publishedAt: '2025-04-08',
    tags: ['new baby', 'gift ideas', 'parents'],
    body: `When a baby arrives, the presents tend to arrive in waves: dozens of newborn sleepsuits that are outgrown within weeks. Parents are grateful, of course, but there are gifts that make a much bigger difference.

## Time and food
The first months are a blur of feeds and nappies. A local food delivery card or a veg box card means one less thing to think about at dinner time.

## Bigger kit
Prams, car seats and cots are expensive. A gift card for a baby store lets the parents put your contribution towards the item they really need, rather than one they already have.

## Clothes for later
If you do want to buy clothes, a babywear card can be used when the baby reaches six or twelve months, when nobody thinks to buy clothes anymore.

## Something for the parents
A massage, a cinema night or a meal out for when the grandparents can babysit: a reminder that they are still people, not just parents.

## A personal message
Add a note of up to 150 characters and choose digital delivery so the card arrives within the hour, without anyone needing to answer the doorbell.`,
  },
  {
    slug: 'staff-rewards-and-recognition',
    title: 'Staff recognition: five ideas that go beyond a bonus',
    excerpt:
      'Recognition doesn’t have to be expensive to be meaningful. Five ways to reward your team that people remember.',
    author: 'James Okafor',
    publishedAt: '2025-09-16',
    tags: ['business', 'employee rewards', 'recognition'],
    body: `A thank-you from a manager is one of the strongest motivators at work, yet many employees say they rarely hear it. Here are five ways to make recognition part of your culture.

## 1. Say it in the moment
Recognition works best when it is immediate. A digital gift card that arrives within an hour of a team hitting its target is far more powerful than a mention in the annual review.

## 2. Make it personal
A personal message explaining exactly what someone did well means more than a generic "well done". Our cards allow messages of up to 150 characters, enough for a proper compliment.

## 3. Let people choose
Not everyone wants the same reward. The Choice Gift Card lets each person pick from more than 200 brands, from restaurants to bookshops.

## 4. Celebrate together
Sometimes the best reward is shared. A restaurant or activity card for the whole team builds connections that last beyond the evening itself.

## 5. Don't forget milestones
Work anniversaries, qualifications and retirements all deserve recognition. Set reminders and schedule cards in advance.

## Keeping it simple
With a business account you can pay by invoice, give each card its own receiver and download invoices whenever you need them. Gift cards are not subject to VAT, so your budget goes further.`,
  },
  {
    slug: 'digital-vs-physical-gift-cards',
    title: 'Digital or physical gift card: which should you choose?',
    excerpt: 'Both have their advantages. We compare delivery, presentation and security to help you decide.',
    author: 'Tom Gallagher',
    publishedAt: '2025-08-05',
    tags: ['digital gift cards', 'delivery', 'how it works'],
    body: `Almost every card in our range is available as a digital card, a physical card or both. Which one is right for your gift?

## Digital gift cards
- **Speed**: delivered by e-mail within one hour.
- **Scheduling**: choose the exact date and time they arrive.
- **Anywhere in the world**: perfect for friends and family abroad.
- **Designs**: choose an animated e-mail design to make it feel festive.

## Physical gift cards
- **Something to unwrap**: a card in a wallet or gift box feels like a real present.
- **Same-day dispatch**: order before 5:00 PM on a working day and we post it the same day.
- **Next-day delivery**: letterbox post usually arrives the next day, Tuesday to Saturday.
- **Secure**: orders above £300 travel by registered post.

## What about security?
Both formats have a unique card number and PIN. Treat them like cash: anyone with the number and PIN can use the balance. Send digital cards only to e-mail addresses you are sure of, and hand physical cards over in person where possible.

## Our advice
If the moment matters more than the presentation, go digital. If you are handing it over at a party or want a gift to unwrap, go physical and add a wrapper or gift box.`,
  },
  {
    slug: 'get-well-soon-gifts',
    title: 'Get well soon gifts that lift the spirits',
    excerpt: 'Thoughtful ideas for friends who are under the weather, recovering from an operation or just need cheering up.',
    author: 'Priya Raman',
    publishedAt: '2025-10-07',
    tags: ['get well soon', 'gift ideas'],
    body: `When someone you care about is unwell, it can be hard to know what to send. Flowers are lovely but fade quickly. Here are some ideas that keep giving while they recover.

## Entertainment for the sofa
An audiobook or ebook card, or credit for streaming films, helps long days on the sofa pass a little faster.

## Comfort food, delivered
A food delivery card means no one has to cook when energy is low.

## Something to look forward to
A spa day, a massage or a restaurant card gives them a reason to get back on their feet. Add a note suggesting you go together once they are better.

## Small comforts
Candles, bath products and cosy pyjamas make recovery a little more comfortable.

## Send it today
Digital gift cards arrive within the hour, so you can send your good wishes the moment you hear the news.`,
  },
  {
    slug: 'retirement-gift-ideas',
    title: 'Retirement gift ideas for the next chapter',
    excerpt:
      'Collecting for a colleague who is retiring? These gift ideas help them enjoy all that new free time.',
    author: 'Eleanor Marsh',
    publishedAt: '2026-01-20',
    tags: ['retirement', 'gift ideas', 'business'],
    body: `Retirement is a major milestone, and the gift from colleagues often becomes a treasured keepsake of a long career. Here are ideas that help them make the most of the next chapter.

## Travel
A holiday cottage by the sea, a narrowboat holiday or a steam-train dining journey: now is the time to travel outside the school holidays.

## Hobbies
Golf lessons, a new bike, garden centre cards or music lessons. Retirement is the perfect time to pick up something new.

## Culture
Theatre, museum and gallery cards help them enjoy the arts on a weekday afternoon, when it is wonderfully quiet.

## A collection from the whole team
Pool contributions into one larger gift. Cards hold up to £150 each, so larger amounts are split over several cards and delivered together. Add a personal message from the team and present it in a luxury wallet or gift box.

## Something lasting
Consider pairing the gift card with a donation card to a charity that matters to them, a lovely way to mark a career spent helping others.`,
  },
  {
    slug: 'valentines-day-date-night-ideas',
    title: 'Valentine’s Day date night ideas, gift card included',
    excerpt: 'Skip the overpriced roses. Plan a date they will remember with one of these ideas.',
    author: 'Hannah Whitlock',
    publishedAt: '2026-01-27',
    tags: ['valentines day', 'date night', 'gift ideas'],
    body: `Valentine's Day falls on a Saturday in 2026, which means there is no excuse not to plan something special. Here are our favourite date ideas.

## A candlelit dinner
A small French bistro, an Italian trattoria or a rooftop tasting menu: choose a restaurant gift card and book the table together.

## A night at the theatre
Musicals, comedy or a jazz club. An evening of live entertainment feels like a proper occasion.

## A couples' spa
Thermal pools, massages for two and a glass of fizz in the relaxation room. Romantic and relaxing.

## A weekend away
A boutique hotel, a castle tower or a lodge with a hot tub. Let them choose the dates with a travel gift card.

## Something sweet
A chocolatier card for handmade truffles is a classic for a reason.

## Presentation
Add a personal message, our luxury wallet and gift packing. Physical cards ordered before 5:00 PM on a working day are dispatched the same day; for real last-minute romantics there is always digital delivery within the hour.`,
  },
  {
    slug: 'graduation-gift-cards',
    title: 'Graduation gifts for a fresh start',
    excerpt: 'From tech for the first job to a well-earned holiday: gift ideas for graduates in 2026.',
    author: 'Tom Gallagher',
    publishedAt: '2026-06-30',
    tags: ['graduation', 'gift ideas', 'congratulations'],
    body: `Graduation marks the end of years of hard work and the start of something new. Here is how to help a graduate celebrate and get ready for what comes next.

## Tech for the new job
A laptop, a new phone or noise-cancelling headphones for the commute. A tech gift card lets them choose the exact model.

## Smart clothes
A first interview or new job often means a new wardrobe. A tailoring or fashion card helps them look the part.

## A celebration
A restaurant card for a celebratory dinner with friends and family.

## Travel
Many graduates take a trip before starting work. A hotel or travel card helps make it happen.

## Let them choose
Not sure what they need? The Choice Gift Card lets them pick from more than 200 brands.

Add a message of congratulations and send it on results day.`,
  },
];
