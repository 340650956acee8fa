import type { DomainError } from '@giftshop/gateway-core';
import { cartLimits } from './cart-constants';
import { checkCartRules } from './cart-rules';
import { cardLine, testProduct, testRows } from './cart-rows.fixtures';
import type { CartItemRow } from './cart.repository';

const gbp = cartLimits('GBP');

function refusal(items: CartItemRow[], touched?: number[]) {
  try {
    checkCartRules(testRows(items), gbp, { locale: 'en-gb', touchedItemIds: touched && new Set(touched) });
    return null;
  } catch (error) {
    const { codeName, params, referencedRequestParameter } = error as DomainError;
    return { codeName, params, referencedRequestParameter };
  }
}

describe('checkCartRules', () => {
  it('accepts an ordinary cart', () => {
    expect(refusal([cardLine(1, 2500, 2), cardLine(2, 5000, 1)])).toBeNull();
  });

  it('refuses test cards', () => {
    expect(refusal([cardLine(1, 2500, 1, testProduct({ isTest: true }))])).toMatchObject({ codeName: 'TEST_CARD', referencedRequestParameter: 'variationId' });
  });

  it('refuses more cards of a product than its stock, over all its lines', () => {
    const limited = testProduct({ id: 7, stock: 3 });
    expect(refusal([cardLine(1, 2500, 2, limited), cardLine(2, 2500, 1, limited)])).toBeNull();
    expect(refusal([cardLine(1, 2500, 2, limited), cardLine(2, 2500, 2, limited)])).toMatchObject({ codeName: 'OUT_OF_STOCK', referencedRequestParameter: 'quantity' });
  });

  it('refuses lines no longer sold', () => {
    expect(refusal([cardLine(1, 2500, 1, testProduct({ active: false }))])).toMatchObject({ codeName: 'OUT_OF_STOCK' });
  });

  it('checks per-line rules on the touched lines only', () => {
    const retired = cardLine(1, 2500, 1, testProduct({ active: false }));
    const fresh = cardLine(2, 2500, 1);
    expect(refusal([retired, fresh], [fresh.id])).toBeNull();
    expect(refusal([retired, fresh])).toMatchObject({ codeName: 'OUT_OF_STOCK' });
  });

  it('refuses zero-value lines', () => {
    expect(refusal([cardLine(1, 0, 1)])).toMatchObject({ codeName: 'ZERO_VALUE_CART', referencedRequestParameter: 'amount' });
  });

  it('counts split and blank-pack cards toward the limit of 50', () => {
    expect(refusal([cardLine(1, 2500, 50)])).toBeNull();
    expect(refusal([cardLine(1, 2500, 51)])).toMatchObject({ codeName: 'CARD_LIMIT', referencedRequestParameter: 'quantity' });
    expect(refusal([cardLine(1, 20000, 25)])).toBeNull();
    expect(refusal([cardLine(1, 20000, 25), cardLine(2, 2500, 1)])).toMatchObject({ codeName: 'CARD_LIMIT' });
    expect(refusal([cardLine(2, 1000, 17, testProduct(), 'BLANK_GIFT_CARD_PACK')])).toMatchObject({ codeName: 'CARD_LIMIT' });
  });

  it('allows third-party platform cards up to £500 per order', () => {
    const platform = testProduct({ id: 9, thirdPartyPlatform: true });
    expect(refusal([cardLine(1, 10000, 5, platform), cardLine(2, 10000, 1)])).toBeNull();
    expect(refusal([cardLine(1, 10000, 5, platform), cardLine(2, 100, 1, platform)])).toEqual({
      codeName: 'THIRD_PARTY_SUM_LIMIT',
      params: { limit: '£500' },
      referencedRequestParameter: 'amount',
    });
  });
});
