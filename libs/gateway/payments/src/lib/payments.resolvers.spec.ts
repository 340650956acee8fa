import { expectEveryOperationNotAvailableYet } from '@giftshop/gateway-core/testing';
import { paymentsResolvers } from './payments.resolvers';

describe('payments operations before the payments domain is built', () => {
  it('answer that the feature is not available yet, after refusing an unknown store', async () => {
    const names = await expectEveryOperationNotAvailableYet(paymentsResolvers as Record<string, unknown>);
    expect(names.sort()).toEqual(['addGiftCardPayment', 'checkGiftCardPayment', 'paymentMethods', 'paymentStatus', 'startPayment'].sort());
  });
});
