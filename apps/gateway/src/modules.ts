import type { GatewayModule } from '@giftshop/gateway-core';
import type { Captcha } from '@giftshop/gateway-captcha';
import { createAccountsModule, type AccountsRuntime } from '@giftshop/gateway-accounts';
import { createActivationModule, type ActivationRuntime } from '@giftshop/gateway-activation';
import { cartModule } from '@giftshop/gateway-cart';
import { catalogueModule } from '@giftshop/gateway-catalogue';
import { contentModule, createEnquiriesModule, type EnquiriesRuntime } from '@giftshop/gateway-content';
import { createDoublerModule, type DoublerRuntime } from '@giftshop/gateway-doubler';
import type { BalanceCheckRuntime } from '@giftshop/gateway-cards-data';
import { createGiftcardsModule } from '@giftshop/gateway-giftcards';
import { locationsModule } from '@giftshop/gateway-locations';
import type { PaymentsRuntime } from '@giftshop/gateway-order-payments';
import { createOrdersModule } from '@giftshop/gateway-orders';
import { createPaymentsModule } from '@giftshop/gateway-payments';
import { createRedeemModule } from '@giftshop/gateway-redeem';
import { searchModule } from '@giftshop/gateway-search';
import { storeModule } from '@giftshop/gateway-store';

export interface ModuleRuntimes {
  payments: PaymentsRuntime;
  captcha: Captcha;
  balanceCheck: BalanceCheckRuntime;
  activation: ActivationRuntime;
  doubler: DoublerRuntime;
  accounts: AccountsRuntime;
  enquiries: EnquiriesRuntime;
}

/** Every domain of the schema, in the order their SDL is merged. */
export const createModules = ({ payments, captcha, balanceCheck, activation, doubler, accounts, enquiries }: ModuleRuntimes): GatewayModule[] => [
  catalogueModule,
  contentModule,
  storeModule,
  locationsModule,
  searchModule,
  cartModule,
  createOrdersModule(payments),
  createPaymentsModule(payments),
  createAccountsModule(accounts),
  captcha.module,
  createGiftcardsModule(balanceCheck),
  createRedeemModule({ payments, cardAccess: balanceCheck }),
  createActivationModule(payments, activation),
  createDoublerModule(doubler),
  createEnquiriesModule(enquiries),
];
