import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino, { type Logger } from 'pino';
import type { DatabaseHandle } from '@giftshop/gateway-db';
import { createApp, type App, type AppDependencies } from '../app';
import { loadConfig } from '../config';
import { openTestDatabase } from './test-database';

export const UK = { language: 'en', storeID: 48, countryCode: 'GB' } as const;
export const NL = { language: 'nl', storeID: 1, countryCode: 'NL' } as const;

/** Test answers are read loosely: assertions, not types, check their shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type GraphqlResult = { data: any; errors?: { message: string; extensions?: Record<string, unknown> }[] };

export interface TestApp extends App {
  /** POSTs a GraphQL request through Yoga and returns the parsed body. */
  graphql(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>): Promise<GraphqlResult>;
  /** Starts the full HTTP handler on 127.0.0.1 and returns its base URL. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

/**
 * `log`: the app's logger (silent by default), e.g. one writing to a stream a test reads; `deps`: what the gateway
 * is built with, e.g. a verifier that counts secret comparisons.
 */
export async function createTestApp(env: Record<string, string> = {}, log: Logger = pino({ level: 'silent' }), deps: AppDependencies = {}): Promise<TestApp> {
  const database: DatabaseHandle = await openTestDatabase();
  const config = loadConfig({ SEED: 'false', LOG_LEVEL: 'silent', ...env });
  const app = await createApp(config, log, database, deps);
  let server: Server | undefined;
  return {
    ...app,
    async graphql(query, variables, headers = {}) {
      const response = await app.gateway.yoga.fetch('http://gateway/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', 'x-bypass-mutations': '1', ...headers },
        body: JSON.stringify({ query, variables }),
      });
      return response.json();
    },
    async listen() {
      server = createServer((req, res) => app.gateway.handle(req, res));
      // As in main.ts: longer than any client's keep-alive, so a client never reuses a socket the server is closing
      // (a busy machine delays the client's own timer past Node's 5 s default, and the request is reset).
      server.keepAliveTimeout = 65_000;
      await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    async close() {
      if (server) await new Promise<void>((resolve) => server?.close(() => resolve()));
      await database.close();
    },
  };
}
