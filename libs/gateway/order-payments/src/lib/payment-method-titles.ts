import { pickMessages } from '@giftshop/util-i18n/core';
import { paymentMethodCatalogue } from './i18n/payment-methods';
import type { PaymentMethodId } from './payment-provider';

/** Payment methods named by their brands, written as their owners write them in every language. */
const brandNames: Partial<Record<PaymentMethodId, string>> = {
  ideal: 'iDEAL',
  bancontact: 'Bancontact',
  belfius: 'Belfius',
  kbccbc: 'KBC/CBC',
  carteBancaire: 'Carte Bancaire',
  amex: 'American Express',
  mastercard: 'Mastercard',
  visa: 'Visa',
  paypal: 'PayPal',
  klarna: 'Klarna',
  twint: 'TWINT',
  przelewy24: 'Przelewy24',
  blik: 'BLIK',
  swish: 'Swish',
  mobilepay: 'MobilePay',
  vipps: 'Vipps',
  pix: 'Pix',
  boleto: 'Boleto',
  oxxo: 'OXXO',
  interac: 'Interac',
  afterpay: 'Afterpay',
  poli: 'POLi',
  multibanco: 'Multibanco',
  mbway: 'MB WAY',
  bizum: 'Bizum',
  satispay: 'Satispay',
  applepay: 'Apple Pay',
  googlepay: 'Google Pay',
};

/**
 * A payment method's name in a language: its brand's name, else the catalogue's word for it (invoice, bank transfer,
 * and eps, which Austria calls eps-Überweisung).
 */
export function paymentMethodTitle(language: string, method: PaymentMethodId): string {
  const words: Partial<Record<PaymentMethodId, string>> = pickMessages(paymentMethodCatalogue, language);
  return brandNames[method] ?? words[method] ?? method;
}

/** Banks of the sandbox's iDEAL: the issuers a shopper picks from (ids are the banks' BICs). */
export const sandboxIdealBanks: readonly { id: string; issuer: string }[] = [
  { id: 'ABNANL2A', issuer: 'ABN AMRO' },
  { id: 'ASNBNL21', issuer: 'ASN Bank' },
  { id: 'BUNQNL2A', issuer: 'bunq' },
  { id: 'INGBNL2A', issuer: 'ING' },
  { id: 'KNABNL2H', issuer: 'Knab' },
  { id: 'RABONL2U', issuer: 'Rabobank' },
  { id: 'RBRBNL21', issuer: 'RegioBank' },
  { id: 'REVOLT21', issuer: 'Revolut' },
  { id: 'SNSBNL2A', issuer: 'SNS' },
  { id: 'TRIONL2U', issuer: 'Triodos Bank' },
  { id: 'FVLBNL22', issuer: 'Van Lanschot Kempen' },
];
