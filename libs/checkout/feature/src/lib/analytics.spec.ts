import { countsAsPurchase, mergeLines } from './analytics';

describe('checkout analytics', () => {
  it('merges lines of the same variation, value and delivery into one item, and keeps others apart', () => {
    const card = {
      id: '7',
      name: 'Harbour & Pine',
      unitPriceMinor: 2500,
      quantity: 1,
      variant: 'DIGITAL',
    };
    expect(mergeLines([card, card, { ...card, unitPriceMinor: 5000 }, { ...card, variant: 'PHYSICAL' }])).toEqual([
      { ...card, quantity: 2 },
      { ...card, unitPriceMinor: 5000 },
      { ...card, variant: 'PHYSICAL' },
    ]);
  });

  it('counts completed and paid sales, and bank transfer or invoice orders once placed', () => {
    const order = (
      status: 'PENDING' | 'COMPLETED' | 'CANCELED',
      paymentMethod: 'visa' | 'banktransfer' | 'invoice' = 'visa',
      orderType: 'REGULAR' | 'REORDER' | 'REDEEM' | 'ACTIVATION' = 'REGULAR',
    ) => ({ status, paymentMethod, orderType });
    expect(countsAsPurchase(order('COMPLETED'), null)).toBe(true);
    expect(countsAsPurchase(order('COMPLETED', 'visa', 'REORDER'), null)).toBe(true);
    expect(countsAsPurchase(order('PENDING'), 'PAID')).toBe(true);
    expect(countsAsPurchase(order('PENDING'), 'OPEN')).toBe(false);
    expect(countsAsPurchase(order('PENDING'), null)).toBe(false);
    expect(countsAsPurchase(order('PENDING', 'banktransfer'), null)).toBe(true);
    expect(countsAsPurchase(order('PENDING', 'invoice'), null)).toBe(true);
    expect(countsAsPurchase(order('CANCELED', 'banktransfer'), null)).toBe(false);
    expect(countsAsPurchase(order('COMPLETED', 'visa', 'REDEEM'), null)).toBe(false);
    expect(countsAsPurchase(order('COMPLETED', 'visa', 'ACTIVATION'), null)).toBe(false);
  });
});
