import type { GatewayModule } from '@giftshop/gateway-core';
import { createAccountsResolvers } from './lib/accounts.resolvers';
import type { AccountsRuntime } from './lib/accounts.runtime';
import { accountsTypeDefs } from './lib/accounts.sdl';

export { accountsTypeDefs } from './lib/accounts.sdl';
export { ACCOUNT_LIMITS, type AccountLimitName, type AccountsRuntime } from './lib/accounts.runtime';
export { PASSWORD_RESET_MINUTES } from './lib/password.service';
export { hashPassword } from './lib/password';

/** Customer accounts: identify, login and logout, registration, passwords, the profile and account deletion. */
export function createAccountsModule(runtime: AccountsRuntime): GatewayModule {
  return { name: 'accounts', typeDefs: accountsTypeDefs, resolvers: createAccountsResolvers(runtime) };
}
