import type { SeedBlogPost } from '../types';

export const gcukBlogPostsPart1: SeedBlogPost[] = [
  {
    slug: 'last-minute-birthday-gift-ideas',
    title: '9 last-minute birthday gift ideas that don’t look last-minute',
    excerpt:
      'Forgot a birthday? Don’t panic. These thoughtful gift ideas can be sorted in minutes and still feel personal.',
    author: 'Hannah Whitlock',
    publishedAt: '2025-02-11',
    tags: ['birthday', 'gift ideas', 'digital gift cards'],
    body: `We have all been there: a notification pops up to say it is your best friend's birthday today, and the present you meant to buy is still in an open browser tab. The good news is that a last-minute gift doesn't have to feel like one.

## 1. A dinner they have been talking about
Think back to the last time you met up. Did they mention a new Korean barbecue place or a brunch spot with a queue round the block? A restaurant gift card shows you were listening.

## 2. A proper pamper
Spa and wellness cards are a safe bet for almost anyone who has had a busy year, which is almost everyone. A sauna session or a massage is an easy way to say "take some time for yourself".

## 3. Tickets for a night out
Comedy clubs, theatres and cinemas all make for a great evening. Pair the card with a message suggesting a date to go together.

## 4. Something for the bookshelf
For the reader in your life, a bookshop card lets them choose the next novel on their list rather than the one you guessed.

## 5. An experience they would never book themselves
A balloon flight, a gin-making class or a day of falconry: experiences make stories that last much longer than the gift itself.

## 6 to 9: let them choose
If you really have no idea, the Choice Gift Card lets the birthday girl or boy pick from more than 200 brands. It is also our most popular card, so you are in good company.

## Make it personal
The trick to a last-minute gift is the message. Add a personal note of up to 150 characters and choose an e-mail design. Digital gift cards arrive within the hour, and you can even schedule delivery for a specific time, like the moment they sit down for their birthday breakfast.`,
  },
  {
    slug: 'how-to-choose-a-corporate-gift-card',
    title: 'How to choose the right corporate gift card for your team',
    excerpt:
      'A practical guide to choosing business gift cards: budgets, tax, delivery and the little touches that make staff feel valued.',
    author: 'James Okafor',
    publishedAt: '2025-03-18',
    tags: ['business', 'corporate gifts', 'employee rewards'],
    body: `Rewarding a team is one of the nicest parts of running a business, and one of the trickiest to get right. Here is how to choose a gift card that works for everyone.

## Start with the occasion
A Christmas gift for the whole company calls for something broad, like the Choice Gift Card. A reward for a single team after a big project could be a restaurant card so they can celebrate together. Long-service awards deserve something more generous, such as a spa break or a hotel stay.

## Set a clear budget
Decide on a value per person before you start browsing. Gift cards are not subject to VAT, so the value you pay for is the value your colleagues receive. Keep in mind that a single card holds up to £150; higher amounts are split over several cards automatically.

## Digital or physical?
Digital cards are ideal for hybrid and remote teams: they arrive by e-mail within the hour, and you can schedule them for a specific date. Physical cards feel more tangible and can be handed out at a team event. Ordered before 5:00 PM on a working day, they are dispatched the same day.

## Think about inclusivity
Not everyone drinks, eats meat or enjoys the same hobbies. Cards with a broad choice avoid awkward moments and make sure every person can use their gift.

## Add a personal touch
A short message from the managing director and a festive wrapper turn a gift card into a proper thank-you.

## Keep the admin simple
With a business account you can pay by invoice, add a reference or cost centre and download invoices afterwards. For larger orders, request a quote and our business team will send one within an hour during office hours.`,
  },
  {
    slug: 'christmas-gift-card-guide-2025',
    title: 'The Christmas gift card guide 2025',
    excerpt:
      'From Secret Santa to the in-laws: our festive guide to gift cards for everyone on your list, plus the dates you need to know.',
    author: 'Eleanor Marsh',
    publishedAt: '2025-11-04',
    tags: ['christmas', 'gift ideas', 'seasonal'],
    body: `Christmas is wonderful, but the shopping can be anything but. This year, take the stress out of your list with gift cards that suit every personality.

## For the foodie
Cheesemongers, chocolatiers and wine merchants make perfect Christmas presents. Some of our wine merchant cards even come with a bottle, ready to open on Boxing Day. Because they contain wine, these are sent by registered post.

## For the homebody
Interiors, candles and cosy bedding cards are ideal for anyone who loves a night in. Add our gift box for an extra-special unwrapping moment.

## For the teenager
Gaming credit, streetwear and cinema cards are always a hit, and far less likely to end up at the back of a wardrobe than a jumper.

## For grandparents
Afternoon tea, theatre tokens and garden centre cards are a lovely way to get them out of the house in the new year.

## For Secret Santa
Cards from £5 fit any office budget. Choose a fun e-mail design or a festive wrapper and you are done.

## Key dates
- Physical cards ordered on a working day before 5:00 PM are dispatched the same day.
- Letterbox post is usually delivered the next day, Tuesday to Saturday.
- Digital gift cards arrive within one hour, right up to and including Christmas Day.

## A gift that gives back
Would the person who has everything prefer to help someone else? Our donation cards support UK charities working with people sleeping rough, children learning to read and animals waiting for a new home.`,
  },
  {
    slug: 'thank-you-gifts-for-teachers',
    title: 'Thank-you gifts for teachers that they will actually use',
    excerpt:
      'End of term is coming. Here is how to say thank you to teachers and teaching assistants without adding to their mug collection.',
    author: 'Priya Raman',
    publishedAt: '2025-06-24',
    tags: ['thank you', 'teachers', 'end of term'],
    body: `Ask any teacher and they will tell you: they do not need another mug. What they appreciate is a thoughtful gesture, and a gift card is one of the most practical ways to say thank you.

## Collect as a class
Class reps often collect a few pounds from every family. Put the total on one card with a custom amount and add a message signed by all the children. It is more meaningful, and far more useful, than thirty separate gifts.

## Little luxuries
Coffee shop and bakery cards are perfect for a treat on the way to school in September. Bookshop cards are always popular, and many teachers will use them to add to the classroom library.

## Something for the summer
A spa or wellness card gives teachers a chance to properly relax during the holidays. Garden centre cards are ideal for green-fingered staff.

## Don't forget the support staff
Teaching assistants, lunchtime supervisors and nursery key workers make a huge difference. A small card, even £10, is a lovely way to include them.

## Timing tips
Physical cards ordered on a working day before 5:00 PM are dispatched the same day. If you are organising at the last minute, choose digital delivery and it will arrive within the hour.`,
  },
  {
    slug: 'mothers-day-gift-card-ideas',
    title: 'Mother’s Day gift card ideas for every kind of mum',
    excerpt:
      'Mothering Sunday falls on 15 March 2026. From afternoon tea to a day at the spa, here are our favourite ideas.',
    author: 'Hannah Whitlock',
    publishedAt: '2026-02-24',
    tags: ['mothers day', 'gift ideas', 'seasonal'],
    body: `Mothering Sunday is on 15 March 2026, which gives you just enough time to find something she will love. Here are our favourite gift cards for every kind of mum.

## The one who never stops
Give her permission to put her feet up. A spa day, a massage or a float session is the ultimate gift of time.

## The social butterfly
Afternoon tea or brunch for two means you get to spend time together too. Book it for the weekend after Mother's Day, when restaurants are a bit quieter.

## The green-fingered mum
Garden centre and florist cards are perfect at the start of spring, just as the planting season begins.

## The bookworm
A bookshop card and a note recommending your favourite novel is a gift with real thought behind it.

## The mum who says she wants nothing
The Choice Gift Card lets her pick from over 200 brands, whenever she is ready.

## Delivery before Sunday
Order physical cards by Friday before 5:00 PM for delivery on Saturday. Digital cards can be sent on Sunday morning itself, scheduled to arrive with her breakfast in bed.`,
  },
  {
    slug: 'fathers-day-experiences',
    title: 'Father’s Day: experiences over things',
    excerpt:
      'Driving days, whisky tastings and a proper steak dinner. Why experiences make the best Father’s Day gifts.',
    author: 'Tom Gallagher',
    publishedAt: '2026-05-26',
    tags: ['fathers day', 'experiences', 'gift ideas'],
    body: `Another pair of novelty socks? This Father's Day, on Sunday 21 June 2026, give Dad something he will still be talking about next year.

## Why experiences?
Research on happiness consistently finds that we get more lasting joy from experiences than from things. An afternoon on a race circuit or a gin-distilling class creates a story, and quite often a photo for the fridge.

## For the petrolhead
Supercar laps and rally driving days are bucket-list experiences for many dads. Junior experiences mean the kids can join in too.

## For the foodie
A steakhouse card, a barbecue masterclass or a whisky tasting are all guaranteed winners. Add a personal message to suggest a date.

## For the outdoorsy dad
Fly-fishing tuition, falconry or a canoe trip on a quiet river: perfect for a summer weekend.

## For the dad who does it all
If he has a busy diary, a flexible card such as a restaurant or cinema card lets him choose the moment.

## Last-minute?
Digital gift cards arrive within one hour, so even on the Sunday morning it is not too late.`,
  },
  {
    slug: 'wedding-gift-etiquette-gift-cards',
    title: 'Wedding gift etiquette: is a gift card ok?',
    excerpt:
      'More couples than ever ask for experiences instead of toasters. Here is how to give a wedding gift card gracefully.',
    author: 'Eleanor Marsh',
    publishedAt: '2025-05-13',
    tags: ['wedding', 'etiquette', 'gift ideas'],
    body: `Most couples already live together before they marry, so a traditional gift list is often less useful than it once was. That is why more and more couples say they would love a contribution to a honeymoon or a special experience instead.

## Is a gift card too impersonal?
Not if you choose thoughtfully. A card for the restaurant where they had their first date, a boutique hotel for their first anniversary or an interiors shop for their new home all show that you know them well.

## How much should I spend?
There is no fixed rule. Guests typically spend more when they are close to the couple or when the celebration includes travel and accommodation. Give what feels right; the thought matters more than the amount.

## Presentation matters
A physical card in our luxury keepsake wallet, placed in a gift box with tissue paper, looks beautiful on the gift table. Add a personal message to wish them well.

## Group gifts
Colleagues or friends can pool their contributions into one larger card. Remember that a single card holds up to £150; larger amounts are split over several cards that are delivered together.

## Delivery
Want the card to arrive on the day? Schedule a digital card for the morning of the wedding, or send a physical card to your own address in advance so you can bring it along.`,
  },
];
