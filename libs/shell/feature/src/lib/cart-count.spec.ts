import type { CartQuantityQuery } from '@giftshop/shared-graphql';
import { cartCount } from './cart-count';

const item = (qty: number) => ({ qty, variation: { id: 'v' } });
const answer = (packages: { giftCardItem: ReturnType<typeof item> | null; emptyGiftCardItem: ReturnType<typeof item> | null }[][]): CartQuantityQuery => ({
  cartQuantity: {
    order: {
      id: 'o',
      shipments: packages.map((list, s) => ({ id: `s${s}`, packages: list.map((p, i) => ({ id: `p${s}${i}`, ...p })) })),
      packagesGroups: [],
    },
    errors: [],
  },
});

describe('cartCount', () => {
  it('adds up the quantities of every package of every shipment, blank packs included', () => {
    const data = answer([
      [{ giftCardItem: item(2), emptyGiftCardItem: null }],
      [
        { giftCardItem: item(1), emptyGiftCardItem: null },
        { giftCardItem: null, emptyGiftCardItem: item(3) },
      ],
    ]);
    expect(cartCount(data)).toBe(6);
  });

  it('counts no cart, an empty one or a refused answer as 0', () => {
    expect(cartCount(undefined)).toBe(0);
    expect(cartCount(answer([]))).toBe(0);
    expect(cartCount({ cartQuantity: { order: null, errors: [{ code: 1006, message: 'This feature is not available yet.' }] } })).toBe(0);
  });
});
