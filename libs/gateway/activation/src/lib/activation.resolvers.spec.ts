import { expectEveryOperationNotAvailableYet } from '@giftshop/gateway-core/testing';
import { activationResolvers } from './activation.resolvers';

describe('activation operations before the activation domain is built', () => {
  it('answer that the feature is not available yet, after refusing an unknown store', async () => {
    const names = await expectEveryOperationNotAvailableYet(activationResolvers as Record<string, unknown>);
    expect(names.sort()).toEqual(['activationVoucher', 'createActivationOrder'].sort());
  });
});
