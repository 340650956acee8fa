import { html } from './html';
import { emailLayout, multiline, paragraph } from './layout';
import type { RenderedEmail } from './rendered-email';

const messages = {
  en: {
    quoteAckSubject: 'We have received your quote request',
    quoteAckIntro: 'Thank you for your request. Our business team sends you a quote within one hour on working days between 9:30 AM and 4:30 PM.',
    quoteTeamSubject: 'Quote request from {company}',
    contactAckSubject: 'We have received your message',
    contactAckIntro: 'Thank you for your message. Our customer service answers on working days between 9:30 AM and 4:30 PM.',
    contactTeamSubject: 'Contact form: {subject}',
    teamIntro: 'A visitor of {store} sent the form below. Reply to {email}.',
    summary: 'What you sent us:',
    ackFooter: 'This e-mail was sent by {store} because this address was entered in its form.',
    teamFooter: 'Sent by the {store} website.',
    greeting: 'Hello {name},',
    signOff: 'Kind regards,',
  },
  nl: {
    quoteAckSubject: 'We hebben je offerteaanvraag ontvangen',
    quoteAckIntro: 'Bedankt voor je aanvraag. Ons zakelijke team stuurt je binnen een uur een offerte, op werkdagen tussen 9:30 en 16:30 uur.',
    quoteTeamSubject: 'Offerteaanvraag van {company}',
    contactAckSubject: 'We hebben je bericht ontvangen',
    contactAckIntro: 'Bedankt voor je bericht. Onze klantenservice antwoordt op werkdagen tussen 9:30 en 16:30 uur.',
    contactTeamSubject: 'Contactformulier: {subject}',
    teamIntro: 'Een bezoeker van {store} stuurde het formulier hieronder. Antwoord aan {email}.',
    summary: 'Wat je ons stuurde:',
    ackFooter: 'Deze e-mail is verstuurd door {store} omdat dit adres is ingevuld in een formulier.',
    teamFooter: 'Verstuurd via de website van {store}.',
    greeting: 'Hallo {name},',
    signOff: 'Met vriendelijke groet,',
  },
};

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
const catalogue = (language: string) => messages[language as keyof typeof messages] ?? messages.en;

export interface EnquiryEmailData {
  language: string;
  storeName: string;
  kind: 'quote' | 'contact';
  /** The requester's name and address (greeting of the acknowledgement, reply address of the team's copy). */
  name: string;
  email: string;
  /** The quote's company or the contact message's subject as the form showed it. */
  topic: string;
  /** What the form took, as label and value, in the form's order (labels in the e-mail's language). */
  fields: [string, string][];
}

function fieldList(fields: [string, string][]) {
  return html`<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px 0;">${fields.map(
    ([label, value]) => html`<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;">${label}</th><td style="padding:4px 0;">${multiline(value)}</td></tr>`,
  )}</table>`;
}

const fieldText = (fields: [string, string][]) => fields.map(([label, value]) => `${label}: ${value}`).join('\n');

function render(data: EnquiryEmailData, subject: string, intro: string, greeting: string | null, footer: string): RenderedEmail {
  const m = catalogue(data.language);
  const body = html`${greeting ? paragraph(greeting) : ''}${paragraph(intro)}${greeting ? paragraph(m.summary) : ''}${fieldList(data.fields)}${
    greeting ? paragraph(html`${m.signOff}<br />${data.storeName}`) : ''
  }`;
  const text = [greeting, greeting && '', intro, '', greeting ? m.summary : null, fieldText(data.fields), '', greeting ? `${m.signOff}\n${data.storeName}` : null]
    .filter((line) => line !== null)
    .join('\n');
  return { subject, html: emailLayout({ language: data.language, title: subject, storeName: data.storeName, footer, body }), text };
}

/** The acknowledgement to whoever sent the quote request or contact form: what they sent and when to expect an answer. */
export function renderEnquiryAcknowledgementEmail(data: EnquiryEmailData): RenderedEmail {
  const m = catalogue(data.language);
  const values = { store: data.storeName, name: data.name };
  return data.kind === 'quote'
    ? render(data, m.quoteAckSubject, m.quoteAckIntro, fill(m.greeting, values), fill(m.ackFooter, values))
    : render(data, m.contactAckSubject, m.contactAckIntro, fill(m.greeting, values), fill(m.ackFooter, values));
}

/** The copy for the store's business team (quote) or customer service (contact), with the address to reply to. */
export function renderEnquiryNotificationEmail(data: EnquiryEmailData): RenderedEmail {
  const m = catalogue(data.language);
  const values = { store: data.storeName, email: data.email, company: data.topic, subject: data.topic };
  const subject = fill(data.kind === 'quote' ? m.quoteTeamSubject : m.contactTeamSubject, values);
  return render(data, subject, fill(m.teamIntro, values), null, fill(m.teamFooter, values));
}
