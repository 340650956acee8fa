import { formatUntyped, pickMessages } from '@giftshop/util-i18n/core';
import { bankTransferCatalogue } from './i18n/bank-transfer';
import { html } from './html';
import { emailLayout, paragraph } from './layout';
import type { RenderedEmail } from './rendered-email';


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


/** "Order received — how to pay": sent when a bank transfer order is placed, with the account and the reference to quote. */
export function renderBankTransferEmail(data: BankTransferEmailData): RenderedEmail {
  const m = pickMessages(bankTransferCatalogue, data.language);
  const values = { reference: data.referenceNumber, store: data.storeName, total: data.total, name: data.name };
  const subject = formatUntyped(m.subject, values);
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
  const body = html`${paragraph(formatUntyped(m.greeting, values))}${paragraph(formatUntyped(m.intro, values))}${paragraph(formatUntyped(m.payTo, values))}${table}${paragraph(
    html`${m.signOff}<br />${data.storeName}`,
  )}`;
  const text = [
    formatUntyped(m.greeting, values),
    formatUntyped(m.intro, values),
    formatUntyped(m.payTo, values),
    account.map(([label, value]) => `${label}: ${value}`).join('\n'),
    `${m.signOff}\n${data.storeName}`,
  ].join('\n\n');
  return { subject, html: emailLayout({ language: data.language, title: subject, storeName: data.storeName, footer: formatUntyped(m.footer, values), body }), text };
}
