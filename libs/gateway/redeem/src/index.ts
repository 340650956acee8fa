import type { GatewayModule } from '@giftshop/gateway-core';
import type { BalanceCheckRuntime } from '@giftshop/gateway-cards-data';
import type { PaymentsRuntime } from '@giftshop/gateway-order-payments';
import { createRedeemResolvers } from './lib/redeem.resolvers';
import { redeemTypeDefs } from './lib/redeem.sdl';

export { redeemTypeDefs } from './lib/redeem.sdl';

/** What the redeem shop needs besides the request: payments for a shortfall, and the card checks for extra cards. */
export interface RedeemRuntime {
  payments: PaymentsRuntime;
  cardAccess: BalanceCheckRuntime;
}

/** The redeem shop: a holder spends card balances on other cards and donations, paying any shortfall. */
export function createRedeemModule(runtime: RedeemRuntime): GatewayModule {
  return { name: 'redeem', typeDefs: redeemTypeDefs, resolvers: createRedeemResolvers(runtime) };
}
