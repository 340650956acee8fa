import { run, type GatewayContext, type Resolvers, type StoreScope, type UserData } from '@giftshop/gateway-core';
import type { AccountsRuntime } from './accounts.runtime';
import { customerOrder, customerOrders } from './account-orders.service';
import { createAccountOnOrder } from './account-on-order.service';
import { addAddress, deleteAddress, setDefaultAddress, updateAddress } from './address-book.service';
import { updateProfile } from './profile-edit.service';
import { invoiceLink } from './invoices/invoice.service';
import { checkUserExist, userLogin, userLogout } from './login.service';
import { changePassword, forgotPassword, resetPassword } from './password.service';
import { deleteAccount, getUserInfo, updateNotifications } from './profile.service';
import { registerUser } from './register.service';
import { confirmNewsletter, subscribeNewsletter, unsubscribeNewsletter } from './newsletter/newsletter.service';

/** A StatusPayload: status false whenever the operation was refused. */
const status = async (ctx: GatewayContext, userData: UserData, operation: (scope: StoreScope) => Promise<{ status: boolean }>) => {
  const payload = await run(ctx, userData, operation);
  return { status: payload.status ?? false, errors: payload.errors };
};

export const createAccountsResolvers = (runtime: AccountsRuntime): Resolvers => ({
  Query: {
    checkUserExist: (_, { userData, email, captchaToken }, ctx) => status(ctx, userData, (scope) => checkUserExist(ctx, scope, email, captchaToken, runtime)),
    getUserInfo: (_, { userData }, ctx) => run(ctx, userData, (scope) => getUserInfo(ctx, scope)),
    customerOrders: (_, { userData, paging }, ctx) => run(ctx, userData, (scope) => customerOrders(ctx, scope, paging)),
    customerOrder: (_, { userData, orderUuid }, ctx) => run(ctx, userData, (scope) => customerOrder(ctx, scope, orderUuid)),
    invoice: (_, { userData, orderUuid }, ctx) => run(ctx, userData, (scope) => invoiceLink(ctx, scope, orderUuid, runtime)),
  },
  Mutation: {
    userLogin: (_, { userData, email, password, captchaToken }, ctx) => status(ctx, userData, (scope) => userLogin(ctx, scope, { email, password, captchaToken }, runtime)),
    userLogout: (_, { userData }, ctx) => status(ctx, userData, () => userLogout(ctx)),
    registerUser: (_, { userData, input }, ctx) => status(ctx, userData, (scope) => registerUser(ctx, scope, input, runtime)),
    createAccountOnOrder: (_, { userData, ...input }, ctx) => status(ctx, userData, (scope) => createAccountOnOrder(ctx, scope, input, runtime)),
    changePassword: (_, { userData, ...input }, ctx) => status(ctx, userData, (scope) => changePassword(ctx, scope, input, runtime)),
    forgotPassword: (_, { userData, email, captchaToken }, ctx) => status(ctx, userData, (scope) => forgotPassword(ctx, scope, email, captchaToken, runtime)),
    resetPassword: (_, { userData, ...input }, ctx) => status(ctx, userData, () => resetPassword(ctx, input)),
    updateProfile: (_, { userData, input }, ctx) => run(ctx, userData, (scope) => updateProfile(ctx, scope, input)),
    deleteAccount: (_, { userData }, ctx) => status(ctx, userData, (scope) => deleteAccount(ctx, scope)),
    updateNotifications: (_, { userData, subscribed }, ctx) => run(ctx, userData, (scope) => updateNotifications(ctx, scope, subscribed)),
    subscribeNewsletter: (_, { userData, email, source }, ctx) => status(ctx, userData, (scope) => subscribeNewsletter(ctx, scope, email, source, runtime)),
    confirmNewsletter: (_, { userData, token }, ctx) => status(ctx, userData, (scope) => confirmNewsletter(ctx, scope, token, runtime)),
    unsubscribeNewsletter: (_, { userData, token }, ctx) => status(ctx, userData, (scope) => unsubscribeNewsletter(ctx, scope, token, runtime)),
    addAddress: (_, { userData, address, defaultFor }, ctx) => run(ctx, userData, (scope) => addAddress(ctx, scope, address, defaultFor)),
    updateAddress: (_, { userData, id, address }, ctx) => run(ctx, userData, (scope) => updateAddress(ctx, scope, id, address)),
    deleteAddress: (_, { userData, id }, ctx) => run(ctx, userData, (scope) => deleteAddress(ctx, scope, id)),
    setDefaultAddress: (_, { userData, id, kind }, ctx) => run(ctx, userData, (scope) => setDefaultAddress(ctx, scope, id, kind)),
  },
});
