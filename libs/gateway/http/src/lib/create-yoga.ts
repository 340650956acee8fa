import { GraphQLError, NoSchemaIntrospectionCustomRule } from 'graphql';
import { createYoga, maskError, type Plugin } from 'graphql-yoga';
import { useGraphQlJit } from '@envelop/graphql-jit';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import type { Database } from '@giftshop/gateway-db';
import { createSessionHandle, sessionCookieOptions, type GatewayContext, type GatewayModule, type StoreRegistry } from '@giftshop/gateway-core';
import type { Logger } from 'pino';
import { buildSchema } from './build-schema';
import { corsFor } from './cors';
import type { GatewayOptions } from './options';
import { requireMutationHeader } from './mutation-header';
import { skipAbandonedMutations } from './abandoned-mutations';
import { readRequestMeta } from './request-meta';
import { currentRequestId } from './request-scope';
import { noSubscriptions, noSuggestions, withoutSuggestion } from './request-rules';
import { sessionCookies } from './session-cookies';

export interface ServerContext {
  clientIp?: string;
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

export function createGatewayYoga({ db, stores, log, modules, options }: YogaDeps) {
  const { limits } = options;
  const cookies = sessionCookies();
  const cookie = sessionCookieOptions(options.production);
  // In production refusals name no limit values: they would tell an attacker how far to go.
  const armor = { exposeLimits: !options.production };
  return createYoga<ServerContext, GatewayContext>({
    schema: buildSchema(modules),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: !options.production,
    logging: false,
    cors: corsFor(options.allowedOrigins),
    // No stack traces or internals leave the gateway: unexpected errors are logged and replaced.
    maskedErrors: {
      isDev: false,
      maskError(error, message) {
        // Errors of the request itself (syntax, validation, limits) pass; anything else is logged and masked.
        const masked = maskError(error, message, false);
        if (masked !== error) log.error({ err: error, requestId: currentRequestId() }, 'unexpected error');
        return options.production && masked instanceof GraphQLError ? withoutSuggestion(masked) : masked;
      },
    },
    context: ({ request, clientIp }) => {
      const meta = readRequestMeta(request.headers, clientIp ?? 'unknown', options.serverAuthToken);
      const session = createSessionHandle({ db, cookie, cookieHeader: request.headers.get('cookie'), setCookie: (value) => cookies.add(request, value) });
      return { db, stores, log: log.child({ requestId: meta.requestId }), request: meta, session, signal: request.signal };
    },
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
