import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { methodPaysIn, paymentMethodTitle } from '@giftshop/gateway-order-payments';
import { seedPaymentMethods } from '../data/store-settings';
import { seedStores } from '../data/stores';

/** Logos of brand art that are not payment methods: Maestro is a card brand, Sofort is Klarna now, giropay closed. */
const NOT_METHODS = new Set(['maestro', 'sofort', 'giropay']);

const footerArt = (buildKey: string): string[] => {
  const file = join(__dirname, '..', '..', '..', '..', 'brands', buildKey, 'brand.json');
  const brand = JSON.parse(readFileSync(file, 'utf8')) as { paymentLogos: { id: string }[] };
  return brand.paymentLogos.map((logo) => logo.id).filter((id) => !NOT_METHODS.has(id));
};

describe.each(seedStores.map((s) => [s.buildKey, s] as const))('the payment methods of %s', (buildKey, store) => {
  const methods = seedPaymentMethods[buildKey] ?? [];
  const language = store.languages[0]?.code ?? 'en';

  it('offers every method its brand’s footer art shows, so the footer shows all its logos', () => {
    const offered = methods.filter((m) => !m.businessOnly).map((m) => m.method as string);
    expect(footerArt(buildKey).filter((id) => !offered.includes(id))).toEqual([]);
  });

  it('offers only methods that pay in the store’s currency', () => {
    expect(methods.filter((m) => !methodPaysIn(m.method, store.currency)).map((m) => m.method)).toEqual([]);
  });

  it('titles its methods in its language as the gateway names them', () => {
    for (const m of methods) expect(m.title).toBe(paymentMethodTitle(language, m.method));
  });
});

describe('payment method titles', () => {
  it('names brands alike in every language and words in the store’s', () => {
    expect(paymentMethodTitle('pl', 'blik')).toBe('BLIK');
    expect(paymentMethodTitle('pl', 'banktransfer')).toBe('Przelew bankowy');
    expect(paymentMethodTitle('de', 'eps')).toBe('eps-Überweisung');
    expect(seedPaymentMethods['CBPL']?.find((m) => m.method === 'banktransfer')?.title).toBe('Przelew bankowy');
    expect(seedPaymentMethods['CBSE']?.find((m) => m.method === 'invoice')?.title).toBe('Faktura');
  });
});
