import { expectEveryOperationNotAvailableYet } from '@giftshop/gateway-core/testing';
import { doublerResolvers } from './doubler.resolvers';

describe('doubler operations before the doubler domain is built', () => {
  it('answer that the feature is not available yet, after refusing an unknown store', async () => {
    const names = await expectEveryOperationNotAvailableYet(doublerResolvers as Record<string, unknown>);
    expect(names.sort()).toEqual(['doublerStatus', 'enterDoubler'].sort());
  });
});
