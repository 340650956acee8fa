import { expectEveryOperationNotAvailableYet } from '@giftshop/gateway-core/testing';
import { giftcardsResolvers } from './giftcards.resolvers';

describe('giftcards operations before the giftcards domain is built', () => {
  it('answer that the feature is not available yet, after refusing an unknown store', async () => {
    const names = await expectEveryOperationNotAvailableYet(giftcardsResolvers as Record<string, unknown>);
    expect(names.sort()).toEqual(['giftCardInfo'].sort());
  });
});
