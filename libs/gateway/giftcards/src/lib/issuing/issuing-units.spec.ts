import { cardsPerItem, cartLimits } from '@giftshop/gateway-cart-data';
import { hasValidCheckDigit, luhnCheckDigit } from '@giftshop/util-validation';
import { generateCardNumber } from './card-number';
import { createPinCheck, createPinHasher } from '@giftshop/gateway-cards-data';
import { makeCredentials } from './issue-cards';
import { splitCardValue } from './split-card-value';
import { prefixFor } from './fulfilment-plan';
import { cardExpiry } from './issuing-constants';
import { inPackageOrder } from './fulfilment-emails';
import type { FulfilmentItem } from './fulfilment-plan';

describe('card numbers', () => {
  it('computes the Luhn check digit', () => {
    expect(luhnCheckDigit('7992739871')).toBe(3);
    expect(hasValidCheckDigit('6301480000000000008')).toBe(luhnCheckDigit('630148000000000000') === 8);
  });

  it('are 19 digits: the prefix, random digits and a valid check digit', () => {
    const numbers = Array.from({ length: 200 }, () => generateCardNumber('6301480'));
    for (const number of numbers) {
      expect(number).toMatch(/^6301480\d{12}$/);
      expect(hasValidCheckDigit(number)).toBe(true);
    }
    expect(new Set(numbers).size).toBe(200);
  });

  it('catch a mistyped digit', () => {
    const number = generateCardNumber('6301480');
    const typo = number.slice(0, 10) + String((Number(number[10]) + 1) % 10) + number.slice(11);
    expect(hasValidCheckDigit(typo)).toBe(false);
  });
});

describe('credentials', () => {
  it('give each prefix a number, a six-digit PIN and a hash that verifies for that number only', async () => {
    const pins = createPinHasher({ current: 'issuing-test-pin-pepper-0000000001' });
    const check = await createPinCheck(pins);
    const made = await makeCredentials(pins, ['6301480', '6301481', '6301480'], 2);
    expect(made.map((c) => c.prefix)).toEqual(['6301480', '6301481', '6301480']);
    for (const card of made) {
      expect(card.number.startsWith(card.prefix) && hasValidCheckDigit(card.number)).toBe(true);
      expect(card.pin).toMatch(/^\d{6}$/);
      expect(await check.verify(card.number, card.pinHash, card.pin)).toEqual({ matched: true, rehashed: null });
    }
    expect(await check.verify(made[2].number, made[0].pinHash, made[0].pin)).toEqual({ matched: false });
    expect(new Set(made.map((c) => c.number)).size).toBe(3);
  });
});

describe('splitCardValue', () => {
  it('keeps a value up to the maximum on one card', () => {
    expect(splitCardValue(2500, 15000)).toEqual([2500]);
    expect(splitCardValue(15000, 15000)).toEqual([15000]);
  });

  it('fills cards up to the maximum and puts the rest on the last one', () => {
    expect(splitCardValue(15001, 15000)).toEqual([15000, 1]);
    expect(splitCardValue(20000, 15000)).toEqual([15000, 5000]);
    expect(splitCardValue(30000, 15000)).toEqual([15000, 15000]);
    expect(splitCardValue(40000, 15000)).toEqual([15000, 15000, 10000]);
  });

  it('agrees with the cart: the number of parts is cardsPerItem and they add up to the value', () => {
    const { cardMaxValue } = cartLimits('GBP');
    for (const amount of [1, 999, 15000, 15001, 29999, 30000, 45001, 100000]) {
      const parts = splitCardValue(amount, cardMaxValue);
      expect(parts).toHaveLength(cardsPerItem('GIFT_CARD', amount, cartLimits('GBP')));
      expect(parts.reduce((a, b) => a + b, 0)).toBe(amount);
      expect(Math.max(...parts)).toBeLessThanOrEqual(cardMaxValue);
    }
  });

  it('refuses values that are not positive whole minor units', () => {
    expect(() => splitCardValue(0, 15000)).toThrow(RangeError);
    expect(() => splitCardValue(12.5, 15000)).toThrow(RangeError);
  });
});

describe('issuing constants', () => {
  it('cards expire five years after issue', () => {
    expect(cardExpiry(new Date('2026-03-02T10:00:00Z'))).toEqual(new Date('2031-03-02T10:00:00Z'));
  });

  it('picks the prefix by product: test, Choice or regular', () => {
    const prefixes = [
      { prefix: '6301480', isChoice: false, isTest: false },
      { prefix: '6301481', isChoice: true, isTest: false },
      { prefix: '6301489', isChoice: false, isTest: true },
    ];
    expect(prefixFor({ isChoice: false, isTest: false }, prefixes)).toBe('6301480');
    expect(prefixFor({ isChoice: true, isTest: false }, prefixes)).toBe('6301481');
    expect(prefixFor({ isChoice: false, isTest: true }, prefixes)).toBe('6301489');
    expect(() => prefixFor(null, prefixes.slice(1))).toThrow(/no card prefix for regular/);
  });
});

describe('order e-mail lines', () => {
  it('come package by package, the card before its extras, whatever order they were stored in', () => {
    const item = (id: number, packageId: number, kind: FulfilmentItem['kind']) => ({ id, packageId, kind }) as FulfilmentItem;
    const packages = [{ id: 10 }, { id: 11 }] as Parameters<typeof inPackageOrder>[0]['packages'];
    const items = [item(1, 10, 'GIFT_CARD'), item(2, 11, 'GIFT_CARD'), item(3, 11, 'PERSONAL_MESSAGE'), item(4, 10, 'WRAPPER'), item(5, 10, 'PERSONAL_MESSAGE')];
    expect(inPackageOrder({ packages, items }).map((i) => i.id)).toEqual([1, 4, 5, 2, 3]);
  });
});
