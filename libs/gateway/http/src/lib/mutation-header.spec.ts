import pino from 'pino';
import type { GatewayModule } from '@giftshop/gateway-core';
import { createTestContext } from '@giftshop/gateway-core/testing';
import { createGatewayYoga } from './create-yoga';
import { defaultGatewayOptions } from './options';

let touched = 0;
const counterModule: GatewayModule = {
  name: 'counter',
  typeDefs: /* GraphQL */ `
    extend type Query { count: Int! }
    extend type Mutation { touch: Int! }
  `,
  resolvers: { Query: { count: () => touched }, Mutation: { touch: () => ++touched } } as never,
};

function gateway(requireMutationHeader = true) {
  const { db, stores } = createTestContext();
  const yoga = createGatewayYoga({ db, stores, log: pino({ level: 'silent' }), modules: [counterModule], options: { ...defaultGatewayOptions, requireMutationHeader } });
  return (query: string, headers: Record<string, string> = {}) =>
    yoga.fetch('http://gateway/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query }) });
}

describe('the mutation header (CSRF defence)', () => {
  beforeEach(() => (touched = 0));

  it('refuses a mutation without x-bypass-mutations with 403, before it runs', async () => {
    const response = await gateway()('mutation { touch }');
    expect(response.status).toBe(403);
    expect((await response.json()).errors[0].message).toBe('Mutations need the x-bypass-mutations header.');
    expect(touched).toBe(0);
  });

  it('runs a mutation that carries it', async () => {
    expect(await (await gateway()('mutation { touch }', { 'x-bypass-mutations': '1' })).json()).toEqual({ data: { touch: 1 } });
  });

  it('asks nothing of queries', async () => {
    expect(await (await gateway()('{ count }')).json()).toEqual({ data: { count: 0 } });
  });

  it('can be switched off for tools that call without it', async () => {
    expect(await (await gateway(false)('mutation { touch }')).json()).toEqual({ data: { touch: 1 } });
  });
});
