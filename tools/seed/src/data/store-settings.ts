/** Payment methods and card prefixes of the stores (spec §7, §9). */
import { seedStores } from './stores';

export interface SeedPaymentMethod {
  method: 'ideal' | 'invoice' | 'bancontact' | 'belfius' | 'kbccbc' | 'carteBancaire' | 'visa' | 'mastercard' | 'amex' | 'paypal' | 'secure' | 'banktransfer';
  title: string;
  businessOnly?: boolean;
}

export interface SeedCardPrefix {
  prefix: string;
  isChoice?: boolean;
  activatable?: boolean;
  isTest?: boolean;
}

const handWrittenMethods: Record<string, SeedPaymentMethod[]> = {
  GCUK: [
    { method: 'visa', title: 'Visa' },
    { method: 'mastercard', title: 'Mastercard' },
    { method: 'amex', title: 'American Express' },
    { method: 'paypal', title: 'PayPal' },
    { method: 'banktransfer', title: 'Bank transfer' },
    { method: 'invoice', title: 'Invoice', businessOnly: true },
  ],
  CB: [
    { method: 'ideal', title: 'iDEAL' },
    { method: 'bancontact', title: 'Bancontact' },
    { method: 'paypal', title: 'PayPal' },
    { method: 'visa', title: 'Visa' },
    { method: 'mastercard', title: 'Mastercard' },
    { method: 'banktransfer', title: 'Bankoverschrijving' },
    { method: 'invoice', title: 'Op factuur', businessOnly: true },
  ],
};

/** Local methods first, then cards, PayPal and bank transfer; invoices for business customers everywhere. */
const localMethods: Record<string, SeedPaymentMethod['method'][]> = {
  NL: ['ideal', 'bancontact'],
  BE: ['bancontact', 'belfius', 'kbccbc'],
  FR: ['carteBancaire'],
};
const cardsWithAmex = new Set(['GB', 'US', 'CA', 'AU', 'NZ', 'AE', 'CH', 'MX', 'BR']);
const titles: Record<'en' | 'nl', Record<SeedPaymentMethod['method'], string>> = {
  en: { ideal: 'iDEAL', bancontact: 'Bancontact', belfius: 'Belfius', kbccbc: 'KBC/CBC', carteBancaire: 'Carte Bancaire', visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', paypal: 'PayPal', secure: '3-D Secure', banktransfer: 'Bank transfer', invoice: 'Invoice' },
  nl: { ideal: 'iDEAL', bancontact: 'Bancontact', belfius: 'Belfius', kbccbc: 'KBC/CBC', carteBancaire: 'Carte Bancaire', visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', paypal: 'PayPal', secure: '3-D Secure', banktransfer: 'Bankoverschrijving', invoice: 'Op factuur' },
};

/** The payment methods of a store of this country, titled in its content language. */
export function paymentMethodsFor(countryCode: string, language: string): SeedPaymentMethod[] {
  const methods: SeedPaymentMethod['method'][] = [
    ...(localMethods[countryCode] ?? []), 'visa', 'mastercard', ...(cardsWithAmex.has(countryCode) ? (['amex'] as const) : []), 'paypal', 'banktransfer',
  ];
  const t = titles[language === 'nl' ? 'nl' : 'en'];
  return [...methods.map((method) => ({ method, title: t[method] })), { method: 'invoice', title: t.invoice, businessOnly: true }];
}

export const seedPaymentMethods: Record<string, SeedPaymentMethod[]> = Object.fromEntries(
  seedStores.map((s) => [s.buildKey, handWrittenMethods[s.buildKey] ?? paymentMethodsFor(s.countryCode, s.languages[0]?.code ?? 'en')]),
);

/**
 * 19-digit card numbers start with one of these 7-digit prefixes: 6301, the store id in two digits, and 0 for
 * regular cards, 1 for Choice cards (activatable), 9 for test cards.
 */
export const seedCardPrefixes: Record<string, SeedCardPrefix[]> = Object.fromEntries(
  seedStores.map((s) => {
    const base = `6301${String(s.id).padStart(2, '0')}`;
    return [s.buildKey, [{ prefix: `${base}0` }, { prefix: `${base}1`, isChoice: true, activatable: true }, { prefix: `${base}9`, isTest: true }]];
  }),
);
