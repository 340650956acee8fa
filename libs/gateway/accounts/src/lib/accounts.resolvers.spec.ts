import { expectEveryOperationNotAvailableYet } from '@giftshop/gateway-core/testing';
import { createAccountsResolvers } from './accounts.resolvers';
import type { AccountsRuntime } from './accounts.runtime';

describe('accounts operations not built yet', () => {
  it('answer that the feature is not available yet, after refusing an unknown store', async () => {
    const resolvers = createAccountsResolvers({} as AccountsRuntime) as Record<string, Record<string, unknown>>;
    const pending = Object.fromEntries(
      ['Query', 'Mutation'].map((type) => [type, Object.fromEntries(Object.entries(resolvers[type]).filter(([name]) => ['createAccountOnOrder'].includes(name)))]),
    );
    const names = await expectEveryOperationNotAvailableYet(pending);
    expect(names.sort()).toEqual(['createAccountOnOrder']);
  });
});
