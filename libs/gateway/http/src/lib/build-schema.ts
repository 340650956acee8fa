import { createSchema } from 'graphql-yoga';
import { baseTypeDefs, type GatewayContext, type GatewayModule } from '@giftshop/gateway-core';
import { guardTextInput } from './text-input-guard';

export function buildSchema(modules: GatewayModule[]) {
  const schema = createSchema<GatewayContext>({
    typeDefs: [baseTypeDefs, ...modules.map((m) => m.typeDefs)],
    resolvers: [{ Query: { ping: () => true }, Mutation: { ping: () => true } }, ...modules.map((m) => m.resolvers)] as never,
  });
  return guardTextInput(schema);
}
