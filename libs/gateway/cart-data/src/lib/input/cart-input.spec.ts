import type { DomainError, DomainErrors, StoreScope } from '@giftshop/gateway-core';
import { testUkStore } from '@giftshop/gateway-core/testing';
import type { CartVariationRow } from '../cart.repository';
import { checkAmount, checkDeliveryMoment, checkPersonalMessage, checkReceivers, parseId } from './cart-input';

const scope: StoreScope = { store: testUkStore, language: testUkStore.languages[0], countryCode: 'GB', redeemToken: null };
const variation = { fixedValues: [1000, 2500], minPrice: 500, maxPrice: 15000, currency: 'GBP' } as CartVariationRow;

function refusal(fn: () => unknown) {
  try {
    fn();
    return null;
  } catch (error) {
    const errors = (error as DomainErrors).errors ?? [error as DomainError];
    return errors.map((e) => ({ code: e.code, reason: e.params['reason'], field: e.referencedRequestParameter }));
  }
}

describe('parseId', () => {
  it('takes positive whole numbers only, else the thing is not found', () => {
    expect(parseId('42', 'wrapperId')).toBe(42);
    for (const id of ['0', '-1', '1.5', 'x', '99999999999']) expect(refusal(() => parseId(id, 'wrapperId'))).toEqual([{ code: 1005, reason: undefined, field: 'wrapperId' }]);
  });
});

describe('checkAmount', () => {
  it('accepts fixed values and whole pounds in the range', () => {
    expect(checkAmount(2500, variation, 'GIFT_CARD', scope)).toBe(2500);
    expect(checkAmount(12300, variation, 'GIFT_CARD', scope)).toBe(12300);
  });

  it('refuses pence and amounts out of range with the formatted bound', () => {
    expect(refusal(() => checkAmount(1250, variation, 'GIFT_CARD', scope))).toEqual([{ code: 1004, reason: 'Please enter a whole amount, without decimals.', field: 'amount' }]);
    expect(refusal(() => checkAmount(15100, variation, 'GIFT_CARD', scope))).toEqual([{ code: 1004, reason: 'The maximum amount is £150.', field: 'amount' }]);
  });

  it('answers 2033 for zero', () => {
    expect(refusal(() => checkAmount(0, variation, 'DONATION', scope))).toEqual([{ code: 2033, reason: undefined, field: 'amount' }]);
  });

  it('prices a blank pack at its fixed price, whatever the amount', () => {
    expect(checkAmount(99, variation, 'BLANK_GIFT_CARD_PACK', scope)).toBe(1000);
    expect(checkAmount(null, variation, 'BLANK_GIFT_CARD_PACK', scope)).toBe(1000);
  });
});

describe('checkDeliveryMoment', () => {
  const now = new Date('2026-03-16T10:00:00Z');

  it('takes today or a later date, and a time for digital cards (today when no date)', () => {
    expect(checkDeliveryMoment('2026-03-16', null, 'PHYSICAL', scope, now)).toEqual({ date: '2026-03-16', time: null });
    expect(checkDeliveryMoment(null, '18:45', 'DIGITAL', scope, now)).toEqual({ date: '2026-03-16', time: '18:45' });
  });

  it('refuses past and far dates, and times for physical cards', () => {
    expect(refusal(() => checkDeliveryMoment('2026-03-15', null, 'DIGITAL', scope, now))).toEqual([{ code: 1004, reason: 'The delivery date cannot be in the past', field: 'deliveryDate' }]);
    expect(refusal(() => checkDeliveryMoment('2027-03-17', null, 'DIGITAL', scope, now))?.[0].field).toBe('deliveryDate');
    expect(refusal(() => checkDeliveryMoment(null, '10:00', 'PHYSICAL', scope, now))?.[0].field).toBe('deliveryTime');
    expect(refusal(() => checkDeliveryMoment(null, '7:00', 'DIGITAL', scope, now))?.[0].field).toBe('deliveryTime');
  });
});

describe('checkReceivers', () => {
  it('names every broken field by its path', () => {
    expect(refusal(() => checkReceivers([{ firstName: 'A', email: 'a@example.com', confirmEmail: 'a@example.com' }, { firstName: 'B', email: 'b' }], 'DIGITAL', scope, (i) => `receivers.${i}`))).toEqual([
      { code: 1004, reason: 'Please enter a valid e-mail address', field: 'receivers.1.email' },
      { code: 1004, reason: 'Please repeat the e-mail address', field: 'receivers.1.confirmEmail' },
    ]);
  });

  it('normalises what it keeps', () => {
    const [receiver] = checkReceivers(
      [{ firstName: ' Anna ', address: { firstName: 'Anna', lastName: 'Smith', countryCode: 'gb', postCode: 'sw1a 2aa', houseNumber: '10', street: 'Downing Street', city: 'London' } }],
      'PHYSICAL',
      scope,
      () => 'receiver',
    );
    expect(receiver).toMatchObject({ firstName: 'Anna', lastName: null, email: null, address: { countryCode: 'GB', postCode: 'SW1A 2AA', suffix: null } });
  });
});

describe('checkPersonalMessage', () => {
  it('answers 2034 for each broken rule, with its own text', () => {
    expect(checkPersonalMessage(' Hi ')).toBe('Hi');
    expect(refusal(() => checkPersonalMessage('x'.repeat(151)))).toEqual([{ code: 2034, reason: undefined, field: 'personalMessage' }]);
    expect(refusal(() => checkPersonalMessage('🎉'))).toEqual([{ code: 2034, reason: undefined, field: 'personalMessage' }]);
  });
});
