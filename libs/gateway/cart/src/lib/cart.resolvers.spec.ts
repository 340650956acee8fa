import { expectEveryOperationNotAvailableYet } from '@giftshop/gateway-core/testing';
import { cartResolvers } from './cart.resolvers';

describe('cart operations before the cart domain is built', () => {
  it('answer that the feature is not available yet, after refusing an unknown store', async () => {
    const names = await expectEveryOperationNotAvailableYet(cartResolvers as Record<string, unknown>);
    expect(names.sort()).toEqual(['addToCart', 'cartQuantity', 'extraVariations', 'cartV2', 'deleteGiftCardPackageGroup', 'resetReceivers', 'updateCartPackage'].sort());
  });
});
