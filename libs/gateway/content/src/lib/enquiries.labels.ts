import type { NewContactMessage, NewQuoteRequest } from './enquiries.repository';

const words = {
  en: {
    company: 'Company',
    contact: 'Contact',
    email: 'E-mail address',
    phone: 'Phone number',
    cards: 'Gift cards',
    delivery: 'Delivery',
    DIGITAL: 'Digital, by e-mail',
    PHYSICAL: 'Physical, by post',
    date: 'Delivery date',
    asap: 'As soon as possible',
    message: 'Message',
    subject: 'Subject',
    name: 'Name',
    order: 'Order reference',
    line: '{quantity} × {product} of {value}',
    subjects: { ORDER: 'My order', DELIVERY: 'Delivery', BALANCE: 'Balance and redeeming', ACCOUNT: 'My account', BUSINESS: 'Business orders', OTHER: 'Something else' },
  },
  nl: {
    company: 'Bedrijf',
    contact: 'Contactpersoon',
    email: 'E-mailadres',
    phone: 'Telefoonnummer',
    cards: 'Cadeaubonnen',
    delivery: 'Bezorging',
    DIGITAL: 'Digitaal, per e-mail',
    PHYSICAL: 'Fysiek, per post',
    date: 'Leverdatum',
    asap: 'Zo snel mogelijk',
    message: 'Bericht',
    subject: 'Onderwerp',
    name: 'Naam',
    order: 'Bestelnummer',
    line: '{quantity} × {product} van {value}',
    subjects: { ORDER: 'Mijn bestelling', DELIVERY: 'Bezorging', BALANCE: 'Saldo en inwisselen', ACCOUNT: 'Mijn account', BUSINESS: 'Zakelijk bestellen', OTHER: 'Iets anders' },
  },
};

/** The labels of the enquiry e-mails: what the form took, in the e-mail's language and the store's currency. */
export function enquiryLabels(language: string, locale: string, currency: string) {
  const w = words[language as keyof typeof words] ?? words.en;
  const money = (minor: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: currency.trim() }).format(minor / 100);
  const subject = (code: string) => w.subjects[code as keyof typeof w.subjects] ?? code;
  return {
    subject,
    quote: (q: Omit<NewQuoteRequest, 'storeId' | 'languageCode'>): [string, string][] => [
      [w.company, q.companyName],
      [w.contact, q.contactName],
      [w.email, q.email],
      [w.phone, q.phoneNumber],
      [w.cards, q.lines.map((l) => w.line.replace('{quantity}', String(l.quantity)).replace('{product}', l.product).replace('{value}', money(l.value))).join('\n')],
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
