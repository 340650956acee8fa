import type { GatewayModule } from '@giftshop/gateway-core';
import type { BalanceCheckRuntime } from '@giftshop/gateway-cards-data';
import { createGiftcardsResolvers } from './lib/giftcards.resolvers';
import { giftcardsTypeDefs } from './lib/giftcards.sdl';

export { giftcardsTypeDefs } from './lib/giftcards.sdl';
export { fulfilOrder, type FulfilmentDeps, type FulfilmentResult } from './lib/issuing/fulfil-order';
export { ORDER_FULFIL_JOB, registerIssuingJobs } from './lib/issuing/fulfil-order.job';
export { CARD_DELIVERY_TEMPLATE, cardDeliveryRenderer } from './lib/issuing/card-delivery-content';
export { SHIPMENT_PRINT_TEMPLATE, shipmentPrintRenderer } from './lib/issuing/shipment-print-content';
export { generateCardNumber } from './lib/issuing/card-number';
export { splitCardValue } from './lib/issuing/split-card-value';
export { cardExpiry, ISSUING } from './lib/issuing/issuing-constants';

/** Issued cards as their holders see them: the balance check, which starts a redeem session. */
export function createGiftcardsModule(runtime: BalanceCheckRuntime): GatewayModule {
  return { name: 'giftcards', typeDefs: giftcardsTypeDefs, resolvers: createGiftcardsResolvers(runtime) };
}
