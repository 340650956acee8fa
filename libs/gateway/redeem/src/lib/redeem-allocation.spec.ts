import { allocate, leavesTooLittle } from './redeem-allocation';

describe('allocate', () => {
  it('spends the first card first and the next one after it', () => {
    expect(allocate([{ giftCardId: 1, balance: 1000 }, { giftCardId: 2, balance: 3000 }], 2500)).toEqual({
      used: [{ giftCardId: 1, amount: 1000 }, { giftCardId: 2, amount: 1500 }],
      shortfall: 0,
      remaining: 1500,
    });
  });

  it('answers the shortfall when the cards do not cover the total', () => {
    expect(allocate([{ giftCardId: 1, balance: 1000 }], 2500)).toEqual({ used: [{ giftCardId: 1, amount: 1000 }], shortfall: 1500, remaining: 0 });
  });

  it('takes nothing for an empty order', () => {
    expect(allocate([{ giftCardId: 1, balance: 1000 }], 0)).toEqual({ used: [{ giftCardId: 1, amount: 0 }], shortfall: 0, remaining: 1000 });
  });
});

describe('leavesTooLittle', () => {
  it('allows spending everything or leaving at least the minimum', () => {
    expect(leavesTooLittle(0, 500)).toBe(false);
    expect(leavesTooLittle(500, 500)).toBe(false);
    expect(leavesTooLittle(499, 500)).toBe(true);
    expect(leavesTooLittle(1, 0)).toBe(false);
  });
});
