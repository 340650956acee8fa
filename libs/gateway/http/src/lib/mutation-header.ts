import { getOperationAST, GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GatewayContext } from '@giftshop/gateway-core';
import { HEADERS } from './request-meta';

/**
 * CSRF defence: a mutation runs only when the request carries the spec §7 mutation header, which the storefront's
 * client sends on every mutation. A cross-site form or `fetch` without CORS approval cannot set a custom header, so a
 * forged request is refused before anything runs, whatever cookies the browser attaches to it.
 */
export function requireMutationHeader(): Plugin<GatewayContext> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const operation = getOperationAST(args.document, args.operationName ?? undefined);
      if (operation?.operation !== 'mutation' || args.contextValue.request.bypassMutations) return;
      setResultAndStopExecution({
        errors: [new GraphQLError(`Mutations need the ${HEADERS.bypassMutations} header.`, { extensions: { code: 'MUTATION_HEADER_REQUIRED', http: { status: 403 } } })],
      });
    },
  };
}
