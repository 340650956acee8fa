import type { Catalogue } from '@giftshop/util-i18n';

export interface EnquiryPageMessages {
  quote: {
    formLabel: string;
    company: string;
    contactName: string;
    email: string;
    phone: string;
    phoneHint: string;
    lines: string;
    product: string;
    quantity: string;
    value: string;
    valueHint: string;
    addLine: string;
    removeLine: string;
    delivery: string;
    digital: string;
    physical: string;
    deliveryDate: string;
    deliveryDateHint: string;
    message: string;
    captcha: string;
    submit: string;
  };
  quoteSuccess: { title: string; description: string; heading: string; intro: string; next: string; continueShopping: string };
  contact: {
    formLabel: string;
    heading: string;
    subject: string;
    subjectPlaceholder: string;
    subjects: Record<'ORDER' | 'DELIVERY' | 'BALANCE' | 'ACCOUNT' | 'BUSINESS' | 'OTHER', string>;
    name: string;
    email: string;
    orderReference: string;
    orderReferenceHint: string;
    message: string;
    captcha: string;
    submit: string;
    sent: string;
    detailsHeading: string;
    emailLabel: string;
    phoneLabel: string;
    hoursLabel: string;
  };
  /** The link business product pages show to the quote form. */
  businessLink: string;
  /** The business page's block that leads to the quote form (first with the businessPageV3 toggle, else last). */
  businessCta: { heading: string; text: string; link: string };
}

export const enquiryPageMessages = {
  en: {
    quote: {
      formLabel: 'Request a quote',
      company: 'Company name',
      contactName: 'Contact name',
      email: 'E-mail address',
      phone: 'Phone number',
      phoneHint: 'For example 07700 900123',
      lines: 'Gift cards',
      product: 'Gift card',
      quantity: 'Number of cards',
      value: 'Value per card (£)',
      valueHint: 'In whole pounds',
      addLine: 'Add another gift card',
      removeLine: 'Remove gift card {n}',
      delivery: 'Delivery',
      digital: 'Digital, by e-mail',
      physical: 'Physical, by post',
      deliveryDate: 'Delivery date (optional)',
      deliveryDateHint: 'Leave empty for as soon as possible',
      message: 'Message (optional)',
      captcha: 'Confirm that you are not a robot',
      submit: 'Send request',
    },
    quoteSuccess: {
      title: 'Quote request sent',
      description: 'Your quote request has been sent to our business team.',
      heading: 'Thank you, your request is on its way',
      intro: 'We have sent a confirmation to your e-mail address.',
      next: 'Our business team sends you a quote within one hour on working days between 9:30 AM and 4:30 PM.',
      continueShopping: 'Continue shopping',
    },
    contact: {
      formLabel: 'Contact form',
      heading: 'Send us a message',
      subject: 'Subject',
      subjectPlaceholder: 'Choose a subject',
      subjects: {
        ORDER: 'My order',
        DELIVERY: 'Delivery',
        BALANCE: 'Balance and redeeming',
        ACCOUNT: 'My account',
        BUSINESS: 'Business orders',
        OTHER: 'Something else',
      },
      name: 'Name',
      email: 'E-mail address',
      orderReference: 'Order reference (optional)',
      orderReferenceHint: 'For example GCUK-100001, in your confirmation e-mail',
      message: 'Message',
      captcha: 'Confirm that you are not a robot',
      submit: 'Send message',
      sent: 'Thank you, your message has been sent. We have sent a confirmation to your e-mail address.',
      detailsHeading: 'Contact details',
      emailLabel: 'E-mail',
      phoneLabel: 'Telephone',
      hoursLabel: 'Opening hours',
    },
    businessLink: 'Buying for your business? Request a quote',
    businessCta: {
      heading: 'Gift cards for your business',
      text: 'Tell us which gift cards you need, how many and of what value, and our business team sends you a quote.',
      link: 'Request a quote',
    },
  },
  nl: {
    quote: {
      formLabel: 'Offerte aanvragen',
      company: 'Bedrijfsnaam',
      contactName: 'Contactpersoon',
      email: 'E-mailadres',
      phone: 'Telefoonnummer',
      phoneHint: 'Bijvoorbeeld 06 12345678',
      lines: 'Cadeaubonnen',
      product: 'Cadeaubon',
      quantity: 'Aantal bonnen',
      value: 'Bedrag per bon (€)',
      valueHint: 'In hele euro’s',
      addLine: 'Nog een cadeaubon toevoegen',
      removeLine: 'Cadeaubon {n} verwijderen',
      delivery: 'Bezorging',
      digital: 'Digitaal, per e-mail',
      physical: 'Fysiek, per post',
      deliveryDate: 'Leverdatum (optioneel)',
      deliveryDateHint: 'Laat leeg voor zo snel mogelijk',
      message: 'Bericht (optioneel)',
      captcha: 'Bevestig dat je geen robot bent',
      submit: 'Aanvraag versturen',
    },
    quoteSuccess: {
      title: 'Offerteaanvraag verstuurd',
      description: 'Je offerteaanvraag is naar ons zakelijke team gestuurd.',
      heading: 'Bedankt, je aanvraag is onderweg',
      intro: 'We hebben een bevestiging naar je e-mailadres gestuurd.',
      next: 'Ons zakelijke team stuurt je binnen een uur een offerte, op werkdagen tussen 9:30 en 16:30 uur.',
      continueShopping: 'Verder winkelen',
    },
    contact: {
      formLabel: 'Contactformulier',
      heading: 'Stuur ons een bericht',
      subject: 'Onderwerp',
      subjectPlaceholder: 'Kies een onderwerp',
      subjects: {
        ORDER: 'Mijn bestelling',
        DELIVERY: 'Bezorging',
        BALANCE: 'Saldo en inwisselen',
        ACCOUNT: 'Mijn account',
        BUSINESS: 'Zakelijk bestellen',
        OTHER: 'Iets anders',
      },
      name: 'Naam',
      email: 'E-mailadres',
      orderReference: 'Bestelnummer (optioneel)',
      orderReferenceHint: 'Bijvoorbeeld CB-100001, in je bevestigingsmail',
      message: 'Bericht',
      captcha: 'Bevestig dat je geen robot bent',
      submit: 'Bericht versturen',
      sent: 'Bedankt, je bericht is verstuurd. We hebben een bevestiging naar je e-mailadres gestuurd.',
      detailsHeading: 'Contactgegevens',
      emailLabel: 'E-mail',
      phoneLabel: 'Telefoon',
      hoursLabel: 'Openingstijden',
    },
    businessLink: 'Zakelijk bestellen? Vraag een offerte aan',
    businessCta: {
      heading: 'Cadeaubonnen voor je bedrijf',
      text: 'Vertel ons welke cadeaubonnen je nodig hebt, hoeveel en met welke waarde, en ons zakelijke team stuurt je een offerte.',
      link: 'Offerte aanvragen',
    },
  },
} satisfies Catalogue<EnquiryPageMessages>;
