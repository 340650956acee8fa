import { expectEveryOperationNotAvailableYet } from '@giftshop/gateway-core/testing';
import { ordersResolvers } from './orders.resolvers';

describe('orders operations before the orders domain is built', () => {
  it('answer that the feature is not available yet, after refusing an unknown store', async () => {
    const names = await expectEveryOperationNotAvailableYet(ordersResolvers as Record<string, unknown>);
    expect(names.sort()).toEqual(['orderConfirmation', 'placeOrder', 'reorder'].sort());
  });
});
