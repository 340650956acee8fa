import type { SeedPage } from '../types';

export const gcukCancellationPage: SeedPage = {
  path: '/cancelation-policy/',
  pageType: 'INFO',
  title: 'Cancellation policy',
  metaDescription:
    'Changed your mind? Read how to cancel a gift card order within 14 days, which exceptions apply and how refunds work.',
  keywords: ['cancellation', 'cancel order', 'refund', 'returns', 'right to cancel'],
  translationKey: 'cancellation',
  body: `# Cancellation policy

As a private customer you have the right to cancel your order within 14 days without giving a reason. On this page we explain how that works for gift cards.

## The 14-day cancellation period

The cancellation period starts on the day the gift card is delivered: for digital gift cards this is the day we send the e-mail, for physical gift cards the day the card is delivered at the address you gave us.

## Conditions

- The gift card must be **unused**. As soon as (part of) the balance has been spent, the card can no longer be cancelled.
- Physical gift cards must be returned to us, undamaged, within 14 days of your cancellation.
- Digital gift cards are blocked as soon as we process your cancellation. Make sure the recipient does not try to use the card after that.
- Extras such as wrappers, gift packing and personal messages that have already been produced cannot be refunded.
- Gift cards that contain wine can only be cancelled if the bottle is returned unopened.

## Exceptions

The right of cancellation does not apply to:

- gift cards that have been activated at your request before the end of the cancellation period and have (partly) been used;
- donations, which are passed on to the charity directly;
- orders placed by business customers, unless agreed otherwise in writing.

## How to cancel

1. Fill in the form on our [contact page](/support/contact-us/) and choose *Cancel my order*, or e-mail help@gcuk.giftshop.example.
2. State your order number and the card numbers you want to cancel.
3. We confirm your cancellation by e-mail and, for physical cards, send you the return address.

## Refunds

We refund the value of the cancelled gift cards within 14 days of receiving your cancellation (for digital cards) or of receiving the returned physical cards. The refund is made using the payment method you used for the original order. Shipping costs are refunded only if you cancel the entire order; the costs of returning physical cards are at your own expense.

## Lost or faulty cards

A card that does not work is not a cancellation. If a gift card is rejected by the issuer or shows an incorrect balance, please contact us: we will check the card with the issuer and replace it free of charge if it is faulty.`,
};

export const gcukDeliveryPage: SeedPage = {
  path: '/delivery/',
  pageType: 'INFO',
  title: 'Delivery information',
  metaDescription:
    'Digital gift cards arrive within one hour. Physical cards ordered on working days before 5:00 PM are dispatched the same day and delivered next day, Tuesday to Saturday.',
  keywords: ['delivery', 'shipping', 'next day delivery', 'registered post', 'digital delivery'],
  translationKey: 'delivery',
  body: `# Delivery information

Whether you need a gift in an hour or want it to land on the doormat on the big day, we have a delivery option that fits.

## Digital gift cards

- Delivered by e-mail **within one hour** of successful payment, 24 hours a day.
- You can also schedule delivery for a later date and time, for example on someone's birthday morning.
- The e-mail contains the gift card, your personal message and the chosen e-mail design.
- Not arrived? Ask the recipient to check their spam or promotions folder first. If the card is still missing, contact us and we will resend it free of charge.

## Physical gift cards

- Orders placed on a **working day before 5:00 PM** are dispatched the same day.
- Cards are sent as letterbox post and are normally delivered the **next day, Tuesday to Saturday**. There is no letterbox delivery on Sundays and bank holidays.
- Cards are sent in a plain envelope so the recipient cannot see what is inside; wrappers and gift boxes are placed inside the envelope or box.
- You can send cards to one address or to several addresses in a single order.

### Registered post

Orders with a total value **above £300**, and every order that **contains wine**, are sent by registered, tracked post. Someone needs to sign for the parcel, and for wine the person signing must be 18 or over. You will receive a tracking link by e-mail as soon as the parcel leaves our warehouse.

### Has your card not arrived?

Letterbox post is not tracked. If your physical card has not arrived after **5 working days**, please let us know via the [contact page](/support/contact-us/) and we will send a replacement or refund the order.

## Larger amounts

A single gift card can hold up to £150. If you order a higher amount, we split the value over several cards; these are delivered together in the same envelope or e-mail.

## Business orders

Business orders of more than 100 physical cards may take up to five working days to pack. Request a [quote](/business/request-a-quote/) and we will confirm the delivery date within one hour during office hours.

## Delivery to other countries

Digital gift cards can be sent anywhere in the world. Physical gift cards are delivered to addresses in the United Kingdom. Please note that many UK gift cards can only be spent in the UK.

## Christmas delivery

During December our warehouse dispatches seven days a week. The last recommended order date for physical cards is published on the home page each year; digital cards can be ordered right up to Christmas Day.`,
};

export const gcukAboutPage: SeedPage = {
  path: '/about-us/',
  pageType: 'INFO',
  title: 'About Giftshop',
  metaDescription:
    'Giftshop is the UK’s home of gift cards: more than 200 brands, the Choice Gift Card and a team that has been helping people give since the very first order.',
  keywords: ['about us', 'giftshop', 'gift card shop', 'company'],
  translationKey: 'about',
  body: `# About Giftshop

Giftshop started with a simple idea: a gift should make someone happy, not leave them wondering what to do with it. That is why we bring together more than 200 gift cards for restaurants, spa days, shops, experiences and charities in one place.

## What we do

- We sell digital gift cards that arrive within the hour and physical cards that are dispatched the same day when you order on a working day before 5:00 PM.
- We created the **Choice Gift Card**, which lets the recipient pick their own favourite from the whole range.
- We help businesses reward employees and thank clients, with invoicing, many recipients in one order and personal messages.

## Our promise

- **Always the right gift**: a card for every taste and every budget.
- **Personal**: add a message, a wrapper or a gift box to every card.
- **Reliable**: every card is genuine and sourced directly from the brand or an authorised partner.

## Our team

From our office, a small team of gift specialists handles orders, partnerships and customer service. You can reach us on working days from 9:30 AM to 4:30 PM, and we always try to answer e-mails on the same day.

## Giving back

Every month we double the balance of one lucky gift card in our doubler prize draw, held on the first Monday of the month. We also offer donation cards for a number of UK charities, so you can give a gift that does good.`,
};
