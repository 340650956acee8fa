import type { PaymentMethodId } from './payment-provider';

/** Names of the payment methods per language; brand names stay as their owners write them. */
const titles: Record<string, Partial<Record<PaymentMethodId, string>>> = {
  en: {
    ideal: 'iDEAL',
    invoice: 'Invoice',
    bancontact: 'Bancontact',
    belfius: 'Belfius',
    kbccbc: 'KBC/CBC',
    carteBancaire: 'Carte Bancaire',
    amex: 'American Express',
    mastercard: 'Mastercard',
    visa: 'Visa',
    paypal: 'PayPal',
    secure: 'Secure payment',
    banktransfer: 'Bank transfer',
  },
  nl: {
    invoice: 'Op factuur',
    secure: 'Veilig betalen',
    banktransfer: 'Bankoverschrijving',
  },
};

export const paymentMethodTitle = (language: string, method: PaymentMethodId): string =>
  titles[language]?.[method] ?? titles['en']?.[method] ?? method;

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
