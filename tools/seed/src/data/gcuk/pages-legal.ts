import type { SeedPage } from '../types';

export const gcukTermsPage: SeedPage = {
  path: '/general-terms/',
  pageType: 'INFO',
  title: 'General terms and conditions',
  metaDescription:
    'The general terms and conditions that apply to every order of gift cards, donation cards and extras placed with Giftshop.',
  keywords: ['terms and conditions', 'general terms', 'gift card terms', 'giftshop'],
  translationKey: 'terms',
  body: `# General terms and conditions

These general terms and conditions apply to every offer made by and every order placed with Giftshop UK Ltd ("Giftshop", "we", "us"). Please read them carefully before you place an order. By placing an order you confirm that you have read and accepted these terms.

## 1. Definitions

- **Gift card**: a digital or physical card with a monetary value that can be spent with the brand shown on the card, or, in the case of the Choice Gift Card, exchanged for one or more other gift cards in our range.
- **Digital gift card**: a gift card that we send by e-mail as a PDF or a link.
- **Physical gift card**: a gift card that we send by post, usually in a card wallet.
- **Customer**: the private individual or business that places an order with us.
- **Recipient**: the person who receives the gift card.
- **Issuer**: the brand or platform that issued the gift card and accepts it as payment.
- **Working day**: Monday to Friday, excluding bank holidays in England and Wales.

## 2. Applicability

1. These terms apply to all orders placed on our website, by telephone or by e-mail.
2. Business customers may also be subject to a separate quotation or framework agreement. Where that agreement differs from these terms, the agreement takes precedence.
3. We may change these terms from time to time. The version published on the website at the moment you place your order applies to that order.

## 3. Ordering

1. An order is final once you have completed payment and received our order confirmation by e-mail.
2. You are responsible for entering the correct recipient details. We are not liable for gift cards sent to an incorrect e-mail address or postal address provided by you.
3. We may refuse or cancel an order if we have reasonable grounds to suspect fraud or misuse. In that case we refund any amount already paid.
4. Gift cards that contain wine may only be ordered by customers aged 18 or over.
5. Third-party platform gift cards can be ordered up to a maximum of £500 per order.

## 4. Prices and payment

1. All prices are shown in pounds sterling (GBP).
2. Gift cards are a form of payment and are therefore not subject to VAT. VAT is charged on extras such as wrappers, gift packing and on shipping and service fees, and is shown separately on your invoice.
3. Any service fee and shipping costs are shown in your basket before you pay.
4. We accept debit and credit cards, PayPal and, for approved business customers, payment by invoice. Invoices must be paid within 14 days.

## 5. Delivery

1. Digital gift cards are usually delivered within one hour of successful payment, and always on the chosen delivery date if you have scheduled delivery for later.
2. Physical gift cards ordered on a working day before 5:00 PM are dispatched the same day. Letterbox post is normally delivered the next day, from Tuesday to Saturday.
3. Orders with a total value above £300, and orders that contain wine, are always sent by registered post and require a signature on delivery.
4. Further details can be found on our [delivery page](/delivery/).

## 6. Using gift cards

1. The conditions of the issuer apply to the use of a gift card. These conditions are shown on the product page and, where relevant, on the card itself.
2. The expiry date of a gift card is printed on the card and shown when you [check your balance](/check-balance/). Most gift cards are valid for at least 12 months from the date of purchase.
3. Gift cards cannot be exchanged for cash, except where the law requires this.
4. A gift card is a bearer instrument: whoever holds the card number and PIN can spend the balance. Treat it like cash.
5. A single gift card can hold a maximum balance of £150. If you order a higher amount, we split the value over several cards with a combined value equal to the amount you ordered.

## 7. The Choice Gift Card

1. The Choice Gift Card can be exchanged for one or more gift cards from our Choice range, which contains more than 200 brands.
2. The holder can check the balance with the 19-digit card number and 6-digit PIN.
3. If the holder chooses gift cards with a total value higher than the remaining balance, they pay the difference when they check out.
4. A Choice Gift Card bought in a shop must be activated before use. Activation is completed within 24 hours.

## 8. Right of cancellation

Private customers have a statutory right to cancel their order within 14 days. The conditions and exceptions are described in our [cancellation policy](/cancelation-policy/).

## 9. Liability

1. We are responsible for delivering a valid gift card with the correct value. We are not responsible for the goods or services provided by the issuer.
2. If an issuer becomes insolvent, we will do everything reasonably possible to help the recipient, but we cannot guarantee a refund.
3. Our total liability for any order is limited to the value of that order, except in the case of intent or gross negligence.
4. We are not liable for loss or theft of a gift card after delivery.

## 10. Complaints

If you are not happy with your order, please contact our customer service within 14 days via the [contact page](/support/contact-us/). We reply within two working days and aim to resolve every complaint within 14 days.

## 11. Privacy

We process your personal data in accordance with our [privacy statement](/privacy/).

## 12. Governing law

These terms are governed by the laws of England and Wales. Disputes are submitted to the courts of England and Wales, without prejudice to your rights as a consumer to bring proceedings in the part of the United Kingdom where you live.`,
};

