import { NoSchemaIntrospectionCustomRule, type GraphQLSchema } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import { useGraphQlJit } from '@envelop/graphql-jit';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import type { Database } from '@giftshop/gateway-db';
import type { GatewayContext, GatewayModule, StoreRegistry } from '@giftshop/gateway-core';
import type { Logger } from 'pino';
import { buildSchema } from './build-schema';
import { corsFor } from './cors';
import { createContextFactory } from './gateway-context';
import type { GatewayOptions } from './options';
import { requireMutationHeader } from './mutation-header';
import { skipAbandonedMutations } from './abandoned-mutations';
import { noSubscriptions, noSuggestions } from './request-rules';
import { gatewayErrorMask } from './error-mask';
import { sessionCookies } from './session-cookies';

export interface ServerContext {
  clientIp?: string;
  /** Told when an operation answers domain errors: the HTTP layer keeps such an answer private. */
  notePayloadErrors?(): void;
}

export interface YogaDeps {
  db: Database;
  stores: StoreRegistry;
  log: Logger;
  modules: GatewayModule[];
  options: GatewayOptions;
}

const noIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(NoSchemaIntrospectionCustomRule);
  },
};

/** `schema`: the schema built from `modules`, when the caller already built it (the fast reads share it). */
export function createGatewayYoga(deps: YogaDeps, schema: GraphQLSchema = buildSchema(deps.modules)) {
  const { log, options } = deps;
  const { limits } = options;
  const cookies = sessionCookies();
  const contextOf = createContextFactory(deps);
  // In production refusals name no limit values: they would tell an attacker how far to go.
  const armor = { exposeLimits: !options.production };
  return createYoga<ServerContext, GatewayContext>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: !options.production,
    logging: false,
    cors: corsFor(options.allowedOrigins),
    maskedErrors: { isDev: false, maskError: gatewayErrorMask(log, options.production) },
    context: ({ request, clientIp, notePayloadErrors }) =>
      contextOf({
        headers: request.headers,
        clientIp,
        signal: request.signal,
        setCookie: (value) => cookies.add(request, value),
        notePayloadErrors,
      }),
    plugins: [
      maxTokensPlugin({ n: limits.tokens, ...armor }),
      maxDepthPlugin({ n: limits.depth, flattenFragments: true, ...armor }),
      maxAliasesPlugin({ n: limits.aliases, ...armor }),
      costLimitPlugin({ maxCost: limits.cost, ...armor }),
      noSubscriptions,
      useGraphQlJit(),
      cookies.plugin,
      ...(options.requireMutationHeader ? [requireMutationHeader()] : []),
      skipAbandonedMutations(),
      ...(options.production ? [noIntrospection, noSuggestions] : []),
    ],
  });
}

export type GatewayYoga = ReturnType<typeof createGatewayYoga>;
