import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GraphQLError } from 'graphql';
import pino from 'pino';
import type { GatewayModule } from '@giftshop/gateway-core';
import { createTestContext } from '@giftshop/gateway-core/testing';
import { defaultGatewayOptions } from './options';
import { createGateway, type Gateway } from './server';

let touched = 0;

/** Mutations that answer, fail unexpectedly, and fail with an `http` extension, for the two paths to answer. */
const toyModule: GatewayModule = {
  name: 'toy',
  typeDefs: /* GraphQL */ `
    type Touch { count: Int! }
    extend type Mutation { touch(by: Int!): Touch! boom: Int refuse: Int }
  `,
  resolvers: {
    Mutation: {
      touch: (_: unknown, { by }: { by: number }) => ({ count: (touched += by) }),
      boom: () => {
        throw new Error('database password is hunter2 at /srv/app/secret.ts:12');
      },
      refuse: () => {
        throw new GraphQLError('Not now.', { extensions: { code: 'BUSY', http: { status: 409, headers: { 'retry-after': '5' } } } });
      },
    },
  } as never,
};

const JSON_HEADERS = { 'content-type': 'application/json', 'x-bypass-mutations': '1' };
const APOLLO_ACCEPT = 'application/graphql-response+json,application/json;q=0.9';

describe('mutations answered without Yoga (fast operations)', () => {
  let gateway: Gateway;
  let server: Server;
  let base: string;
  const logged: { msg: string; err?: { message: string } }[] = [];

  beforeAll(async () => {
    const { db, stores } = createTestContext();
    const log = pino({ level: 'error' }, { write: (line: string) => void logged.push(JSON.parse(line)) });
    gateway = createGateway({ db, stores, log, modules: [toyModule], options: { ...defaultGatewayOptions, production: true } });
    server = createServer((req, res) => gateway.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  /** Headers a client reads (not the date, connection or request id). */
  const meaningful = (headers: Headers) =>
    Object.fromEntries(
      [...headers].map(([name, value]) => [name.toLowerCase(), value]).filter(([name]) => !['date', 'connection', 'keep-alive', 'x-request-id', 'transfer-encoding'].includes(name)),
    );

  async function viaHttp(body: object, headers: Record<string, string> = {}) {
    const before = gateway.fastReads.stats().answered;
    const response = await fetch(`${base}/graphql`, { method: 'POST', headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) });
    const text = await response.text();
    return { status: response.status, body: text, headers: meaningful(response.headers), fast: gateway.fastReads.stats().answered - before === 1 };
  }

  async function viaYoga(body: object, headers: Record<string, string> = {}) {
    const response = await gateway.yoga.fetch('http://gateway/graphql', { method: 'POST', headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) });
    return { status: response.status, body: await response.text(), headers: meaningful(response.headers) };
  }

  it('runs a mutation once and answers what Yoga answers', async () => {
    for (const accept of [undefined, APOLLO_ACCEPT]) {
      const headers: Record<string, string> = accept ? { accept } : {};
      const before = touched;
      const fast = await viaHttp({ query: 'mutation T($by: Int!) { touch(by: $by) { count } }', variables: { by: 2 } }, headers);
      expect(fast.fast).toBe(true);
      expect(touched).toBe(before + 2);
      const yoga = await viaYoga({ query: 'mutation T($by: Int!) { touch(by: $by) { count } }', variables: { by: 2 } }, headers);
      expect(JSON.parse(fast.body)).toEqual({ data: { touch: { count: before + 2 } } });
      expect(yoga.body).toBe(JSON.stringify({ data: { touch: { count: before + 4 } } }));
      expect(fast.status).toBe(yoga.status);
      expect({ ...fast.headers, 'cache-control': undefined }).toEqual({ ...yoga.headers, 'cache-control': undefined });
      expect(fast.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('masks and logs an unexpected error as Yoga does', async () => {
    for (const accept of [undefined, APOLLO_ACCEPT]) {
      const headers: Record<string, string> = accept ? { accept } : {};
      logged.length = 0;
      const fast = await viaHttp({ query: 'mutation { boom }' }, headers);
      const yoga = await viaYoga({ query: 'mutation { boom }' }, headers);
      expect(fast.fast).toBe(true);
      expect(fast.body).toBe(yoga.body);
      expect(fast.status).toBe(yoga.status);
      expect(fast.body).not.toMatch(/hunter2|secret/);
      expect(JSON.parse(fast.body).errors[0].message).toBe('Unexpected error.');
      expect(logged.map((line) => [line.msg, line.err?.message])).toEqual([
        ['unexpected error', 'database password is hunter2 at /srv/app/secret.ts:12'],
        ['unexpected error', 'database password is hunter2 at /srv/app/secret.ts:12'],
      ]);
    }
  });

  it("answers an error's http status and headers as Yoga does, without the extension", async () => {
    for (const accept of [undefined, APOLLO_ACCEPT]) {
      const headers: Record<string, string> = accept ? { accept } : {};
      const fast = await viaHttp({ query: 'mutation { refuse }' }, headers);
      const yoga = await viaYoga({ query: 'mutation { refuse }' }, headers);
      expect(fast.fast).toBe(true);
      expect([fast.status, fast.body, fast.headers['retry-after']]).toEqual([yoga.status, yoga.body, yoga.headers['retry-after']]);
      expect(fast.headers['retry-after']).toBe('5');
      expect(JSON.parse(fast.body).errors[0]).toMatchObject({ message: 'Not now.', extensions: { code: 'BUSY' } });
    }
  });

  it('leaves mutations that do not run to Yoga: no CSRF header, invalid variables, or by GET', async () => {
    const before = touched;
    const refused = await viaHttp({ query: 'mutation { touch(by: 1) { count } }' }, { 'x-bypass-mutations': '' });
    expect([refused.fast, refused.status, JSON.parse(refused.body).errors[0].extensions.code]).toEqual([false, 403, 'MUTATION_HEADER_REQUIRED']);
    const invalid = await viaHttp({ query: 'mutation T($by: Int!) { touch(by: $by) { count } }', variables: { by: 'many' } });
    expect(invalid.fast).toBe(false);
    expect(invalid.body).toBe((await viaYoga({ query: 'mutation T($by: Int!) { touch(by: $by) { count } }', variables: { by: 'many' } })).body);
    const get = await fetch(`${base}/graphql?query=${encodeURIComponent('mutation { touch(by: 1) { count } }')}`, { headers: { 'x-bypass-mutations': '1' } });
    expect(get.status).toBe(405);
    expect(touched).toBe(before);
  });
});