export const gcukPrivacyPage: SeedPage = {
  path: '/privacy/',
  pageType: 'INFO',
  title: 'Privacy statement',
  metaDescription:
    'How Giftshop collects, uses and protects your personal data when you order or redeem gift cards, and what your rights are under UK GDPR.',
  keywords: ['privacy', 'privacy statement', 'gdpr', 'personal data'],
  translationKey: 'privacy',
  body: `# Privacy statement

Giftshop UK Ltd takes your privacy seriously. In this statement we explain which personal data we collect when you visit our website, order or redeem gift cards, why we do so and how long we keep it. We process personal data in accordance with the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.

## Who is responsible?

Giftshop UK Ltd is the controller for the processing described in this statement. You can reach our data protection officer at privacy@giftshop.example.

## Which data do we collect?

Depending on how you use our services, we process:

- **Contact details**: name, e-mail address, telephone number and postal address.
- **Recipient details**: the name, e-mail address or postal address of the people you send gift cards to.
- **Order details**: the products you order, amounts, delivery dates, personal messages and invoices.
- **Business details**: company name, VAT number, Companies House number, reference or cost centre and invoice e-mail address.
- **Account details**: your login details, address book and notification preferences if you create an account.
- **Redeem details**: the card number and transaction history of gift cards you check or redeem.
- **Technical data**: IP address, browser type and pages visited, collected through cookies (see our [cookie statement](/cookieverklaring/)).

We never store your full payment card details. Payments are handled by our payment providers.

## Why do we use your data?

| Purpose | Legal basis |
|---|---|
| Processing and delivering your order | Performance of a contract |
| Sending order confirmations and delivery updates | Performance of a contract |
| Customer service and handling complaints | Performance of a contract |
| Preventing fraud and misuse of gift cards | Legitimate interest |
| Keeping financial records | Legal obligation |
| Sending our newsletter | Consent |
| Improving the website and measuring visits | Consent (analytics cookies) |
| The monthly balance-doubling prize draw | Consent |

## Recipients of your data

We share data only when this is necessary:

- with the **issuer** of a gift card, when this is required to activate or validate the card;
- with **delivery partners**, to send physical gift cards;
- with **payment providers**, to process your payment;
- with **IT suppliers** who host our website and e-mail, under a data processing agreement.

We do not sell your personal data. Where data is processed outside the UK, we make sure appropriate safeguards such as the UK International Data Transfer Agreement are in place.

## How long do we keep your data?

- Order and invoice data: six years, as required for tax purposes.
- Account data: until you delete your account. You can do this yourself under *My account*.
- Customer service correspondence: two years after the last contact.
- Newsletter subscriptions: until you unsubscribe.

## Your rights

You have the right to access, correct or delete your personal data, to restrict or object to processing, and to receive your data in a portable format. You can withdraw consent at any time. To exercise your rights, e-mail privacy@giftshop.example. We respond within one month.

If you are not satisfied with how we handle your data, you can lodge a complaint with the Information Commissioner's Office (ICO).

## Security

We use encrypted connections, access controls and regular security testing to protect your data. Gift card numbers and PINs are only shown to the customer and the recipient.

## Changes

We may update this privacy statement. The latest version is always published on this page.`,
};

export const gcukCookiePage: SeedPage = {
  path: '/cookieverklaring/',
  pageType: 'INFO',
  title: 'Cookie statement',
  metaDescription: 'Which cookies Giftshop uses, why we use them and how you can change your cookie preferences.',
  keywords: ['cookies', 'cookie statement', 'cookie policy', 'tracking'],
  translationKey: 'cookies',
  body: `# Cookie statement

Our website uses cookies and similar technologies. A cookie is a small text file that is stored on your device when you visit a website. Below we explain which cookies we use and why.

## Functional cookies

These cookies are necessary for the website to work. They remember the contents of your basket, your login session, your country and language choice and your cookie preferences. Functional cookies do not require consent.

## Analytics cookies

We use analytics cookies to understand how visitors use our website, for example which pages are viewed most and where visitors leave the checkout. The data is collected anonymously where possible and helps us improve the website. We only place these cookies with your consent.

## Marketing cookies

With your consent, our advertising partners place cookies to show you relevant adverts on other websites and to measure the effect of our campaigns. If you arrive via an advert, we store the click identifier locally so that we can attribute your order to the campaign.

## Overview

| Cookie type | Purpose | Retention |
|---|---|---|
| Session | Basket and login | Until you close your browser |
| Preferences | Country, language and cookie choices | Up to 12 months |
| Store switcher | Remembers that you dismissed the store suggestion | 2 days |
| Analytics | Measuring visits and improving the website | Up to 13 months |
| Marketing | Personalised adverts and campaign measurement | Up to 13 months |

## Changing your preferences

You can change or withdraw your consent at any time via the cookie settings link at the bottom of every page. You can also delete cookies in your browser settings; note that the website may not work properly without functional cookies.

## Questions

If you have questions about our use of cookies, please e-mail privacy@giftshop.example or read our [privacy statement](/privacy/).`,
};
