import { html } from './html';
import { emailLayout, paragraph } from './layout';
import type { RenderedEmail } from './rendered-email';

const messages = {
  en: {
    subject: 'Your order {reference}: how to pay',
    greeting: 'Hello {name},',
    intro: 'Thank you for your order {reference} at {store}. We have received it and send the gift cards as soon as your payment of {total} has arrived.',
    payTo: 'Please transfer {total} to:',
    accountName: 'Account name',
    sortCode: 'Sort code',
    accountNumber: 'Account number',
    reference: 'Reference (please quote)',
    signOff: 'Kind regards,',
    footer: 'This e-mail was sent by {store} because this address was given with order {reference}.',
  },
  nl: {
    subject: 'Je bestelling {reference}: zo betaal je',
    greeting: 'Hallo {name},',
    intro: 'Bedankt voor je bestelling {reference} bij {store}. We hebben hem ontvangen en versturen de cadeaubonnen zodra je betaling van {total} binnen is.',
    payTo: 'Maak {total} over naar:',
    accountName: 'Ten name van',
    sortCode: 'Sort code',
    accountNumber: 'Rekeningnummer',
    reference: 'Betalingskenmerk (vermelden)',
    signOff: 'Met vriendelijke groet,',
    footer: 'Deze e-mail is verstuurd door {store} omdat dit adres is opgegeven bij bestelling {reference}.',
  },
};

export const BANK_TRANSFER_TEMPLATE = 'bank-transfer-instructions';

export interface PaymentAccount {
  accountName: string;
  iban: string;
  bic: string;
  sortCode?: string;
  accountNumber?: string;
}

export interface BankTransferEmailData {
  language: string;
  storeName: string;
  name: string;
  referenceNumber: string;
  /** The order total, formatted in the e-mail's locale. */
  total: string;
  bank: PaymentAccount;
}

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** "Order received — how to pay": sent when a bank transfer order is placed, with the account and the reference to quote. */
export function renderBankTransferEmail(data: BankTransferEmailData): RenderedEmail {
  const m = messages[data.language as keyof typeof messages] ?? messages.en;
  const values = { reference: data.referenceNumber, store: data.storeName, total: data.total, name: data.name };
  const subject = fill(m.subject, values);
  const account: [string, string][] = [
    [m.accountName, data.bank.accountName],
    ['IBAN', data.bank.iban],
    ['BIC', data.bank.bic],
    ...(data.bank.sortCode ? [[m.sortCode, data.bank.sortCode] as [string, string]] : []),
    ...(data.bank.accountNumber ? [[m.accountNumber, data.bank.accountNumber] as [string, string]] : []),
    [m.reference, data.referenceNumber],
  ];
  const table = html`<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px 0;">${account.map(
    ([label, value]) => html`<tr><th align="left" style="padding:4px 12px 4px 0;">${label}</th><td style="padding:4px 0;">${value}</td></tr>`,
  )}</table>`;
  const body = html`${paragraph(fill(m.greeting, values))}${paragraph(fill(m.intro, values))}${paragraph(fill(m.payTo, values))}${table}${paragraph(
    html`${m.signOff}<br />${data.storeName}`,
  )}`;
  const text = [
    fill(m.greeting, values),
    fill(m.intro, values),
    fill(m.payTo, values),
    account.map(([label, value]) => `${label}: ${value}`).join('\n'),
    `${m.signOff}\n${data.storeName}`,
  ].join('\n\n');
  return { subject, html: emailLayout({ language: data.language, title: subject, storeName: data.storeName, footer: fill(m.footer, values), body }), text };
}
