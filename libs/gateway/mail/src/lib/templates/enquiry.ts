import { formatUntyped, pickMessages } from '@giftshop/util-i18n/core';
import { enquiryEmailCatalogue } from './i18n/enquiry';
import { html } from './html';
import { emailLayout, multiline, paragraph } from './layout';
import type { RenderedEmail } from './rendered-email';


const catalogue = (language: string) => pickMessages(enquiryEmailCatalogue, language);

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
    ? render(data, m.quoteAckSubject, m.quoteAckIntro, formatUntyped(m.greeting, values), formatUntyped(m.ackFooter, values))
    : render(data, m.contactAckSubject, m.contactAckIntro, formatUntyped(m.greeting, values), formatUntyped(m.ackFooter, values));
}

/** The copy for the store's business team (quote) or customer service (contact), with the address to reply to. */
export function renderEnquiryNotificationEmail(data: EnquiryEmailData): RenderedEmail {
  const m = catalogue(data.language);
  const values = { store: data.storeName, email: data.email, company: data.topic, subject: data.topic };
  const subject = formatUntyped(data.kind === 'quote' ? m.quoteTeamSubject : m.contactTeamSubject, values);
  return render(data, subject, formatUntyped(m.teamIntro, values), null, formatUntyped(m.teamFooter, values));
}
