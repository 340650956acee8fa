import type { PaymentMethodId } from './payment-provider';

/**
 * The currencies a country's own method pays in, as its scheme allows (BLIK and Przelewy24 in złoty, Pix in reais).
 * Methods not listed (cards, PayPal, Klarna, Apple Pay, bank transfer, invoice) pay in any store currency.
 */
const currenciesOf: Partial<Record<PaymentMethodId, readonly string[]>> = {
  ideal: ['EUR'],
  bancontact: ['EUR'],
  belfius: ['EUR'],
  kbccbc: ['EUR'],
  carteBancaire: ['EUR'],
  eps: ['EUR'],
  twint: ['CHF'],
  przelewy24: ['PLN'],
  blik: ['PLN'],
  swish: ['SEK'],
  mobilepay: ['DKK'],
  vipps: ['NOK'],
  pix: ['BRL'],
  boleto: ['BRL'],
  oxxo: ['MXN'],
  interac: ['CAD'],
  afterpay: ['AUD', 'NZD'],
  poli: ['AUD', 'NZD'],
  multibanco: ['EUR'],
  mbway: ['EUR'],
  bizum: ['EUR'],
  satispay: ['EUR'],
};

/** Whether a method can pay an amount in this currency (ISO 4217 code). */
export function methodPaysIn(method: PaymentMethodId, currency: string): boolean {
  const only = currenciesOf[method];
  return !only || only.includes(currency.trim().toUpperCase());
}
