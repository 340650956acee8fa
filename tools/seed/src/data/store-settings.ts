/** Payment methods and card prefixes of the stores (spec §7, §9). */
import { paymentMethodTitle, type PaymentMethodId } from '@giftshop/gateway-order-payments';
import { seedStores } from './stores';

export interface SeedPaymentMethod {
  method: PaymentMethodId;
  title: string;
  businessOnly?: boolean;
}

export interface SeedCardPrefix {
  prefix: string;
  isChoice?: boolean;
  activatable?: boolean;
  isTest?: boolean;
}

/** A method titled as the gateway names it in the store's language (the payment methods catalogue). */
const titled = (language: string, method: PaymentMethodId, businessOnly?: boolean): SeedPaymentMethod => ({
  method,
  title: paymentMethodTitle(language, method),
  ...(businessOnly ? { businessOnly } : {}),
});

const gcukMethods: PaymentMethodId[] = ['visa', 'mastercard', 'amex', 'applepay', 'googlepay', 'paypal', 'banktransfer'];
const cbMethods: PaymentMethodId[] = ['ideal', 'bancontact', 'paypal', 'visa', 'mastercard', 'banktransfer'];
const handWrittenMethods: Record<string, SeedPaymentMethod[]> = {
  GCUK: [...gcukMethods.map((m) => titled('en', m)), titled('en', 'invoice', true)],
  CB: [...cbMethods.map((m) => titled('nl', m)), titled('nl', 'invoice', true)],
};

/**
 * Each country's own methods, the ones its brands' footer art shows. Sofort (now part of Klarna) and giropay (closed
 * in 2024) are not offered. Most pay in one currency only (BLIK in PLN, Pix in BRL, payment-method-currencies.ts),
 * which is the currency of the country's stores.
 */
const localMethods: Record<string, PaymentMethodId[]> = {
  NL: ['ideal', 'bancontact'],
  BE: ['bancontact', 'belfius', 'kbccbc'],
  FR: ['carteBancaire'],
  DE: ['klarna'],
  AT: ['eps', 'klarna'],
  CH: ['twint'],
  PL: ['blik', 'przelewy24'],
  SE: ['swish', 'klarna'],
  DK: ['mobilepay', 'klarna'],
  NO: ['vipps', 'klarna'],
  ES: ['bizum'],
  IT: ['satispay'],
  PT: ['mbway', 'multibanco'],
  BR: ['pix', 'boleto'],
  MX: ['oxxo'],
  CA: ['interac'],
  AU: ['afterpay'],
  NZ: ['poli'],
};
const cardsWithAmex = new Set(['GB', 'IE', 'US', 'CA', 'AU', 'NZ', 'AE', 'CH', 'MX', 'BR']);
/** Wallets where the brands' art shows them. */
const wallets: Record<string, PaymentMethodId[]> = {
  GB: ['applepay', 'googlepay'],
  IE: ['applepay', 'googlepay'],
  US: ['applepay'],
  FR: ['applepay'],
  AE: ['applepay'],
};

/**
 * The payment methods of a store of this country, titled in its content language: local methods first, then cards,
 * wallets, PayPal and bank transfer; invoices for business customers everywhere.
 */
export function paymentMethodsFor(countryCode: string, language: string): SeedPaymentMethod[] {
  const methods: PaymentMethodId[] = [
    ...(localMethods[countryCode] ?? []),
    'visa',
    'mastercard',
    ...(cardsWithAmex.has(countryCode) ? (['amex'] as const) : []),
    ...(wallets[countryCode] ?? []),
    'paypal',
    'banktransfer',
  ];
  return [...methods.map((method) => titled(language, method)), titled(language, 'invoice', true)];
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
