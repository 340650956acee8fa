import { run, type GatewayContext, type Resolvers, type StoreScope, type UserData } from '@giftshop/gateway-core';
import { requestQuote, sendContactMessage } from './enquiries.service';
import type { EnquiriesRuntime } from './enquiries.runtime';

/** A StatusPayload: status false whenever the form was refused. */
const status = async (ctx: GatewayContext, userData: UserData, operation: (scope: StoreScope) => Promise<{ status: boolean }>) => {
  const payload = await run(ctx, userData, operation);
  return { status: payload.status ?? false, errors: payload.errors };
};

export const createEnquiriesResolvers = (runtime: EnquiriesRuntime): Resolvers => ({
  Mutation: {
    requestQuote: (_, { userData, input, captchaToken }, ctx) =>
      status(ctx, userData, (scope) => requestQuote(ctx, scope, { ...input, lines: [...input.lines] }, captchaToken, runtime)),
    sendContactMessage: (_, { userData, input, captchaToken }, ctx) =>
      status(ctx, userData, (scope) => sendContactMessage(ctx, scope, input, captchaToken, runtime)),
  },
});
