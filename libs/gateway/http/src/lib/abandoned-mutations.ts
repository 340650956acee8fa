import { getOperationAST, GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GatewayContext } from '@giftshop/gateway-core';

/**
 * A mutation whose client closed the request before it was executed (it waited behind others, the shopper gave up
 * and saw a failure) is not executed at all: applied later it would change a cart out of order. Writes already
 * under way check the same signal before they change anything (`ensureClientWaiting`).
 */
export function skipAbandonedMutations(): Plugin<GatewayContext> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      if (!args.contextValue.signal.aborted) return;
      const operation = getOperationAST(args.document, args.operationName ?? undefined);
      if (operation?.operation !== 'mutation') return;
      args.contextValue.log.info('client closed the request before the mutation ran: not executed');
      setResultAndStopExecution({ errors: [new GraphQLError('The request was closed before it ran.', { extensions: { code: 'CLIENT_CLOSED_REQUEST' } })] });
    },
  };
}
