import type { GatewayModule } from '@giftshop/gateway-core';
import { giftcardsResolvers } from './lib/giftcards.resolvers';
import { giftcardsTypeDefs } from './lib/giftcards.sdl';

export { giftcardsTypeDefs } from './lib/giftcards.sdl';
export { fulfilOrder, type FulfilmentDeps, type FulfilmentResult } from './lib/issuing/fulfil-order';
export { ORDER_FULFIL_JOB, registerIssuingJobs } from './lib/issuing/fulfil-order.job';
export { generateCardNumber, hasValidCheckDigit, luhnCheckDigit, CARD_NUMBER_LENGTH } from './lib/issuing/card-number';
export { generatePin, hashPin, verifyPin } from './lib/issuing/pin';
export { splitCardValue } from './lib/issuing/split-card-value';
export { cardExpiry, ISSUING } from './lib/issuing/issuing-constants';

export const giftcardsModule: GatewayModule = {
  name: 'giftcards',
  typeDefs: giftcardsTypeDefs,
  resolvers: giftcardsResolvers,
};
