/** Wrappers, digital designs, gift box and personal message of a generated store. */
import type { SeedExtra } from '../types';
import type { MarketTexts } from './texts';

/** The extras, priced in small steps of the store's currency (`unit`: a tenth of its lowest face value). */
export function marketExtras(t: MarketTexts, unit: number): SeedExtra[] {
  const price = (n: number) => Math.round(n * unit) * 5;
  const e = t.extras;
  const extra = (kind: SeedExtra['kind'], sku: string, text: { title: string; description: string }, amount: number, color: string): SeedExtra =>
    ({ kind, sku, title: text.title, description: text.description, price: amount, color });
  return [
    extra('WRAPPER', 'WRAP-CLASSIC', e.classicWallet, price(39), '#1f3a5f'),
    extra('WRAPPER', 'WRAP-CELEBRATION', e.celebrationWallet, price(59), '#f4a259'),
    extra('WRAPPER', 'WRAP-LUXURY', e.luxuryWallet, price(79), '#6d2e46'),
    extra('DIGITAL_WRAPPER', 'DWRAP-CONFETTI', e.confettiDesign, 0, '#ff7eb6'),
    extra('DIGITAL_WRAPPER', 'DWRAP-BALLOONS', e.balloonsDesign, 0, '#4cc9f0'),
    extra('GIFT_PACKING', 'GIFTBOX', e.giftBox, price(99), '#2a9d8f'),
    extra('PERSONAL_MESSAGE', 'MESSAGE', e.personalMessage, 0, '#ffffff'),
  ];
}
