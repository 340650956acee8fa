/** The information, service, legal and business pages of an English-language store, written for its country and currency. */
import type { SeedPage } from '../types';

export interface StoreFacts {
  name: string;
  host: string;
  country: string;
  /** '€10', '€500': the lowest and highest face value of the store's ladder. */
  minAmount: string;
  maxAmount: string;
  /** e.g. '160+', from the brand's catalogue claim. */
  claim: string;
}

const page = (path: string, pageType: SeedPage['pageType'], translationKey: string, title: string, metaDescription: string, keywords: string[], body: string): SeedPage =>
  ({ path, pageType, translationKey, title, metaDescription, keywords, body: body.trim() });

export function englishPages(f: StoreFacts): SeedPage[] {
  const more = `more than ${f.claim.replace('+', '')}`;
  const service = `service@${f.host}`;
  return [
    page('/', 'HOME', 'home', 'Gift cards for every occasion',
      `Buy gift cards from ${more} shops, restaurants and experiences in ${f.country}, or let them choose with the Choice Gift Card.`,
      ['gift cards', 'gift vouchers', 'choice gift card', 'digital gift cards', 'business gifts'], `
# Gift cards for every occasion

Choose from ${more} gift cards for restaurants, spa days, shops and experiences in ${f.country}, or give the Choice Gift Card and let them pick for themselves. Digital cards arrive by e-mail within the hour; physical cards are sent by post.`),
    page('/general-terms/', 'INFO', 'terms', 'General terms and conditions',
      `The terms that apply to every order of gift cards, donation cards and extras at ${f.name}.`, ['terms', 'conditions', 'general terms'], `
# General terms and conditions

These terms apply to every offer of and every order placed with ${f.name} ("we", "us"). Please read them before you order; by placing an order you accept them.

## 1. Gift cards
1. A gift card is a digital or physical card with a monetary value that can be spent with the brand shown on it, or, for the Choice Gift Card, exchanged for one or more other gift cards from our range.
2. Gift cards are available with face values between ${f.minAmount} and ${f.maxAmount}. The values each card offers are shown on its page.
3. Each card states its validity; the balance can be checked at any time on the balance check page.

## 2. Orders and payment
1. An order is binding once it has been paid. You receive a confirmation by e-mail with the order number.
2. We may refuse or cancel an order where we suspect fraud; any payment is then refunded in full.
3. Business customers can pay by invoice after approval.

## 3. Delivery
1. Digital gift cards are sent by e-mail, usually within one hour of payment.
2. Physical gift cards are sent by post to the address given at checkout.

## 4. Liability
Gift cards are not exchangeable for cash unless the law requires it. We are not liable for a card that is lost or shared after delivery.`),
    page('/privacy/', 'INFO', 'privacy', 'Privacy statement',
      `How ${f.name} collects, uses and protects your personal data when you order and redeem gift cards.`, ['privacy', 'personal data', 'data protection'], `
# Privacy statement

${f.name} handles your personal data with care. This statement explains which data we process, why, and for how long we keep it.

## What we process
- Your name, e-mail address and, for physical cards, the delivery address.
- The recipient's name and e-mail address, so that we can deliver the card.
- Order and payment details, which we keep as long as the law requires.

## Why
We use this data to deliver your order, to answer your questions and, only if you agree, to send you our newsletter.

## Your rights
You may ask to see, correct or delete your data at any time by writing to ${service}.`),
    page('/cancelation-policy/', 'INFO', 'cancellation', 'Cancellation policy',
      'When and how you can cancel a gift card order, and how refunds are made.', ['cancellation', 'refund', 'withdrawal'], `
# Cancellation policy

You may cancel an order within 14 days of receiving it, as long as the gift card has not been used.

## How to cancel
Send the order number and the card number to ${service}. We block the card and refund the amount paid within 14 days, using the payment method of the order.

## Exceptions
Cards that have been activated or partly spent cannot be cancelled. Donations are passed on to the charity and cannot be refunded.`),
    page('/delivery/', 'INFO', 'delivery', 'Delivery',
      'How and when digital and physical gift cards are delivered.', ['delivery', 'shipping', 'post', 'e-mail'], `
# Delivery

## Digital gift cards
Digital cards are sent by e-mail, usually within one hour of payment. You can choose a delivery date up to three months ahead.

## Physical gift cards
Physical cards are sent by post in a gift envelope, with the wrapper and extras you chose. Orders paid on a working day before 17:00 are dispatched the same day, and usually arrive within two to three working days anywhere in ${f.country}.`),
    page('/cookieverklaring/', 'INFO', 'cookies', 'Cookie statement',
      `Which cookies ${f.name} uses, why, and how to change your choice.`, ['cookies', 'cookie statement'], `
# Cookie statement

We use functional cookies to keep your basket and your settings, and, only with your consent, analytics cookies to see how the shop is used.

You can change your choice at any time with the cookie settings link at the bottom of every page.`),
    page('/about-us/', 'INFO', 'about', `About ${f.name}`,
      `${f.name} brings ${more} gift cards and the Choice Gift Card together in one place.`, ['about us', 'gift card shop'], `
# About ${f.name}

${f.name} is the gift card shop for ${f.country}: ${more} cards for restaurants, shops, spa days and experiences, and the Choice Gift Card for anyone who would rather choose for themselves. We deliver digital cards by e-mail and physical cards by post, for private customers and businesses alike.`),
    page('/support/helpdesk/', 'HELP', 'helpdesk', 'Helpdesk: frequently asked questions',
      `Answers to the most common questions about ordering, delivering, checking and redeeming gift cards at ${f.name}.`, ['help', 'faq', 'helpdesk', 'customer service'], `
# Helpdesk

Can't find what you are looking for? Our [customer service team](/support/contact-us/) is happy to help on working days.

## How do I order a gift card?
Choose a gift card, select digital or physical delivery and the amount, and add it to your basket. In the basket you can add a wrapper and a personal message before checking out.

## How do I check my balance?
Enter the card number and PIN on the [balance check](/check-balance/) page.

## Can I exchange my Choice Gift Card?
Yes: check your balance and choose one or more gift cards in the redeem shop.`),
    page('/support/contact-us/', 'HELP', 'contact', 'Contact us',
      `Contact ${f.name} customer service by e-mail or with the contact form.`, ['contact', 'customer service', 'e-mail'], `
# Contact us

Questions about an order, a card or a delivery? Use the form on this page or write to ${service}; we answer within one working day. Please keep your order number at hand.`),
    page('/business/', 'BUSINESS', 'business', 'Gift cards for business',
      `Gift cards for employees and clients: pay by invoice, deliver to the whole team and get a quote within one working day.`, ['business gift cards', 'corporate gifts', 'employee gifts'], `
# Gift cards for business

Thank your team, reward clients or run an incentive with gift cards from ${more} brands, or with the Choice Gift Card that lets everyone choose.

## Why businesses choose ${f.name}
- One order for many recipients, each by e-mail or by post.
- Payment by invoice after approval.
- A personal account manager for larger orders.

[Request a quote](/business/request-a-quote/) and we will get back to you within one working day.`),
    page('/business/request-a-quote/', 'BUSINESS', 'business-quote', 'Request a quote',
      'Tell us what you need and receive a quote for business gift cards within one working day.', ['quote', 'business order'], `
# Request a quote

Tell us how many cards you need, which values and when they should arrive. We send a quote within one working day and can deliver to every recipient separately.`),
  ];
}
