import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GatewayContext } from './context';
import type { Resolvers } from './generated/resolvers-types';

/** An HTTP route a module serves beside GraphQL, e.g. generated card art or a payment provider's webhook. */
export interface HttpRoute {
  method: 'GET' | 'POST';
  /** Path prefix, e.g. '/card-art/'. */
  prefix: string;
  handle(req: IncomingMessage, res: ServerResponse, deps: Pick<GatewayContext, 'db' | 'stores' | 'log'>): Promise<void>;
}

/** One domain of the schema: its SDL, its resolvers and any HTTP routes. */
export interface GatewayModule {
  name: string;
  typeDefs: string;
  resolvers: Resolvers;
  routes?: HttpRoute[];
  /** Root query fields whose answers depend only on their arguments and may be cached (catalogue reads). */
  cacheableFields?: string[];
}
