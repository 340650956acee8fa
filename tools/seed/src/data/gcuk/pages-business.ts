import type { SeedPage } from '../types';

export const gcukBusinessPage: SeedPage = {
  path: '/business/',
  pageType: 'BUSINESS',
  title: 'Gift cards for business',
  metaDescription:
    'Reward employees and thank clients with gift cards. Pay by invoice, send to hundreds of recipients at once and receive a quote within one hour.',
  keywords: ['business gift cards', 'corporate gifts', 'employee rewards', 'staff gifts', 'invoice'],
  translationKey: 'business',
  body: `# Gift cards for business

A gift card is always a suitable business gift. Whether you want to reward your team, thank a loyal client or send a welcome gift to new starters, we make it easy, fast and personal.

## Why businesses choose Giftshop

- **More than 200 brands** and the Choice Gift Card, so there is something for everyone.
- **No VAT on gift cards**: the value you buy is the value your recipients receive.
- **Pay by invoice** with your own reference or cost centre, and download invoices from your account.
- **Many recipients in one order**: give each card its own receiver, digital by e-mail or physical by post, to one address or to each home address.
- **Personal**: add a message of up to 150 characters, a wrapper and gift packing.
- **Fast**: digital cards arrive within one hour; physical cards ordered before 5:00 PM on a working day are dispatched the same day.

## Popular business gifts

- **Choice Gift Card**: the recipient chooses from the whole range. Ideal for large teams.
- **Restaurant cards**: a night out on the company after a successful project.
- **Spa & wellness**: a well-deserved break after a busy season.
- **Blank gift card packs**: packs of 3 physical cards to hand out yourself at events and award ceremonies.

## How it works

1. [Request a quote](/business/request-a-quote/) or order directly online with a business account.
2. Choose the cards, the values and the delivery method for each recipient.
3. Approve the quote; we send the cards on the date you choose.

## Good to know

- Orders above £300 in physical cards are sent by registered post.
- A single card can hold up to £150; larger amounts are split over several cards.
- Our business team is available on working days from 9:30 AM to 4:30 PM on business@gcuk.giftshop.example.`,
};

export const gcukQuotePage: SeedPage = {
  path: '/business/request-a-quote/',
  pageType: 'BUSINESS',
  title: 'Request a quote',
  metaDescription: 'Request a no-obligation quote for business gift cards and receive it within one hour during office hours.',
  keywords: ['quote', 'business quote', 'bulk gift cards', 'corporate order'],
  translationKey: 'business-quote',
  body: `# Request a quote

Tell us what you have in mind and we will send a no-obligation quote **within one hour** on working days between 9:30 AM and 4:30 PM.

## What we need to know

- Your company name, Companies House number and VAT number
- The number of recipients and the value per card
- Digital or physical delivery, and the desired delivery date
- Whether you would like a wrapper, gift packing or a personal message
- Your reference or cost centre for the invoice

## What happens next

1. Our business team checks availability and delivery dates.
2. You receive a quote with a clear overview of card values, extras and shipping.
3. Once approved, we produce and send the cards; you receive the invoice by e-mail.

Prefer to talk it through? E-mail business@gcuk.giftshop.example and one of our account managers will call you back.`,
};

export const gcukCorporateGiftsPage: SeedPage = {
  path: '/corporate-gifts/',
  pageType: 'LANDING',
  title: 'Corporate gifts your team will love',
  metaDescription:
    'Corporate gift cards for staff rewards, client gifts and incentives. Choose from 200+ brands, pay by invoice and personalise every card.',
  keywords: ['corporate gifts', 'staff rewards', 'client gifts', 'incentives', 'employee gifts'],
  translationKey: 'corporate-gifts',
  body: `# Corporate gifts your team will love

Finding one gift that suits a whole team is hard. With gift cards, every employee chooses what makes them happy, and you only have to place one order.

## For every moment

- **Christmas and end-of-year gifts** for the whole company
- **Long-service awards** and retirement gifts
- **Welcome gifts** for new starters
- **Incentives** for sales targets and referral schemes
- **Thank-you gifts** for clients, suppliers and volunteers

## Our most popular corporate cards

1. The **Choice Gift Card**, exchangeable for more than 200 brands
2. **Restaurant cards** for a meal out with the family
3. **Spa and wellness cards** to help recharge
4. **Experience cards** for a day out to remember

## Personal touch, no extra work

Add a personal message of up to 150 characters and choose a wrapper. We take care of the rest, from packing to delivery at each employee's home address.

[Request a quote](/business/request-a-quote/) or read more about [business orders](/business/).`,
};

