import pino from 'pino';
import type { GatewayModule } from '@giftshop/gateway-core';
import { createTestContext } from '@giftshop/gateway-core/testing';
import { createGatewayYoga } from './create-yoga';
import { defaultGatewayOptions } from './options';

/** A recursive toy schema: nesting depth is up to the query, so the limits can be exercised. */
const nodeModule: GatewayModule = {
  name: 'node',
  typeDefs: /* GraphQL */ `
    type Node { id: Int! child: Node }
    extend type Query { root: Node! failing: Int }
  `,
  resolvers: {
    Query: {
      root: () => ({ id: 1 }),
      failing: () => {
        throw new Error('database password is hunter2 at /srv/app/secret.ts:12');
      },
    },
    Node: { child: (node: { id: number }) => ({ id: node.id + 1 }) },
  } as never,
};

function yogaWith(production = false, cost = defaultGatewayOptions.limits.cost, allowedOrigins: string[] = []) {
  const { db, stores } = createTestContext();
  const errors: unknown[] = [];
  const log = pino({ level: 'error' }, { write: (line: string) => errors.push(JSON.parse(line)) });
  const options = { ...defaultGatewayOptions, production, allowedOrigins, limits: { ...defaultGatewayOptions.limits, depth: 4, aliases: 3, cost } };
  const yoga = createGatewayYoga({ db, stores, log, modules: [nodeModule], options });
  const post = (q: string) =>
    yoga.fetch('http://gateway/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: q }) });
  const query = async (q: string) => (await post(q)).json();
  return { query, post, errors, yoga };
}

describe('createGatewayYoga', () => {
  it('answers queries within the limits', async () => {
    const { query } = yogaWith();
    expect(await query('{ root { child { child { id } } } }')).toEqual({ data: { root: { child: { child: { id: 3 } } } } });
  });

  it('refuses a query deeper than the depth limit', async () => {
    const { query } = yogaWith();
    const result = await query('{ root { child { child { child { child { child { id } } } } } } }');
    expect(result.errors[0].message).toMatch(/depth limit of 4 exceeded/i);
  });

  it('refuses more aliases than allowed', async () => {
    const { query } = yogaWith();
    const result = await query('{ a: root { id } b: root { id } c: root { id } d: root { id } }');
    expect(result.errors[0].message).toMatch(/aliases limit of 3 exceeded/i);
  });

  it('refuses a query above the cost limit', async () => {
    const { query } = yogaWith(false, 8);
    expect((await query('{ root { id } }')).data).toEqual({ root: { id: 1 } });
    const result = await query('{ root { child { child { id } } } }');
    expect(result.errors[0].message).toMatch(/cost limit of 8 exceeded/i);
  });

  it('masks an unexpected error and logs it', async () => {
    const { query, errors } = yogaWith();
    const result = await query('{ failing }');
    expect(result.errors[0].message).toBe('Unexpected error.');
    expect(JSON.stringify(result)).not.toMatch(/hunter2|secret\.ts|stack/);
    expect(JSON.stringify(errors)).toMatch(/hunter2/);
  });

  it('refuses introspection in production only', async () => {
    expect((await yogaWith(false).query('{ __schema { queryType { name } } }')).data.__schema.queryType.name).toBe('Query');
    expect((await yogaWith(true).query('{ __schema { queryType { name } } }')).errors[0].message).toMatch(/introspection/i);
  });

  it('answers a subscription with 400, not an internal error', async () => {
    const { post, errors } = yogaWith();
    const response = await post('subscription { __typename }');
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0].message).toBe('Subscriptions are not supported.');
    expect(errors).toEqual([]);
  });

  it('names neither suggestions nor limit values in production', async () => {
    const { query } = yogaWith(true, 8);
    const texts = [
      await query('{ roots { id } }'),
      await query('{ root { idd } }'),
      await query('{ root { child { child { child { child { child { id } } } } } } }'),
      await query('{ a: root { id } b: root { id } c: root { id } d: root { id } }'),
      await query('{ root { child { child { id } } } }'),
    ].map((result) => result.errors[0].message);
    expect(texts[0]).toBe('Cannot query field "roots" on type "Query".');
    for (const text of texts) expect(text).not.toMatch(/did you mean|\d/i);
    expect((await yogaWith(false).query('{ roots { id } }')).errors[0].message).toMatch(/did you mean "root"/i);
  });

  describe('CORS', () => {
    const preflight = (origin: string) =>
      yogaWith(false, undefined, ['https://shop.example']).yoga.fetch('http://gateway/graphql', {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, x-bypass-mutations' },
      });

    it('approves no origin that is not configured', async () => {
      const response = await preflight('https://evil.example');
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
      expect(response.headers.get('access-control-allow-headers')).toBeNull();
    });

    it('approves a configured storefront origin with credentials and the mutation header', async () => {
      const response = await preflight('https://shop.example');
      expect(response.headers.get('access-control-allow-origin')).toBe('https://shop.example');
      expect(response.headers.get('access-control-allow-credentials')).toBe('true');
      expect(response.headers.get('access-control-allow-headers')).toContain('x-bypass-mutations');
      expect(response.headers.get('access-control-allow-headers')).not.toContain('x-gateway-auth');
    });

    it('approves none by default', async () => {
      const response = await yogaWith().yoga.fetch('http://gateway/graphql?query=%7B__typename%7D', { headers: { origin: 'http://127.0.0.1:3000' } });
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    });
  });
});
