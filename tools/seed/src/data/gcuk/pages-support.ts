import type { SeedPage } from '../types';

export const gcukHelpdeskPage: SeedPage = {
  path: '/support/helpdesk/',
  pageType: 'HELP',
  title: 'Helpdesk: frequently asked questions',
  metaDescription:
    'Answers to the most common questions about ordering, delivering, checking and redeeming gift cards at Giftshop.',
  keywords: ['help', 'faq', 'helpdesk', 'customer service', 'questions'],
  translationKey: 'helpdesk',
  body: `# Helpdesk

Find quick answers to the questions we are asked most often. Can't find what you are looking for? Our [customer service team](/support/contact-us/) is happy to help on working days from 9:30 AM to 4:30 PM.

## Ordering

### How do I order a gift card?
Choose a gift card, select digital or physical delivery and the amount, and add it to your basket. In the basket you can add a wrapper, gift packing and a personal message before checking out.

### Can I send gift cards to several people in one order?
Yes. In the basket you can add several recipients, each with their own message, delivery method and delivery date.

### Can I order without an account?
Yes, you can check out as a guest. With an account you can see your previous orders, reorder in a few clicks and download invoices.

### Which payment methods can I use?
We accept debit and credit cards and PayPal. Business customers can also pay by invoice.

### Do I pay VAT on gift cards?
No. Gift cards are a means of payment and are not subject to VAT. VAT is only charged on extras, shipping and service fees.

### Is there a maximum amount?
A single gift card holds up to £150. If you choose a higher amount, we split it over several cards. Third-party platform cards can be ordered up to £500 per order.

## Delivery

### When will my digital gift card arrive?
Within one hour of payment, or at the date and time you scheduled.

### When will my physical gift card arrive?
Orders placed on a working day before 5:00 PM are dispatched the same day and usually arrive the next day, Tuesday to Saturday. Read more on our [delivery page](/delivery/).

### Why is my order sent by registered post?
Orders above £300 and orders containing wine are always sent by registered, tracked post for security.

### My card has not arrived. What now?
Digital: check the spam folder and make sure the e-mail address is correct. Physical: if the card has not arrived after 5 working days, contact us and we will sort it out.

## Using gift cards

### How do I check the balance of a gift card?
Go to [Check balance](/check-balance/) and enter the 19-digit card number and the 6-digit PIN.

### How long is a gift card valid?
The expiry date is printed on the card and shown when you check the balance. Most cards are valid for at least 12 months.

### How does the Choice Gift Card work?
The recipient enters the card number and PIN on the [Check balance](/check-balance/) page and chooses one or more gift cards from the Choice range. If they choose more than the balance, they can pay the difference.

### I bought a Choice Gift Card in a shop. Do I need to activate it?
Yes. Cards bought in a shop are activated within 24 hours. You will receive a confirmation e-mail once the card is ready to use.

### Can I use a gift card to pay for part of an order?
Yes. You can combine a gift card with another payment method at the checkout of the issuer. At Giftshop you can use a Choice Gift Card to pay for other gift cards.

## Cancelling and changing orders

### Can I change the delivery address or e-mail address?
Contact us as soon as possible. For digital cards that have not yet been sent and physical cards that have not yet been dispatched, we can usually make the change.

### How do I cancel my order?
Unused gift cards can be cancelled within 14 days. Read our [cancellation policy](/cancelation-policy/) for the conditions.

## Business

### Can I order gift cards for my staff?
Absolutely. Visit our [business page](/business/) or [request a quote](/business/request-a-quote/): you will hear from us within one hour during office hours.

## The doubler

### What is the doubler?
Every month we double the balance of one gift card. Register your card number on the doubler page; the winner is drawn on the first Monday of the month and told by e-mail.`,
};

export const gcukContactPage: SeedPage = {
  path: '/support/contact-us/',
  pageType: 'HELP',
  title: 'Contact us',
  metaDescription:
    'Get in touch with the Giftshop customer service team by e-mail or telephone, on working days from 9:30 AM to 4:30 PM.',
  keywords: ['contact', 'customer service', 'phone', 'e-mail', 'support'],
  translationKey: 'contact',
  body: `# Contact us

Our customer service team is here to help with orders, deliveries, balances and anything else related to your gift cards.

## Opening hours

We are available on **working days from 9:30 AM to 4:30 PM**. Messages sent outside these hours are answered on the next working day.

## Before you get in touch

Many questions are answered in our [helpdesk](/support/helpdesk/). It helps us if you have your **order number** (in your confirmation e-mail) and, if relevant, the **card number** to hand.

## How to reach us

Use the form below and choose a subject so your question reaches the right specialist straight away, or e-mail or call us on the contact details below. We aim to reply on the same working day.

## Business customers

For quotes, bulk orders and invoices, e-mail business@gcuk.giftshop.example or [request a quote](/business/request-a-quote/). We send a quote within one hour during office hours.

## Questions about a specific brand

If your question is about the products or services of the brand on your gift card, such as booking a table or a treatment, please contact the brand directly. Their contact details are shown on the product page.

## Complaints

We are sorry if something went wrong. Send your complaint with your order number to help@gcuk.giftshop.example and we will respond within two working days.`,
};
