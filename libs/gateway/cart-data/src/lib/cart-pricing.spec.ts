import { cartLimits } from './cart-constants';
import { cardsPerItem, priceCart } from './cart-pricing';
import { cardLine, extraLine, testProduct, testRows } from './cart-rows.fixtures';

const gbp = cartLimits('GBP');

describe('cardsPerItem', () => {
  it('splits values above £150 over several cards', () => {
    expect(cardsPerItem('GIFT_CARD', 15000, gbp)).toBe(1);
    expect(cardsPerItem('GIFT_CARD', 15100, gbp)).toBe(2);
    expect(cardsPerItem('DONATION', 45000, gbp)).toBe(3);
  });

  it('counts 3 cards in a blank pack', () => {
    expect(cardsPerItem('BLANK_GIFT_CARD_PACK', 1000, gbp)).toBe(3);
  });
});

describe('priceCart', () => {
  it('sums cards by delivery type, extras and packages', () => {
    const pricing = priceCart(testRows([cardLine(1, 2500, 2), extraLine(1, 195, 2), cardLine(2, 5000, 1)]), gbp);
    expect(pricing.digital).toEqual({ qty: 2, price: 5000 });
    expect(pricing.physical).toEqual({ qty: 1, price: 5000 });
    expect(pricing.extras).toBe(390);
    expect(pricing.packageTotals).toEqual(new Map([[1, 5390], [2, 5000]]));
    expect(pricing).toMatchObject({ subTotal: 10390, shipping: 0, grandTotal: 10390 });
  });

  it('sends the physical shipments of an order above £300 by registered post', () => {
    const exactly = priceCart(testRows([cardLine(1, 15000, 1), cardLine(2, 15000, 1)]), gbp);
    expect(exactly.shipmentCosts.get(2)).toEqual({ registeredPost: false, cost: 0 });
    const above = priceCart(testRows([cardLine(1, 15000, 1), cardLine(2, 15100, 1)]), gbp);
    expect(above.shipmentCosts.get(2)).toEqual({ registeredPost: true, cost: 695 });
    expect(above.shipmentCosts.get(1)).toEqual({ registeredPost: false, cost: 0 });
    expect(above.grandTotal).toBe(30100 + 695);
  });

  it('sends an order with wine by registered post', () => {
    const pricing = priceCart(testRows([cardLine(2, 2500, 1, testProduct({ containsWine: true }))]), gbp);
    expect(pricing.shipmentCosts.get(2)?.registeredPost).toBe(true);
  });

  it('charges euro postage in euro stores', () => {
    expect(priceCart(testRows([cardLine(2, 31000, 1)]), cartLimits('EUR')).shipping).toBe(795);
  });
});
