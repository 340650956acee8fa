import { expectEveryOperationNotAvailableYet } from '@giftshop/gateway-core/testing';
import { accountsResolvers } from './accounts.resolvers';

describe('accounts operations before the accounts domain is built', () => {
  it('answer that the feature is not available yet, after refusing an unknown store', async () => {
    const names = await expectEveryOperationNotAvailableYet(accountsResolvers as Record<string, unknown>);
    expect(names.sort()).toEqual(['addAddress', 'changePassword', 'checkUserExist', 'createAccountOnOrder', 'customerOrders', 'deleteAccount', 'deleteAddress', 'forgotPassword', 'getUserInfo', 'invoice', 'registerUser', 'resetPassword', 'updateAddress', 'updateNotifications', 'updateProfile', 'userLogin', 'userLogout'].sort());
  });
});
