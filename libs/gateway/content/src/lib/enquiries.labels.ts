import { format, pickMessages } from '@giftshop/util-i18n/core';
import { enquiryLabelCatalogue } from './i18n/enquiry-labels';
import type { NewContactMessage, NewQuoteRequest } from './enquiries.repository';


/** The labels of the enquiry e-mails: what the form took, in the e-mail's language and the store's currency. */
export function enquiryLabels(language: string, locale: string, currency: string) {
  const w = pickMessages(enquiryLabelCatalogue, language);
  const money = (minor: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: currency.trim() }).format(minor / 100);
  const subject = (code: string) => w.subjects[code as keyof typeof w.subjects] ?? code;
  return {
    subject,
    quote: (q: Omit<NewQuoteRequest, 'storeId' | 'languageCode'>): [string, string][] => [
      [w.company, q.companyName],
      [w.contact, q.contactName],
      [w.email, q.email],
      [w.phone, q.phoneNumber],
      [w.cards, q.lines.map((l) => format(w.line, { quantity: l.quantity, product: l.product, value: money(l.value) })).join('\n')],
      [w.delivery, q.deliveryMethod === 'PHYSICAL' ? w.PHYSICAL : w.DIGITAL],
      [w.date, q.deliveryDate ?? w.asap],
      ...(q.message ? [[w.message, q.message] as [string, string]] : []),
    ],
    contact: (c: Omit<NewContactMessage, 'storeId' | 'languageCode'>): [string, string][] => [
      [w.subject, subject(c.subject)],
      [w.name, c.name],
      [w.email, c.email],
      ...(c.orderReference ? [[w.order, c.orderReference] as [string, string]] : []),
      [w.message, c.message],
    ],
  };
}
