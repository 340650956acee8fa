import pino from 'pino';
import type { Database } from '@giftshop/gateway-db';
import type { GatewayContext } from './context';
import { StoreRegistry, type StoreInfo } from './store-registry';

/** The UK store as unit tests know it; integration tests use the seeded database instead. */
export const testUkStore: StoreInfo = {
  id: 48,
  buildKey: 'GCUK',
  brandFamily: 'GCUK',
  name: 'GiftCards UK',
  countryCode: 'GB',
  currency: 'GBP',
  origin: 'https://www.giftcards.example',
  mailDomain: 'giftcards.example',
  timeZone: 'Europe/London',
  productPath: 'gift-cards',
  hasCatalogue: true,
  switcherFallback: false,
  languages: [{ languageCode: 'en', locale: 'en-gb', isDefault: true, searchConfig: 'english' }],
};

export const testUserData = { language: 'en', storeID: 48, countryCode: 'GB' } as const;

/** A context without a database, for resolvers that must not touch one. */
export function createTestContext(overrides: Partial<GatewayContext> = {}): GatewayContext {
  return {
    db: undefined as unknown as Database,
    log: pino({ level: 'silent' }),
    stores: StoreRegistry.fromStores([testUkStore]),
    request: {
      requestId: 'test',
      storeId: 48,
      language: 'en',
      country: 'GB',
      pathname: null,
      serverSideRequest: false,
      bypassMutations: false,
      authorization: null,
      trustedServer: false,
      clientIp: '127.0.0.1',
    },
    session: {
      get: async () => null,
      ensure: async () => {
        throw new Error('Unit tests have no sessions: use the gateway integration tests.');
      },
      isNew: () => false,
      lookup: () => null,
      adopt: async () => null,
      logIn: async () => {
        throw new Error('Unit tests have no sessions: use the gateway integration tests.');
      },
      destroy: async () => undefined,
    },
    signal: new AbortController().signal,
    ...overrides,
  };
}

type AnyResolver = (parent: unknown, args: unknown, ctx: GatewayContext, info: unknown) => Promise<{ errors: unknown[] }>;

/**
 * Calls every Query and Mutation resolver of a module that is not built yet and checks it answers
 * NOT_AVAILABLE_YET, and that it still refuses an unknown store first.
 */
export async function expectEveryOperationNotAvailableYet(resolvers: Record<string, unknown>): Promise<string[]> {
  const ctx = createTestContext();
  const names: string[] = [];
  for (const type of ['Query', 'Mutation']) {
    for (const [name, resolver] of Object.entries((resolvers[type] ?? {}) as Record<string, AnyResolver>)) {
      names.push(name);
      const known = await resolver({}, { userData: testUserData }, ctx, {});
      expect(known.errors).toEqual([{ code: 1006, message: 'This feature is not available yet.', referencedRequestParameter: null }]);
      const unknown = await resolver({}, { userData: { ...testUserData, storeID: 999 } }, ctx, {});
      expect(unknown.errors).toEqual([expect.objectContaining({ code: 1001 })]);
    }
  }
  return names;
}