export const gcukChristmasPage: SeedPage = {
  path: '/christmas-gift-cards/',
  pageType: 'LANDING',
  title: 'Christmas gift cards',
  metaDescription:
    'Christmas gift cards for family, friends and staff. Digital cards delivered within the hour, physical cards dispatched the same day before 5:00 PM.',
  keywords: ['christmas gift cards', 'christmas presents', 'secret santa', 'stocking fillers', 'staff christmas gifts'],
  translationKey: 'christmas',
  body: `# Christmas gift cards

Make Christmas shopping the easiest job on your list. Choose from more than 200 gift cards for the foodie, the bookworm, the gamer and the person who says they don't want anything.

## Stocking fillers and Secret Santa

Our cards start at £5, which makes them perfect for Secret Santa, advent calendars and stocking fillers. Add a festive wrapper or our winter e-mail design for an instant Christmas feel.

## Last-minute presents

Forgot someone? Digital gift cards arrive within one hour, even on Christmas Eve and Christmas Day. Schedule delivery for Christmas morning so it lands at exactly the right moment.

## Physical cards by post

Order physical cards on a working day before 5:00 PM and we dispatch them the same day. In December our warehouse runs seven days a week; check the home page for the last recommended posting date.

## Christmas for your team

Giving every employee a Christmas gift? Our business team handles bulk orders and invoices, and you receive a quote within one hour. [Find out more](/corporate-gifts/).

## Popular this Christmas

- The Choice Gift Card, for when you really don't know
- Afternoon tea and restaurant cards for a festive treat
- Cinema, theatre and experience cards for the new year
- Donation cards for a gift that gives twice`,
};

export const gcukTeacherGiftsPage: SeedPage = {
  path: '/teacher-gifts/',
  pageType: 'LANDING',
  title: 'Teacher gifts for the end of term',
  metaDescription:
    'Say thank you to teachers, teaching assistants and nursery staff with a gift card. Collect as a class and add a personal message.',
  keywords: ['teacher gifts', 'end of term', 'thank you teacher', 'class collection', 'nursery staff gifts'],
  translationKey: 'teacher-gifts',
  body: `# Teacher gifts for the end of term

Another mug? Teachers deserve better. A gift card is a thank-you they will actually use, whether it is a coffee on the way to school or a well-earned spa day in the summer holidays.

## Collecting as a class

Many class representatives collect a small amount from every family and buy one bigger card. Choose a custom amount in whole pounds, add a message from the whole class and send it digitally or by post.

## Our favourite teacher gifts

- **Bookshop cards**, for the classroom library or a summer read
- **Garden centre cards** for the keen gardener in the staffroom
- **Coffee and afternoon tea cards** for a well-deserved break
- **The Choice Gift Card**, so they can pick for themselves

## Personal message

Add a message of up to 150 characters, for example signed by all the children. For physical cards we print the message on a card in the wallet.

## Timing

End of term creeps up quickly. Physical cards ordered on a working day before 5:00 PM are dispatched the same day and usually arrive the next day. Digital cards arrive within the hour.`,
};

export const gcukHomePage: SeedPage = {
  path: '/',
  pageType: 'HOME',
  title: 'Gift cards for every occasion',
  metaDescription:
    'Buy gift cards from more than 200 brands, or let them choose with the Choice Gift Card. Digital within the hour, physical cards dispatched the same day.',
  keywords: ['gift cards', 'gift vouchers', 'choice gift card', 'digital gift cards', 'business gifts'],
  translationKey: 'home',
  body: `# Gift cards for every occasion

Choose from more than 200 gift cards for restaurants, spa days, shops and experiences, or give the Choice Gift Card and let them pick for themselves. Ordered before 17:00, delivered tomorrow; digital cards arrive within the hour.`,
};
