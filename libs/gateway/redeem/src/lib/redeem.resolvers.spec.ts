import { expectEveryOperationNotAvailableYet } from '@giftshop/gateway-core/testing';
import { redeemResolvers } from './redeem.resolvers';

describe('redeem operations before the redeem domain is built', () => {
  it('answer that the feature is not available yet, after refusing an unknown store', async () => {
    const names = await expectEveryOperationNotAvailableYet(redeemResolvers as Record<string, unknown>);
    expect(names.sort()).toEqual(['addRedeemCard', 'addRedeemPackage', 'order', 'placeRedeemOrder', 'removeRedeemPackage', 'updateRedeemPackage'].sort());
  });
});
